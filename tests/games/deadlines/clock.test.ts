// Issue 8, item 1: which orders start a new deadline and which leave the running one.
import { describe, expect, it } from "vitest";
import { afterOrder, newClock } from "../../../src/games/deadlines/clock.js";
import { deadlineSettingsSchema } from "../../../src/games/deadlines/settings.js";
import type { Decision, DecisionKind } from "../../../src/rules/decisions.js";
import type { Side } from "../../../src/rules/sides.js";

const HOUR = 3_600_000;
const settings = deadlineSettingsSchema.parse({});
const start = Date.parse("2026-11-23T10:00:00Z");
// The clock reads only each decision's side and kind.
const decision = (side: Side, kind: DecisionKind): Decision => ({ side, kind }) as unknown as Decision;

describe("deadline clock after an order (issue 8, item 1)", () => {
  it("carries on when the other side of a simultaneous card play still has to answer", () => {
    const before = [decision("england", "play-card"), decision("scotland", "play-card")];
    const clock = newClock(settings, before, start);
    const after = afterOrder(clock, before, [decision("scotland", "play-card")], "england", false, start + HOUR);
    expect(after.period?.dueAt).toBe(clock.period?.dueAt);
    expect(after.period?.waiting).toEqual(["scotland"]);
  });

  it("starts a new deadline when the side that answered has a next decision of the same kind (the next combat turn)", () => {
    const before = [decision("england", "combat-turn")];
    const clock = newClock(settings, before, start);
    const after = afterOrder(clock, before, [decision("england", "combat-turn")], "england", false, start + HOUR);
    expect(after.period?.startedAt).toBe(start + HOUR);
    expect(after.period?.dueAt).toBeGreaterThan(clock.period?.dueAt ?? Infinity);
  });

  it("starts a new deadline after a default, so two defaults never answer one deadline", () => {
    const before = [decision("scotland", "combat-turn")];
    const clock = newClock(settings, before, start);
    const due = clock.period?.dueAt ?? 0;
    const after = afterOrder(clock, before, [decision("scotland", "combat-turn")], "scotland", true, due + 1);
    expect(after.period?.dueAt).toBeGreaterThan(due);
    expect(after.missed.scotland).toBe(1);
  });
});

// Declared absences (ABSENCE, POST /games/{id}/absence; docs/deadlines.md): a deadline of the absent
// side that falls in the absence moves past it by the time the absence took; other deadlines stay.
import { describe, expect, it } from "vitest";
import { absenceDaysUsed, afterOrder, newClock, withAbsence, type GameClock } from "../../../src/games/deadlines/clock.js";
import { deadlineSettingsSchema } from "../../../src/games/deadlines/settings.js";
import type { Decision } from "../../../src/rules/decisions.js";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const T0 = Date.UTC(2026, 10, 19, 12);
const settings = deadlineSettingsSchema.parse({ remindersSeconds: [] });
const movement = (side: "england" | "scotland") => ({ kind: "movement", side }) as unknown as Decision;

describe("absences and deadlines", () => {
  it("a deadline of the waiting side inside its absence moves past it by the overlap", () => {
    const clock = newClock(settings, [movement("scotland")], T0);
    expect(clock.period?.dueAt).toBe(T0 + 72 * HOUR);
    const away = withAbsence(clock, "scotland", { from: T0 + DAY, to: T0 + 5 * DAY }, T0);
    // The absence began a day into the 72 hours: the two days left run from its end.
    expect(away.period?.dueAt).toBe(T0 + 5 * DAY + 48 * HOUR);
    expect(absenceDaysUsed(away, "scotland")).toBe(4);
  });

  it("the other side's absence, or one after the deadline, changes nothing", () => {
    const clock = newClock(settings, [movement("scotland")], T0);
    expect(withAbsence(clock, "england", { from: T0, to: T0 + 5 * DAY }, T0).period?.dueAt).toBe(T0 + 72 * HOUR);
    expect(withAbsence(clock, "scotland", { from: T0 + 4 * DAY, to: T0 + 6 * DAY }, T0).period?.dueAt).toBe(T0 + 72 * HOUR);
  });

  it("a decision asked during the absence gets its whole time after it", () => {
    let clock: GameClock = newClock(settings, [movement("england")], T0);
    clock = withAbsence(clock, "scotland", { from: T0, to: T0 + 10 * DAY }, T0);
    const asked = T0 + HOUR;
    clock = afterOrder(clock, [movement("england")], [movement("scotland")], "england", false, asked);
    expect(clock.period?.dueAt).toBe(T0 + 10 * DAY + 72 * HOUR);
  });
});

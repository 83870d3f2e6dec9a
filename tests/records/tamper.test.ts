// Every field of a record that carries meaning is checked (docs/record.md, "What is checked"): an
// edit of any of them makes `hots replay` (replayRecord) or `hots verify-dice` (auditRecordDice)
// fail, naming it. The state hashes cover the setup and the orders' texts and sides; these are the
// fields beside them: dice purposes and visibility, order times, default marks. (Nonce origins'
// times are audited by verify-dice; who gave a nonce is informational, docs/record.md.)
import { describe, expect, it } from "vitest";
import { recordRandomGame } from "../../src/playout/recordGame.js";
import type { GameRecord } from "../../src/records/index.js";
import { replayRecord } from "../../src/records/replay.js";
import { auditRecordDice } from "../../src/records/verifyDice.js";

const original: GameRecord = recordRandomGame({ setup: { scenario: "braveheart" }, seed: 5, maxOrders: 120 }).record;
const edited = (edit: (r: GameRecord) => void): GameRecord => {
  const copy = structuredClone(original);
  edit(copy);
  return copy;
};
const replayed = (r: GameRecord, mode: "seed" | "log" = "seed") => replayRecord(r, mode, { events: false }).report;

describe("record fields beside the state hashes", () => {
  it("the untouched record is verified by both commands", () => {
    expect(replayed(original)).toMatchObject({ verified: true });
    expect(replayed(original, "log")).toMatchObject({ verified: true });
    expect(auditRecordDice(original)).toEqual({ ok: true });
  });

  it("a dice entry's purpose changed (fire to herald) fails the replay, from the seed or the log", () => {
    const k = original.diceLog.findIndex((e) => e.purpose === "fire");
    expect(k).toBeGreaterThanOrEqual(0);
    const tampered = edited((r) => {
      (r.diceLog[k] as { purpose: string }).purpose = "herald";
    });
    for (const mode of ["seed", "log"] as const) {
      expect(replayed(tampered, mode)).toMatchObject({ verified: false, divergence: { reason: "dice-purpose", actual: expect.stringContaining(`draw ${k} for herald`) } });
    }
  });

  it("a dice entry's visibility changed (referee or one side to all) fails the replay", () => {
    const k = original.diceLog.findIndex((e) => e.visibleTo !== "all");
    expect(k).toBeGreaterThanOrEqual(0);
    const tampered = edited((r) => {
      (r.diceLog[k] as { visibleTo: string }).visibleTo = "all";
    });
    expect(replayed(tampered)).toMatchObject({ verified: false, divergence: { reason: "dice-purpose", actual: expect.stringContaining("visible to all") } });
    const other = edited((r) => {
      const e = r.diceLog.find((x) => x.visibleTo === "all") as { visibleTo: string };
      e.visibleTo = "referee";
    });
    expect(replayed(other, "log")).toMatchObject({ verified: false, divergence: { reason: "dice-purpose" } });
  });

  it("an order's time moved before the order before it, before the game, or made no time fails the replay", () => {
    const earlier = edited((r) => {
      (r.orders[10] as { at: string }).at = (r.orders[8] as { at: string }).at;
    });
    expect(replayed(earlier)).toMatchObject({ verified: false, divergence: { order: 11, reason: "order-time" } });
    const beforeGame = edited((r) => {
      (r.orders[0] as { at: string }).at = "2000-01-01T00:00:00.000Z";
    });
    expect(replayed(beforeGame)).toMatchObject({ verified: false, divergence: { order: 1, reason: "order-time" } });
    const notATime = edited((r) => {
      (r.orders[3] as { at: string }).at = "yesterday";
    });
    expect(replayed(notATime)).toMatchObject({ verified: false, divergence: { order: 4, reason: "order-time" } });
  });

  it("an order marked default: true only where a deadline had passed when it was applied", () => {
    const at = (original.orders[5] as { at: string }).at;
    const before = new Date(Date.parse(at) - 60_000).toISOString();
    const after = new Date(Date.parse(at) + 60_000).toISOString();
    const mark = (fields: { default?: true; deadline?: string }) =>
      edited((r) => {
        Object.assign(r.orders[5] as object, fields);
      });
    // A real default answers a deadline that had passed: verified.
    expect(replayed(mark({ default: true, deadline: before }))).toMatchObject({ verified: true });
    expect(replayed(mark({ default: true }))).toMatchObject({ verified: false, divergence: { order: 6, reason: "order-default" } });
    expect(replayed(mark({ default: true, deadline: after }))).toMatchObject({ verified: false, divergence: { order: 6, reason: "order-default" } });
    expect(replayed(mark({ deadline: before }))).toMatchObject({ verified: false, divergence: { order: 6, reason: "order-default" } });
  });

  it("a finished game's result year changed fails the replay", () => {
    const finished = recordRandomGame({ setup: { scenario: "braveheart" }, seed: 5 }).record;
    expect(finished.result).not.toBeNull();
    const tampered = structuredClone(finished);
    (tampered.result as { year: number }).year += 1;
    expect(replayRecord(finished, "seed", { events: false }).report).toMatchObject({ verified: true });
    expect(replayRecord(tampered, "seed", { events: false }).report).toMatchObject({ verified: false, divergence: { reason: "result" } });
  });
});

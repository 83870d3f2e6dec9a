import { describe, expect, it } from "vitest";
import {
  commitmentOf,
  createCommittedSource,
  seedFromHex,
  verifyDiceLog,
  type DiceLogAudit,
  type DiceLogEntry,
} from "../../src/dice/index.js";

const seed = seedFromHex("f0e1d2c3b4a5968778695a4b3c2d1e0f00112233445566778899aabbccddeeff");
const gameId = "verify-0001";
const nonces = { england: "e", scotland: "s" };

function playedLog(): DiceLogEntry[] {
  const source = createCommittedSource({ seed, gameId, nonces });
  for (const n of [25, 24, 6, 6, 6, 2, 1000000007, 2 ** 31 + 1, 6, 6]) source.next(n, "fire", "all");
  return [...source.log];
}

function audit(log: readonly DiceLogEntry[], overrides: Partial<DiceLogAudit> = {}): DiceLogAudit {
  return { seed, commitment: commitmentOf(seed), gameId, nonces, log, ...overrides };
}

function withEntry(log: readonly DiceLogEntry[], index: number, change: Partial<DiceLogEntry>): DiceLogEntry[] {
  return log.map((entry, i) => (i === index ? { ...entry, ...change } : entry));
}

describe("verifyDiceLog", () => {
  it("accepts the log of a game played with the committed source", () => {
    expect(verifyDiceLog(audit(playedLog()))).toEqual({ ok: true });
  });

  it("accepts an empty log and a commitment written in upper case", () => {
    expect(verifyDiceLog(audit([], { commitment: commitmentOf(seed).toUpperCase() }))).toEqual({ ok: true });
  });

  it("names the first k whose value was changed, with the value the seed gives", () => {
    const log = playedLog();
    const original = log[3]?.value ?? 0;
    const changed = (original + 1) % 6;
    expect(verifyDiceLog(audit(withEntry(log, 3, { value: changed })))).toEqual({
      ok: false,
      reason: "entry-mismatch",
      k: 3,
      expected: original,
      actual: changed,
    });
  });

  it("reports commitment-mismatch when the revealed seed is not the committed one", () => {
    const wrongSeed = seedFromHex("00".repeat(32));
    expect(verifyDiceLog(audit(playedLog(), { seed: wrongSeed }))).toMatchObject({
      ok: false,
      reason: "commitment-mismatch",
      expected: commitmentOf(seed),
      actual: commitmentOf(wrongSeed),
    });
  });

  it("reports commitment-mismatch for a revealed seed of the wrong length", () => {
    expect(verifyDiceLog(audit(playedLog(), { seed: new Uint8Array(16) }))).toMatchObject({
      ok: false,
      reason: "commitment-mismatch",
    });
  });

  it("reports a counter gap when a draw was dropped from the log", () => {
    const log = playedLog();
    log.splice(4, 1);
    expect(verifyDiceLog(audit(log))).toEqual({ ok: false, reason: "counter-gap", index: 4, expected: 4, actual: 5 });
  });

  it("reports a malformed entry whose range the stream cannot draw from", () => {
    expect(verifyDiceLog(audit(withEntry(playedLog(), 2, { n: 0 })))).toEqual({
      ok: false,
      reason: "malformed-entry",
      index: 2,
      k: 2,
      n: 0,
    });
  });

  it("detects a log made with other nonces or another game id, at its first draw", () => {
    expect(verifyDiceLog(audit(playedLog(), { nonces: { england: "e" } }))).toMatchObject({ reason: "entry-mismatch", k: 0 });
    expect(verifyDiceLog(audit(playedLog(), { gameId: "verify-0002" }))).toMatchObject({ reason: "entry-mismatch", k: 0 });
  });
});

// The committed sample records (examples/) must keep replaying: an engine change that breaks them
// changes what old records mean, and needs a new record format version (docs/record.md).

import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { hots } from "../helpers/cli.js";
import type { GameRecord, ReplayReport } from "../../src/records/index.js";

const EXAMPLES = ["braveheart-seed-5.json", "the_bruce-seed-2.json"];

describe.each(EXAMPLES)("examples/%s", (name) => {
  const path = fileURLToPath(new URL(`../../examples/${name}`, import.meta.url));
  const record = JSON.parse(readFileSync(path, "utf8")) as GameRecord;

  it("is a finished game with its seed revealed", () => {
    expect(record.dice.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(record.result).not.toBeNull();
    expect(record.gameId).toBe(name.replace(/-seed-(\d+)\.json$/, "-$1"));
  });

  it.each(["seed", "log"])("replays as verified with dice from the %s", async (dice) => {
    const { code, out, err } = await hots("replay", path, "--json", "--dice", dice);
    expect(err).toEqual([]);
    const report = JSON.parse(out[0] ?? "") as ReplayReport;
    expect(report).toEqual({
      verified: true,
      dice,
      orders: record.orders.length,
      outcome: record.result && { side: record.result.winner, reason: record.result.reason, year: record.result.year },
      finalStateHash: record.orders.at(-1)?.stateHash,
      divergence: null,
    });
    expect(code).toBe(0);
  });

  it("has dice that verify against the seed and the commitment", async () => {
    const { code, out } = await hots("verify-dice", path);
    // A version 1 record: the creator chose the nonces, so nothing says who gave them.
    expect(out).toEqual([`dice verified: ${record.diceLog.length} draws`, 'england nonce "": origin not recorded (version 1)', 'scotland nonce "": origin not recorded (version 1)']);
    expect(code).toBe(0);
  });
});

// `hots record --min-orders N` (issue 10, item 1): the first game from the seed on with N orders.

import { describe, expect, it } from "vitest";
import { hots } from "../helpers/cli.js";
import type { GameRecord } from "../../src/records/record.js";

async function record(...argv: string[]): Promise<GameRecord> {
  const { code, out, err } = await hots("record", "--scenario", "braveheart", ...argv);
  expect(err).toEqual([]);
  expect(code).toBe(0);
  return JSON.parse(out.join("\n")) as GameRecord;
}

describe("hots record --min-orders", () => {
  it("plays seeds from S on until a game has at least N orders, and names the seed it used", async () => {
    const plain = await record("--seed", "1");
    const wanted = plain.orders.length + 1;
    const longer = await record("--seed", "1", "--min-orders", String(wanted));
    expect(longer.orders.length).toBeGreaterThanOrEqual(wanted);
    expect(longer.gameId).not.toBe(plain.gameId);
    const seed = Number(longer.gameId.replace("braveheart-", ""));
    expect(seed).toBeGreaterThan(1);
    // Every seed before the one used was too short.
    for (let s = 2; s < seed; s++) expect((await record("--seed", String(s))).orders.length).toBeLessThan(wanted);
  }, 120_000);

  it("keeps the seed's own game when it is long enough", async () => {
    const plain = await record("--seed", "3");
    expect(await record("--seed", "3", "--min-orders", String(plain.orders.length))).toEqual(plain);
  }, 120_000);

  it("refuses a count that is not a whole number (exit 2)", async () => {
    const { code, err } = await hots("record", "--scenario", "braveheart", "--seed", "1", "--min-orders", "lots");
    expect(code).toBe(2);
    expect(err.join("\n")).toContain("--min-orders");
  });
});

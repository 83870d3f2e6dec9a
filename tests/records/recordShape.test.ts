// The hand-written record check passes a record without the zod schema: it may refuse a valid
// record (the schema then decides), but must never pass one the schema refuses.

import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { recordRandomGame } from "../../src/playout/recordGame.js";
import { readRecord } from "../../src/records/read.js";
import { parseRecord, recordSchema, RecordFormatError, type GameRecord } from "../../src/records/record.js";
import { isRecordShape } from "../../src/records/recordShape.js";

const example = (name: string): unknown => JSON.parse(readFileSync(new URL(`../../examples/${name}`, import.meta.url), "utf8"));

/** A short record with every optional part present: nonce origins, a default order, a result. */
function fullRecord(): GameRecord {
  const record = structuredClone(recordRandomGame({ setup: { scenario: "braveheart", options: ["OPT-SCHILTROM"], campaignEndYear: null }, seed: 4, maxOrders: 3 }).record);
  const [first] = record.orders;
  if (first) Object.assign(first, { default: true, deadline: "2026-01-02T00:00:00.000Z" });
  record.setup.bids = ["2", "1"];
  record.result = { winner: null, reason: "abandoned", year: 1297 };
  return record;
}

type Path = (string | number)[];

function pathsOf(value: unknown, path: Path = []): Path[] {
  if (value === null || typeof value !== "object") return [path];
  const children = Object.entries(value).flatMap(([key, child]) => pathsOf(child, [...path, Array.isArray(value) ? Number(key) : key]));
  return [path, ...children];
}

/** The value at the path's parent, and the last step; null when an earlier edit took the path away. */
function parentOf(root: unknown, path: Path): { parent: Record<string | number, unknown>; last: string | number } | null {
  if (path.length === 0) return null;
  let parent = root;
  for (const step of path.slice(0, -1)) {
    if (typeof parent !== "object" || parent === null) return null;
    parent = (parent as Record<string | number, unknown>)[step];
  }
  if (typeof parent !== "object" || parent === null) return null;
  return { parent: parent as Record<string | number, unknown>, last: path[path.length - 1] as string | number };
}

const TRICKY = fc.constantFrom<unknown>(
  undefined, null, true, 0, -1, 1, 1.5, 1297, 2 ** 32, 2 ** 32 + 1, 2 ** 53, Number.NaN, "", "x", "england", "referee", "fire",
  "player", "campaign", "OPT-SCHILTROM", "hots-judge-record", "hots-judge dice v1", "a".repeat(64), "A".repeat(64), [], {}, ["a", "b"],
);

describe("the hand-written record check", () => {
  const base = fullRecord();
  const paths = pathsOf(base);

  it("passes the examples and a record with every optional part, as the schema does", () => {
    for (const record of [example("braveheart-seed-5.json"), example("the_bruce-seed-2.json"), base]) {
      expect(recordSchema.safeParse(record).success).toBe(true);
      expect(isRecordShape(record)).toBe(true);
    }
  });

  it("never passes a record the schema refuses, whatever is changed, removed or added", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ path: fc.constantFrom(...paths), change: fc.constantFrom("set", "delete", "add"), key: fc.constantFrom("extra", "default", "deadline", "nonceOrigins", "0"), value: fc.oneof(TRICKY, fc.jsonValue({ maxDepth: 1 })) }), { minLength: 1, maxLength: 3 }),
        (edits) => {
          const record = structuredClone(base) as unknown;
          for (const { path, change, key, value } of edits) {
            const at = parentOf(record, path);
            if (!at) continue;
            if (change === "set") at.parent[at.last] = value;
            else if (change === "delete") delete at.parent[at.last];
            else if (typeof at.parent[at.last] === "object" && at.parent[at.last] !== null) (at.parent[at.last] as Record<string, unknown>)[key] = value;
          }
          if (isRecordShape(record)) expect(recordSchema.safeParse(record).success).toBe(true);
        },
      ),
      { numRuns: 4000 },
    );
  });

  it("leaves the schema to explain a refused record: readRecord throws parseRecord's error", async () => {
    const broken = { ...base, orders: [{ ...base.orders[0], seq: 0 }] };
    expect(() => parseRecord(broken)).toThrow(/invalid record at orders\.0\.seq/);
    await expect(readRecord(broken)).rejects.toThrow(/invalid record at orders\.0\.seq/);
    await expect(readRecord({ ...base, version: 3 })).rejects.toThrow(RecordFormatError);
    await expect(readRecord(base)).resolves.toEqual(base);
  });
});

// The faster canonical JSON (issue 10) writes exactly the text the first version wrote: state
// hashes in every existing record stay valid.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canonicalJson } from "../../src/records/canonical.js";
import { playOne } from "../../src/playout/run.js";
import { OPTION_IDS } from "../../src/rules/state.js";

/** The first version, kept here as the definition. */
function reference(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map((v) => reference(v === undefined ? null : v)).join(",")}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${reference(v)}`).join(",")}}`;
}

describe("canonicalJson", () => {
  it("writes what the first version wrote, for any JSON value", () => {
    fc.assert(fc.property(fc.jsonValue(), (value) => {
        expect(canonicalJson(value)).toBe(reference(value));
      }), { numRuns: 3000 });
  });

  it("sorts keys however the object was built, and skips undefined values", () => {
    expect(canonicalJson({ b: 1, a: { d: undefined, c: [undefined, 2] } })).toBe('{"a":{"c":[null,2]},"b":1}');
    expect(canonicalJson({ a: 1, b: 2 })).toBe(canonicalJson({ b: 2, a: 1 }));
    expect(canonicalJson({ "é": 1, "\"q": 2, Z: 3 })).toBe(reference({ "é": 1, "\"q": 2, Z: 3 }));
  });

  it("is not misled by key lists that join to the same text", () => {
    expect(canonicalJson({})).toBe("{}");
    expect(canonicalJson({ "": [] })).toBe('{"":[]}');
    expect(canonicalJson({ "a\u0000b": 1, c: 2 })).toBe(reference({ "a\u0000b": 1, c: 2 }));
    expect(canonicalJson({ a: 1, "b\u0000c": 2 })).toBe(reference({ a: 1, "b\u0000c": 2 }));
    expect(canonicalJson({ "a\u0000b": 1, c: 2 })).toBe(reference({ "a\u0000b": 1, c: 2 }));
  });

  it("writes what the first version wrote for final game states", () => {
    for (const scenario of ["braveheart", "the_bruce", "campaign"] as const) {
      const state = playOne({ scenario, options: [...OPTION_IDS], campaignEndYear: null, seed: 2 }).final;
      expect(canonicalJson(state)).toBe(reference(state));
    }
  });
});

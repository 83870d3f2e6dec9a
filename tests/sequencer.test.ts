// The files the sequencer starts first exist: a renamed one would silently start last again.
import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LONGEST_FIRST, rankOf, shuffleSeed } from "./sequencer.js";

const ROOT = join(import.meta.dirname, "..");

describe("the test sequencer (issue 10, item 4)", () => {
  it("names only test files that exist, each once", () => {
    for (const path of LONGEST_FIRST) expect(existsSync(join(ROOT, path)), path).toBe(true);
    expect(new Set(LONGEST_FIRST).size).toBe(LONGEST_FIRST.length);
  });

  it("ranks the listed files in their order, before every other file", () => {
    expect(rankOf(LONGEST_FIRST[0] ?? "")).toBe(0);
    expect(rankOf(LONGEST_FIRST[1] ?? "")).toBe(1);
    expect(rankOf("tests/rules/cards.test.ts")).toBe(LONGEST_FIRST.length);
  });
});

describe("HOTS_TEST_SHUFFLE (issue 10, item 4)", () => {
  it("is a seed, or absent; anything else is refused rather than ignored", () => {
    expect(shuffleSeed({})).toBeNull();
    expect(shuffleSeed({ HOTS_TEST_SHUFFLE: "" })).toBeNull();
    expect(shuffleSeed({ HOTS_TEST_SHUFFLE: "42" })).toBe(42);
    expect(() => shuffleSeed({ HOTS_TEST_SHUFFLE: "yes" })).toThrow(/whole number/);
  });
});

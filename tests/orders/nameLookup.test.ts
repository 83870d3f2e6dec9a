// The resolvers answer from a map of every text that names something, worked out once; these tests
// hold them to the plain scan over the names they replaced, over every prefix of every spelling.

import { describe, expect, it } from "vitest";
import {
  AREA_NAMEABLES,
  BLOCK_NAMEABLES,
  CARD_NAMEABLES,
  nameResolver,
  normalise,
  resolveArea,
  resolveBlock,
  resolveCard,
  type Nameable,
  type Resolution,
} from "../../src/orders/names.js";

function byRegexes(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/[\s_-]+/g, "");
}

/** The scan the map replaced: a full key of one name, else every name with a key it begins. */
function byScan<T>(names: readonly Nameable<T>[], text: string): Resolution<T> | "unknown" {
  const entries = names.map((n) => ({ value: n.value, display: n.display, keys: [...new Set(n.spellings.map(byRegexes))] }));
  const query = byRegexes(text);
  const exact = entries.filter((e) => e.keys.includes(query));
  if (exact.length === 1) return { ok: true, value: exact[0]!.value };
  const byPrefix = exact.length > 1 ? exact : entries.filter((e) => e.keys.some((k) => k.startsWith(query)));
  if (byPrefix.length === 1) return { ok: true, value: byPrefix[0]!.value };
  if (byPrefix.length > 1) return { ok: false, reason: "ambiguous", candidates: byPrefix.map((e) => e.display) };
  return "unknown";
}

/** Every prefix of every spelling, as typed and folded, in capitals, with its last letter doubled (mostly unknown). */
function queries<T>(names: readonly Nameable<T>[]): string[] {
  const texts = new Set<string>();
  for (const n of names) {
    for (const spelling of n.spellings) {
      for (const form of [spelling, byRegexes(spelling), spelling.toUpperCase()]) {
        for (let i = 1; i <= form.length; i++) {
          texts.add(form.slice(0, i));
          texts.add(form.slice(0, i) + form.slice(i - 1, i));
        }
      }
    }
  }
  return [...texts];
}

describe("name lookup by precomputed map", () => {
  const cases: [string, readonly Nameable<string>[], (text: string) => Resolution<string>][] = [
    ["blocks", BLOCK_NAMEABLES, resolveBlock],
    ["areas", AREA_NAMEABLES, resolveArea],
    ["cards", CARD_NAMEABLES, resolveCard],
  ];
  for (const [kind, names, resolve] of cases) {
    it(`answers as the scan over the ${kind} does, for every prefix of every spelling`, () => {
      let ambiguous = 0;
      let unknown = 0;
      for (const text of queries(names)) {
        const expected = byScan(names, text);
        const actual = resolve(text);
        if (expected === "unknown") {
          unknown += 1;
          expect(actual.ok === false && actual.reason === "unknown", text).toBe(true);
        } else {
          if (!expected.ok) ambiguous += 1;
          expect(actual, text).toEqual(expected);
        }
      }
      // The comparison covers every kind of answer, not only the unique ones.
      if (kind !== "cards") expect(ambiguous).toBeGreaterThan(0);
      expect(unknown).toBeGreaterThan(0);
    });
  }

  it("two names with the same full spelling are ambiguous, in list order, even though one spelling is a prefix of another", () => {
    const resolve = nameResolver([
      { value: 1, display: "One", spellings: ["tay"] },
      { value: 2, display: "Two", spellings: ["Tay", "tayside"] },
      { value: 3, display: "Three", spellings: ["tayport"] },
    ]);
    expect(resolve("TAY")).toEqual({ ok: false, reason: "ambiguous", candidates: ["One", "Two"] });
    expect(resolve("tays")).toEqual({ ok: true, value: 2 });
    expect(resolve("tayp")).toEqual({ ok: true, value: 3 });
    expect(resolve("")).toEqual({ ok: false, reason: "unknown", candidates: [] });
  });
});

describe("normalise", () => {
  it("folds as the regexes do, plain ASCII words included", () => {
    const words = ["york", "York", "YORK", "york2", "Move3", "3", "sea-move", "Sea_Move", "sea move", "Trégua", "ÁRMÁDA", "visszavonul", "Ångus\u00a0x", "a\tb", "", "Ősz-2"];
    for (const word of words) expect(normalise(word), word).toBe(byRegexes(word));
  });
});

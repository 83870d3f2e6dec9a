// The state copy that replaced applyOrder's JSON round trip (issue 10, item 1): the same data as
// JSON.parse(JSON.stringify(x)), nothing shared with the input, the input untouched.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { copyJson, copyStateJson } from "../../src/rules/copy.js";
import { newGame } from "../../src/rules/engine.js";
import { playOne } from "../../src/playout/run.js";
import { OPTION_IDS } from "../../src/rules/state.js";

const roundTrip = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe("copyJson", () => {
  it("gives what a JSON round trip gives, key order included, for any JSON value", () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(JSON.stringify(copyJson(value))).toBe(JSON.stringify(value));
        expect(copyJson(value)).toEqual(roundTrip(value));
      }),
      { numRuns: 500 },
    );
  });

  it("drops undefined object values and writes undefined array items as null, as JSON does", () => {
    const value = { a: 1, b: undefined, c: [1, undefined, { d: undefined, e: "x" }] };
    expect(copyJson(value)).toStrictEqual(roundTrip(value));
    expect("b" in copyJson(value)).toBe(false);
  });

  it("shares nothing with its input and leaves the input as it was", () => {
    const input = { blocks: { wallace: { side: "scotland", at: "Fife", strength: 4 } }, list: [[1], [2]] };
    const before = JSON.stringify(input);
    const copy = copyJson(input);
    copy.blocks.wallace.at = "Mar";
    (copy.list[0] as number[]).push(9);
    expect(JSON.stringify(input)).toBe(before);
  });
});

describe("copyStateJson (the engine's copyState)", () => {
  it("copies states of every scenario, with and without options, exactly as a JSON round trip", () => {
    for (const scenario of ["braveheart", "the_bruce", "campaign"] as const) {
      for (const options of [[], [...OPTION_IDS]]) {
        const game = playOne({ scenario, options, campaignEndYear: null, seed: 3 });
        for (const state of [newGame({ scenario, options }, { next: () => 0 }).state, game.final]) {
          const copy = copyStateJson(state);
          expect(JSON.stringify(copy)).toBe(JSON.stringify(state));
          expect(copy).toStrictEqual(roundTrip(state));
          const was = state.blocks.wallace.at;
          copy.blocks.wallace.at = was === "Fife" ? "Mar" : "Fife";
          expect(state.blocks.wallace.at).toBe(was);
        }
      }
    }
  });
});

describe("copyJson and a key named __proto__", () => {
  it("keeps it as an own key, as JSON.parse does (fast-check found it)", () => {
    const value = roundTrip([{ ["__proto__"]: 0 }]);
    expect(JSON.stringify(copyJson(value))).toBe('[{"__proto__":0}]');
    const state = roundTrip({ blocks: { ["__proto__"]: { side: "scotland", at: "Fife", strength: 1 } } });
    expect(JSON.stringify(copyStateJson(state))).toBe(JSON.stringify(state));
  });
});

// The server hashes each new state with stateJson (issue 10, item 2), which writes the blocks by
// their known shape and remembers the blocks' key list between calls: it must write exactly
// canonicalJson's text for any value, any run of values, or recorded hashes stop matching.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canonicalJson, stateHash, stateJson, sha256Hex } from "../../src/records/canonical.js";
import { applyOrder, newGame, pendingDecisions } from "../../src/rules/engine.js";
import { randomOrder } from "../../src/playout/randomOrder.js";
import { playoutSources } from "../../src/playout/seeds.js";
import { OPTION_IDS } from "../../src/rules/state.js";

const leaf = fc.constantFrom(undefined, null, 0, 3, -0, 2.5, Number.NaN, true, "", "Fife", "é\"", "england");

/** Blocks like the engine's, and some that are not: other keys, missing keys, nested values. */
const block = fc.oneof(
  fc.record({ side: leaf, at: leaf, strength: leaf }),
  fc.record({ at: leaf, strength: leaf, side: leaf }),
  fc.dictionary(fc.constantFrom("at", "side", "strength", "x"), fc.oneof(leaf, fc.array(leaf, { maxLength: 2 })), { maxKeys: 4 }),
  leaf,
  fc.array(leaf, { maxLength: 2 }),
);

/** A few key lists, so that a run of states often has the same blocks' keys, and sometimes not. */
const blocks = fc.oneof(
  fc.tuple(block, block, block).map(([a, b, c]) => ({ wallace: a, york_knights: b, bruce: c })),
  fc.tuple(block, block, block).map(([a, b, c]) => ({ wallace: a, york_knights: b, bruce: c })),
  fc.tuple(block, block).map(([a, b]) => ({ bruce: a, "10": b })),
  fc.dictionary(fc.constantFrom("wallace", "bruce", "9", "10", "é"), block, { maxKeys: 4 }),
  leaf,
  fc.array(block, { maxLength: 2 }),
);

const state = fc.oneof(
  fc.record({ year: leaf, blocks, turn: leaf }),
  fc.record({ blocks, year: leaf }, { requiredKeys: [] }),
  fc.record({ turn: leaf, moved: fc.array(leaf, { maxLength: 3 }) }),
  leaf,
  fc.array(leaf, { maxLength: 2 }),
);

describe("stateJson", () => {
  it("writes canonicalJson's text for every value of any run of state-like values", () => {
    fc.assert(
      fc.property(fc.array(state, { minLength: 1, maxLength: 8 }), (values) => {
        for (const value of values) expect(stateJson(value)).toBe(canonicalJson(value));
      }),
      { numRuns: 3000 },
    );
  });

  it("writes canonicalJson's text for every state of whole games, and hashes it", () => {
    for (const scenario of ["braveheart", "the_bruce", "campaign"] as const) {
      for (const options of [[], [...OPTION_IDS]]) {
        const { choices, dice } = playoutSources(scenario, 11);
        let current = newGame({ scenario, options, campaignEndYear: null }, dice).state;
        for (let n = 0; !current.winner && n < 400; n++) {
          const decision = choices.pick(pendingDecisions(current));
          const result = applyOrder(current, decision.side, randomOrder(current, decision, choices), dice);
          if (!result.ok) throw new Error(result.error.message);
          current = result.state;
          expect(stateJson(current)).toBe(canonicalJson(current));
        }
        expect(stateHash(current)).toBe(sha256Hex(canonicalJson(current)));
      }
    }
  });

  it("writes only own keys: a block or a blocks map whose prototype has enumerable keys", () => {
    const inherited = Object.assign(Object.create({ at: "Fife" }) as object, { side: "england", strength: 2 });
    const alsoOwn = Object.assign(Object.create({ x: 1 }) as object, { at: "Fife", side: "england", strength: 2 });
    const bare = Object.assign(Object.create(null) as object, { side: "england", at: "Fife", strength: 2 });
    const map = Object.assign(Object.create({ bruce: { at: "Fife", side: "scotland", strength: 1 } }) as object, { wallace: bare });
    for (const value of [{ blocks: { wallace: inherited } }, { blocks: { wallace: alsoOwn } }, { blocks: { wallace: bare } }, { blocks: map }]) {
      expect(stateJson(value)).toBe(canonicalJson(value));
    }
    const prototype = Object.prototype as Record<string, unknown>;
    const blocksBefore = { blocks: { wallace: { side: "scotland", strength: 1 } } };
    stateJson({ blocks: { wallace: { side: "scotland", at: "Fife", strength: 1 } } });
    try {
      prototype.at = "Lanark";
      expect(stateJson(blocksBefore)).toBe('{"blocks":{"wallace":{"side":"scotland","strength":1}}}');
      expect(stateJson({ blocks: { wallace: { side: "scotland", at: "Fife", strength: 1 } } })).toBe(
        '{"blocks":{"wallace":{"at":"Fife","side":"scotland","strength":1}}}',
      );
    } finally {
      delete prototype.at;
    }
  });
});

// The replay's canonical writer reuses the text of what did not change since the previous state:
// whatever the run of values, each text must be canonicalJson's, or recorded hashes stop matching.

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { canonicalJson } from "../../src/records/canonical.js";
import { CanonicalJsonWriter } from "../../src/records/canonicalWriter.js";
import { applyOrder, newGame, pendingDecisions } from "../../src/rules/engine.js";
import { randomOrder } from "../../src/playout/randomOrder.js";
import { playoutSources } from "../../src/playout/seeds.js";
import { OPTION_IDS } from "../../src/rules/state.js";

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** Values from a small pool of keys and leaves, so that one value often shares parts with the next. */
const { tree } = fc.letrec<{ tree: unknown }>((tie) => ({
  tree: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    fc.constantFrom(undefined, null, 0, 1, -0, 2.5, true, false, "", "a", "é\"", Number.NaN),
    fc.array(tie("tree"), { maxLength: 4 }),
    fc.dictionary(fc.constantFrom("a", "b", "c", "é", "10", "9"), tie("tree"), { maxKeys: 4 }),
  ),
}));

describe("CanonicalJsonWriter", () => {
  it("writes canonicalJson's text for every value of any run of values", () => {
    fc.assert(
      fc.property(fc.array(tree, { minLength: 1, maxLength: 8 }), (values) => {
        const writer = new CanonicalJsonWriter();
        for (const value of values) expect(writer.json(value)).toBe(canonicalJson(value));
      }),
      { numRuns: 2000 },
    );
  });

  it("notices a value changed in place after it was written", () => {
    const writer = new CanonicalJsonWriter();
    const state = { blocks: { york: { at: "England", strength: 4 } }, moved: ["york"], options: {} as Record<string, unknown> };
    writer.json(state);
    state.blocks.york.strength = 3;
    state.moved.push("wallace");
    state.options.b = undefined;
    state.options.a = [1];
    expect(writer.json(state)).toBe(canonicalJson(state));
    delete state.options.a;
    state.moved.length = 0;
    expect(writer.json(state)).toBe(canonicalJson(state));
  });

  it("writes canonicalJson's text for any run of values never changed in place, sharing parts or not", () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(tree, fc.nat(3)), { minLength: 1, maxLength: 8 }), (steps) => {
        const writer = new CanonicalJsonWriter({ objectsNeverChange: true });
        let previous: unknown = null;
        for (const [fresh, keep] of steps) {
          // Some values keep some of the previous value's parts, as states keep unchanged blocks.
          const value = keep > 0 && isRecord(previous) && isRecord(fresh) ? { ...fresh, ...Object.fromEntries(Object.entries(previous).slice(0, keep)) } : fresh;
          expect(writer.json(value)).toBe(canonicalJson(value));
          previous = value;
        }
      }),
      { numRuns: 2000 },
    );
  });

  it("writes canonicalJson's text for runs of long arrays and maps inside an object and whole, entries changed, added, removed or undefined", () => {
    const leaf = fc.constantFrom(undefined, null, 0, 7, "a", "é\"", true);
    const entry = fc.oneof(
      leaf,
      fc.dictionary(fc.constantFrom("at", "side", "strength"), leaf, { maxKeys: 3 }),
      fc.array(leaf, { maxLength: 3 }),
      fc.array(leaf, { minLength: 33, maxLength: 40 }),
    );
    const key = fc.integer({ min: 0, max: 90 }).map((n) => (n % 7 === 0 ? String(n) : `k${n}`));
    const long = fc.oneof(fc.array(entry, { minLength: 25, maxLength: 70 }), fc.dictionary(key, entry, { minKeys: 25, maxKeys: 70 }));
    const change = fc.tuple(key, entry);
    fc.assert(
      fc.property(long, fc.array(fc.array(change, { maxLength: 4 }), { minLength: 1, maxLength: 6 }), fc.boolean(), (first, runs, neverChange) => {
        // The long value inside an object, and the long value itself.
        const writer = new CanonicalJsonWriter({ objectsNeverChange: neverChange });
        const whole = new CanonicalJsonWriter({ objectsNeverChange: neverChange });
        let value: unknown = first;
        expect(writer.json({ value })).toBe(canonicalJson({ value }));
        expect(whole.json(value)).toBe(canonicalJson(value));
        for (const changes of runs) {
          // A copy with a few entries replaced, added or removed (an array grows or shrinks by one).
          if (Array.isArray(value)) {
            const next: unknown[] = [...value];
            for (const [k, item] of changes) {
              const at = Number(k.replace("k", "")) % (next.length + 1);
              if (item === undefined && next.length > 0) next.pop();
              else next[at] = item;
            }
            value = next;
          } else {
            const next: Record<string, unknown> = { ...(value as Record<string, unknown>) };
            for (const [k, item] of changes) {
              if (item === null) delete next[k];
              else next[k] = item;
            }
            value = next;
          }
          expect(writer.json({ value })).toBe(canonicalJson({ value }));
          expect(whole.json(value)).toBe(canonicalJson(value));
        }
      }),
      { numRuns: 500 },
    );
  });

  it("with objectsNeverChange, takes an object met again where it was for what it was then (it is not looked into)", () => {
    const writer = new CanonicalJsonWriter({ objectsNeverChange: true });
    const york = { at: "England", strength: 4 };
    const before = writer.json({ blocks: { york }, turn: 1 });
    york.strength = 3;
    expect(writer.json({ blocks: { york }, turn: 1 })).toBe(before);
    expect(writer.json({ blocks: { york: { ...york } }, turn: 1 })).toBe(canonicalJson({ blocks: { york }, turn: 1 }));
  });

  it("writes only an object's own keys when its prototype has enumerable ones, as Object.keys lists them", () => {
    const writer = new CanonicalJsonWriter();
    writer.json({ a: 1, b: 2 });
    const inherits = Object.assign(Object.create({ b: 3 }) as object, { a: 1 });
    expect(writer.json(inherits)).toBe('{"a":1}');
    writer.json({ a: 1, zz: 2 });
    const prototype = Object.prototype as Record<string, unknown>;
    try {
      prototype.zz = 5;
      expect(writer.json({ a: 1 })).toBe('{"a":1}');
    } finally {
      delete prototype.zz;
    }
  });

  it("writes every state of random games, all three scenarios, with and without options, as canonicalJson does", () => {
    for (const scenario of ["braveheart", "the_bruce", "campaign"] as const) {
      for (const [options, objectsNeverChange] of [[[], false], [[...OPTION_IDS], false], [[], true], [[...OPTION_IDS], true]] as const) {
        const { choices, dice } = playoutSources(scenario, 3);
        let state = newGame({ scenario, options: [...options], campaignEndYear: null }, dice).state;
        const writer = new CanonicalJsonWriter({ objectsNeverChange });
        for (let orders = 0; orders < 400 && !state.winner; orders++) {
          expect(writer.json(state)).toBe(canonicalJson(state));
          const decision = choices.pick(pendingDecisions(state));
          const result = applyOrder(state, decision.side, randomOrder(state, decision, choices), dice);
          if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
          state = result.state;
        }
      }
    }
  });
});

// The engine's answers do not depend on the order of a state's keys. The server stores each state's
// canonical text (keys sorted, src/records/canonical.ts) as its snapshot, so a game read back from
// the database has its keys in another order than the engine's own state had (issue 10, item 2:
// the state is serialised once). Every decision, default order, result, event and draw must be the
// same from either: the same state, order and dice give the same result (README, Standards).
// Each game is played by the random player; at every step the state is also given with its keys
// sorted (as stored) and reversed, and the engine's answers on those are compared with its own.
// A loaded state is put back in the engine's key order, its fastest (src/rules/storedState.ts):
// every state the engine makes has that order, and the stored one put back has it too.

import { describe, expect, it } from "vitest";
import { applyOrder, newGame, pendingDecisions, type Bid } from "../../src/rules/engine.js";
import { defaultOrder } from "../../src/rules/defaults.js";
import type { RandomSource } from "../../src/rules/random.js";
import { BLOCK_IDS, SCENARIO_IDS, type ScenarioId } from "../../src/rules/data/index.js";
import { STATE_KEYS, inEngineKeyOrder } from "../../src/rules/storedState.js";
import { OPTION_IDS, type GameState, type OptionId } from "../../src/rules/state.js";
import { canonicalJson, stateJson } from "../../src/records/canonical.js";
import { createPrng } from "../../src/playout/prng.js";
import { randomOrder } from "../../src/playout/randomOrder.js";
import { gameSeed, playoutSources } from "../../src/playout/seeds.js";

const BIDS: readonly Bid[] = ["E1", "E2", "E3", "S1", "S2", "S3"];
const GAMES_PER_RUN = 3;
/** A Campaign game compared three ways takes a few seconds on a busy machine: ten times that and more. */
const RUN_TIMEOUT_MS = 300_000;

/** The state as the database gives it back: parsed from its canonical text. */
const stored = (state: GameState): GameState => JSON.parse(stateJson(state)) as GameState;

function reversedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversedKeys);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(Object.keys(value).reverse().map((key) => [key, reversedKeys((value as Record<string, unknown>)[key])]));
}

/** Decisions, orders and events compared as canonical text: their own keys' order is the engine's code's, arrays' order counts. */
const same = (value: unknown): string => canonicalJson(value);

/** Draws again the numbers an order drew, checking it asks for the same ones. */
function replaying(draws: readonly (readonly [number, string, number])[]): RandomSource & { left(): number } {
  let i = 0;
  return {
    next(n, purpose) {
      const draw = draws[i++];
      if (!draw || draw[0] !== n || draw[1] !== purpose) throw new Error(`draw ${i} asked for ${n} (${purpose}), first asked ${draw?.[0]} (${draw?.[1]})`);
      return draw[2];
    },
    left: () => draws.length - i,
  };
}

function play(scenario: ScenarioId, options: OptionId[], seed: number, bids: [Bid, Bid] | null): number {
  const { choices, dice } = playoutSources(scenario, seed);
  let state = newGame({ scenario, options, campaignEndYear: null, ...(bids ? { bids } : {}) }, dice).state;
  let orders = 0;
  while (!state.winner) {
    expect(orders, "every game ends").toBeLessThan(20_000);
    expect(Object.keys(state), `order ${orders}: the engine's key order`).toStrictEqual([...STATE_KEYS]);
    expect(Object.keys(state.blocks), `order ${orders}: blocks in BLOCK_IDS order`).toStrictEqual(BLOCK_IDS.filter((id) => id in state.blocks));
    const restored = inEngineKeyOrder(stored(state));
    expect(Object.keys(restored)).toStrictEqual([...STATE_KEYS]);
    expect(Object.keys(restored.blocks)).toStrictEqual(Object.keys(state.blocks));
    expect(stateJson(restored)).toBe(stateJson(state));
    const pending = pendingDecisions(state);
    const others = [stored(state), reversedKeys(state) as GameState];
    for (const other of others) {
      const theirs = pendingDecisions(other);
      expect(same(theirs), `order ${orders + 1}: pending decisions`).toBe(same(pending));
      pending.forEach((d, i) => expect(same(defaultOrder(other, theirs[i]!)), `order ${orders + 1}: default order`).toBe(same(defaultOrder(state, d))));
    }
    const decision = choices.pick(pending);
    const order = randomOrder(state, decision, choices);
    const draws: [number, string, number][] = [];
    const recording: RandomSource = {
      next(n, purpose, visibleTo) {
        const value = dice.next(n, purpose, visibleTo);
        draws.push([n, purpose, value]);
        return value;
      },
    };
    const result = applyOrder(state, decision.side, order, recording);
    if (!result.ok) throw new Error(`order ${orders + 1} refused: ${result.error.code}: ${result.error.message}: ${JSON.stringify(order)}`);
    for (const other of others) {
      const again = replaying(draws);
      const theirs = applyOrder(other, decision.side, order, again);
      if (!theirs.ok) throw new Error(`order ${orders + 1} refused on the same state with other key order: ${theirs.error.code}: ${theirs.error.message}`);
      expect(again.left(), `order ${orders + 1}: every draw asked for`).toBe(0);
      expect(stateJson(theirs.state), `order ${orders + 1}: state after`).toBe(stateJson(result.state));
      expect(same(theirs.events), `order ${orders + 1}: events`).toBe(same(result.events));
    }
    state = result.state;
    orders += 1;
  }
  return orders;
}

describe("a stored state put back in the engine's key order (src/rules/storedState.ts)", () => {
  it("STATE_KEYS is the order newGame makes a state's keys in, for every scenario", () => {
    for (const scenario of SCENARIO_IDS) {
      const { dice } = playoutSources(scenario, 1);
      expect(Object.keys(newGame({ scenario, options: [], campaignEndYear: null }, dice).state)).toStrictEqual([...STATE_KEYS]);
    }
  });

  it("keeps keys it does not know, after the others, and blocks of another shape as they were", () => {
    const { dice } = playoutSources("braveheart", 1);
    const state = newGame({ scenario: "braveheart", options: [], campaignEndYear: null }, dice).state;
    const odd = JSON.parse(`{"later":1,"__proto__":{"x":1},${stateJson(state).slice(1)}`) as Record<string, unknown>;
    (odd.blocks as Record<string, unknown>)["wallace"] = { at: "pool", extra: true, side: "scotland", strength: 3 };
    const restored = inEngineKeyOrder(odd as unknown as GameState) as unknown as Record<string, unknown>;
    expect(Object.keys(restored)).toStrictEqual([...STATE_KEYS, "later", "__proto__"]);
    expect(Object.getPrototypeOf(restored)).toBe(Object.prototype);
    expect(stateJson(restored)).toBe(stateJson(odd));
    expect((restored.blocks as Record<string, unknown>)["wallace"]).toBe((odd.blocks as Record<string, unknown>)["wallace"]);
  });
});

describe("the engine does not depend on the order of a state's keys (a stored snapshot's are sorted)", () => {
  for (const scenario of SCENARIO_IDS) {
    for (const options of [[], [...OPTION_IDS]] as OptionId[][]) {
      it(`${GAMES_PER_RUN} games of ${scenario}${options.length ? " with every option" : ""}, one with tournament bids: the same decisions, defaults, states, events and draws from sorted and reversed keys`, { timeout: RUN_TIMEOUT_MS }, () => {
        const rng = createPrng(options.length + 31);
        let orders = 0;
        for (let game = 0; game < GAMES_PER_RUN; game++) {
          const bids: [Bid, Bid] | null = game === 1 ? [rng.pick(BIDS), rng.pick(BIDS)] : null;
          orders += play(scenario, options, gameSeed(29, game), bids);
        }
        expect(orders).toBeGreaterThan(GAMES_PER_RUN * 50);
      });
    }
  }
});

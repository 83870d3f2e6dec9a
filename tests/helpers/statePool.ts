// A small pool of states met in random play, with the random player's legal answer to each: built
// once per test file, so that property tests can run thousands of cases over real positions.

import { createPrng } from "../../src/playout/prng.js";
import { randomOrder } from "../../src/playout/randomOrder.js";
import { applyOrder, newGame, pendingDecisions } from "../../src/rules/engine.js";
import type { ScenarioId } from "../../src/rules/data/index.js";
import type { Order } from "../../src/rules/orders.js";
import type { Side } from "../../src/rules/sides.js";
import { OPTION_IDS, type GameState, type OptionId } from "../../src/rules/state.js";

export interface PooledState {
  state: GameState;
  side: Side;
  /** A legal order for `side` here (the random player's). */
  legal: Order;
}

const GAMES: { scenario: ScenarioId; options: OptionId[]; seed: number }[] = [
  { scenario: "braveheart", options: [], seed: 11 },
  { scenario: "the_bruce", options: [...OPTION_IDS], seed: 12 },
  { scenario: "campaign", options: [], seed: 13 },
  { scenario: "campaign", options: [...OPTION_IDS], seed: 14 },
];

/** Every `every`-th state of a few random games, up to `perGame` from each; distinct decision kinds first. */
export function statePool(perGame = 30, every = 7): PooledState[] {
  const pool: PooledState[] = [];
  for (const g of GAMES) {
    const choices = createPrng(g.seed);
    const dice = createPrng(g.seed + 1000);
    let state = newGame({ scenario: g.scenario, options: g.options, campaignEndYear: null }, dice).state;
    const kinds = new Set<string>();
    let taken = 0;
    for (let n = 0; !state.winner && taken < perGame && n < 20_000; n++) {
      const decision = choices.pick(pendingDecisions(state));
      const order = randomOrder(state, decision, choices);
      if ((n % every === 0 || !kinds.has(decision.kind)) && !decision.only) {
        kinds.add(decision.kind);
        pool.push({ state, side: decision.side, legal: order });
        taken += 1;
      }
      const result = applyOrder(state, decision.side, order, dice);
      if (!result.ok) throw new Error(`random order rejected while building the pool: ${result.error.message}`);
      state = result.state;
    }
  }
  return pool;
}

// A random game played with committed dice and recorded: for examples, tests and `hots record`.

import { pendingDecisions } from "../rules/engine.js";
import type { GameSetup } from "../rules/engine.js";
import { GameRecorder } from "../records/recorder.js";
import { randomOrder } from "./randomOrder.js";
import { gameSources } from "./seeds.js";

export interface RecordGameOptions {
  setup: GameSetup;
  seed: number;
  maxOrders?: number;
}

/**
 * Everything is derived from the seed (dice seed, choices, clock), so the record is reproducible,
 * and it is the game a playout plays with that game seed (src/playout/seeds.ts).
 */
export function recordRandomGame(opts: RecordGameOptions): GameRecorder {
  const { gameId, diceSeed, choices } = gameSources(opts.setup.scenario, opts.seed);
  let tick = Date.UTC(2026, 0, 1);
  const now = () => new Date((tick += 60_000));
  const recorder = new GameRecorder({ gameId, setup: opts.setup, seed: diceSeed, now });
  const max = opts.maxOrders ?? 200_000;
  for (let i = 0; i < max && !recorder.state.winner; i++) {
    const decision = choices.pick(pendingDecisions(recorder.state));
    const result = recorder.apply(decision.side, randomOrder(recorder.state, decision, choices));
    if (!result.ok) throw new Error(`random order rejected: ${result.error.code} ${result.error.message}`);
  }
  recorder.revealSeed();
  return recorder;
}

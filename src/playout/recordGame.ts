// A random game played with committed dice and recorded: for examples, tests and `hots record`.

import { createHash } from "node:crypto";
import { pendingDecisions } from "../rules/engine.js";
import type { GameSetup } from "../rules/engine.js";
import { GameRecorder } from "../records/recorder.js";
import { createPrng } from "./prng.js";
import { randomOrder } from "./randomOrder.js";

export interface RecordGameOptions {
  setup: GameSetup;
  seed: number;
  maxOrders?: number;
}

/** Everything is derived from the seed (dice seed, choices, clock), so the record is reproducible. */
export function recordRandomGame(opts: RecordGameOptions): GameRecorder {
  const diceSeed = createHash("sha256").update(`hots-judge record ${opts.setup.scenario} ${opts.seed}`).digest();
  let tick = Date.UTC(2026, 0, 1);
  const now = () => new Date((tick += 60_000));
  const recorder = new GameRecorder({ gameId: `${opts.setup.scenario}-${opts.seed}`, setup: opts.setup, seed: diceSeed, now });
  const choices = createPrng(opts.seed);
  const max = opts.maxOrders ?? 200_000;
  for (let i = 0; i < max && !recorder.state.winner; i++) {
    const decision = choices.pick(pendingDecisions(recorder.state));
    const result = recorder.apply(decision.side, randomOrder(recorder.state, decision, choices));
    if (!result.ok) throw new Error(`random order rejected: ${result.error.code} ${result.error.message}`);
  }
  recorder.revealSeed();
  return recorder;
}

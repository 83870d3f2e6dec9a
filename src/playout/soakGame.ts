// The games of a soak run (npm run soak): which scenario, options and bids game N plays.

import { SCENARIO_IDS, type ScenarioId } from "../rules/data/index.js";
import type { Bid } from "../rules/engine.js";
import { OPTION_IDS, type OptionId } from "../rules/state.js";
import { createPrng } from "./prng.js";
import { gameSeed } from "./run.js";

const BIDS: readonly Bid[] = ["E1", "E2", "E3", "S1", "S2", "S3"];

/** Q11 end years a scored Campaign may take: from its first Year to well past The Bruce's last. */
const FIRST_END_YEAR = 1297;
const LAST_END_YEAR = 1320;

/** What game number `game` of a soak run from `seed` plays: everything follows from the two numbers. */
export interface SoakGame {
  scenario: ScenarioId;
  options: OptionId[];
  bids: [Bid, Bid] | null;
  /** Q11 Campaign only: score at the end of this Year; null plays until sudden death. */
  campaignEndYear: number | null;
  seed: number;
}

/**
 * Scenarios take turns; options go none, all, a random subset in turn (so each scenario meets all
 * three); every other game has random bids; every other Campaign game is scored at the end of a
 * random Year (Q11), the others play on until sudden death (9.1).
 */
export function soakGame(base: number, game: number): SoakGame {
  const seed = gameSeed(base, game);
  const rng = createPrng(seed ^ 0x5eed);
  const scenario = SCENARIO_IDS[game % SCENARIO_IDS.length] as ScenarioId;
  const mode = Math.floor(game / SCENARIO_IDS.length) % 3;
  const options = mode === 0 ? [] : mode === 1 ? [...OPTION_IDS] : OPTION_IDS.filter(() => rng.chance(0.5));
  const bids: [Bid, Bid] | null = game % 2 === 1 ? [rng.pick(BIDS), rng.pick(BIDS)] : null;
  // Pairs of Campaign games (one with bids, one without) alternate between scored and not.
  const scored = scenario === "campaign" && Math.floor(game / (2 * SCENARIO_IDS.length)) % 2 === 1;
  const campaignEndYear = scored ? FIRST_END_YEAR + rng.int(LAST_END_YEAR - FIRST_END_YEAR + 1) : null;
  return { scenario, options, bids, campaignEndYear, seed };
}

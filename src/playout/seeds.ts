// How a game's randomness is derived from one number, the same for `hots playout` and `hots record`
// (issue 12, item 14; README "Seeds"), so that a game seen in a playout can be recorded and replayed.

import { createHash } from "node:crypto";
import { createCommittedSource, type LoggedRandomSource } from "../dice/index.js";
import type { ScenarioId } from "../rules/data/index.js";
import { createPrng, type Prng } from "./prng.js";

/**
 * The seed of game `game` (0-based) of a run started from `base`. Game 1's is the base itself, and
 * runs from nearby bases do not share games until a million apart.
 */
export function gameSeed(base: number, game: number): number {
  return (base + game * 1_000_003) >>> 0;
}

export interface GameSources {
  /** Part of every draw's HMAC message (docs/dice.md). */
  gameId: string;
  /** The committed dice seed: SHA-256 of "hots-judge record <scenario> <seed>". */
  diceSeed: Uint8Array;
  /** The players' choices, apart from the dice so that each replays alone. */
  choices: Prng;
}

export function gameSources(scenario: ScenarioId, seed: number): GameSources {
  return {
    gameId: `${scenario}-${seed}`,
    // "record": the string records were first made with, so that they can be made again.
    diceSeed: createHash("sha256").update(`hots-judge record ${scenario} ${seed}`).digest(),
    choices: createPrng(seed),
  };
}

/** The choices and the committed dice of the game with this seed, as a playout uses them. */
export function playoutSources(scenario: ScenarioId, seed: number): { choices: Prng; dice: LoggedRandomSource } {
  const { gameId, diceSeed, choices } = gameSources(scenario, seed);
  return { choices, dice: createCommittedSource({ seed: diceSeed, gameId, nonces: { england: "", scotland: "" } }) };
}

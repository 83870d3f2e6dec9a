// Randomness enters the engine only through a RandomSource (issue: the engine stays pure).

import type { Side } from "./sides.js";

/** Why a number was drawn; recorded in the dice log. */
export type DrawPurpose =
  | "deal" // 3.1 / 7.8 card shuffle (one draw per Fisher-Yates step)
  | "pool-draw" // 7.61 Scottish build draw, 8.x scenario draws
  | "levy" // 7.7 English Feudal Levy
  | "celtic" // 5.2 loyalty roll
  | "herald" // EV-HERALD roll
  | "fire" // 5.4 one combat die
  | "side"; // Q15 random side assignment for equal same-side bids

/** Who may see a drawn value while the game runs: both sides, one side, or the referee only. */
export type Visibility = "all" | Side | "referee";

export interface RandomSource {
  /** A uniformly distributed integer in [0, n), n >= 1. */
  next(n: number, purpose: DrawPurpose, visibleTo?: Visibility): number;
}

/** A die roll 1..6 (5.4). */
export function rollDie(random: RandomSource, purpose: DrawPurpose, visibleTo: Visibility = "all"): number {
  return random.next(6, purpose, visibleTo) + 1;
}

/** Fisher-Yates shuffle drawing n-1 numbers; returns a new array. */
export function shuffle<T>(items: readonly T[], random: RandomSource, purpose: DrawPurpose, visibleTo: Visibility): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = random.next(i + 1, purpose, visibleTo);
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return out;
}

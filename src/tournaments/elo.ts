// Elo ratings per player address (docs/tournaments.md, "Ratings"). After each rated game:
//   expected(A) = 1 / (1 + 10^((R_B - R_A) / 400))
//   R_A' = R_A + K * (score(A) - expected(A)),   score 1 for a win, 0 for a loss
// and the same for B, so the two changes cancel out. Ratings are kept unrounded; shown rounded.

import type { Side } from "../rules/sides.js";

export const INITIAL_RATING = 1500;
/** The same for every game and player: changes stay easy to check by hand. */
export const K_FACTOR = 32;

export interface RatedGame {
  england: string;
  scotland: string;
  winner: Side;
}

export function expectedScore(rating: number, opponent: number): number {
  return 1 / (1 + 10 ** ((opponent - rating) / 400));
}

/** The ratings after one game; players not yet rated start at INITIAL_RATING. A new map: the old one is left as it was. */
export function rateGame(ratings: ReadonlyMap<string, number>, game: RatedGame): Map<string, number> {
  const england = ratings.get(game.england) ?? INITIAL_RATING;
  const scotland = ratings.get(game.scotland) ?? INITIAL_RATING;
  const englandScore = game.winner === "england" ? 1 : 0;
  const change = K_FACTOR * (englandScore - expectedScore(england, scotland));
  const next = new Map(ratings);
  next.set(game.england, england + change);
  next.set(game.scotland, scotland - change);
  return next;
}

/** Ratings from the rated games in the order they ended. */
export function rateGames(games: readonly RatedGame[], start: ReadonlyMap<string, number> = new Map()): Map<string, number> {
  return games.reduce<Map<string, number>>((ratings, game) => rateGame(ratings, game), new Map(start));
}

// Points (docs/tournaments.md, "Standings"): a win or a bye scores 1, a loss 0. Hammer of the
// Scots has no drawn game: 9.0 breaks a 7-7 count of nobles by Wallace, and 9.1 ends a game with a winner.

import type { PlayedRound, PlayerId } from "./pairing.js";

export const WIN_POINTS = 1;
export const BYE_POINTS = 1;

export function scoresOf(players: readonly PlayerId[], rounds: readonly PlayedRound[]): Map<PlayerId, number> {
  const scores = new Map<PlayerId, number>(players.map((p) => [p, 0]));
  const add = (player: PlayerId, points: number) => scores.set(player, (scores.get(player) ?? 0) + points);
  for (const round of rounds) {
    for (const game of round.results) add(game.winner === "england" ? game.england : game.scotland, WIN_POINTS);
    if (round.bye !== null) add(round.bye, BYE_POINTS);
  }
  return scores;
}

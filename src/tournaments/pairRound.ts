// The pairing of a round under the tournament's format.

import type { PairingInput, RoundPairing } from "./pairing.js";
import { pairRoundRobin, roundRobinRounds } from "./roundRobin.js";
import { maxSwissRounds, pairSwiss } from "./swiss.js";

export type TournamentFormat = "round-robin" | "swiss";

export function pairRound(format: TournamentFormat, input: PairingInput): RoundPairing {
  return format === "round-robin" ? pairRoundRobin(input) : pairSwiss(input);
}

/** The most rounds a format allows for this many players. */
export function maxRounds(format: TournamentFormat, players: number): number {
  return format === "round-robin" ? roundRobinRounds(players) : maxSwissRounds(players);
}

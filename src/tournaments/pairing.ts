// What a round's pairing is, and what a pairing system reads of the rounds before it.

import type { Side } from "../rules/sides.js";

/** A player is known by the address they play from (also their rating's key). */
export type PlayerId = string;

export interface Board {
  /** 1-based, in the order the pairing system made them. */
  board: number;
  england: PlayerId;
  scotland: PlayerId;
}

export interface RoundPairing {
  round: number;
  boards: Board[];
  /** The player who sits this round out, scoring a win (docs/tournaments.md, "Standings"); null with an even count. */
  bye: PlayerId | null;
}

/** A finished board: its players and the side that won (9.0: a game of Hammer of the Scots always has a winner). */
export interface BoardResult {
  england: PlayerId;
  scotland: PlayerId;
  winner: Side;
}

/** A round as later pairings and the standings read it. */
export interface PlayedRound {
  round: number;
  results: BoardResult[];
  bye: PlayerId | null;
}

export interface PairingInput {
  tournamentId: string;
  /** The tournament's 32-byte pairing seed (docs/tournaments.md, "The pairing seed"). */
  seed: Uint8Array;
  /** Every player, in registration order. */
  players: readonly PlayerId[];
  /** The round to pair, from 1. */
  round: number;
  /** Every round before it, in order (round robin pairings read none of it). */
  previous: readonly PlayedRound[];
}

/** A pairing that no system could make: the settings ask for more than the players allow. */
export class PairingError extends Error {
  override readonly name = "PairingError";
}

export function sideBalance(previous: readonly PlayedRound[]): Map<PlayerId, number> {
  const balance = new Map<PlayerId, number>();
  for (const round of previous) {
    for (const game of round.results) {
      balance.set(game.england, (balance.get(game.england) ?? 0) + 1);
      balance.set(game.scotland, (balance.get(game.scotland) ?? 0) - 1);
    }
  }
  return balance;
}

// Round robin by Berger tables: every player meets every other once, sides alternating.

import { PairingError, type Board, type PairingInput, type PlayerId, type RoundPairing } from "./pairing.js";
import { PairingStream } from "./stream.js";

/** Rounds a round robin of `players` takes: one per opponent, plus one when a bye is needed. */
export function roundRobinRounds(players: number): number {
  return players % 2 === 0 ? players - 1 : players;
}

/**
 * The players' pairing numbers: registration order shuffled with the round 1 stream, so the
 * referee cannot choose who meets whom when.
 */
export function roundRobinOrder(input: Pick<PairingInput, "tournamentId" | "seed" | "players">): PlayerId[] {
  return PairingStream.forRound(input.seed, input.tournamentId, 1).shuffle(input.players);
}

/**
 * Round `round` of the Berger table for n (even) pairing numbers 0..n-1: number n-1 stays put and
 * the others turn around it (the circle method). Number n-1 changes side every round; on the other
 * boards the sides alternate with the round, so each player's England and Scotland games differ by
 * at most one over the whole table.
 */
export function bergerRound(n: number, round: number): [england: number, scotland: number][] {
  const m = n - 1;
  const r = round - 1;
  const pairs: [number, number][] = [];
  const fixed = n - 1;
  pairs.push(r % 2 === 0 ? [r % m, fixed] : [fixed, r % m]);
  for (let i = 1; i < n / 2; i++) {
    const a = (r + i) % m;
    const b = (r - i + m) % m;
    pairs.push(i % 2 === 1 ? [b, a] : [a, b]);
  }
  return pairs;
}

export function pairRoundRobin(input: PairingInput): RoundPairing {
  const count = input.players.length;
  if (count < 2) throw new PairingError("a round robin needs at least 2 players");
  if (input.round < 1 || input.round > roundRobinRounds(count)) {
    throw new PairingError(`a round robin of ${count} players has rounds 1 to ${roundRobinRounds(count)}, not ${input.round}`);
  }
  const order: (PlayerId | null)[] = roundRobinOrder(input);
  // An odd count gets a dummy last number: whoever meets it has the bye.
  if (order.length % 2 === 1) order.push(null);
  const boards: Board[] = [];
  let bye: PlayerId | null = null;
  for (const [e, s] of bergerRound(order.length, input.round)) {
    const england = order[e] ?? null;
    const scotland = order[s] ?? null;
    if (england === null || scotland === null) bye = england ?? scotland;
    else boards.push({ board: boards.length + 1, england, scotland });
  }
  return { round: input.round, boards, bye };
}

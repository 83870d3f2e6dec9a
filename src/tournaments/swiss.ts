// Swiss pairing, Dutch-style (docs/tournaments.md, "Swiss pairing"): players ranked by score, each
// score group's top half met by its bottom half, a player left over floating down to the next
// group; no two players meet twice and no player's England/Scotland difference goes beyond 2,
// backtracking over earlier choices when a later player could otherwise not be paired.

import { scoresOf } from "./scores.js";
import { PairingError, sideBalance, type Board, type PairingInput, type PlayedRound, type PlayerId, type RoundPairing } from "./pairing.js";
import { PairingStream } from "./stream.js";

/** A Swiss of n players is at most ⌊n/2⌋ rounds: then a pairing without a repeat always exists. */
export function maxSwissRounds(players: number): number {
  return Math.floor(players / 2);
}

/** Search steps before a round is declared unpairable; far above what any pairable round needs. */
const SEARCH_LIMIT = 2_000_000;

function meetings(previous: readonly PlayedRound[]): Set<string> {
  const met = new Set<string>();
  for (const round of previous) for (const game of round.results) met.add(pairKey(game.england, game.scotland));
  return met;
}

function pairKey(a: PlayerId, b: PlayerId): string {
  return a < b ? `${a}\n${b}` : `${b}\n${a}`;
}

/** Players who may meet: never before, and some side for each keeps both within 2 of even. */
function canMeet(a: PlayerId, b: PlayerId, met: Set<string>, balance: Map<PlayerId, number>): boolean {
  if (met.has(pairKey(a, b))) return false;
  const da = balance.get(a) ?? 0;
  const db = balance.get(b) ?? 0;
  return !((da >= 2 && db >= 2) || (da <= -2 && db <= -2));
}

/**
 * Opponents to try for `player`, the highest-ranked unpaired one, best first: in its own score
 * group the Dutch partner (the player half the group's unpaired count below it) and those after
 * it, then those between; then lower groups by rank (a downfloat).
 */
function candidates(player: PlayerId, unpaired: readonly PlayerId[], scores: Map<PlayerId, number>): PlayerId[] {
  const score = scores.get(player) ?? 0;
  const group = unpaired.filter((p) => (scores.get(p) ?? 0) === score);
  const lower = unpaired.filter((p) => (scores.get(p) ?? 0) !== score);
  const half = Math.floor(group.length / 2);
  return [...group.slice(Math.max(half, 1)), ...group.slice(1, Math.max(half, 1)).reverse(), ...lower];
}

function matchAll(ranked: readonly PlayerId[], met: Set<string>, balance: Map<PlayerId, number>, scores: Map<PlayerId, number>): [PlayerId, PlayerId][] | null {
  let steps = 0;
  const search = (unpaired: readonly PlayerId[]): [PlayerId, PlayerId][] | null => {
    if (unpaired.length === 0) return [];
    const [player, ...rest] = unpaired as [PlayerId, ...PlayerId[]];
    for (const opponent of candidates(player, unpaired, scores)) {
      if (++steps > SEARCH_LIMIT) throw new PairingError("no pairing found within the search limit");
      if (!canMeet(player, opponent, met, balance)) continue;
      const found = search(rest.filter((p) => p !== opponent));
      if (found) return [[player, opponent], ...found];
    }
    return null;
  };
  return search(ranked);
}

/**
 * Sides for a pair: England to the player with more Scotland games so far (the smaller
 * England-minus-Scotland difference); between equals, to the one who was Scotland last; else drawn.
 */
function sides(a: PlayerId, b: PlayerId, balance: Map<PlayerId, number>, lastSide: Map<PlayerId, "england" | "scotland">, stream: PairingStream): [PlayerId, PlayerId] {
  const da = balance.get(a) ?? 0;
  const db = balance.get(b) ?? 0;
  if (da !== db) return da < db ? [a, b] : [b, a];
  const la = lastSide.get(a);
  const lb = lastSide.get(b);
  if (la !== lb) {
    if (la === "scotland" || lb === "england") return [a, b];
    return [b, a];
  }
  return stream.below(2) === 0 ? [a, b] : [b, a];
}

export function pairSwiss(input: PairingInput): RoundPairing {
  const { players, round, previous } = input;
  if (players.length < 2) throw new PairingError("a Swiss needs at least 2 players");
  if (round > maxSwissRounds(players.length)) {
    throw new PairingError(`a Swiss of ${players.length} players has at most ${maxSwissRounds(players.length)} rounds; play a round robin instead`);
  }
  if (previous.length !== round - 1) throw new PairingError(`round ${round} is paired from ${round - 1} rounds before it, got ${previous.length}`);
  const stream = PairingStream.forRound(input.seed, input.tournamentId, round);
  const scores = scoresOf(players, previous);
  // Registration order shuffled, then sorted by score (a stable sort): the order within a score group is drawn.
  const ranked = stream.shuffle(players).sort((a, b) => (scores.get(b) ?? 0) - (scores.get(a) ?? 0));
  const met = meetings(previous);
  const balance = sideBalance(previous);
  const lastSide = new Map<PlayerId, "england" | "scotland">();
  const hadBye = new Set<PlayerId>();
  for (const past of previous) {
    for (const game of past.results) {
      lastSide.set(game.england, "england");
      lastSide.set(game.scotland, "scotland");
    }
    if (past.bye !== null) hadBye.add(past.bye);
  }
  // The bye: the lowest-ranked player without one whose absence leaves the rest pairable.
  const byeCandidates: (PlayerId | null)[] = ranked.length % 2 === 0 ? [null] : [...ranked].reverse().filter((p) => !hadBye.has(p));
  if (byeCandidates.length === 0) byeCandidates.push(...[...ranked].reverse());
  for (const bye of byeCandidates) {
    const pairs = matchAll(
      ranked.filter((p) => p !== bye),
      met,
      balance,
      scores,
    );
    if (!pairs) continue;
    const boards: Board[] = pairs.map(([a, b], i) => {
      const [england, scotland] = sides(a, b, balance, lastSide, stream);
      return { board: i + 1, england, scotland };
    });
    return { round, boards, bye };
  }
  throw new PairingError(`round ${round} cannot be paired without a repeat or a side difference beyond 2`);
}

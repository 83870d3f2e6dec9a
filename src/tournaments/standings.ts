// Standings (docs/tournaments.md, "Standings"): points, then the tie-breaks the settings name, in
// their order. Players still level after every tie-break share a rank, listed in registration order.

import type { PlayedRound, PlayerId } from "./pairing.js";
import { scoresOf } from "./scores.js";

export const TIE_BREAKS = ["sonneborn-berger", "buchholz", "head-to-head", "wins-as-england", "wins-as-scotland"] as const;
export type TieBreak = (typeof TIE_BREAKS)[number];

export interface Standing {
  /** 1 for the leader; players level on points and every tie-break share one. */
  rank: number;
  player: PlayerId;
  points: number;
  played: number;
  wins: number;
  losses: number;
  byes: number;
  /** Each named tie-break's value; head-to-head among the players level with this one when it was applied. */
  tieBreaks: Partial<Record<TieBreak, number>>;
}

interface Game {
  opponent: PlayerId;
  won: boolean;
  side: "england" | "scotland";
}

function gamesByPlayer(players: readonly PlayerId[], rounds: readonly PlayedRound[]): Map<PlayerId, Game[]> {
  const games = new Map<PlayerId, Game[]>(players.map((p) => [p, []]));
  for (const round of rounds) {
    for (const r of round.results) {
      games.get(r.england)?.push({ opponent: r.scotland, won: r.winner === "england", side: "england" });
      games.get(r.scotland)?.push({ opponent: r.england, won: r.winner === "scotland", side: "scotland" });
    }
  }
  return games;
}

/** A tie-break's value for a player; `level` holds the players tied with it when it is applied. */
function tieBreakValue(name: TieBreak, games: readonly Game[], points: Map<PlayerId, number>, level: ReadonlySet<PlayerId>): number {
  switch (name) {
    // The final points of every opponent beaten (a bye beats no one).
    case "sonneborn-berger":
      return games.filter((g) => g.won).reduce((sum, g) => sum + (points.get(g.opponent) ?? 0), 0);
    // The final points of every opponent met.
    case "buchholz":
      return games.reduce((sum, g) => sum + (points.get(g.opponent) ?? 0), 0);
    // Wins over the players still level with this one.
    case "head-to-head":
      return games.filter((g) => g.won && level.has(g.opponent)).length;
    case "wins-as-england":
      return games.filter((g) => g.won && g.side === "england").length;
    case "wins-as-scotland":
      return games.filter((g) => g.won && g.side === "scotland").length;
  }
}

export function computeStandings(players: readonly PlayerId[], rounds: readonly PlayedRound[], tieBreaks: readonly TieBreak[]): Standing[] {
  const points = scoresOf(players, rounds);
  const games = gamesByPlayer(players, rounds);
  const rows = new Map<PlayerId, Standing>(
    players.map((player) => {
      const own = games.get(player) ?? [];
      const byes = rounds.filter((r) => r.bye === player).length;
      const wins = own.filter((g) => g.won).length;
      return [player, { rank: 0, player, points: points.get(player) ?? 0, played: own.length, wins, losses: own.length - wins, byes, tieBreaks: {} }];
    }),
  );
  const row = (player: PlayerId) => rows.get(player) as Standing;
  // Groups of level players, best first; each tie-break splits every group in turn.
  let groups: PlayerId[][] = splitBy([...players], (p) => row(p).points);
  for (const name of tieBreaks) {
    groups = groups.flatMap((group) => {
      const level = new Set(group);
      for (const p of group) row(p).tieBreaks[name] = tieBreakValue(name, games.get(p) ?? [], points, level);
      return splitBy(group, (p) => row(p).tieBreaks[name] ?? 0);
    });
  }
  let rank = 1;
  const standings: Standing[] = [];
  for (const group of groups) {
    for (const p of group) standings.push({ ...row(p), rank });
    rank += group.length;
  }
  return standings;
}

/** Groups by value, highest first, each group in the order given (a stable sort). */
function splitBy(players: PlayerId[], value: (p: PlayerId) => number): PlayerId[][] {
  const sorted = [...players].sort((a, b) => value(b) - value(a));
  const groups: PlayerId[][] = [];
  for (const p of sorted) {
    const last = groups[groups.length - 1];
    if (last && value(last[0] as PlayerId) === value(p)) last.push(p);
    else groups.push([p]);
  }
  return groups;
}

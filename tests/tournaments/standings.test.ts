// Standings (docs/tournaments.md, "Standings"): points, then the named tie-breaks, worked by hand.

import { describe, expect, it } from "vitest";
import type { PlayedRound } from "../../src/tournaments/pairing.js";
import { computeStandings } from "../../src/tournaments/standings.js";

/**
 * A four-player round robin:
 *   round 1: A (England) beats B; D (Scotland) beats C
 *   round 2: C (Scotland) beats A; B (England) beats D
 *   round 3: A (Scotland) beats D; C (England) beats B
 * Points: A 2, C 2, B 1, D 1.
 * Sonneborn-Berger: A beat B (1) and D (1) = 2; C beat A (2) and B (1) = 3; B beat D (1) = 1; D beat C (2) = 2.
 * Buchholz: A met B, C, D = 1 + 2 + 1 = 4; C met D, A, B = 4; B met A, D, C = 5; D met C, B, A = 5.
 * Head-to-head: C beat A; B beat D.
 */
const rounds: PlayedRound[] = [
  { round: 1, bye: null, results: [ { england: "A", scotland: "B", winner: "england" }, { england: "C", scotland: "D", winner: "scotland" } ] },
  { round: 2, bye: null, results: [ { england: "A", scotland: "C", winner: "scotland" }, { england: "B", scotland: "D", winner: "england" } ] },
  { round: 3, bye: null, results: [ { england: "D", scotland: "A", winner: "scotland" }, { england: "C", scotland: "B", winner: "england" } ] },
];
const players = ["A", "B", "C", "D"];
const order = (tieBreaks: Parameters<typeof computeStandings>[2]) => computeStandings(players, rounds, tieBreaks).map((s) => `${s.rank} ${s.player}`);

describe("standings", () => {
  it("points alone: level players share a rank, listed in registration order", () => {
    expect(order([])).toEqual(["1 A", "1 C", "3 B", "3 D"]);
  });

  it("Sonneborn-Berger: C (3) over A (2), D (2) over B (1)", () => {
    const standings = computeStandings(players, rounds, ["sonneborn-berger"]);
    expect(standings.map((s) => [s.rank, s.player, s.points, s.tieBreaks["sonneborn-berger"]])).toEqual([
      [1, "C", 2, 3],
      [2, "A", 2, 2],
      [3, "D", 1, 2],
      [4, "B", 1, 1],
    ]);
  });

  it("Buchholz leaves both pairs level (4 and 4, 5 and 5); head-to-head then puts C over A and B over D", () => {
    const standings = computeStandings(players, rounds, ["buchholz", "head-to-head"]);
    expect(standings.map((s) => [s.rank, s.player, s.tieBreaks.buchholz, s.tieBreaks["head-to-head"]])).toEqual([
      [1, "C", 4, 1],
      [2, "A", 4, 0],
      [3, "B", 5, 1],
      [4, "D", 5, 0],
    ]);
  });

  it("wins as England and as Scotland count each side's wins", () => {
    const standings = computeStandings(players, rounds, ["wins-as-england", "wins-as-scotland"]);
    const of = (p: string) => standings.find((s) => s.player === p)?.tieBreaks;
    expect(of("A")).toEqual({ "wins-as-england": 1, "wins-as-scotland": 1 });
    expect(of("C")).toEqual({ "wins-as-england": 1, "wins-as-scotland": 1 });
    expect(of("B")).toEqual({ "wins-as-england": 1, "wins-as-scotland": 0 });
    expect(of("D")).toEqual({ "wins-as-england": 0, "wins-as-scotland": 1 });
  });

  it("a bye scores a point without a game, and beats no one for Sonneborn-Berger", () => {
    const withBye: PlayedRound[] = [{ round: 1, bye: "C", results: [{ england: "A", scotland: "B", winner: "scotland" }] }];
    const standings = computeStandings(["A", "B", "C"], withBye, ["sonneborn-berger"]);
    expect(standings.map((s) => [s.rank, s.player, s.points, s.played, s.byes, s.tieBreaks["sonneborn-berger"]])).toEqual([
      [1, "B", 1, 1, 0, 0],
      [1, "C", 1, 0, 1, 0],
      [3, "A", 0, 1, 0, 0],
    ]);
  });
});

// Pairings (docs/tournaments.md): Berger round robins and Dutch-style Swiss rounds, reproduced from the seed.

import { createHash } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { BoardResult, PlayedRound, RoundPairing } from "../../src/tournaments/pairing.js";
import { pairRoundRobin, roundRobinRounds } from "../../src/tournaments/roundRobin.js";
import { maxSwissRounds, pairSwiss } from "../../src/tournaments/swiss.js";
import { scoresOf } from "../../src/tournaments/scores.js";
import { drawValue } from "../../src/dice/index.js";
import { roundRobinOrder } from "../../src/tournaments/roundRobin.js";

const seedOf = (text: string) => new Uint8Array(createHash("sha256").update(text).digest());
const playersOf = (n: number) => Array.from({ length: n }, (_, i) => `p${i + 1}@example.org`);
const key = (a: string, b: string) => [a, b].sort().join(" ");

/** Plays a round with the given winners (true: England wins), as later pairings read it. */
function played(pairing: RoundPairing, englandWins: (board: number) => boolean): PlayedRound {
  const results: BoardResult[] = pairing.boards.map((b) => ({ england: b.england, scotland: b.scotland, winner: englandWins(b.board) ? "england" : "scotland" }));
  return { round: pairing.round, results, bye: pairing.bye };
}

describe("the pairing stream (docs/tournaments.md, \"The pairing seed\")", () => {
  it("is the dice stream with game id \"hots-judge pairings v1 <id> round <r>\", no nonces, Fisher-Yates from the last item", () => {
    const seed = seedOf("stream");
    const players = playersOf(5);
    const gameId = "hots-judge pairings v1 club round 1";
    const order = [...players];
    let k = 0;
    for (let i = order.length - 1; i > 0; i--) {
      const j = drawValue({ seed, gameId, nonces: { england: "", scotland: "" } }, k++, i + 1).value;
      [order[i], order[j]] = [order[j] as string, order[i] as string];
    }
    expect(roundRobinOrder({ tournamentId: "club", seed, players })).toEqual(order);
  });
});

describe("round robin by Berger tables", () => {
  for (const count of [2, 3, 4, 5, 6, 7, 8, 11, 12]) {
    it(`${count} players: everyone meets everyone once, byes once each for an odd count, sides within 1 at the end and 2 on the way`, () => {
      const players = playersOf(count);
      const seed = seedOf(`rr ${count}`);
      const met = new Set<string>();
      const balance = new Map<string, number>();
      const byes: string[] = [];
      for (let round = 1; round <= roundRobinRounds(count); round++) {
        const pairing = pairRoundRobin({ tournamentId: "club", seed, players, round, previous: [] });
        const seated = [...pairing.boards.flatMap((b) => [b.england, b.scotland]), ...(pairing.bye ? [pairing.bye] : [])];
        expect(seated.sort()).toEqual([...players].sort());
        if (pairing.bye) byes.push(pairing.bye);
        for (const b of pairing.boards) {
          expect(met.has(key(b.england, b.scotland))).toBe(false);
          met.add(key(b.england, b.scotland));
          balance.set(b.england, (balance.get(b.england) ?? 0) + 1);
          balance.set(b.scotland, (balance.get(b.scotland) ?? 0) - 1);
        }
        for (const d of balance.values()) expect(Math.abs(d)).toBeLessThanOrEqual(2);
      }
      expect(met.size).toBe((count * (count - 1)) / 2);
      expect(byes.sort()).toEqual(count % 2 === 1 ? [...players].sort() : []);
      for (const d of balance.values()) expect(Math.abs(d)).toBeLessThanOrEqual(1);
    });
  }

  it("the seed decides who has which pairing number: another seed, another first round", () => {
    const players = playersOf(8);
    const a = pairRoundRobin({ tournamentId: "club", seed: seedOf("a"), players, round: 1, previous: [] });
    const b = pairRoundRobin({ tournamentId: "club", seed: seedOf("b"), players, round: 1, previous: [] });
    expect(a).toEqual(pairRoundRobin({ tournamentId: "club", seed: seedOf("a"), players, round: 1, previous: [] }));
    expect(a).not.toEqual(b);
  });
});

describe("Swiss pairing, Dutch-style", () => {
  it("pairs the top half of a score group against its bottom half", () => {
    const players = playersOf(8);
    const seed = seedOf("dutch");
    const first = pairSwiss({ tournamentId: "open", seed, players, round: 1, previous: [] });
    const afterOne = [played(first, () => true)];
    const second = pairSwiss({ tournamentId: "open", seed, players, round: 2, previous: afterOne });
    const scores = scoresOf(players, afterOne);
    // Four winners meet each other and four losers meet each other: no one floats.
    for (const b of second.boards) expect(scores.get(b.england)).toBe(scores.get(b.scotland));
  });

  it("gives the bye to the lowest score without one", () => {
    const players = playersOf(9);
    const seed = seedOf("bye");
    const previous: PlayedRound[] = [];
    const byes: string[] = [];
    for (let round = 1; round <= maxSwissRounds(9); round++) {
      const pairing = pairSwiss({ tournamentId: "open", seed, players, round, previous });
      expect(pairing.bye).not.toBeNull();
      const scores = scoresOf(players, previous);
      const lowestWithoutBye = Math.min(...players.filter((p) => !byes.includes(p)).map((p) => scores.get(p) ?? 0));
      expect(scores.get(pairing.bye as string)).toBe(lowestWithoutBye);
      expect(byes).not.toContain(pairing.bye);
      byes.push(pairing.bye as string);
      previous.push(played(pairing, (board) => board % 3 !== 0));
    }
  });

  it("refuses more rounds than half the players (a round robin then)", () => {
    expect(() => pairSwiss({ tournamentId: "open", seed: seedOf("x"), players: playersOf(8), round: 5, previous: [] })).toThrow(/at most 4 rounds/);
  });

  it("over 1,000 random Swiss tournaments no pair meets twice, no side difference passes 2, and every round is reproduced from its seed", () => {
    const tournament = fc
      .integer({ min: 8, max: 40 })
      .chain((count) =>
        fc.record({
          count: fc.constant(count),
          rounds: fc.integer({ min: 3, max: Math.min(7, maxSwissRounds(count)) }),
          seed: fc.uint8Array({ minLength: 32, maxLength: 32 }),
          outcomes: fc.array(fc.boolean(), { minLength: 7 * 20, maxLength: 7 * 20 }),
        }),
      );
    fc.assert(
      fc.property(tournament, ({ count, rounds, seed, outcomes }) => {
        const players = playersOf(count);
        const previous: PlayedRound[] = [];
        const met = new Set<string>();
        const balance = new Map<string, number>();
        for (let round = 1; round <= rounds; round++) {
          const input = { tournamentId: "prop", seed, players, round, previous: [...previous] };
          const pairing = pairSwiss(input);
          expect(pairSwiss(structuredClone(input))).toEqual(pairing);
          for (const b of pairing.boards) {
            const k = key(b.england, b.scotland);
            expect(met.has(k), `${k} meet twice`).toBe(false);
            met.add(k);
            balance.set(b.england, (balance.get(b.england) ?? 0) + 1);
            balance.set(b.scotland, (balance.get(b.scotland) ?? 0) - 1);
          }
          for (const d of balance.values()) expect(Math.abs(d)).toBeLessThanOrEqual(2);
          previous.push(played(pairing, (board) => outcomes[(round - 1) * 20 + board - 1] ?? true));
        }
      }),
      { numRuns: 1000 },
    );
  });
});

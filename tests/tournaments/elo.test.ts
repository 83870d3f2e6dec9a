// Elo ratings (docs/tournaments.md, "Ratings"): K = 32, new players at 1500.

import { describe, expect, it } from "vitest";
import { INITIAL_RATING, K_FACTOR, expectedScore, rateGame, rateGames } from "../../src/tournaments/elo.js";

describe("Elo ratings", () => {
  it("two new players: the winner gains K/2 = 16, the loser loses 16", () => {
    const ratings = rateGame(new Map(), { england: "e@x", scotland: "s@x", winner: "scotland" });
    expect(K_FACTOR).toBe(32);
    expect(ratings.get("s@x")).toBe(INITIAL_RATING + 16);
    expect(ratings.get("e@x")).toBe(INITIAL_RATING - 16);
  });

  it("400 points apart the favourite expects 10/11 of a point: an upset moves 32 * 10/11 ≈ 29.09", () => {
    expect(expectedScore(1900, 1500)).toBeCloseTo(10 / 11, 12);
    const ratings = rateGame(new Map([["strong@x", 1900], ["weak@x", 1500]]), { england: "strong@x", scotland: "weak@x", winner: "scotland" });
    expect(ratings.get("weak@x")).toBeCloseTo(1500 + 320 / 11, 9);
    expect(ratings.get("strong@x")).toBeCloseTo(1900 - 320 / 11, 9);
  });

  it("games count in the order they ended, the total of ratings never changes, and the input map is left alone", () => {
    const start = new Map([["a", 1500]]);
    const games = [
      { england: "a", scotland: "b", winner: "england" as const },
      { england: "b", scotland: "c", winner: "england" as const },
      { england: "c", scotland: "a", winner: "scotland" as const },
    ];
    const ratings = rateGames(games, start);
    expect(start).toEqual(new Map([["a", 1500]]));
    // a: 1516; b: 1484 then beats c (1500): expected 1/(1+10^(16/400)), gains 32 * (1 - that).
    const bGain = 32 * (1 - 1 / (1 + 10 ** (16 / 400)));
    expect(ratings.get("b")).toBeCloseTo(1484 + bGain, 9);
    expect([...ratings.values()].reduce((a, b) => a + b, 0)).toBeCloseTo(3 * 1500, 9);
    expect(rateGames([...games].reverse(), start)).not.toEqual(ratings);
  });
});

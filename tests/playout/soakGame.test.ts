// The soak run's games (issue 10, item 5): every scenario meets no options, every option and a
// random subset; half the games have random tournament bids (TB-1), half the Campaign games are
// scored at the end of a random Year (Q11); all of it follows from the seed.

import { describe, expect, it } from "vitest";
import { soakGame } from "../../src/playout/soakGame.js";
import { OPTION_IDS } from "../../src/rules/state.js";
import { playOne } from "../../src/playout/run.js";

describe("soak games", () => {
  it("cover the three scenarios with no, all and some options, with and without bids", () => {
    const games = Array.from({ length: 60 }, (_, i) => soakGame(1, i));
    for (const scenario of ["braveheart", "the_bruce", "campaign"]) {
      const mine = games.filter((g) => g.scenario === scenario);
      expect(mine.some((g) => g.options.length === 0)).toBe(true);
      expect(mine.some((g) => g.options.length === OPTION_IDS.length)).toBe(true);
      expect(mine.some((g) => g.options.length > 0 && g.options.length < OPTION_IDS.length)).toBe(true);
      expect(mine.some((g) => g.bids !== null)).toBe(true);
      expect(mine.some((g) => g.bids === null)).toBe(true);
    }
    expect(new Set(games.map((g) => g.seed)).size).toBe(60);
  });

  it("Q11 score half the Campaign games at the end of a Year, with and without bids; the other scenarios end as they do", () => {
    const games = Array.from({ length: 72 }, (_, i) => soakGame(1, i));
    const campaign = games.filter((g) => g.scenario === "campaign");
    const scored = campaign.filter((g) => g.campaignEndYear !== null);
    expect(scored.length * 2).toBe(campaign.length);
    expect(scored.some((g) => g.bids !== null) && scored.some((g) => g.bids === null)).toBe(true);
    for (const g of scored) expect(g.campaignEndYear).toBeGreaterThanOrEqual(1297);
    expect(games.filter((g) => g.scenario !== "campaign").every((g) => g.campaignEndYear === null)).toBe(true);
  });

  it("is the same game for the same numbers", () => {
    expect(soakGame(4, 17)).toEqual(soakGame(4, 17));
    expect(soakGame(4, 17)).not.toEqual(soakGame(5, 17));
  });

  it("plays games with bids to the end (TB-2 handicaps in force)", () => {
    const withBids = Array.from({ length: 12 }, (_, i) => soakGame(2, i)).filter((g) => g.bids && g.scenario !== "campaign");
    expect(withBids.length).toBeGreaterThan(0);
    for (const g of withBids) {
      const played = playOne({ scenario: g.scenario, options: g.options, campaignEndYear: g.campaignEndYear, seed: g.seed, ...(g.bids ? { bids: g.bids } : {}) });
      expect(played.error).toBeNull();
      expect(played.final.winner).not.toBeNull();
    }
  }, 120_000);
});

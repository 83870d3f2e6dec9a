// The per-process game cache (issue 10, item 2): two stores on one SQLite file stand for two
// server processes on one database. Orders given alternately through both land on each other's
// stale cache entries; every one must be applied to the database's state, once, with the order,
// event and draw numbers running on without gaps.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { submitOrder } from "../../src/games/index.js";
import { GAME_CACHE_SIZE, GameCache, gameCacheOf, type CachedGame } from "../../src/games/gameCache.js";
import { loadGame } from "../../src/games/game.js";
import { chooseOrder } from "../../src/playout/decisionPlayer.js";
import { createPrng } from "../../src/playout/prng.js";
import { pendingDecisions } from "../../src/rules/engine.js";
import { openStore, type Store } from "../../src/store/index.js";
import { ok, seatedGame } from "../helpers/seatedGame.js";

const dir = mkdtempSync(join(tmpdir(), "hots-game-cache-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("the game cache of two processes on one database", () => {
  it("never applies an order to a stale cached state: each order lands on the database's version", { timeout: 120_000 }, async () => {
    const url = `file:${join(dir, "two.db")}`;
    const first = await openStore(url);
    const second = await openStore(url);
    try {
      const stores: Store[] = [first, second];
      /** A new game, given up to 60 orders through both stores in turn; the orders accepted. */
      const play = async (seed: number): Promise<{ gameId: string; accepted: number }> => {
        const gameId = await seatedGame(first);
        const rng = createPrng(seed);
        let accepted = 0;
        for (let n = 0; n < 60; n++) {
          // Read from the database, as a client would from either server, not from a cache.
          const game = await loadGame(first, gameId);
          if (game?.state === null || game === null || game.state.winner) break;
          const decision = rng.pick(pendingDecisions(game.state));
          // Every third order goes to the same store as the last one, so both hits and stale entries occur.
          const store = stores[n % 3 === 0 ? 0 : n % 2] as Store;
          const result = await submitOrder(store, { caller: { gameId, role: decision.side }, input: { order: chooseOrder(decision, rng) }, expectedVersion: game.version });
          if (result.ok) {
            accepted += 1;
            expect(result.value.version).toBe(game.version + 1);
          } else expect(result.error.code).not.toBe("stale-version");
        }
        return { gameId, accepted };
      };
      // The server's own seed draws the dice: about one random Braveheart in 200 ends within 30
      // orders, and then another game is played.
      let played = await play(11);
      for (let seed = 12; played.accepted <= 30 && seed < 16; seed++) played = await play(seed);
      const { gameId, accepted } = played;
      expect(accepted).toBeGreaterThan(30);
      expect(gameCacheOf(first).size + gameCacheOf(second).size).toBeGreaterThan(0);
      const orders = await first.listOrders(gameId);
      expect(orders.map((o) => o.seq)).toStrictEqual(orders.map((_, i) => i + 1));
      expect(orders.map((o) => o.versionBefore)).toStrictEqual([...new Set(orders.map((o) => o.versionBefore))]);
      const events = await first.listEvents(gameId);
      expect(events.map((e) => e.seq)).toStrictEqual(events.map((_, i) => i + 1));
      const dice = await first.listDice(gameId);
      expect(dice.map((d) => d.k)).toStrictEqual(dice.map((_, i) => i));
    } finally {
      await first.close();
      await second.close();
    }
  });
});

describe("the game cache's bound (issue 10, item 3)", () => {
  // The cache never looks inside its entries: distinct objects stand for distinct games' snapshots.
  const entry = (): CachedGame => ({}) as CachedGame;

  it("holds at most its capacity of games, whatever the number of games served, forgetting the least recently used", () => {
    const cache = new GameCache(3);
    const first = entry();
    cache.set("g1", first);
    cache.set("g2", entry());
    cache.set("g3", entry());
    expect(cache.get("g1")).toBe(first);
    cache.set("g4", entry());
    expect(cache.size).toBe(3);
    expect(cache.get("g2")).toBeUndefined();
    expect(cache.get("g1")).toBe(first);
  });

  it("keeps the default capacity over 10,000 games", () => {
    const cache = new GameCache();
    for (let n = 0; n < 10_000; n++) cache.set(`g${n}`, entry());
    expect(cache.size).toBe(GAME_CACHE_SIZE);
    expect(cache.get(`g${10_000 - GAME_CACHE_SIZE - 1}`)).toBeUndefined();
    expect(cache.get(`g${10_000 - GAME_CACHE_SIZE}`)).toBeDefined();
  });
});

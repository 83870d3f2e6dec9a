// The orders read in one turn of the event loop are worked out together, after it (issue 10,
// item 2): a request's callback reads its order, and the engine's work waits for the turn's end.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { submitOrder } from "../../src/games/index.js";
import { endOfTurn } from "../../src/games/endOfTurn.js";
import { loadGame } from "../../src/games/game.js";
import { chooseOrder } from "../../src/playout/decisionPlayer.js";
import { createPrng } from "../../src/playout/prng.js";
import { pendingDecisions } from "../../src/rules/engine.js";
import type { Order } from "../../src/rules/orders.js";
import type { Side } from "../../src/rules/sides.js";
import { openStore, type Store } from "../../src/store/index.js";
import { ok, seatedGame } from "../helpers/seatedGame.js";

const dir = mkdtempSync(join(tmpdir(), "hots-end-of-turn-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs each callback in the same check phase, as the I/O callbacks of one turn run in its poll phase. */
function inOneTurn(...callbacks: (() => void)[]): void {
  for (const callback of callbacks) setImmediate(callback);
}

describe("endOfTurn", () => {
  it("holds the work of every callback of a turn until they all ran", async () => {
    const seen: string[] = [];
    const done: Promise<void>[] = [];
    await new Promise<void>((resolve) => {
      inOneTurn(
        () => {
          seen.push("read 1");
          done.push(endOfTurn().then(() => void seen.push("work 1")));
        },
        () => {
          seen.push("read 2");
          done.push(endOfTurn().then(() => void seen.push("work 2")));
          resolve();
        },
      );
    });
    await Promise.all(done);
    expect(seen).toStrictEqual(["read 1", "read 2", "work 1", "work 2"]);
  });

  it("is one moment for a turn, and the next turn's is another", async () => {
    const first = endOfTurn();
    expect(endOfTurn()).toBe(first);
    await first;
    const next = endOfTurn();
    expect(next).not.toBe(first);
    await next;
  });
});

interface Playing {
  gameId: string;
  next(): Promise<{ side: Side; order: Order; version: number }>;
}

async function startGame(store: Store, seed: number): Promise<Playing> {
  const gameId = await seatedGame(store);
  const rng = createPrng(seed);
  return {
    gameId,
    async next() {
      const game = await loadGame(store, gameId);
      if (game === null || game.state === null) throw new Error(`game ${gameId} has no state`);
      const decision = rng.pick(pendingDecisions(game.state));
      return { side: decision.side, order: chooseOrder(decision, rng), version: game.version };
    },
  };
}

describe("submitOrder and the turn's end", () => {
  it("reads the orders of both requests of a turn before it writes either", { timeout: 60_000 }, async () => {
    const store = await openStore(`file:${join(dir, "turn.db")}`);
    try {
      const games = [await startGame(store, 3), await startGame(store, 4)];
      // A first order each, so that both games are in the process's cache: no read of the database
      // stands between an order's reading and its writing.
      for (const game of games) {
        const { side, order } = await game.next();
        ok(await submitOrder(store, { caller: { gameId: game.gameId, role: side }, input: { order } }));
      }
      const planned = await Promise.all(games.map((game) => game.next()));
      const seen: string[] = [];
      const appendOrder = store.appendOrder.bind(store);
      store.appendOrder = (input) => {
        seen.push(`write ${input.gameId}`);
        return appendOrder(input);
      };
      const results: ReturnType<typeof submitOrder>[] = [];
      await new Promise<void>((resolve) => {
        inOneTurn(
          ...games.map((game, i) => () => {
            const { side, order, version } = planned[i] as Awaited<ReturnType<Playing["next"]>>;
            seen.push(`read ${game.gameId}`);
            results.push(submitOrder(store, { caller: { gameId: game.gameId, role: side }, input: { order }, expectedVersion: version }));
            if (i === games.length - 1) resolve();
          }),
        );
      });
      for (const result of await Promise.all(results)) ok(result);
      const [a, b] = games.map((game) => game.gameId);
      expect(seen).toStrictEqual([`read ${a}`, `read ${b}`, `write ${a}`, `write ${b}`]);
    } finally {
      await store.close();
    }
  });
});

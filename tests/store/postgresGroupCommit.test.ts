// PostgreSQL's group commit (src/store/postgresOrder.ts): orders of several games sent together
// share one statement, one statement is written at a time (what comes meanwhile waits for the
// next), each keeps its own version check, a conflict refuses only its own order,
// a batch locks its games in one order (so two servers' batches cannot deadlock), and an order is answered only once it
// is stored.
import { fork } from "node:child_process";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { afterAll, expect, it } from "vitest";
import { parseDatabaseUrl } from "../../src/store/database-url.js";
import { isStoreError, openStore, type Store } from "../../src/store/index.js";
import { describeWithPostgres, postgresSchemas } from "../helpers/postgres.js";
import { aGame, anOrder } from "./groupCommitFixtures.js";

const postgres = await postgresSchemas();
afterAll(() => postgres.close());

/** A clock that moves a millisecond at each reading: rows written at one reading share a batch. */
function tickingClock(): () => Date {
  let now = Date.parse("2030-01-01T12:00:00.000Z");
  return () => new Date(now++);
}

async function waitFor(condition: () => Promise<boolean>): Promise<void> {
  while (!(await condition())) await sleep(20);
}

async function storeWithGames(ids: readonly string[]): Promise<{ store: Store; url: string }> {
  const url = await postgres.freshUrl("group");
  const store = await openStore(url, { clock: tickingClock() });
  for (const id of ids) await store.createGame(aGame(id), []);
  return { store, url };
}

/**
 * Two more connections to the store's database: `holder` holds game rows in a transaction of its
 * own, `prober` looks on; `blocked` waits until an order statement waits on a held row.
 */
async function rowHolder(url: string): Promise<{ holder: pg.Client; prober: pg.Client; blocked(): Promise<void>; end(): Promise<void> }> {
  const target = parseDatabaseUrl(url);
  if (target.provider !== "postgresql") throw new Error("not a PostgreSQL URL");
  const holder = new pg.Client({ connectionString: target.connectionString });
  const prober = new pg.Client({ connectionString: target.connectionString });
  await Promise.all([holder.connect(), prober.connect()]);
  return {
    holder,
    prober,
    blocked: () => waitFor(async () => (await prober.query(`SELECT 1 FROM pg_stat_activity WHERE "wait_event_type" = 'Lock' AND "query" LIKE '%"locked"%'`)).rowCount !== 0),
    end: async () => {
      await Promise.all([holder.end(), prober.end()]);
    },
  };
}

describeWithPostgres("PostgreSQL group commit", postgres.unreachable, () => {
  it("writes orders sent together in one statement; a stale one is refused and the others stored", async () => {
    const { store } = await storeWithGames(["a", "b", "c"]);
    try {
      await store.appendOrder(anOrder("b", 0));
      const [a, b, c] = await Promise.allSettled([store.appendOrder(anOrder("a", 0)), store.appendOrder(anOrder("b", 0)), store.appendOrder(anOrder("c", 0))]);
      expect(a).toEqual({ status: "fulfilled", value: { version: 1, orderSeq: 1, eventSeqs: [1] } });
      expect(c).toEqual({ status: "fulfilled", value: { version: 1, orderSeq: 1, eventSeqs: [1] } });
      expect(b.status === "rejected" && isStoreError(b.reason, "stale-version") && b.reason.details).toMatchObject({ expectedVersion: 0, actualVersion: 1 });
      const [orderA] = await store.listOrders("a");
      const [orderC] = await store.listOrders("c");
      // One reading of the clock for the whole batch: one statement.
      expect(orderA?.createdAt).toEqual(orderC?.createdAt);
      expect((await store.listOrders("b")).map((o) => o.text)).toEqual(["order 0"]);
      expect(await store.getGame("b")).toMatchObject({ version: 1, state: { turn: 1 } });
      for (const id of ["a", "c"]) {
        expect(await store.getGame(id)).toMatchObject({ version: 1, state: { turn: 1 } });
        expect(await store.listDice(id)).toMatchObject([{ k: 0, orderSeq: 1 }]);
        expect(await store.listEvents(id)).toMatchObject([{ seq: 1, orderSeq: 1, json: { moved: 0 } }]);
      }
    } finally {
      await store.close();
    }
  });

  it("writes each game's orders one after the other while other games' batches come and go", async () => {
    const games = Array.from({ length: 8 }, (_, i) => `overlap-${i}`);
    const { store } = await storeWithGames(games);
    try {
      const rounds = 5;
      // Each game's orders follow their own answers; the games' orders arrive at staggered times, so batches mix games.
      const play = async (gameId: string, delay: number): Promise<void> => {
        await sleep(delay);
        for (let version = 0; version < rounds; version++) {
          const [moved, stale] = await Promise.allSettled([store.appendOrder(anOrder(gameId, version)), store.appendOrder(anOrder(gameId, version))]);
          expect(moved).toMatchObject({ status: "fulfilled", value: { version: version + 1 } });
          expect(stale.status === "rejected" && isStoreError(stale.reason, "stale-version")).toBe(true);
        }
      };
      await Promise.all(games.map((gameId, i) => play(gameId, i % 3)));
      for (const gameId of games) {
        expect(await store.getGame(gameId)).toMatchObject({ version: rounds, state: { turn: rounds } });
        expect((await store.listOrders(gameId)).map((o) => o.text)).toEqual(Array.from({ length: rounds }, (_, v) => `order ${v}`));
      }
    } finally {
      await store.close();
    }
  });

  it("refuses a duplicate idempotency key in a batch and stores the other orders", async () => {
    const { store } = await storeWithGames(["a", "b", "c"]);
    try {
      await store.appendOrder(anOrder("a", 0, "same-key"));
      const [a, b, c] = await Promise.allSettled([store.appendOrder(anOrder("a", 1, "same-key")), store.appendOrder(anOrder("b", 0, "same-key")), store.appendOrder(anOrder("c", 0))]);
      expect(a.status === "rejected" && isStoreError(a.reason, "duplicate")).toBe(true);
      expect(b).toMatchObject({ status: "fulfilled", value: { version: 1 } });
      expect(c).toMatchObject({ status: "fulfilled", value: { version: 1 } });
      expect(await store.getGame("a")).toMatchObject({ version: 1, state: { turn: 1 } });
      expect(await store.listOrders("a")).toHaveLength(1);
      expect(await store.listDice("a")).toHaveLength(1);
      expect(await store.listEvents("a")).toHaveLength(1);
      expect(await store.findOrderByIdempotencyKey("b", "same-key")).toMatchObject({ seq: 1, versionBefore: 0 });
    } finally {
      await store.close();
    }
  });

  it("fails alone an order whose response cannot be built, and writes nothing of it", async () => {
    const { store } = await storeWithGames(["a", "b"]);
    try {
      const unbuildable = {
        ...anOrder("a", 0),
        respondText: () => {
          throw new Error("no response");
        },
      };
      const [a, b] = await Promise.allSettled([store.appendOrder(unbuildable), store.appendOrder(anOrder("b", 0))]);
      expect(a.status === "rejected" && (a.reason as Error).message).toBe("no response");
      expect(b).toMatchObject({ status: "fulfilled", value: { version: 1 } });
      expect(await store.getGame("a")).toMatchObject({ version: 0 });
      expect(await store.listOrders("a")).toEqual([]);
    } finally {
      await store.close();
    }
  });

  it("writes two orders of one game sent together one after the other: the second is stale", async () => {
    const { store } = await storeWithGames(["a"]);
    try {
      const [first, second] = await Promise.allSettled([store.appendOrder(anOrder("a", 0)), store.appendOrder(anOrder("a", 0))]);
      expect(first).toMatchObject({ status: "fulfilled", value: { version: 1 } });
      expect(second.status === "rejected" && isStoreError(second.reason, "stale-version")).toBe(true);
      expect(await store.listOrders("a")).toHaveLength(1);
    } finally {
      await store.close();
    }
  });

  it("locks a batch's games in the order of their ids, whatever order they came in: two batches sharing games cannot deadlock", async () => {
    // Created, and sent, from the last id to the first.
    const games = Array.from({ length: 8 }, (_, i) => `game-${7 - i}`);
    const { store, url } = await storeWithGames(games);
    const { holder, prober, blocked, end } = await rowHolder(url);
    try {
      await holder.query(`BEGIN; SELECT 1 FROM "Game" WHERE "id" = 'game-0' FOR UPDATE`);
      const batch = Promise.all(games.map((id) => store.appendOrder(anOrder(id, 0))));
      await blocked();
      // The batch waits on the first id and holds none after it.
      await prober.query(`BEGIN; SELECT 1 FROM "Game" WHERE "id" <> 'game-0' FOR UPDATE NOWAIT; ROLLBACK`);
      await holder.query("ROLLBACK");
      expect((await batch).map((result) => result.version)).toEqual(games.map(() => 1));
    } finally {
      await end();
      await store.close();
    }
  });

  it("sends one statement at a time: the orders that come while one is written go together in the next", async () => {
    const { store, url } = await storeWithGames(["a", "b", "c"]);
    const { holder, blocked, end } = await rowHolder(url);
    try {
      // Game a's row is held, so a's statement stays in flight until it is let go.
      await holder.query(`BEGIN; SELECT 1 FROM "Game" WHERE "id" = 'a' FOR UPDATE`);
      const first = store.appendOrder(anOrder("a", 0));
      await blocked();
      let settled = 0;
      const second = store.appendOrder(anOrder("b", 0)).finally(() => (settled += 1));
      await new Promise((resolve) => setImmediate(resolve));
      const third = store.appendOrder(anOrder("c", 0)).finally(() => (settled += 1));
      // Neither is sent while a's statement waits (with more statements in flight, both would be
      // written at once: their games are not held).
      await sleep(300);
      expect(settled).toBe(0);
      expect(await store.getGame("b")).toMatchObject({ version: 0 });
      await holder.query("ROLLBACK");
      expect((await Promise.all([first, second, third])).map((result) => result.version)).toEqual([1, 1, 1]);
      const [a, b, c] = (await Promise.all(["a", "b", "c"].map((id) => store.listOrders(id)))).map((orders) => orders[0]);
      // One reading of the clock per statement: b and c shared one, after a's.
      expect(b?.createdAt).toEqual(c?.createdAt);
      expect(b?.createdAt.getTime()).toBeGreaterThan(a?.createdAt.getTime() ?? Infinity);
    } finally {
      await end();
      await store.close();
    }
  });

  it("has stored every order it answered when the process is killed", { timeout: 300_000 }, async () => {
    const games = Array.from({ length: 8 }, (_, i) => `game-${i}`);
    const { store, url } = await storeWithGames(games);
    await store.close();
    const child = fork(new URL("./groupCommitWriter.ts", import.meta.url), [url, String(games.length)], { execArgv: ["--import", "tsx"], stdio: ["ignore", "pipe", "inherit", "ipc"] });
    const answered: { gameId: string; version: number }[] = [];
    const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once("exit", (_code, signal) => resolve(signal)));
    let pending = "";
    child.stdout?.on("data", (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split("\n");
      pending = lines.pop() ?? "";
      for (const line of lines) {
        const [gameId = "", version = ""] = line.split(" ");
        answered.push({ gameId, version: Number(version) });
      }
      // Killed while other orders are being written: at least 40 answers, not at a round's end.
      if (answered.length >= 40 && answered.length % games.length !== 0) child.kill("SIGKILL");
    });
    expect(await exited).toBe("SIGKILL");

    const reopened = await openStore(url);
    try {
      for (const gameId of games) {
        const game = await reopened.getGame(gameId);
        const orders = await reopened.listOrders(gameId);
        const acknowledged = Math.max(0, ...answered.filter((a) => a.gameId === gameId).map((a) => a.version));
        expect(game?.version).toBeGreaterThanOrEqual(acknowledged);
        // The log replays: one order, draw and event per version, numbered without gaps.
        expect(orders.map((o) => o.versionBefore)).toEqual(Array.from({ length: game?.version ?? 0 }, (_, v) => v));
        expect((await reopened.listDice(gameId)).map((d) => d.k)).toEqual(orders.map((o) => o.versionBefore));
        expect((await reopened.listEvents(gameId)).map((e) => e.orderSeq)).toEqual(orders.map((o) => o.seq));
        expect(game?.state).toEqual({ turn: game?.version });
      }
    } finally {
      await reopened.close();
    }
  });
});

// SQLite's group commit (src/store/sqliteOrders.ts): orders of several games sent together share
// one transaction, each keeps its own version check, a conflict refuses only its own order, and an
// order is answered only once it is stored.
import { fork } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { isStoreError, openStore, type Store } from "../../src/store/index.js";
import { openSqliteClient } from "../../src/store/openSqlite.js";
import { aGame, anOrder } from "./groupCommitFixtures.js";

const root = mkdtempSync(join(tmpdir(), "hots-group-commit-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let databases = 0;

/** A clock that moves a millisecond at each reading: rows written at one reading share a batch. */
function tickingClock(): () => Date {
  let now = Date.parse("2030-01-01T12:00:00.000Z");
  return () => new Date(now++);
}

async function storeWithGames(ids: readonly string[]): Promise<{ store: Store; url: string }> {
  const url = `file:${join(root, `db-${++databases}`, "hots.db")}`;
  const store = await openStore(url, { clock: tickingClock() });
  for (const id of ids) await store.createGame(aGame(id), []);
  return { store, url };
}

describe("SQLite group commit", () => {
  it("keeps synchronous = FULL on the server's connection: a commit waits for the log to reach the disk", async () => {
    // In WAL mode, as the store opens it: better-sqlite3's default there is NORMAL.
    const { store, url } = await storeWithGames([]);
    await store.close();
    const client = await openSqliteClient(url.slice("file:".length));
    try {
      const [row] = await client.$queryRawUnsafe<{ synchronous: bigint | number }[]>("PRAGMA synchronous");
      expect(Number(row?.synchronous)).toBe(2);
    } finally {
      await client.$disconnect();
    }
  });

  it("writes orders sent together in one transaction; a stale one is refused and the others stored", async () => {
    const { store } = await storeWithGames(["a", "b", "c"]);
    await store.appendOrder(anOrder("b", 0));
    const [a, b, c] = await Promise.allSettled([store.appendOrder(anOrder("a", 0)), store.appendOrder(anOrder("b", 0)), store.appendOrder(anOrder("c", 0))]);
    expect(a).toEqual({ status: "fulfilled", value: { version: 1, orderSeq: 1, eventSeqs: [1] } });
    expect(c).toEqual({ status: "fulfilled", value: { version: 1, orderSeq: 1, eventSeqs: [1] } });
    expect(b.status === "rejected" && isStoreError(b.reason, "stale-version") && b.reason.details).toMatchObject({ expectedVersion: 0, actualVersion: 1 });
    const [orderA] = await store.listOrders("a");
    const [orderC] = await store.listOrders("c");
    // One reading of the clock for the whole batch: one transaction.
    expect(orderA?.createdAt).toEqual(orderC?.createdAt);
    expect((await store.listOrders("b")).map((o) => o.text)).toEqual(["order 0"]);
    expect(await store.getGame("b")).toMatchObject({ version: 1, state: { turn: 1 } });
    for (const id of ["a", "c"]) {
      expect(await store.getGame(id)).toMatchObject({ version: 1, state: { turn: 1 } });
      expect(await store.listDice(id)).toMatchObject([{ k: 0, orderSeq: 1 }]);
      expect(await store.listEvents(id)).toMatchObject([{ seq: 1, orderSeq: 1, json: { moved: 0 } }]);
    }
    await store.close();
  });

  it("refuses a duplicate idempotency key in a batch and stores the other orders", async () => {
    const { store } = await storeWithGames(["a", "b", "c"]);
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
    await store.close();
  });

  it("queues each game's webhook deliveries of the orders written together, for its own events only", async () => {
    const { store } = await storeWithGames(["a", "b", "c"]);
    await store.putWebhook({ gameId: "a", role: "england", audiences: ["all", "england"], url: "https://example.org/a", secret: "s" });
    await store.putWebhook({ gameId: "b", role: "scotland", audiences: ["all", "scotland"], url: "https://example.org/b", secret: "s" });
    const events = [
      { json: { n: 1 }, visibleTo: "all" },
      { json: { n: 2 }, visibleTo: "england" },
      { json: { n: 3 }, visibleTo: "scotland" },
    ] as const;
    const sent = ["a", "b", "c"].map((id) => store.appendOrder({ ...anOrder(id, 0), events: [...events] }));
    expect((await Promise.all(sent)).map((r) => r.eventSeqs)).toEqual([[1, 2, 3], [1, 2, 3], [1, 2, 3]]);
    // A webhook's deliveries are claimed one at a time, in order.
    const queued: unknown[][] = [];
    for (let claimed = await store.claimDueDeliveries(); claimed.length > 0; claimed = await store.claimDueDeliveries()) {
      for (const d of claimed) {
        queued.push([d.gameId, d.role, d.eventSeq]);
        await store.markDelivered(d.id);
      }
    }
    expect(queued.sort()).toEqual([
      ["a", "england", 1],
      ["a", "england", 2],
      ["b", "scotland", 1],
      ["b", "scotland", 3],
    ]);
    await store.close();
  });

  it("fails alone an order whose response cannot be built, and writes nothing of it", async () => {
    const { store } = await storeWithGames(["a", "b"]);
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
    await store.close();
  });

  it("writes two orders of one game sent together one after the other: the second is stale", async () => {
    const { store } = await storeWithGames(["a"]);
    const [first, second] = await Promise.allSettled([store.appendOrder(anOrder("a", 0)), store.appendOrder(anOrder("a", 0))]);
    expect(first).toMatchObject({ status: "fulfilled", value: { version: 1 } });
    expect(second.status === "rejected" && isStoreError(second.reason, "stale-version")).toBe(true);
    expect(await store.listOrders("a")).toHaveLength(1);
    await store.close();
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

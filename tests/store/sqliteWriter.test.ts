// SQLite's order writer (src/store/sqliteWriter.ts): the group commit's batches are written by a
// worker thread on a connection of its own, beside the server's connection, which keeps every
// other write. Neither may make the other fail, an idle writer does not keep the process alive,
// and its connection keeps the server's settings.
import { fork } from "node:child_process";
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { openStore, type Store } from "../../src/store/index.js";
import { openSqliteClient, openSqliteStore } from "../../src/store/openSqlite.js";
import { AUTOCHECKPOINT_PAGES, openWriterAdapter } from "../../src/store/sqliteConnection.js";
import { startSqliteWriter } from "../../src/store/sqliteWriter.js";
import { aGame, anOrder } from "./groupCommitFixtures.js";

const root = mkdtempSync(join(tmpdir(), "hots-sqlite-writer-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let databases = 0;

const T0 = new Date("2030-01-01T12:00:00.000Z");

/** The modules a source file loads when it runs, its own and its imports' (type-only imports left out). */
function loadedModules(file: URL, seen = new Set<string>()): Set<string> {
  const source = readFileSync(file, "utf8");
  for (const [, kind, specifier = ""] of source.matchAll(/^(?:import|export)\s+(type\s+)?(?:[^;"]*?\s+from\s+)?"([^"]+)"/gm)) {
    if (kind !== undefined) continue;
    const module = specifier.startsWith(".") ? new URL(specifier.replace(/\.js$/, ".ts"), file).href : specifier;
    if (seen.has(module)) continue;
    seen.add(module);
    if (specifier.startsWith(".")) loadedModules(new URL(module), seen);
  }
  return seen;
}

/** A new database with these games; `checkpointer`, a stand-in for the checkpointer's thread (a module beside this file). */
async function storeWithGames(ids: readonly string[], options: { clock?: () => Date; checkpointer?: string } = {}): Promise<{ store: Store; path: string }> {
  const path = join(root, `db-${++databases}`, "hots.db");
  const { clock, checkpointer } = options;
  const store = checkpointer
    ? await openSqliteStore(path, clock ?? (() => new Date()), { checkpointer: new URL(`./${checkpointer}`, import.meta.url) })
    : await openStore(`file:${path}`, clock ? { clock } : {});
  for (const id of ids) await store.createGame(aGame(id), []);
  return { store, path };
}

/** The orders the database file alone (a copy, without its log) holds: what has been checkpointed. */
function ordersInFileAlone(path: string): number {
  const copy = join(root, `checkpoint-copy-${Date.now()}.db`);
  copyFileSync(path, copy);
  const db = new Database(copy);
  try {
    return db.prepare(`SELECT count(*) FROM "Order"`).pluck().get() as number;
  } finally {
    db.close();
    rmSync(copy, { force: true });
  }
}

/**
 * The orders in the file alone once it holds `expected` of them: the writer checkpoints within a
 * second of quiet (or of its checkpointer's going); a busy machine gets a minute. A copy taken while
 * a checkpoint writes the file can be torn ("database disk image is malformed", seen once in CI):
 * it is copied again 100 ms later, and only the last copy's error fails the test.
 */
async function ordersInFileOnceCheckpointed(path: string, expected: number): Promise<number> {
  const attempts = 600;
  const read = (attempt: number): number => {
    try {
      return ordersInFileAlone(path);
    } catch (error) {
      if (attempt === attempts || (error as { code?: string }).code !== "SQLITE_CORRUPT") throw error;
      return -1;
    }
  };
  let inFile = read(0);
  for (let attempt = 1; attempt <= attempts && inFile < expected; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    inFile = read(attempt);
  }
  return inFile;
}

/** Runs a TypeScript module in a child process; its exit code and what it printed. */
async function runChild(module: URL, argument: string): Promise<{ code: number | null; output: string }> {
  const child = fork(module, [argument], { execArgv: ["--import", "tsx"], stdio: ["ignore", "pipe", "inherit", "ipc"] });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once("exit", (exitCode) => resolve(exitCode)));
  return { code, output };
}

/** `rounds` orders for each game, the games' orders of a round sent together. */
async function playRounds(store: Store, games: readonly string[], rounds: number): Promise<void> {
  for (let version = 0; version < rounds; version++) await Promise.all(games.map((gameId) => store.appendOrder(anOrder(gameId, version))));
}

describe("the SQLite order writer", () => {
  it("opens its connection with synchronous = FULL, as the server's, its savepoints' pages kept in memory and its own log limit", async () => {
    const { store, path } = await storeWithGames([]);
    await store.close();
    const adapter = await openWriterAdapter(path);
    const pragma = async (name: string): Promise<number> => Number((await adapter.queryRaw({ sql: `PRAGMA ${name}`, args: [], argTypes: [] })).rows[0]?.[0]);
    try {
      // temp_store 2 is MEMORY; wal_autocheckpoint counts pages.
      expect({ synchronous: await pragma("synchronous"), tempStore: await pragma("temp_store"), autocheckpoint: await pragma("wal_autocheckpoint") }).toEqual({
        synchronous: 2,
        tempStore: 2,
        autocheckpoint: AUTOCHECKPOINT_PAGES,
      });
    } finally {
      await adapter.dispose();
    }
  });

  it("loads Prisma's driver adapter in its thread, not the Prisma client and its query compiler", () => {
    const loaded = [...loadedModules(new URL("../../src/store/sqliteWriterThread.ts", import.meta.url))];
    expect(loaded).toContain("@prisma/adapter-better-sqlite3");
    expect(loaded.filter((m) => m.includes("/generated/") || m.startsWith("@prisma/client"))).toEqual([]);
  });

  it("writes timestamps as Prisma's own queries do", async () => {
    const { store, path } = await storeWithGames(["a"], { clock: () => T0 });
    await store.appendOrder(anOrder("a", 0));
    await store.close();
    const db = new Database(path, { readonly: true });
    try {
      const created = db.prepare(`SELECT "createdAt" AS "t" FROM "Game"`).pluck().get();
      const written = db.prepare(`SELECT "updatedAt" FROM "Game" UNION ALL SELECT "createdAt" FROM "Order" UNION ALL SELECT "createdAt" FROM "Event"`).pluck().all();
      expect(written).toEqual([created, created, created]);
    } finally {
      db.close();
    }
  });

  it("begins the server connection's transactions with the write lock, so a commit of the writer cannot come between their read and their write", async () => {
    const { store, path } = await storeWithGames(["a"]);
    await store.close();
    const client = await openSqliteClient(path);
    const other = new Database(path, { timeout: 0 });
    try {
      await client.$transaction(async (tx) => {
        await tx.game.findMany();
        // Deferred, the transaction would hold a snapshot only, and another connection could commit.
        expect(() => other.prepare("BEGIN IMMEDIATE").run()).toThrow(/locked|busy/i);
      });
      other.prepare("BEGIN IMMEDIATE").run();
      other.prepare("ROLLBACK").run();
    } finally {
      other.close();
      await client.$disconnect();
    }
  });

  it("writes orders while the server's connection writes other rows: neither is refused as busy", { timeout: 300_000 }, async () => {
    const games = Array.from({ length: 8 }, (_, i) => `game-${i}`);
    const { store } = await storeWithGames(games);
    await store.createGame({ ...aGame("due"), wakeAt: new Date(0) }, []);
    const rounds = 40;
    let appending = true;
    const appendRounds = async (): Promise<void> => {
      try {
        for (let version = 0; version < rounds; version++) await Promise.all(games.map((gameId) => store.appendOrder(anOrder(gameId, version))));
      } finally {
        appending = false;
      }
    };
    let claims = 0;
    // Each claim reads, then writes, in one transaction of the server's connection, while batches
    // commit; a pause between claims leaves the writer the lock (SQLite's busy wait is not a queue).
    const claimRounds = async (): Promise<void> => {
      while (appending) {
        expect(await store.claimDueGames({ leaseMs: 0 })).toEqual(["due"]);
        claims += 1;
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
    };
    await Promise.all([appendRounds(), claimRounds()]);
    expect(claims).toBeGreaterThan(0);
    for (const gameId of games) expect(await store.getGame(gameId)).toMatchObject({ version: rounds });
    await store.close();
  });

  it("waits for a write lock another connection holds, within the busy timeout, instead of failing", { timeout: 300_000 }, async () => {
    const { store, path } = await storeWithGames(["a"]);
    // The writer's thread is started and its connection open before the lock is taken.
    await store.appendOrder(anOrder("a", 0));
    const other = new Database(path);
    other.prepare("BEGIN IMMEDIATE").run();
    const appended = store.appendOrder(anOrder("a", 1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    other.prepare("ROLLBACK").run();
    other.close();
    expect(await appended).toMatchObject({ version: 2 });
    await store.close();
  });

  it("answers each batch sent while it commits (joined in one transaction), each order by its own version check", { timeout: 300_000 }, async () => {
    const games = Array.from({ length: 12 }, (_, i) => `joined-${i}`);
    const { store } = await storeWithGames(games);
    // One game per turn of the event loop: each is a batch of its own, sent without waiting for
    // the last (the thread is still starting, so they queue up and are joined). Every other order
    // answers a version its game is not at.
    const fromVersion = (i: number): number => (i % 2 === 0 ? 0 : 3);
    const appended: Promise<unknown>[] = [];
    for (const [i, gameId] of games.entries()) {
      appended.push(store.appendOrder(anOrder(gameId, fromVersion(i))).then((result) => result.version, (error: { code?: string }) => error.code));
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await Promise.all(appended)).toEqual(games.map((_, i) => (fromVersion(i) === 0 ? 1 : "stale-version")));
    for (const [i, gameId] of games.entries()) expect(await store.getGame(gameId)).toMatchObject({ version: fromVersion(i) === 0 ? 1 : 0 });
    await store.close();
  });

  it("copies its log back into the database file once it has nothing to write, not only when the log is long", { timeout: 300_000 }, async () => {
    const games = Array.from({ length: 6 }, (_, i) => `checkpointed-${i}`);
    const { store, path } = await storeWithGames(games);
    const rounds = 50;
    await playRounds(store, games, rounds);
    expect(await ordersInFileOnceCheckpointed(path, games.length * rounds)).toBe(games.length * rounds);
    await store.close();
  });

  it("leaves the copying back of its log to the checkpointer's thread: its commits never wait for a checkpoint", { timeout: 300_000 }, async () => {
    const games = Array.from({ length: 6 }, (_, i) => `delegated-${i}`);
    const { store, path } = await storeWithGames(games, { checkpointer: "sqliteCheckpointerSilent.ts" });
    const rounds = 50;
    // A checkpointer that never answers: the orders are committed all the same.
    await playRounds(store, games, rounds);
    const requested = async (): Promise<number> => Number(await readFile(`${path}.requests`, "utf8").catch(() => "0"));
    for (let wait = 0; wait < 600 && (await requested()) === 0; wait++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await requested()).toBeGreaterThan(0);
    // Past the writer's quiet time: it did not checkpoint itself, so the file alone holds none of the orders.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(ordersInFileAlone(path)).toBe(0);
    expect(await store.getGame(games[0] as string)).toMatchObject({ version: rounds });
    await store.close();
  });

  it("copies its log back itself when its checkpointer's thread fails", { timeout: 300_000 }, async () => {
    const games = Array.from({ length: 6 }, (_, i) => `self-checkpointed-${i}`);
    const { store, path } = await storeWithGames(games, { checkpointer: "sqliteCheckpointerDying.mjs" });
    const rounds = 50;
    await playRounds(store, games, rounds);
    expect(await ordersInFileOnceCheckpointed(path, games.length * rounds)).toBe(games.length * rounds);
    await store.close();
  });

  it("fails the batches it cannot write, and answers each", async () => {
    const writer = startSqliteWriter(join(root, "no", "such", "folder", "hots.db"));
    const batch = (): Promise<unknown> => writer.write([], T0);
    await expect(batch()).rejects.toThrow();
    await expect(batch()).rejects.toThrow();
    await writer.close();
  });

  it("fails the batches of a thread that dies, and starts another for the next", async () => {
    const writer = startSqliteWriter(join(root, "unused.db"), { writer: new URL("./sqliteWriterDying.ts", import.meta.url) });
    await expect(writer.write([], T0)).rejects.toThrow(/stopped/);
    await expect(writer.write([], T0)).rejects.toThrow(/stopped/);
    await writer.close();
  });

  it("does not keep the process alive once its orders are written", { timeout: 300_000 }, async () => {
    const { store, path } = await storeWithGames(["a"]);
    await store.close();
    const { code, output } = await runChild(new URL("./sqliteWriterIdle.ts", import.meta.url), `file:${path}`);
    expect({ code, output }).toEqual({ code: 0, output: "version 1\n" });
  });

  it("keeps the process alive while it closes, until its checkpointer's thread has ended", { timeout: 300_000 }, async () => {
    const path = join(root, `db-${++databases}`, "hots.db");
    const { code, output } = await runChild(new URL("./sqliteWriterClosing.ts", import.meta.url), path);
    expect({ code, output }).toEqual({ code: 0, output: "closed\n" });
  });
});

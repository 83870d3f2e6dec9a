// A connection to a migrated SQLite file through Prisma's better-sqlite3 driver adapter, with the
// server's per-connection settings. The Prisma client (src/store/openSqlite.ts) and the order
// writer (src/store/sqliteWriterThread.ts) each open one; this module loads neither the client nor
// its query compiler, so the writer's thread stays small.
import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import type Database from "better-sqlite3";
import { cacheStatements } from "./statementCache.js";

/** SQLite's page cache of each of the server's connections, in KiB. */
export const SQLITE_CACHE_KIB = 4096;

/** Prepared statements kept per connection: the reads, the writes, the order batch's statements. */
export const STATEMENT_CACHE_SIZE = 256;

/**
 * Run on each connection once opened. An acknowledged order must survive a power loss, so each
 * commit waits for the log to reach the disk: better-sqlite3 is built with NORMAL as WAL mode's
 * default, which syncs only at checkpoints (a power loss could take back the last commits), so FULL
 * is set here, and orders share commits instead (src/store/groupCommit.ts). better-sqlite3 builds
 * SQLite with a 16 MB page cache per connection; the operating system caches the file as well, so
 * a few MB keep the hot pages (the games being played) at a quarter of the resident memory
 * (issue 10, item 3).
 */
export const CONNECTION_SETTINGS = ["PRAGMA synchronous = FULL", `PRAGMA cache_size = -${SQLITE_CACHE_KIB}`] as const;

/**
 * The adapter starts Prisma's transactions with a deferred BEGIN: a transaction that reads first
 * holds a snapshot, and if the order writer's connection commits before it writes, SQLite refuses
 * its write at once (SQLITE_BUSY, the busy timeout cannot help). BEGIN IMMEDIATE takes the write
 * lock first, waiting out the writer's batch within the busy timeout (better-sqlite3's 5 s).
 */
function beginImmediate(db: Database.Database): void {
  const prepare = db.prepare.bind(db);
  db.prepare = ((sql: string) => prepare(sql === "BEGIN" ? "BEGIN IMMEDIATE" : sql)) as typeof db.prepare;
}

/**
 * The adapter, its connection beginning transactions IMMEDIATE and keeping prepared statements
 * (src/store/statementCache.ts).
 */
export class PrismaBetterSqlite3KeepingStatements extends PrismaBetterSqlite3 {
  override async connect() {
    const adapter = await super.connect();
    // The adapter's better-sqlite3 connection, a public field the adapter's types do not show.
    const db = (adapter as unknown as { client: Database.Database }).client;
    cacheStatements(db, STATEMENT_CACHE_SIZE);
    beginImmediate(db);
    return adapter;
  }
}

/** Prisma's driver-adapter connection (its SqlDriverAdapter) of better-sqlite3. */
export type SqliteAdapter = Awaited<ReturnType<PrismaBetterSqlite3KeepingStatements["connect"]>>;

/** A connection of the adapter alone, with the server's settings and then `extra`. */
export async function openSqliteAdapter(path: string, extra: readonly string[] = []): Promise<SqliteAdapter> {
  const adapter = await new PrismaBetterSqlite3KeepingStatements({ url: path }).connect();
  try {
    for (const setting of [...CONNECTION_SETTINGS, ...extra]) await adapter.executeScript(setting);
    return adapter;
  } catch (error) {
    await adapter.dispose();
    throw error;
  }
}

/** SQLite's own checkpoint, at this many pages of log (32 MB), bounds the log should the checkpoints fall behind. */
export const AUTOCHECKPOINT_PAGES = 8192;

/**
 * The order writer's settings, on top of the server's. temp_store = MEMORY keeps in memory the
 * pages a transaction's savepoint could roll back (src/store/sqliteOrderBatch.ts): SQLite spills
 * them to a temporary file past 64 KiB, which a transaction of a few orders passes, so that each
 * commit created, wrote and deleted a file (nearly a fifth of the writer's CPU per order,
 * measured). They are the pages the transaction changes: a few hundred KB for several orders.
 */
export const WRITER_SETTINGS = [`PRAGMA wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES}`, "PRAGMA temp_store = MEMORY"] as const;

/** The order writer's connection (src/store/sqliteWriterThread.ts). */
export const openWriterAdapter = (path: string): Promise<SqliteAdapter> => openSqliteAdapter(path, WRITER_SETTINGS);

// Opens a SQLite file: its migrations, then the SQLite Prisma client on better-sqlite3.
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import Database from "better-sqlite3";
import { PrismaClient as SqliteClient } from "../generated/sqlite/client.js";
import { TRANSACTION_OPTIONS, type Clock } from "./client.js";
import { applyMigrations } from "./migrate.js";
import { cacheStatements } from "./statementCache.js";
import { createStore, type Store } from "./store.js";

/** SQLite's page cache of the server's connection, in KiB. */
export const SQLITE_CACHE_KIB = 4096;

/** Prepared statements kept per connection: the reads, and the order writes' shapes (batch sizes, row counts). */
export const STATEMENT_CACHE_SIZE = 256;

/** The adapter, its connection keeping prepared statements (src/store/statementCache.ts). */
class PrismaBetterSqlite3KeepingStatements extends PrismaBetterSqlite3 {
  override async connect() {
    const adapter = await super.connect();
    // The adapter's better-sqlite3 connection, a public field the adapter's types do not show.
    cacheStatements((adapter as unknown as { client: Database.Database }).client, STATEMENT_CACHE_SIZE);
    return adapter;
  }
}

export async function openSqliteStore(path: string, clock: Clock): Promise<Store> {
  mkdirSync(dirname(path), { recursive: true });
  const raw = new Database(path);
  try {
    // WAL lets readers carry on while an order is being written.
    raw.pragma("journal_mode = WAL");
    await applyMigrations({ provider: "sqlite", db: raw });
  } finally {
    raw.close();
  }
  const client = await openSqliteClient(path);
  return createStore({ provider: "sqlite", client, clock, close: () => client.$disconnect() });
}

/** The server's connection to a migrated SQLite file, with its per-connection settings. */
export async function openSqliteClient(path: string): Promise<SqliteClient> {
  const client = new SqliteClient({ adapter: new PrismaBetterSqlite3KeepingStatements({ url: path }), transactionOptions: TRANSACTION_OPTIONS });
  // An acknowledged order must survive a power loss, so each commit waits for the log to reach the
  // disk. better-sqlite3 is built with NORMAL as WAL mode's default, which syncs only at
  // checkpoints (a power loss could take back the last commits): FULL is set here, and orders
  // share commits instead (src/store/groupCommit.ts).
  await client.$executeRawUnsafe("PRAGMA synchronous = FULL");
  // better-sqlite3 builds SQLite with a 16 MB page cache per connection; the operating system
  // caches the file as well, so a few MB keep the hot pages (the games being played) at a quarter
  // of the resident memory (issue 10, item 3).
  await client.$executeRawUnsafe(`PRAGMA cache_size = -${SQLITE_CACHE_KIB}`);
  return client;
}

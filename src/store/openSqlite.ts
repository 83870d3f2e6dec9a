// Opens a SQLite file: its migrations, then the SQLite Prisma client on better-sqlite3, and the
// order writer's own connection in a worker thread (src/store/sqliteWriter.ts).
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import Database from "better-sqlite3";
import { PrismaClient as SqliteClient } from "../generated/sqlite/client.js";
import { TRANSACTION_OPTIONS, type Clock } from "./client.js";
import { applyMigrations } from "./migrate.js";
import { CONNECTION_SETTINGS, PrismaBetterSqlite3KeepingStatements } from "./sqliteConnection.js";
import { createOrderAppender } from "./sqliteOrders.js";
import { startSqliteWriter, type WriterScripts } from "./sqliteWriter.js";
import { createStore, type Store } from "./store.js";

/** `writerScripts`: stand-ins for the writer's threads, in tests. */
export async function openSqliteStore(path: string, clock: Clock, writerScripts: WriterScripts = {}): Promise<Store> {
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
  const writer = startSqliteWriter(path, writerScripts);
  return createStore({
    provider: "sqlite",
    client,
    clock,
    appendOrder: createOrderAppender(client, clock, writer),
    close: async () => {
      await writer.close();
      await client.$disconnect();
    },
  });
}

/** The server's connection to a migrated SQLite file, with its per-connection settings. */
export async function openSqliteClient(path: string): Promise<SqliteClient> {
  const client = new SqliteClient({ adapter: new PrismaBetterSqlite3KeepingStatements({ url: path }), transactionOptions: TRANSACTION_OPTIONS });
  for (const setting of CONNECTION_SETTINGS) await client.$executeRawUnsafe(setting);
  return client;
}

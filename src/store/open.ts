// Opens the database a URL names, brings its schema up to date, and returns the repository.
// A SQLite file serves one server process (one store); several servers share a PostgreSQL.
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";
import Database from "better-sqlite3";
import pg from "pg";
import { PrismaClient as PostgresClient } from "../generated/postgres/client.js";
import { PrismaClient as SqliteClient } from "../generated/sqlite/client.js";
import type { Client, Clock } from "./client.js";
import { DEFAULT_DATABASE_URL, parseDatabaseUrl } from "./database-url.js";
import { applyMigrations } from "./migrate.js";
import { createStore, type Store } from "./store.js";

export interface OpenOptions {
  /** Source of every timestamp the store writes; tests pass a fake one. */
  clock?: Clock;
}

export async function openStore(
  databaseUrl: string = DEFAULT_DATABASE_URL,
  options: OpenOptions = {},
): Promise<Store> {
  const clock = options.clock ?? (() => new Date());
  const target = parseDatabaseUrl(databaseUrl);

  if (target.provider === "sqlite") {
    mkdirSync(dirname(target.path), { recursive: true });
    const raw = new Database(target.path);
    try {
      // WAL lets readers carry on while an order is being written.
      raw.pragma("journal_mode = WAL");
      await applyMigrations({ provider: "sqlite", db: raw });
    } finally {
      raw.close();
    }
    const client = new SqliteClient({ adapter: new PrismaBetterSqlite3({ url: target.path }) });
    // Per connection: in WAL mode, NORMAL syncs the log at checkpoints rather than at every commit,
    // which a commit otherwise waits for with the whole process (better-sqlite3 is synchronous).
    // A commit survives the process crashing; only a power loss or an OS crash can take back the
    // last ones (https://sqlite.org/pragma.html#pragma_synchronous). The API floor runs the same.
    await client.$executeRawUnsafe("PRAGMA synchronous = NORMAL");
    return createStore({ provider: "sqlite", client, clock, close: () => client.$disconnect() });
  }

  const pool = new pg.Pool({ connectionString: target.connectionString });
  try {
    await applyMigrations({ provider: "postgresql", pool, schema: target.schema });
  } catch (error) {
    await pool.end();
    throw error;
  }
  // See client.ts for why the PostgreSQL client is typed as the SQLite one.
  const client = new PostgresClient({
    adapter: new PrismaPg(pool, { schema: target.schema }),
  }) as unknown as Client;
  return createStore({
    provider: "postgresql",
    client,
    clock,
    close: async () => {
      await client.$disconnect();
      await pool.end();
    },
  });
}

// Opens the database a URL names, brings its schema up to date, and returns the repository.
// A SQLite file serves one server process (one store); several servers share a PostgreSQL.
// Each provider's client, driver and WebAssembly query compiler are loaded only when a URL names
// that provider, so a SQLite server never holds the PostgreSQL ones in memory (issue 10, item 3).
import type { Clock } from "./client.js";
import { DEFAULT_DATABASE_URL, parseDatabaseUrl } from "./database-url.js";
import type { Store } from "./store.js";

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
    const { openSqliteStore } = await import("./openSqlite.js");
    return openSqliteStore(target.path, clock);
  }
  const { openPostgresStore } = await import("./openPostgres.js");
  return openPostgresStore(target.connectionString, target.schema, clock);
}

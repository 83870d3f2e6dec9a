// Opens a SQLite file: its migrations, then the SQLite Prisma client on better-sqlite3.
import { mkdirSync } from "node:fs";
import { dirname } from "node:path";
import { PrismaBetterSqlite3 } from "@prisma/adapter-better-sqlite3";
import Database from "better-sqlite3";
import { PrismaClient as SqliteClient } from "../generated/sqlite/client.js";
import type { Clock } from "./client.js";
import { applyMigrations } from "./migrate.js";
import { createStore, type Store } from "./store.js";

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
  const client = new SqliteClient({ adapter: new PrismaBetterSqlite3({ url: path }) });
  return createStore({ provider: "sqlite", client, clock, close: () => client.$disconnect() });
}

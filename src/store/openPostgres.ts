// Opens a PostgreSQL schema: its migrations, then the PostgreSQL Prisma client on a pg pool.
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient as PostgresClient } from "../generated/postgres/client.js";
import { TRANSACTION_OPTIONS, type Client, type Clock } from "./client.js";
import { applyMigrations } from "./migrate.js";
import { createStore, type Store } from "./store.js";

export async function openPostgresStore(connectionString: string, schema: string, clock: Clock): Promise<Store> {
  const pool = new pg.Pool({ connectionString });
  try {
    await applyMigrations({ provider: "postgresql", pool, schema });
  } catch (error) {
    await pool.end();
    throw error;
  }
  // See client.ts for why the PostgreSQL client is typed as the SQLite one.
  const client = new PostgresClient({
    adapter: new PrismaPg(pool, { schema }),
    transactionOptions: TRANSACTION_OPTIONS,
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

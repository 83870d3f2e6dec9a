// Opens a PostgreSQL schema: its migrations, then the PostgreSQL Prisma client and the order writer on one pg pool.
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient as PostgresClient } from "../generated/postgres/client.js";
import { TRANSACTION_OPTIONS, type Client, type Clock } from "./client.js";
import { applyMigrations } from "./migrate.js";
import { connectPreparingAdapter } from "./postgresAdapter.js";
import { createPostgresOrderAppender } from "./postgresOrder.js";
import { connectionSettings, withSettings, type ConnectionSettings } from "./postgresSettings.js";
import { createStore, type Store } from "./store.js";

/**
 * Connections per server process. The orders of a process take one at a time (a group commit's
 * statement, src/store/postgresOrder.ts); the rest are for reads (views, records, seats), each for
 * its round trip. Two servers hold 40, within PostgreSQL's default 100.
 */
export const POSTGRES_POOL_SIZE = 20;

export async function openPostgresStore(connectionString: string, schema: string, clock: Clock): Promise<Store> {
  const settings = await migrate(connectionString, schema);
  const pool = new pg.Pool({ connectionString: withSettings(connectionString, settings), max: POSTGRES_POOL_SIZE });
  // See client.ts for why the PostgreSQL client is typed as the SQLite one.
  const client = new PostgresClient({
    adapter: new PrismaPg(pool, { schema }),
    transactionOptions: TRANSACTION_OPTIONS,
  }) as unknown as Client;
  const orderWriter = await connectPreparingAdapter(pool, schema);
  return createStore({
    provider: "postgresql",
    client,
    clock,
    appendOrder: createPostgresOrderAppender(client, orderWriter, clock),
    close: async () => {
      await client.$disconnect();
      await orderWriter.dispose();
      await pool.end();
    },
  });
}

/** Brings the schema up to date on a connection of its own, and says which settings the server's connections take. */
async function migrate(connectionString: string, schema: string): Promise<ConnectionSettings> {
  const pool = new pg.Pool({ connectionString, max: 1 });
  try {
    await applyMigrations({ provider: "postgresql", pool, schema });
    return await connectionSettings(pool);
  } finally {
    await pool.end();
  }
}

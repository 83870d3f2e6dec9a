// The repository contract against the real PostgreSQL, each test in a schema of its own.
import pg from "pg";
import { afterAll } from "vitest";
import { parseDatabaseUrl } from "../../src/store/database-url.js";
import { describeWithPostgres, postgresSchemas } from "../helpers/postgres.js";
import { storeContract, type RawDb } from "./contract.js";

function rawPostgres(url: string): RawDb {
  const target = parseDatabaseUrl(url);
  if (target.provider !== "postgresql") throw new Error("not a PostgreSQL URL");
  const pool = new pg.Pool({ connectionString: target.connectionString, max: 2 });
  return {
    migrationDb: { provider: "postgresql", pool },
    query: async (sql) => (await pool.query(sql)).rows as Record<string, unknown>[],
    columns: async (table) =>
      (
        await pool.query<{ column_name: string }>(
          "SELECT column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1",
          [table],
        )
      ).rows.map((row) => row.column_name),
    close: () => pool.end(),
  };
}

const postgres = await postgresSchemas();
afterAll(() => postgres.close());

describeWithPostgres("PostgreSQL store", postgres.unreachable, () => {
  storeContract({
    provider: "postgresql",
    severalServers: true,
    fresh: async () => {
      const url = await postgres.freshUrl("test");
      return { url, raw: rawPostgres(url) };
    },
  });
});

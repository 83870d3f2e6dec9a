// The repository contract against the real PostgreSQL, each test in a schema of its own.
import pg from "pg";
import { afterAll, expect, it } from "vitest";
import { openStore } from "../../src/store/index.js";
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
  it("12.11 ?schema=name creates the schema when it does not exist yet, and migrates it", async () => {
    const url = postgres.unmadeUrl("unmade");
    const schema = new URL(url).searchParams.get("schema");
    const store = await openStore(url);
    try {
      expect(await store.getGame("nothing")).toBeNull();
      const tables = await rawPostgres(url).query(`SELECT table_name FROM information_schema.tables WHERE table_schema = '${schema}' ORDER BY table_name`);
      expect(tables.map((t) => t.table_name)).toContain("Game");
    } finally {
      await store.close();
    }
  });

  storeContract({
    provider: "postgresql",
    severalServers: true,
    fresh: async () => {
      const url = await postgres.freshUrl("test");
      return { url, raw: rawPostgres(url) };
    },
  });
});

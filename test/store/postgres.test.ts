// The repository contract against the real PostgreSQL, each test in a schema of its own. Set
// TEST_DATABASE_URL to use another server. With CI=true an unreachable server fails the run;
// locally it skips, saying why.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, describe, it } from "vitest";
import { parseDatabaseUrl } from "../../src/store/database-url.js";
import { storeContract, type RawDb } from "./contract.js";

const baseUrl = process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/test";
const shownUrl = (() => {
  const url = new URL(baseUrl);
  if (url.password !== "") url.password = "***";
  return url.toString();
})();
const admin = new pg.Pool({ connectionString: baseUrl, connectionTimeoutMillis: 3_000, max: 2 });
const schemas: string[] = [];

async function unreachableBecause(): Promise<string | null> {
  try {
    await admin.query("SELECT 1");
    return null;
  } catch (error) {
    return (error as Error).message || String(error);
  }
}

function urlWithSchema(schema: string): string {
  const url = new URL(baseUrl);
  url.searchParams.set("schema", schema);
  return url.toString();
}

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

const reason = await unreachableBecause();

afterAll(async () => {
  for (const schema of schemas) await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await admin.end();
});

if (reason === null) {
  storeContract({
    provider: "postgresql",
    severalServers: true,
    fresh: async () => {
      const schema = `test_${randomBytes(6).toString("hex")}`;
      await admin.query(`CREATE SCHEMA "${schema}"`);
      schemas.push(schema);
      const url = urlWithSchema(schema);
      return { url, raw: rawPostgres(url) };
    },
  });
} else if (process.env.CI === "true") {
  describe("PostgreSQL store", () => {
    it("needs a reachable PostgreSQL in CI", () => {
      throw new Error(`PostgreSQL at ${shownUrl} is unreachable: ${reason}`);
    });
  });
} else {
  console.warn(`Skipping the PostgreSQL store tests: ${shownUrl} is unreachable (${reason}).`);
  describe.skip("PostgreSQL store (unreachable)", () => {
    it("runs the store contract", () => undefined);
  });
}

// The API suite on the real PostgreSQL, in a schema of its own that is dropped afterwards. Set
// TEST_DATABASE_URL to use another server. With CI=true an unreachable server fails the run;
// locally it skips, saying why (as test/store/postgres.test.ts does).
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, describe, it } from "vitest";
import { apiSuite } from "./suite.js";

const baseUrl = process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/test";
const shownUrl = (() => {
  const url = new URL(baseUrl);
  if (url.password !== "") url.password = "***";
  return url.toString();
})();
const admin = new pg.Pool({ connectionString: baseUrl, connectionTimeoutMillis: 3_000, max: 1 });
const schema = `api_${randomBytes(6).toString("hex")}`;

async function unreachableBecause(): Promise<string | null> {
  try {
    await admin.query("SELECT 1");
    return null;
  } catch (error) {
    return (error as Error).message || String(error);
  }
}

const reason = await unreachableBecause();

afterAll(async () => {
  if (reason === null) await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await admin.end();
});

if (reason === null) {
  apiSuite({
    provider: "postgresql",
    databaseUrl: async () => {
      await admin.query(`CREATE SCHEMA "${schema}"`);
      const url = new URL(baseUrl);
      url.searchParams.set("schema", schema);
      return url.toString();
    },
  });
} else if (process.env.CI === "true") {
  describe("HTTP API on PostgreSQL", () => {
    it("needs a reachable PostgreSQL in CI", () => {
      throw new Error(`PostgreSQL at ${shownUrl} is unreachable: ${reason}`);
    });
  });
} else {
  console.warn(`Skipping the PostgreSQL API tests: ${shownUrl} is unreachable (${reason}).`);
  describe.skip("HTTP API on PostgreSQL (unreachable)", () => {
    it("runs the API suite", () => undefined);
  });
}

// Fresh PostgreSQL schemas for every test that needs the real server: TEST_DATABASE_URL (default the
// local server); with CI=true an unreachable server fails the run, locally the tests skip and say why.

import { randomBytes } from "node:crypto";
import pg from "pg";
import { describe, it } from "vitest";

const baseUrl = process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/test";

export const shownPostgresUrl = (() => {
  const url = new URL(baseUrl);
  if (url.password !== "") url.password = "***";
  return url.toString();
})();

export interface PostgresSchemas {
  /** Why PostgreSQL cannot be used, or null when it answers. */
  unreachable: string | null;
  /** A database URL naming a new, empty schema (dropped by close()). */
  freshUrl(prefix: string): Promise<string>;
  /** A database URL naming a schema that does not exist yet (dropped by close() if it comes to). */
  unmadeUrl(prefix: string): string;
  close(): Promise<void>;
}

export async function postgresSchemas(): Promise<PostgresSchemas> {
  const admin = new pg.Pool({ connectionString: baseUrl, connectionTimeoutMillis: 3_000, max: 1 });
  const created: string[] = [];
  let unreachable: string | null = null;
  try {
    await admin.query("SELECT 1");
  } catch (error) {
    unreachable = (error as Error).message || String(error);
  }
  return {
    unreachable,
    async freshUrl(prefix) {
      const schema = `${prefix}_${randomBytes(6).toString("hex")}`;
      await admin.query(`CREATE SCHEMA "${schema}"`);
      created.push(schema);
      const url = new URL(baseUrl);
      url.searchParams.set("schema", schema);
      return url.toString();
    },
    unmadeUrl(prefix) {
      const schema = `${prefix}_${randomBytes(6).toString("hex")}`;
      created.push(schema);
      const url = new URL(baseUrl);
      url.searchParams.set("schema", schema);
      return url.toString();
    },
    async close() {
      if (unreachable === null) for (const schema of created) await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
      await admin.end();
    },
  };
}

/** describe() when PostgreSQL answers; else a failing test under CI=true, or a skip with a warning. */
export function describeWithPostgres(title: string, unreachable: string | null, body: () => void): void {
  if (unreachable === null) describe(title, body);
  else if (process.env.CI === "true") {
    describe(title, () => {
      it("needs a reachable PostgreSQL in CI", () => {
        throw new Error(`PostgreSQL at ${shownPostgresUrl} is unreachable: ${unreachable}`);
      });
    });
  } else {
    console.warn(`Skipping "${title}": PostgreSQL at ${shownPostgresUrl} is unreachable (${unreachable}).`);
    describe.skip(`${title} (PostgreSQL unreachable)`, body);
  }
}

// The repository contract against a real SQLite file in a temporary folder.
import { existsSync, mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, expect, it } from "vitest";
import { openStore } from "../../src/store/index.js";
import { storeContract, type RawDb } from "./contract.js";

const root = mkdtempSync(join(tmpdir(), "hots-store-"));
let databases = 0;
afterAll(() => rmSync(root, { recursive: true, force: true }));

function rawSqlite(path: string): RawDb {
  const db = new Database(path);
  return {
    migrationDb: { provider: "sqlite", db },
    query: async (sql) => db.prepare(sql).all() as Record<string, unknown>[],
    columns: async (table) => (db.pragma(`table_info("${table}")`) as { name: string }[]).map((c) => c.name),
    close: async () => void db.close(),
  };
}

storeContract({
  provider: "sqlite",
  severalServers: false,
  fresh: () => {
    const dir = join(root, `db-${++databases}`);
    mkdirSync(dir);
    const path = join(dir, "hots.db");
    return Promise.resolve({ url: `file:${path}`, raw: rawSqlite(path) });
  },
});

it("openStore creates the database file's folder", async () => {
  const path = join(root, "not", "yet", "there", "hots.db");
  const store = await openStore(`file:${path}`);
  await store.close();
  expect(existsSync(path)).toBe(true);
});

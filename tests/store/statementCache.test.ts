// Kept prepared statements (src/store/statementCache.ts): a statement is prepared once per SQL
// text, answers each run with that run's parameters, and the least recently used one is dropped.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { openStore } from "../../src/store/index.js";
import { openSqliteClient } from "../../src/store/openSqlite.js";
import { cacheStatements } from "../../src/store/statementCache.js";

const root = mkdtempSync(join(tmpdir(), "hots-statement-cache-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

/** The calls the adapter makes: prepare, bind once, then run or read raw rows; or run at once. */
interface AdapterView {
  prepare(sql: string): { reader: boolean; run(): { changes: number }; bind(args: unknown[]): { reader: boolean; run(): { changes: number }; columns(): { name: string }[]; raw(): { all(): unknown[][] } } };
}

function database(size: number): { db: Database.Database; prepared: string[] } {
  const db = new Database(":memory:");
  db.exec('CREATE TABLE "t" ("k" INTEGER, "v" TEXT)');
  const prepared: string[] = [];
  const prepare = db.prepare.bind(db);
  db.prepare = ((sql: string) => {
    prepared.push(sql);
    return prepare(sql);
  }) as typeof db.prepare;
  cacheStatements(db, size);
  return { db, prepared };
}

describe("the statement cache", () => {
  it("prepares a SQL text once and binds each run's own parameters", () => {
    const { db, prepared } = database(8);
    const adapter = db as unknown as AdapterView;
    const insert = 'INSERT INTO "t" VALUES (?, ?)';
    expect(adapter.prepare(insert).bind([1, "one"]).run().changes).toBe(1);
    expect(adapter.prepare(insert).bind([2, "two"]).run().changes).toBe(1);
    const select = 'SELECT "k", "v" FROM "t" WHERE "k" >= ? ORDER BY "k"';
    const all = adapter.prepare(select).bind([1]);
    expect(all.reader).toBe(true);
    expect(all.columns().map((c) => c.name)).toEqual(["k", "v"]);
    expect(all.raw().all()).toEqual([[1, "one"], [2, "two"]]);
    expect(adapter.prepare(select).bind([2]).raw().all()).toEqual([[2, "two"]]);
    expect(adapter.prepare("BEGIN").run().changes).toBe(0);
    expect(adapter.prepare("COMMIT").run().changes).toBe(0);
    expect(prepared).toEqual([insert, select, "BEGIN", "COMMIT"]);
    db.close();
  });

  it("drops the least recently used statement beyond its size", () => {
    const { db, prepared } = database(2);
    const adapter = db as unknown as AdapterView;
    const [a, b, c] = ["SELECT 1", "SELECT 2", "SELECT 3"];
    for (const sql of [a, b, a, c, a, b]) adapter.prepare(sql as string).bind([]).raw().all();
    // a stays (used again before c came); b was dropped for c, then prepared again.
    expect(prepared).toEqual([a, b, c, b]);
    db.close();
  });

  it("is used by the server's SQLite connection", async () => {
    const url = `file:${join(root, "db", "hots.db")}`;
    const store = await openStore(url);
    await store.close();
    const prepare = vi.spyOn(Database.prototype, "prepare");
    const client = await openSqliteClient(url.slice("file:".length));
    try {
      for (let i = 0; i < 3; i++) await client.$queryRaw`SELECT ${i} AS "n"`;
      expect(prepare.mock.calls.filter(([sql]) => sql.startsWith("SELECT") && sql.includes("AS \"n\""))).toHaveLength(1);
    } finally {
      await client.$disconnect();
    }
  });
});

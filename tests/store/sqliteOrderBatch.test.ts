// The SQL of one group commit on SQLite (src/store/sqliteOrderBatch.ts): the orders of a
// transaction share one insert per table, and a duplicate among them sends each order back under a
// savepoint of its own so that it alone is refused.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { openStore } from "../../src/store/index.js";
import { planOrder } from "../../src/store/orderRows.js";
import { openWriterAdapter, type SqliteAdapter } from "../../src/store/sqliteConnection.js";
import { writeOrderBatches, type OrderBatch } from "../../src/store/sqliteOrderBatch.js";
import { batchOrder } from "../../src/store/sqliteOrders.js";
import { aGame, anOrder } from "./groupCommitFixtures.js";

const root = mkdtempSync(join(tmpdir(), "hots-order-batch-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const T0 = new Date("2030-01-01T12:00:00.000Z");
let files = 0;

/** A migrated file with the games, and the writer's own kind of connection to it, telling each statement's first words. */
async function connection(ids: readonly string[]): Promise<{ db: SqliteAdapter; statements: string[]; close(): Promise<void> }> {
  const path = join(root, `${++files}.db`);
  const store = await openStore(`file:${path}`);
  for (const id of ids) await store.createGame(aGame(id), []);
  await store.putWebhook({ gameId: ids[0] ?? "", role: "england", audiences: ["all"], url: "https://example.org/hook", secret: "s" });
  await store.close();
  const adapter = await openWriterAdapter(path);
  const statements: string[] = [];
  const db = {
    executeRaw(query: Parameters<SqliteAdapter["executeRaw"]>[0]) {
      statements.push(query.sql.replace(/\s+/g, " ").split(" (")[0]?.split(" VALUES")[0]?.replace(/ SET .*| WHERE .*/, "") ?? "");
      return adapter.executeRaw(query);
    },
  } as SqliteAdapter;
  return { db, statements, close: () => adapter.dispose() };
}

/** The orders moving each game from version 0, as the server's thread sends them. */
const batch = (ids: readonly string[], key: (id: string) => string | null = () => null): OrderBatch => ({
  orders: ids.map((id) => batchOrder(planOrder(anOrder(id, 0, key(id)), { lastOrderSeq: 0, lastEventSeq: 0 }), T0)),
  now: T0,
});

describe("one group commit's SQL on SQLite", () => {
  it("checks each order's version, then writes all the orders' rows with one insert per table", async () => {
    const { db, statements, close } = await connection(["a", "b", "c"]);
    expect(await writeOrderBatches(db, [batch(["a", "b", "c"])])).toEqual([[{ written: true }, { written: true }, { written: true }]]);
    expect(statements).toEqual([
      "BEGIN IMMEDIATE",
      'SAVEPOINT "together"',
      'UPDATE "Game"',
      'UPDATE "Game"',
      'UPDATE "Game"',
      'INSERT INTO "Order"',
      'INSERT INTO "DiceEntry"',
      'INSERT INTO "Event"',
      'INSERT INTO "WebhookDelivery"',
      'RELEASE "together"',
      "COMMIT",
    ]);
    await close();
  });

  it("on a duplicate, rolls the joint insert back and writes each order under its own savepoint: the duplicate alone is refused", async () => {
    const { db, statements, close } = await connection(["a", "b"]);
    await writeOrderBatches(db, [batch(["a"], () => "same-key")]);
    statements.length = 0;
    const again = { orders: [batch(["b"]).orders[0], { ...batch(["a"], () => "same-key").orders[0], expectedVersion: 1 }], now: T0 } as OrderBatch;
    const [outcomes] = await writeOrderBatches(db, [again]);
    expect(outcomes?.map((o) => (o.written ? "written" : o.refused))).toEqual(["written", "duplicate"]);
    expect(statements).toContain('ROLLBACK TO "together"');
    expect(statements.filter((s) => s === 'SAVEPOINT "order"')).toHaveLength(2);
    await close();
  });
});

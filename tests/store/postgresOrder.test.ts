// An order on PostgreSQL (src/store/postgresOrder.ts): one statement of a few fixed texts, prepared
// once per connection whatever its rows, and the server's connection settings (postgresSettings.ts).
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { afterAll, expect, it } from "vitest";
import { PrismaClient as PostgresClient } from "../../src/generated/postgres/client.js";
import type { Client } from "../../src/store/client.js";
import { parseDatabaseUrl } from "../../src/store/database-url.js";
import { isStoreError, openStore, type AppendOrder, type NewDice, type NewEvent, type NewGame } from "../../src/store/index.js";
import { connectPreparingAdapter, type PostgresQuery } from "../../src/store/postgresAdapter.js";
import { appendOrdersStatement, createPostgresOrderAppender } from "../../src/store/postgresOrder.js";
import { withSettings } from "../../src/store/postgresSettings.js";
import { describeWithPostgres, postgresSchemas } from "../helpers/postgres.js";

const postgres = await postgresSchemas();
afterAll(() => postgres.close());

const NO_HEADS = { lastOrderSeq: 0, lastEventSeq: 0 };

function newGame(id: string, state: NewGame["state"] = { turn: 1 }): NewGame {
  return {
    id,
    scenario: "braveheart",
    status: "active",
    state,
    commitment: "c0ffee",
    seedHex: "00ff00ff",
    nonces: { england: null, scotland: null },
    options: { deadlineHours: 48 },
    deadline: null,
  };
}

/** Order `n` of a game (its version before is n - 1), with `rolls` dice and events. */
function nthOrder(gameId: string, n: number, rolls: number, firstDie: number, extra: Partial<AppendOrder> = {}): AppendOrder {
  const dice: NewDice[] = Array.from({ length: rolls }, (_, i) => ({ k: firstDie + i, purpose: "battle", n: 6, value: 1 + (i % 6), visibleTo: "all" }));
  const events: NewEvent[] = Array.from({ length: rolls }, (_, i) => ({ json: { kind: "hit", i }, visibleTo: i % 2 ? "england" : "all" }));
  return {
    gameId,
    expectedVersion: n - 1,
    known: { heads: { lastOrderSeq: n - 1, lastEventSeq: firstDie } },
    order: { side: "england", text: `order ${n}`, json: { n }, idempotencyKey: `key-${n}` },
    next: { state: { turn: n + 1 }, status: "active", deadline: null },
    dice,
    events,
    ...extra,
  };
}

/** A raw connection to the schema a store URL names. */
function rawPool(url: string, max = 2): pg.Pool {
  const target = parseDatabaseUrl(url);
  if (target.provider !== "postgresql") throw new Error("not a PostgreSQL URL");
  return new pg.Pool({ connectionString: target.connectionString, max });
}

/** The columns an order may leave alone, timestamps as PostgreSQL writes them (whatever the local time zone). */
async function gameColumns(db: pg.Pool, gameId: string): Promise<Record<string, unknown>> {
  const { rows } = await db.query(`SELECT "version", "clockJson", "wakeAt"::text AS "wakeAt", "claimedUntil"::text AS "claimedUntil" FROM "Game" WHERE "id" = $1`, [gameId]);
  return rows[0] as Record<string, unknown>;
}

it("at most eight statement texts, one per shape of order (with or without dice, events, mail)", () => {
  const shapes = [false, true].flatMap((dice) => [false, true].flatMap((events) => [false, true].map((mail) => ({ dice, events, mail }))));
  const texts = new Set(shapes.map((shape) => appendOrdersStatement(shape).sql));
  expect(texts.size).toBe(8);
  expect(appendOrdersStatement({ dice: true, events: true, mail: false })).toBe(appendOrdersStatement({ dice: true, events: true, mail: false }));
});

it("adds settings to the startup options a URL already has", () => {
  const url = "postgresql://u@h:5432/db?options=-c%20search_path%3D%22s%22";
  const options = new URL(withSettings(url, { default_toast_compression: "lz4" })).searchParams.get("options");
  expect(options).toBe('-c search_path="s" -c default_toast_compression=lz4');
  expect(withSettings(url, {})).toBe(url);
});

describeWithPostgres("an order on PostgreSQL", postgres.unreachable, () => {
  it("orders with any number of dice and events run as one prepared statement, parsed and planned once per connection", async () => {
    const url = await postgres.freshUrl("order");
    const store = await openStore(url);
    // One connection, so that pg_prepared_statements (which lists a session's own) sees the writer's.
    const pool = rawPool(url, 1);
    const target = parseDatabaseUrl(url) as { schema: string };
    const client = new PostgresClient({ adapter: new PrismaPg(pool, { schema: target.schema }) }) as unknown as Client;
    const adapter = await connectPreparingAdapter(pool, target.schema);
    const sent = new Set<string>();
    const recording = { queryRaw: (query: PostgresQuery) => (sent.add(query.sql), adapter.queryRaw(query)), dispose: () => adapter.dispose() };
    try {
      await store.createGame(newGame("g"), []);
      const append = createPostgresOrderAppender(client, recording, () => new Date("2030-01-01T00:00:00Z"));
      let die = 0;
      for (let n = 1; n <= 6; n++) {
        await append(nthOrder("g", n, n, die));
        die += n;
      }
      expect(sent.size).toBe(1);
      const { rows } = await pool.query(`SELECT "name", "generic_plans" + "custom_plans" AS "runs" FROM pg_prepared_statements`);
      expect(rows).toEqual([{ name: expect.stringMatching(/^hots_/), runs: "6" }]);
      const counts = await pool.query(`SELECT (SELECT COUNT(*) FROM "DiceEntry")::int AS "dice", (SELECT COUNT(*) FROM "Event")::int AS "events", (SELECT "version" FROM "Game") AS "version"`);
      expect(counts.rows[0]).toEqual({ dice: 21, events: 21, version: 6 });
    } finally {
      await client.$disconnect();
      await adapter.dispose();
      await pool.end();
      await store.close();
    }
  });

  it("leaves the clock and the wake time alone unless the order sets them, and a new wake time ends a worker's claim", async () => {
    const url = await postgres.freshUrl("order");
    const store = await openStore(url);
    const raw = rawPool(url);
    const claim = () => raw.query(`UPDATE "Game" SET "claimedUntil" = '2030-01-01 00:05:00' WHERE "id" = 'g'`);
    try {
      await store.createGame(newGame("g"), []);
      await claim();
      const wake = new Date("2030-01-02T00:00:00.000Z");
      await store.appendOrder(nthOrder("g", 1, 0, 0, { next: { state: { turn: 2 }, status: "active", deadline: null, clock: { due: 1 }, wakeAt: wake } }));
      expect(await gameColumns(raw, "g")).toEqual({ version: 1, clockJson: '{"due":1}', wakeAt: "2030-01-02 00:00:00", claimedUntil: null });

      await claim();
      await store.appendOrder(nthOrder("g", 2, 0, 0));
      expect(await gameColumns(raw, "g")).toEqual({ version: 2, clockJson: '{"due":1}', wakeAt: "2030-01-02 00:00:00", claimedUntil: "2030-01-01 00:05:00" });

      await store.appendOrder(nthOrder("g", 3, 0, 0, { next: { state: { turn: 4 }, status: "active", deadline: null, clock: null, wakeAt: null } }));
      expect(await gameColumns(raw, "g")).toEqual({ version: 3, clockJson: null, wakeAt: null, claimedUntil: null });
    } finally {
      await raw.end();
      await store.close();
    }
  });

  it("an order worked out on a cached game's options is refused once they changed, though the version did not", async () => {
    const url = await postgres.freshUrl("order");
    const store = await openStore(url);
    try {
      await store.createGame(newGame("g"), []);
      const cachedOptions = JSON.stringify({ deadlineHours: 48 });
      expect(await store.swapGameOptions("g", { deadlineHours: 48 }, { deadlineHours: 24 })).toBe(true);
      const stale = await store.appendOrder(nthOrder("g", 1, 1, 0, { known: { heads: NO_HEADS, optionsText: cachedOptions } })).catch((error: unknown) => error);
      expect(isStoreError(stale, "stale-version")).toBe(true);
      expect((await store.getGame("g"))?.version).toBe(0);
      await store.appendOrder(nthOrder("g", 1, 1, 0, { known: { heads: NO_HEADS, optionsText: JSON.stringify({ deadlineHours: 24 }) } }));
      expect((await store.getGame("g"))?.version).toBe(1);
    } finally {
      await store.close();
    }
  });

  it("the server's connections compress large text with LZ4 when PostgreSQL has it, pglz otherwise", async () => {
    const url = await postgres.freshUrl("order");
    const store = await openStore(url);
    const raw = rawPool(url);
    try {
      const { rows: support } = await raw.query(`SELECT 'lz4' = ANY(enumvals) AS "lz4" FROM pg_settings WHERE "name" = 'default_toast_compression'`);
      const expected = support[0]?.lz4 === true ? "lz4" : "pglz";
      const big = { blocks: Array.from({ length: 400 }, (_, i) => ({ id: `block-${i}`, area: "lanark", strength: 4 })) };
      await store.createGame(newGame("g", big), []);
      await store.appendOrder(nthOrder("g", 1, 0, 0, { next: { state: big, status: "active", deadline: null }, respondText: () => JSON.stringify(big) }));
      const { rows } = await raw.query(`SELECT pg_column_compression("stateJson") AS "state", (SELECT pg_column_compression("response") FROM "Order") AS "response" FROM "Game"`);
      expect(rows[0]).toEqual({ state: expected, response: expected });
    } finally {
      await raw.end();
      await store.close();
    }
  });
});

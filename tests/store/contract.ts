// The repository contract, run unchanged against every provider (sqlite.test.ts, postgres.test.ts).
import { createHash } from "node:crypto";
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { Prisma } from "../../src/generated/sqlite/client.js";
import {
  applyMigrations,
  isStoreError,
  openStore,
  retryDelayMs,
  type AppendOrder,
  type Audience,
  type JsonValue,
  type MigrationDb,
  type NewDice,
  type NewEvent,
  type NewGame,
  type NewSeat,
  type Store,
  type StoreErrorCode,
} from "../../src/store/index.js";
import { migrationsDir, type Provider } from "../../src/store/migration-files.js";

/** Direct access to a test database, beside the store. */
export interface RawDb {
  migrationDb: MigrationDb;
  query(sql: string): Promise<Record<string, unknown>[]>;
  columns(table: string): Promise<string[]>;
  close(): Promise<void>;
}

export interface Harness {
  provider: Provider;
  /**
   * Whether several servers may share the database. Not so for SQLite: its driver is synchronous,
   * so a second connection in the same process would block the event loop waiting for the first.
   */
  severalServers: boolean;
  /** A new, empty database: its URL for openStore, and raw access to it. */
  fresh(): Promise<{ url: string; raw: RawDb }>;
}

const INIT = "20261121000000_init";
const ORDER_RESPONSE = "20261122000000_order_response";
const FAIR_SEATS = "20261123010000_fair_seats";
const MAIL = "20261123020000_mail";
const DEADLINES = "20261123030000_deadlines";
const MAIL_BOARD = "20261123040000_mail_board";
const WEBHOOKS = "20261123050000_webhooks";
const MAIL_ANSWER_COUNT = "20261129030000_mail_answer_count";
const PROCESSED_MAIL = "20261129040000_processed_mail";
const LOBBY = "20261129050000_lobby";
const HELD_MAIL = "20261129020000_held_mail";
const MIGRATIONS = [INIT, ORDER_RESPONSE, FAIR_SEATS, MAIL, DEADLINES, MAIL_BOARD, WEBHOOKS, HELD_MAIL, MAIL_ANSWER_COUNT, PROCESSED_MAIL, LOBBY];
const T0 = new Date("2030-01-01T12:00:00.000Z");

function fakeClock() {
  let now = T0.getTime();
  return {
    clock: () => new Date(now),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

function newGame(id = "game-1"): NewGame {
  return {
    id,
    scenario: "braveheart",
    status: "active",
    state: { turn: 1, blocks: ["wallace", "bruce"], nested: { ok: true, n: null } },
    commitment: "c0ffee",
    seedHex: "00ff00ff",
    nonces: { england: "aa", scotland: null },
    options: { deadlineHours: 48 },
    deadline: new Date("2030-01-03T12:00:00.000Z"),
  };
}

const seats: NewSeat[] = [
  { role: "england", tokenHash: "hash-england", email: "edward@example.org" },
  { role: "scotland", tokenHash: "hash-scotland", email: null },
];

function anOrder(gameId: string, expectedVersion: number, extra: Partial<AppendOrder> = {}): AppendOrder {
  return {
    gameId,
    expectedVersion,
    order: { side: "england", text: "card 3", json: { kind: "card", value: 3 }, idempotencyKey: null },
    next: { state: { turn: expectedVersion + 2 }, status: "active", deadline: null },
    ...extra,
  };
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error("expected a rejection");
}

async function expectStoreError(promise: Promise<unknown>, code: StoreErrorCode) {
  const error = await rejection(promise);
  if (!isStoreError(error, code)) throw error;
  return error;
}

export function storeContract(harness: Harness): void {
  const closeAfterTest: { close(): Promise<void> }[] = [];
  const tempDirs: string[] = [];

  afterEach(async () => {
    await Promise.all(closeAfterTest.splice(0).map((c) => c.close()));
  });
  afterAll(() => {
    for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  });

  async function freshDb() {
    const db = await harness.fresh();
    closeAfterTest.push(db.raw);
    return db;
  }

  async function open(url: string, clock = fakeClock().clock): Promise<Store> {
    const store = await openStore(url, { clock });
    closeAfterTest.push(store);
    return store;
  }

  async function freshStore(clock = fakeClock().clock) {
    const db = await freshDb();
    const store = await open(db.url, clock);
    await store.createGame(newGame(), seats);
    return { ...db, store };
  }

  async function count(raw: RawDb, table: string): Promise<number> {
    const [row] = await raw.query(`SELECT COUNT(*) AS n FROM "${table}"`);
    return Number(row?.n);
  }

  async function history(raw: RawDb) {
    return raw.query(
      "SELECT id, checksum, finished_at, migration_name, logs, rolled_back_at, started_at, applied_steps_count FROM _prisma_migrations",
    );
  }

  /** A copy of the checked-in migrations that a test may change. */
  function migrationsCopy(): string {
    const dir = mkdtempSync(join(tmpdir(), "hots-migrations-"));
    tempDirs.push(dir);
    cpSync(migrationsDir(harness.provider), dir, { recursive: true });
    return dir;
  }

  describe(`migrations (${harness.provider})`, () => {
    it("applies each migration once and records it as prisma migrate deploy does", async () => {
      const { raw } = await freshDb();
      expect(await applyMigrations(raw.migrationDb)).toEqual({ applied: MIGRATIONS });
      expect(await applyMigrations(raw.migrationDb)).toEqual({ applied: [] });

      const rows = await history(raw);
      expect(rows.map((row) => row.migration_name).sort()).toEqual(MIGRATIONS);
      for (const name of MIGRATIONS) {
        const row = rows.find((r) => r.migration_name === name);
        const script = readFileSync(join(migrationsDir(harness.provider), name, "migration.sql"));
        expect(row).toMatchObject({
          checksum: createHash("sha256").update(script).digest("hex"),
          migration_name: name,
          logs: null,
          rolled_back_at: null,
        });
        expect(Number(row?.applied_steps_count)).toBe(1);
        expect(row?.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
        expect(row?.finished_at).not.toBeNull();
        if (harness.provider === "sqlite") {
          expect(row?.finished_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}\+00:00$/);
        }
      }
    });

    it("creates exactly the columns of the Prisma data model", async () => {
      const { raw } = await freshDb();
      await applyMigrations(raw.migrationDb);
      const model: Record<Prisma.ModelName, string[]> = {
        Game: Object.values(Prisma.GameScalarFieldEnum),
        Seat: Object.values(Prisma.SeatScalarFieldEnum),
        Invite: Object.values(Prisma.InviteScalarFieldEnum),
        Order: Object.values(Prisma.OrderScalarFieldEnum),
        DiceEntry: Object.values(Prisma.DiceEntryScalarFieldEnum),
        Event: Object.values(Prisma.EventScalarFieldEnum),
        OutboxMail: Object.values(Prisma.OutboxMailScalarFieldEnum),
        Webhook: Object.values(Prisma.WebhookScalarFieldEnum),
        WebhookDelivery: Object.values(Prisma.WebhookDeliveryScalarFieldEnum),
        MailAnswerCount: Object.values(Prisma.MailAnswerCountScalarFieldEnum),
        ProcessedMail: Object.values(Prisma.ProcessedMailScalarFieldEnum),
        LobbyEntry: Object.values(Prisma.LobbyEntryScalarFieldEnum),
      };
      expect(Object.keys(model).sort()).toEqual(Object.values(Prisma.ModelName).sort());
      for (const [table, fields] of Object.entries(model)) {
        const columns = (await raw.columns(table)).sort();
        expect({ table, columns }).toEqual({ table, columns: [...fields].sort() });
      }
    });

    it("counts answers per address and hour in one statement: fifty at once each get a different count, and a new hour starts again", async () => {
      const { url } = await freshDb();
      const store = await openStore(url);
      try {
        const counts = await Promise.all(Array.from({ length: 50 }, () => store.countMailAnswer("flood@example.org", 500_000)));
        expect([...counts].sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
        expect(await store.countMailAnswer("other@example.org", 500_000)).toBe(1);
        expect(await store.countMailAnswer("flood@example.org", 500_001)).toBe(1);
      } finally {
        await store.close();
      }
    });

    it("re-opening a store changes nothing", async () => {
      const { url, raw } = await freshDb();
      const first = await openStore(url);
      await first.createGame(newGame(), seats);
      await first.close();
      const second = await open(url);
      expect((await second.getGame("game-1"))?.version).toBe(0);
      expect(await history(raw)).toHaveLength(MIGRATIONS.length);
    });

    it("refuses to start when an applied migration's file has changed", async () => {
      const { raw } = await freshDb();
      const dir = migrationsCopy();
      await applyMigrations(raw.migrationDb, { dir });
      appendFileSync(join(dir, INIT, "migration.sql"), "-- edited afterwards\n");

      const error = await expectStoreError(applyMigrations(raw.migrationDb, { dir }), "migration-checksum");
      expect(error.message).toContain(INIT);
    });

    it("does not count a line-ending conversion as a change", async () => {
      const { raw } = await freshDb();
      const dir = migrationsCopy();
      await applyMigrations(raw.migrationDb, { dir });
      const file = join(dir, INIT, "migration.sql");
      writeFileSync(file, readFileSync(file, "utf8").replace(/\n/g, "\r\n"));
      expect(await applyMigrations(raw.migrationDb, { dir })).toEqual({ applied: [] });
    });

    it("rolls back a failing migration completely and records nothing", async () => {
      const { raw } = await freshDb();
      const dir = migrationsCopy();
      const broken = join(dir, "20991231000000_broken");
      mkdirSync(broken);
      writeFileSync(join(broken, "migration.sql"), 'CREATE TABLE "Half" ("id" TEXT);\nTHIS IS NOT SQL;\n');

      await expectStoreError(applyMigrations(raw.migrationDb, { dir }), "migration-failed");
      const names = (await history(raw)).map((row) => row.migration_name).sort();
      expect(names).toEqual(MIGRATIONS);
      expect(await rejection(raw.query('SELECT * FROM "Half"'))).toBeInstanceOf(Error);
    });
  });

  describe(`games and seats (${harness.provider})`, () => {
    it("creates a game at version 0 and reads it back, JSON intact", async () => {
      const { store } = await freshStore();
      const game = await store.getGame("game-1");
      expect(game).toEqual({ ...newGame(), version: 0, createdAt: T0, updatedAt: T0, clock: null, wakeAt: null, policies: null });
      expect(await store.getGame("nope")).toBeNull();
    });

    it("finds a seat by its token hash", async () => {
      const { store } = await freshStore();
      expect(await store.findSeatByTokenHash("hash-scotland")).toMatchObject({
        gameId: "game-1",
        role: "scotland",
        email: null,
      });
      expect(await store.findSeatByTokenHash("unknown")).toBeNull();
      expect((await store.listSeats("game-1")).map((s) => s.role).sort()).toEqual(["england", "scotland"]);
    });

    it("refuses a second game with the same id or a reused token, writing nothing", async () => {
      const { store, raw } = await freshStore();
      await expectStoreError(store.createGame(newGame(), []), "duplicate");
      await expectStoreError(
        store.createGame(newGame("game-2"), [{ role: "england", tokenHash: "hash-england", email: null }]),
        "duplicate",
      );
      expect(await store.getGame("game-2")).toBeNull();
      expect(await count(raw, "Seat")).toBe(2);
    });

    it("swaps a game's options only while they are the expected ones", async () => {
      const { store } = await freshStore();
      const before = (await store.getGame("game-1"))?.options ?? null;
      const next = { ...(before as Record<string, JsonValue>), languages: { england: "pt" } };
      expect(await store.swapGameOptions("game-1", before, next)).toBe(true);
      expect((await store.getGame("game-1"))?.options).toEqual(next);
      // The options changed since `before` was read: the second swap is refused and writes nothing.
      expect(await store.swapGameOptions("game-1", before, { other: true })).toBe(false);
      expect((await store.getGame("game-1"))?.options).toEqual(next);
      expect(await store.swapGameOptions("nope", before, next)).toBe(false);
    });

    it("writes the opening effects with the game", async () => {
      const db = await freshDb();
      const store = await open(db.url);
      await store.createGame(newGame(), seats, {
        events: [{ json: { kind: "created" }, visibleTo: "all" }],
        mail: [{ to: "edward@example.org", subject: "Your game", text: "Join", html: null }],
      });
      expect(await store.listEvents("game-1")).toMatchObject([{ seq: 1, orderSeq: null, json: { kind: "created" } }]);
      expect(await count(db.raw, "OutboxMail")).toBe(1);
    });
  });

  describe(`claimed seats (${harness.provider})`, () => {
    const waitingGame = (id: string): NewGame => ({ ...newGame(id), status: "waiting-for-players", state: null, nonces: {} });
    const invites = [
      { side: "england" as const, inviteHash: "invite-england", email: "edward@example.org" },
      { side: "scotland" as const, inviteHash: "invite-scotland", email: null },
    ];
    const setUp = (calls: unknown[]) => (nonces: unknown) => {
      calls.push(nonces);
      return { state: { turn: 1, dealt: true }, status: "active", options: { setUp: true }, dice: [{ k: 0, purpose: "deal", n: 25, value: 3, visibleTo: "referee" as const }] };
    };

    it("two claims racing on the last seats set the game up exactly once, with both nonces", async () => {
      const { url } = await freshDb();
      const store = await open(url);
      await store.createGame(waitingGame("w-1"), [], {}, invites);
      const calls: unknown[] = [];
      const claims = await Promise.all(
        (["england", "scotland"] as const).map((side) =>
          store.claimSeat({ gameId: "w-1", inviteHash: `invite-${side}`, tokenHash: `token-${side}`, nonce: { nonce: side }, setUp: setUp(calls) }),
        ),
      );
      expect(claims.map((c) => c.setUp).sort()).toEqual([false, true]);
      expect(calls).toEqual([{ england: { nonce: "england" }, scotland: { nonce: "scotland" } }]);
      expect(await store.getGame("w-1")).toMatchObject({ status: "active", version: 0, state: { dealt: true }, options: { setUp: true } });
      expect(await store.diceCount("w-1")).toBe(1);
      expect(await store.findSeatByTokenHash("token-england")).toMatchObject({ role: "england", email: "edward@example.org" });
      expect((await store.listInvites("w-1")).every((i) => i.claimedAt !== null)).toBe(true);
    });

    it("a reissued invite keeps the player's address", async () => {
      const { url } = await freshDb();
      const store = await open(url);
      await store.createGame(waitingGame("w-3"), [], {}, invites);
      await store.replaceInvite("w-3", "england", { side: "england", inviteHash: "invite-england-2", email: null });
      const live = (await store.listInvites("w-3")).filter((i) => i.side === "england" && i.revokedAt === null);
      expect(live).toMatchObject([{ inviteHash: "invite-england-2", email: "edward@example.org" }]);
    });

    it("an invite is spent once, a revoked one never works, and nothing is written for a refused claim", async () => {
      const { url } = await freshDb();
      const store = await open(url);
      await store.createGame(waitingGame("w-2"), [], {}, invites);
      const calls: unknown[] = [];
      await store.claimSeat({ gameId: "w-2", inviteHash: "invite-england", tokenHash: "t1", nonce: "a", setUp: setUp(calls) });
      const spent = await expectStoreError(store.claimSeat({ gameId: "w-2", inviteHash: "invite-england", tokenHash: "t2", nonce: "b", setUp: setUp(calls) }), "invite-unusable");
      expect(spent.details.reason).toBe("spent");
      expect(await store.findSeatByTokenHash("t2")).toBeNull();
      await expectStoreError(store.replaceInvite("w-2", "england", null), "seat-claimed");
      await store.replaceInvite("w-2", "scotland", { side: "scotland", inviteHash: "invite-scotland-2", email: null });
      const revoked = await expectStoreError(store.claimSeat({ gameId: "w-2", inviteHash: "invite-scotland", tokenHash: "t3", nonce: "c", setUp: setUp(calls) }), "invite-unusable");
      expect(revoked.details.reason).toBe("revoked");
      const unknown = await expectStoreError(store.claimSeat({ gameId: "w-2", inviteHash: "nope", tokenHash: "t4", nonce: "d", setUp: setUp(calls) }), "invite-unusable");
      expect(unknown.details.reason).toBe("unknown");
      expect((await store.getGame("w-2"))?.nonces).toEqual({ england: "a" });
      await store.claimSeat({ gameId: "w-2", inviteHash: "invite-scotland-2", tokenHash: "t5", nonce: "e", setUp: setUp(calls) });
      expect(calls).toHaveLength(1);
      await expectStoreError(store.replaceInvite("w-2", "scotland", null), "not-waiting");
      await expectStoreError(store.claimSeat({ gameId: "nope", inviteHash: "x", tokenHash: "t6", nonce: "f", setUp: setUp(calls) }), "not-found");
    });

    it("ends a game at the version it was read at, and only there", async () => {
      const { store } = await freshStore();
      await expectStoreError(store.endGame({ gameId: "game-1", expectedVersion: 3, status: "over", options: {} }), "stale-version");
      expect(await store.endGame({ gameId: "game-1", expectedVersion: 0, status: "over", options: { ended: true } })).toBe(1);
      expect(await store.getGame("game-1")).toMatchObject({ version: 1, status: "over", options: { ended: true } });
    });
  });

  describe(`orders (${harness.provider})`, () => {
    it("appends an order with its new snapshot, dice, events and mail", async () => {
      const { store } = await freshStore();
      const result = await store.appendOrder(
        anOrder("game-1", 0, {
          order: { side: "england", text: "card 3", json: { kind: "card", value: 3 }, idempotencyKey: "k-1" },
          next: { state: { turn: 2 }, status: "finished", deadline: null },
          dice: [
            { k: 0, purpose: "battle:lanark", n: 6, value: 4, visibleTo: "all" },
            { k: 1, purpose: "draw", n: 25, value: 17, visibleTo: "england" },
          ],
          events: [
            { json: { kind: "played", card: 3 }, visibleTo: "all" },
            { json: { kind: "drew" }, visibleTo: "england" },
          ],
          mail: [{ to: "edward@example.org", subject: "Turn 2", text: "Your move", html: "<p>Your move</p>" }],
        }),
      );
      expect(result).toEqual({ version: 1, orderSeq: 1, eventSeqs: [1, 2] });

      const game = await store.getGame("game-1");
      expect(game).toMatchObject({ version: 1, state: { turn: 2 }, status: "finished", deadline: null });
      expect(await store.listOrders("game-1")).toEqual([
        {
          gameId: "game-1",
          seq: 1,
          side: "england",
          text: "card 3",
          json: { kind: "card", value: 3 },
          idempotencyKey: "k-1",
          requestHash: null,
          stateHash: null,
          defaulted: false,
          deadline: null,
          response: null,
          versionBefore: 0,
          createdAt: T0,
        },
      ]);
      expect(await store.listDice("game-1")).toEqual([
        { gameId: "game-1", k: 0, orderSeq: 1, purpose: "battle:lanark", n: 6, value: 4, visibleTo: "all" },
        { gameId: "game-1", k: 1, orderSeq: 1, purpose: "draw", n: 25, value: 17, visibleTo: "england" },
      ]);
      expect((await store.listEvents("game-1")).map((e) => [e.seq, e.orderSeq, e.visibleTo])).toEqual([
        [1, 1, "all"],
        [2, 1, "england"],
      ]);
    });

    it("writes an order's many draws and events, and their webhook deliveries, in full (more rows than one statement takes)", async () => {
      const { store, raw } = await freshStore();
      await store.putWebhook({ gameId: "game-1", role: "england", audiences: ["all", "england"], url: "https://example.org/hook", secret: "s" });
      const audiences = ["all", "england", "scotland"] as const satisfies readonly Audience[];
      const dice: NewDice[] = Array.from({ length: 40 }, (_, k) => ({ k, purpose: "deal", n: 25 - (k % 20), value: k % 5, visibleTo: audiences[k % 3] as Audience }));
      const events: NewEvent[] = Array.from({ length: 37 }, (_, i) => ({ json: { n: i }, visibleTo: audiences[i % 3] as Audience }));
      const result = await store.appendOrder(anOrder("game-1", 0, { dice, events }));
      expect(result.eventSeqs).toEqual(events.map((_, i) => i + 1));
      expect((await store.listDice("game-1")).map((d) => [d.k, d.n, d.value, d.visibleTo])).toEqual(dice.map((d) => [d.k, d.n, d.value, d.visibleTo]));
      expect((await store.listEvents("game-1")).map((e) => [e.seq, e.json, e.visibleTo])).toEqual(events.map((e, i) => [i + 1, e.json, e.visibleTo]));
      const queued = await raw.query(`SELECT "eventSeq" FROM "WebhookDelivery" ORDER BY "eventSeq"`);
      const seen = events.flatMap((e, i) => (e.visibleTo === "scotland" ? [] : [i + 1]));
      expect(queued.map((row) => Number(row.eventSeq))).toEqual(seen);
    });

    it("refuses an order whose duplicate draw is among its last rows, writing none of it", async () => {
      const { store, raw } = await freshStore();
      const draw = (k: number): NewDice => ({ k, purpose: "deal", n: 6, value: 1, visibleTo: "all" });
      await store.appendOrder(anOrder("game-1", 0, { dice: [draw(0), draw(1)] }));
      const dice = [...Array.from({ length: 20 }, (_, i) => draw(i + 2)), draw(1)];
      const events: NewEvent[] = Array.from({ length: 20 }, (_, i) => ({ json: { n: i }, visibleTo: "all" }));
      await expectStoreError(store.appendOrder(anOrder("game-1", 1, { dice, events })), "duplicate");
      expect(await store.getGame("game-1")).toMatchObject({ version: 1, state: { turn: 2 } });
      expect(await count(raw, "Order")).toBe(1);
      expect(await count(raw, "DiceEntry")).toBe(2);
      expect(await count(raw, "Event")).toBe(0);
    });

    it("stores the state's text as given, when the caller has written it already", async () => {
      const { store, raw } = await freshStore();
      await store.appendOrder(anOrder("game-1", 0, { next: { state: { turn: 2, a: 1 }, stateText: '{"a":1,"turn":2}', status: "active", deadline: null } }));
      expect(await raw.query(`SELECT "stateJson" FROM "Game"`)).toEqual([{ stateJson: '{"a":1,"turn":2}' }]);
      expect(await store.getGame("game-1")).toMatchObject({ version: 1, state: { a: 1, turn: 2 } });
    });

    it("rejects a stale version and writes nothing", async () => {
      const { store, raw } = await freshStore();
      await store.appendOrder(anOrder("game-1", 0, { events: [{ json: { n: 1 }, visibleTo: "all" }] }));

      const error = await expectStoreError(
        store.appendOrder(
          anOrder("game-1", 0, {
            next: { state: { late: true }, status: "active", deadline: null },
            dice: [{ k: 5, purpose: "x", n: 6, value: 1, visibleTo: "all" }],
            events: [{ json: { n: 2 }, visibleTo: "all" }],
            mail: [{ to: "a@example.org", subject: "s", text: "t", html: null }],
          }),
        ),
        "stale-version",
      );
      expect(error.details).toMatchObject({ expectedVersion: 0, actualVersion: 1 });
      expect(await store.getGame("game-1")).toMatchObject({ version: 1, state: { turn: 2 } });
      expect(await count(raw, "Order")).toBe(1);
      expect(await count(raw, "DiceEntry")).toBe(0);
      expect(await count(raw, "Event")).toBe(1);
      expect(await count(raw, "OutboxMail")).toBe(0);
    });

    it("lets exactly one of two orders racing on the same version through", async () => {
      const { store, url } = await freshStore();
      const other = harness.severalServers ? await open(url) : store;
      const results = await Promise.allSettled([
        store.appendOrder(anOrder("game-1", 0)),
        other.appendOrder(anOrder("game-1", 0)),
      ]);
      expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
      const [failure] = results.filter((r) => r.status === "rejected");
      expect(isStoreError(failure?.reason, "stale-version")).toBe(true);
      expect((await store.getGame("game-1"))?.version).toBe(1);
    });

    it("keeps the response built from the assigned sequence numbers, and the hashes, with the order", async () => {
      const { store } = await freshStore();
      await store.appendOrder(anOrder("game-1", 0, { dice: [{ k: 0, purpose: "deal", n: 25, value: 3, visibleTo: "referee" }] }));
      const result = await store.appendOrder(
        anOrder("game-1", 1, {
          order: { side: "scotland", text: "pass", json: { kind: "pass" }, idempotencyKey: "k", requestHash: "rh", stateHash: "sh" },
          events: [{ json: { n: 1 }, visibleTo: "all" }],
          respond: ({ version, orderSeq, eventSeqs }) => ({ version, orderSeq, eventSeqs }),
        }),
      );
      expect(await store.findOrderByIdempotencyKey("game-1", "k")).toMatchObject({
        requestHash: "rh",
        stateHash: "sh",
        response: { version: 2, orderSeq: 2, eventSeqs: result.eventSeqs },
      });
      expect(await store.listDice("game-1")).toMatchObject([{ k: 0, visibleTo: "referee" }]);
    });

    it("counts the draws made so far", async () => {
      const { store } = await freshStore();
      expect(await store.diceCount("game-1")).toBe(0);
      await store.appendOrder(
        anOrder("game-1", 0, {
          dice: [
            { k: 0, purpose: "fire", n: 6, value: 1, visibleTo: "all" },
            { k: 1, purpose: "fire", n: 6, value: 5, visibleTo: "all" },
          ],
        }),
      );
      expect(await store.diceCount("game-1")).toBe(2);
    });

    it("reports an unknown game as not-found", async () => {
      const { store } = await freshStore();
      await expectStoreError(store.appendOrder(anOrder("no-such-game", 0)), "not-found");
    });

    it("is atomic: a failure after the version bump leaves nothing behind", async () => {
      const { store, raw } = await freshStore();
      const keyed = (key: string, version: number, k: number): AppendOrder =>
        anOrder("game-1", version, {
          order: { side: "scotland", text: "move", json: { kind: "move" }, idempotencyKey: key },
          next: { state: { turn: 10 + version }, status: "active", deadline: null },
          dice: [{ k, purpose: "battle", n: 6, value: 2, visibleTo: "all" }],
          events: [{ json: { n: version }, visibleTo: "all" }],
          mail: [{ to: "a@example.org", subject: "s", text: "t", html: null }],
        });
      await store.appendOrder(keyed("same-key", 0, 0));

      // The game row is updated before the order insert hits the unique key.
      await expectStoreError(store.appendOrder(keyed("same-key", 1, 1)), "duplicate");
      // Here the order goes in and the dice index collides.
      await expectStoreError(store.appendOrder(keyed("other-key", 1, 0)), "duplicate");

      expect(await store.getGame("game-1")).toMatchObject({ version: 1, state: { turn: 10 } });
      expect(await count(raw, "Order")).toBe(1);
      expect(await count(raw, "DiceEntry")).toBe(1);
      expect(await count(raw, "Event")).toBe(1);
      expect(await count(raw, "OutboxMail")).toBe(1);
    });

    it("finds an order by its idempotency key, per game", async () => {
      const { store } = await freshStore();
      await store.createGame(newGame("game-2"), []);
      const withKey = (gameId: string, key: string, version: number) =>
        anOrder(gameId, version, {
          order: { side: "referee", text: "pass", json: { kind: "pass" }, idempotencyKey: key },
        });
      await store.appendOrder(anOrder("game-1", 0));
      await store.appendOrder(withKey("game-1", "abc", 1));
      await store.appendOrder(withKey("game-2", "abc", 0));

      expect(await store.findOrderByIdempotencyKey("game-1", "abc")).toMatchObject({
        gameId: "game-1",
        seq: 2,
        side: "referee",
        versionBefore: 1,
      });
      expect(await store.findOrderByIdempotencyKey("game-2", "abc")).toMatchObject({ seq: 1, versionBefore: 0 });
      expect(await store.findOrderByIdempotencyKey("game-1", "missing")).toBeNull();
    });

    it("lists events after a given sequence number", async () => {
      const { store } = await freshStore();
      const events = (...ns: number[]) => ns.map((n) => ({ json: { n }, visibleTo: "all" as const }));
      await store.appendOrder(anOrder("game-1", 0, { events: events(1, 2) }));
      await store.appendOrder(anOrder("game-1", 1, { events: events(3) }));
      const second = await store.appendOrder(anOrder("game-1", 2, { events: events(4, 5) }));
      expect(second.eventSeqs).toEqual([4, 5]);

      const after2 = await store.listEvents("game-1", 2);
      expect(after2.map((e) => [e.seq, e.orderSeq, e.json])).toEqual([
        [3, 2, { n: 3 }],
        [4, 3, { n: 4 }],
        [5, 3, { n: 5 }],
      ]);
      expect(await store.listEvents("game-1", 5)).toEqual([]);
      expect(await store.listEvents("game-1")).toHaveLength(5);
    });

    it("12.6 lists and counts the events of some audiences, skipping the first ones a viewer has seen", async () => {
      const { store } = await freshStore();
      const event = (n: number, visibleTo: "all" | "england" | "scotland") => ({ json: { n }, visibleTo });
      await store.appendOrder(anOrder("game-1", 0, { events: [event(1, "all"), event(2, "england"), event(3, "scotland"), event(4, "all")] }));
      expect(await store.countEventsSeenBy("game-1", ["all", "scotland"])).toBe(3);
      expect(await store.countEventsSeenBy("game-1", ["all"])).toBe(2);
      expect((await store.listEventsSeenBy("game-1", ["all", "scotland"], 1)).map((e) => e.json)).toEqual([{ n: 3 }, { n: 4 }]);
      expect((await store.listEventsSeenBy("game-1", ["all", "england"])).map((e) => e.seq)).toEqual([1, 2, 4]);
    });
  });

  describe(`outbox (${harness.provider})`, () => {
    async function storeWithMail(count: number) {
      const time = fakeClock();
      const db = await freshStore(time.clock);
      const mail = Array.from({ length: count }, (_, i) => ({
        to: `player${i}@example.org`,
        subject: `Turn ${i}`,
        text: "Your move",
        html: null,
      }));
      await db.store.appendOrder(anOrder("game-1", 0, { mail }));
      return { ...db, time };
    }

    it("claims due mail once, then hides it for the lease", async () => {
      const { store, time } = await storeWithMail(2);
      const claimed = await store.claimDueMail({ leaseMs: 60_000 });
      expect(claimed.map((m) => m.attempts)).toEqual([1, 1]);
      expect(claimed[0]).toMatchObject({ gameId: "game-1", sentAt: null, nextAttemptAt: new Date(T0.getTime() + 60_000) });
      expect(await store.claimDueMail()).toEqual([]);

      // A worker that died holding the lease: its mail comes back.
      time.advance(60_000);
      expect((await store.claimDueMail()).map((m) => m.attempts)).toEqual([2, 2]);
    });

    it("never hands the same mail to two concurrent workers", async () => {
      const { store } = await storeWithMail(6);
      const batches = await Promise.all([
        store.claimDueMail({ limit: 6 }),
        store.claimDueMail({ limit: 6 }),
        store.claimDueMail({ limit: 6 }),
      ]);
      const ids = batches.flat().map((m) => m.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).toHaveLength(6);
    });

    it("backs off after a failure and stops after success", async () => {
      const { store, time } = await storeWithMail(1);
      const [mail] = await store.claimDueMail();
      if (mail === undefined) throw new Error("no mail claimed");

      const failed = await store.markFailed(mail.id, "SMTP 451 try later");
      expect(failed).toMatchObject({
        attempts: 1,
        lastError: "SMTP 451 try later",
        nextAttemptAt: new Date(T0.getTime() + retryDelayMs(1)),
      });
      time.advance(retryDelayMs(1) - 1);
      expect(await store.claimDueMail()).toEqual([]);
      time.advance(1);
      const [retry] = await store.claimDueMail();
      expect(retry?.attempts).toBe(2);

      await store.markSent(mail.id);
      time.advance(24 * 60 * 60_000);
      expect(await store.claimDueMail()).toEqual([]);
      await expectStoreError(store.markSent("no-such-mail"), "not-found");
      await expectStoreError(store.markFailed("no-such-mail", "x"), "not-found");
    });

    it("doubles the retry delay up to an hour", () => {
      expect([1, 2, 3, 6, 7, 20].map(retryDelayMs)).toEqual([
        60_000, 120_000, 240_000, 1_920_000, 3_600_000, 3_600_000,
      ]);
    });
  });

  describe(`health (${harness.provider})`, () => {
    it("answers ping while open", async () => {
      const { store } = await freshStore();
      await expect(store.ping()).resolves.toBeUndefined();
    });
  });
}

// The SQL of one group commit (src/store/sqliteOrders.ts) on SQLite, spoken straight to Prisma's
// better-sqlite3 driver adapter: the orders' rows are plain values already, so the client's query
// compiler, which turns every parameter of a raw query into JSON and back, has nothing to add.
// Every statement has one shape, whatever the batch, so each is prepared once
// (src/store/statementCache.ts). Each order keeps its own version check: a stale order writes
// nothing. The rows of the orders that moved their games go in one insert per table for the whole
// transaction; should one of them be a duplicate (idempotency key or draw already stored), that
// attempt is rolled back and each order is written again under a savepoint of its own, so that the
// duplicate alone is refused and the others commit together.
import { DICE_TABLE, EVENT_TABLE, MAIL_TABLE, ORDER_TABLE, seesAudienceText, type Row, type Table } from "./orderTables.js";
import type { SqliteAdapter } from "./sqliteConnection.js";

type SqlQuery = Parameters<SqliteAdapter["executeRaw"]>[0];
type ArgType = SqlQuery["argTypes"][number];

/** The game's side of an accepted order: its conditional update. */
export interface GameMove {
  /** The options text the order was worked out with, when it came from a cache; null when read in the same request. */
  optionsText: string | null;
  stateText: string;
  status: string;
  deadline: Date | null;
  /** Whether the order sets the deadline clock (to `clockText`, null for none); otherwise it is kept. */
  setsClock: boolean;
  clockText: string | null;
  /** Whether the order sets the wake-up time (and frees the game's claim); otherwise both are kept. */
  setsWake: boolean;
  wakeAt: Date | null;
}

/** One order of a batch, every row worked out (src/store/orderRows.ts). */
export interface BatchOrder {
  gameId: string;
  expectedVersion: number;
  game: GameMove;
  order: Row;
  dice: Row[];
  events: Row[];
  /** Each event's number and audience, for the webhooks that see it. */
  audiences: [eventSeq: number, audience: string][];
  mail: Row[];
}

/** How one order of a batch ended; a duplicate carries the database's message. */
export type BatchOutcome = { written: true } | { written: false; refused: "stale" } | { written: false; refused: "duplicate"; message: string };

const anyType: ArgType = { scalarType: "unknown", arity: "scalar" };
const typesOf = (count: number): ArgType[] => Array.from({ length: count }, () => anyType);

/** A prepared shape of SQL, given its parameters. */
type Statement = (args: readonly unknown[]) => SqlQuery;

function statement(sql: string, parameters: number): Statement {
  const argTypes = typesOf(parameters);
  return (args) => ({ sql, args: args as unknown[], argTypes });
}

/**
 * Rows of one statement at most: an order's draws, events and their deliveries each go in one
 * statement (each costs a trip through the adapter), in at most this many shapes per table.
 */
const ROWS_PER_STATEMENT = 16;

/** A statement for each count of rows, made when first needed. */
function byRowCount(make: (count: number) => Statement): (count: number) => Statement {
  const shapes: Statement[] = [];
  return (count) => (shapes[count] ??= make(count));
}

/** The statements that insert `rows`, ROWS_PER_STATEMENT at a time, each given its rows' parameters by `argsOf`. */
function chunked<T>(rows: readonly T[], shape: (count: number) => Statement, argsOf: (chunk: readonly T[]) => unknown[]): SqlQuery[] {
  const queries: SqlQuery[] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(i, i + ROWS_PER_STATEMENT);
    queries.push(shape(chunk.length)(argsOf(chunk)));
  }
  return queries;
}

const placeholders = (count: number): string => `(${Array.from({ length: count }, () => "?").join(", ")})`;

function insertInto(table: Table): (rows: readonly Row[]) => SqlQuery[] {
  const head = `INSERT INTO "${table.name}" (${table.columns.map((c) => `"${c}"`).join(", ")}) VALUES `;
  const row = placeholders(table.columns.length);
  const shape = byRowCount((count) => statement(head + Array.from({ length: count }, () => row).join(", "), count * table.columns.length));
  return (rows) => chunked(rows, shape, (chunk) => chunk.flat());
}

const INSERT_ORDER = insertInto(ORDER_TABLE);
const INSERT_DICE = insertInto(DICE_TABLE);
const INSERT_EVENT = insertInto(EVENT_TABLE);
const INSERT_MAIL = insertInto(MAIL_TABLE);

/** The game moves only from the version its order answers (and with the options it was worked out with). */
const MOVE_GAME = statement(
  `UPDATE "Game" SET "version" = "version" + 1, "stateJson" = ?, "status" = ?, "deadline" = ?,
    "clockJson" = CASE WHEN ? THEN ? ELSE "clockJson" END,
    "wakeAt" = CASE WHEN ? THEN ? ELSE "wakeAt" END,
    "claimedUntil" = CASE WHEN ? THEN NULL ELSE "claimedUntil" END,
    "updatedAt" = ?
  WHERE "id" = ? AND "version" = ? AND (? IS NULL OR "optionsJson" = ?)`,
  13,
);

/** A version 4 UUID made by SQLite, for the deliveries whose number is not known before the insert. */
const SQLITE_UUID = `lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-'
  || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6)))`;

/**
 * Each seat's webhook gets the events it may see, queued with them (docs/webhooks.md): the events'
 * games, numbers and audiences as a VALUES list (column1-3), then the time.
 */
const queueDeliveries = byRowCount((count) =>
  statement(
    `INSERT INTO "WebhookDelivery" ("id", "webhookId", "gameId", "eventSeq", "nextAttemptAt", "createdAt")
    SELECT ${SQLITE_UUID}, "w"."id", "w"."gameId", "e"."column2", ?, ? FROM (VALUES ${Array.from({ length: count }, () => placeholders(3)).join(", ")}) AS "e", "Webhook" AS "w"
    WHERE "w"."gameId" = "e"."column1" AND ${seesAudienceText(`"w"."audiences"`, `"e"."column3"`)}`,
    2 + count * 3,
  ),
);

/** The deliveries of the orders' events, queued at `now`. */
const QUEUE_DELIVERIES = (orders: readonly BatchOrder[], now: Date): SqlQuery[] =>
  chunked(
    orders.flatMap(({ gameId, audiences }) => audiences.map(([seq, audience]) => [gameId, seq, audience] as const)),
    queueDeliveries,
    (chunk) => [now, now, ...chunk.flat()],
  );

const plain = (sql: string): SqlQuery => ({ sql, args: [], argTypes: [] });
// IMMEDIATE: the write lock is taken (waiting out the busy timeout) before anything is read.
const BEGIN = plain("BEGIN IMMEDIATE");
const COMMIT = plain("COMMIT");
const ROLLBACK = plain("ROLLBACK");
const SAVEPOINT = plain('SAVEPOINT "order"');
const RELEASE = plain('RELEASE "order"');
const ROLLBACK_TO = plain('ROLLBACK TO "order"');
const SAVEPOINT_TOGETHER = plain('SAVEPOINT "together"');
const RELEASE_TOGETHER = plain('RELEASE "together"');
const ROLLBACK_TO_TOGETHER = plain('ROLLBACK TO "together"');

/** The adapter's classification of a failed statement (its DriverAdapterError's cause). */
const causeOf = (error: unknown): { kind?: string; originalMessage?: string } | undefined => (error as { cause?: { kind?: string; originalMessage?: string } } | null)?.cause;

/** Orders of one group commit, with the time they were accepted. */
export interface OrderBatch {
  orders: readonly BatchOrder[];
  now: Date;
}

/**
 * Writes the batches (each of different games) in one transaction, in order, and tells each
 * order's outcome, batch by batch; throws, having written nothing, if it cannot commit.
 */
export async function writeOrderBatches(db: SqliteAdapter, batches: readonly OrderBatch[]): Promise<BatchOutcome[][]> {
  await db.executeRaw(BEGIN);
  try {
    const outcomes = (await writeTogether(db, batches)) ?? (await writeOneByOne(db, batches));
    await db.executeRaw(COMMIT);
    return outcomes;
  } catch (error) {
    await db.executeRaw(ROLLBACK).catch(() => undefined);
    throw error;
  }
}

const isDuplicate = (error: unknown): boolean => causeOf(error)?.kind === "UniqueConstraintViolation";

/** The game's conditional update: 1 if it moved, 0 if stale (another version, or other options). */
const moveGame = (db: SqliteAdapter, { gameId, game, expectedVersion }: BatchOrder, now: Date): Promise<number> =>
  db.executeRaw(
    MOVE_GAME([
      game.stateText, game.status, game.deadline, game.setsClock, game.clockText, game.setsWake, game.wakeAt, game.setsWake, now,
      gameId, expectedVersion, game.optionsText, game.optionsText,
    ]),
  );

/**
 * Every order's version check, then the rows of those that moved their games in one insert per
 * table (ROWS_PER_STATEMENT rows at most each): about two statements an order instead of seven.
 * Null, having written nothing, if a row is a duplicate: then each is written on its own.
 */
async function writeTogether(db: SqliteAdapter, batches: readonly OrderBatch[]): Promise<BatchOutcome[][] | null> {
  await db.executeRaw(SAVEPOINT_TOGETHER);
  try {
    const outcomes: BatchOutcome[][] = [];
    const moved: BatchOrder[] = [];
    const deliveries: SqlQuery[] = [];
    for (const { orders, now } of batches) {
      const batchOutcomes: BatchOutcome[] = [];
      const batchMoved: BatchOrder[] = [];
      for (const order of orders) {
        const stale = (await moveGame(db, order, now)) === 0;
        batchOutcomes.push(stale ? { written: false, refused: "stale" } : { written: true });
        if (!stale) batchMoved.push(order);
      }
      outcomes.push(batchOutcomes);
      moved.push(...batchMoved);
      // Queued at their batch's time, once the events are stored.
      deliveries.push(...QUEUE_DELIVERIES(batchMoved, now));
    }
    const inserts = [
      ...INSERT_ORDER(moved.map((order) => order.order)),
      ...INSERT_DICE(moved.flatMap((order) => order.dice)),
      ...INSERT_EVENT(moved.flatMap((order) => order.events)),
      ...INSERT_MAIL(moved.flatMap((order) => order.mail)),
      ...deliveries,
    ];
    for (const insert of inserts) await db.executeRaw(insert);
    await db.executeRaw(RELEASE_TOGETHER);
    return outcomes;
  } catch (error) {
    if (!isDuplicate(error)) throw error;
    await db.executeRaw(ROLLBACK_TO_TOGETHER);
    await db.executeRaw(RELEASE_TOGETHER);
    return null;
  }
}

/** Each order under a savepoint of its own: a duplicate is rolled back alone. */
async function writeOneByOne(db: SqliteAdapter, batches: readonly OrderBatch[]): Promise<BatchOutcome[][]> {
  const outcomes: BatchOutcome[][] = [];
  for (const { orders, now } of batches) {
    const batchOutcomes: BatchOutcome[] = [];
    for (const order of orders) batchOutcomes.push(await writeOrder(db, order, now));
    outcomes.push(batchOutcomes);
  }
  return outcomes;
}

async function writeOrder(db: SqliteAdapter, order: BatchOrder, now: Date): Promise<BatchOutcome> {
  await db.executeRaw(SAVEPOINT);
  try {
    if ((await moveGame(db, order, now)) === 0) {
      await db.executeRaw(RELEASE);
      return { written: false, refused: "stale" };
    }
    const inserts = [...INSERT_ORDER([order.order]), ...INSERT_DICE(order.dice), ...INSERT_EVENT(order.events), ...INSERT_MAIL(order.mail), ...QUEUE_DELIVERIES([order], now)];
    for (const insert of inserts) await db.executeRaw(insert);
    await db.executeRaw(RELEASE);
    return { written: true };
  } catch (error) {
    if (!isDuplicate(error)) throw error;
    const cause = causeOf(error);
    await db.executeRaw(ROLLBACK_TO);
    await db.executeRaw(RELEASE);
    return { written: false, refused: "duplicate", message: cause?.originalMessage ?? cause?.kind ?? "duplicate" };
  }
}

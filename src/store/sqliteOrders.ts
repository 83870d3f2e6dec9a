// SQLite: the accepted orders of one group commit (src/store/groupCommit.ts) written in one
// transaction, so one sync of the log (synchronous = FULL) serves them all. Each order keeps its
// own version check: every insert takes only the rows of games still at the version their order
// answers, and the games' update comes last and says which moved. One Prisma batch transaction of
// one statement per table, whatever the number of orders; Prisma's interactive transaction costs
// more and is not needed, since nothing read in between decides what to write.
import { Prisma } from "../generated/sqlite/client.js";
import type { Client, Clock } from "./client.js";
import { isUniqueViolation } from "./errors.js";
import { GroupCommit, type Settled as GroupSettled } from "./groupCommit.js";
import { logHeads, staleOrMissing } from "./orders.js";
import {
  columnList,
  DICE_TABLE,
  diceRows,
  duplicateOrder,
  EVENT_TABLE,
  eventAudienceRows,
  eventRows,
  MAIL_TABLE,
  mailRows,
  ORDER_TABLE,
  orderRow,
  planOrder,
  seesAudience,
  valuesList,
  type PlannedOrder,
  type Row,
  type Table,
} from "./orderRows.js";
import { toJson } from "./records.js";
import type { AppendOrder, AppendResult } from "./types.js";

/** Parameters per statement: SQLite allows 32,766; a long batch of dice is split below that. */
const MAX_PARAMETERS = 10_000;

type Settled = GroupSettled<AppendResult>;

/** The most orders in one transaction: a bound on its statements' size, far above 16 connections' worth. */
const BATCH_LIMIT = 64;

/** The store's appendOrder on SQLite: orders of different games committed together. */
export function createOrderAppender(client: Client, clock: Clock): (input: AppendOrder) => Promise<AppendResult> {
  const commits = new GroupCommit<AppendOrder, AppendResult>({
    write: (inputs) => appendOrders(client, clock, inputs),
    key: (input) => input.gameId,
    limit: BATCH_LIMIT,
  });
  return (input) => commits.submit(input);
}

/**
 * Writes the orders (of different games) in one transaction. A stale or missing game fails its
 * own order only; a duplicate (an idempotency key or draw already stored) fails the batch's
 * transaction, and then each order is written alone so that only the duplicate is refused. An
 * order that cannot be planned (its log heads unread, its response not built) fails alone too.
 */
export async function appendOrders(client: Client, clock: Clock, inputs: readonly AppendOrder[]): Promise<Settled[]> {
  const planned = await Promise.allSettled(inputs.map(async (input) => planOrder(input, input.known?.heads ?? (await logHeads(client, input.gameId)))));
  const plans = planned.flatMap((p) => (p.status === "fulfilled" ? [p.value] : []));
  const written = plans.length > 0 ? await writeSettled(client, plans, clock()) : [];
  let next = 0;
  return planned.map((p): Settled => (p.status === "fulfilled" ? (written[next++] as Settled) : { ok: false, error: p.reason }));
}

async function writeSettled(client: Client, plans: readonly PlannedOrder[], now: Date): Promise<Settled[]> {
  let moved: Set<string>;
  try {
    moved = await writeBatch(client, plans, now);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    if (plans.length === 1) return [{ ok: false, error: duplicateOrder(plans[0] as PlannedOrder, error) }];
    const alone: Settled[] = [];
    for (const plan of plans) alone.push(...(await writeSettled(client, [plan], now)));
    return alone;
  }
  return Promise.all(
    plans.map(async (plan): Promise<Settled> =>
      moved.has(plan.input.gameId)
        ? { ok: true, result: plan.result }
        : { ok: false, error: await staleOrMissing(client, plan.input.gameId, plan.input.expectedVersion) },
    ),
  );
}

/** The ids of the games that moved: their orders are written, the others' rows were skipped. */
async function writeBatch(client: Client, plans: readonly PlannedOrder[], now: Date): Promise<Set<string>> {
  const ready = readyGames(plans);
  const inserts = [
    ...insertReady(client, ready, ORDER_TABLE, plans.map((p) => orderRow(p, now))),
    ...insertReady(client, ready, DICE_TABLE, plans.flatMap(diceRows)),
    ...insertReady(client, ready, EVENT_TABLE, plans.flatMap((p) => eventRows(p, now))),
    ...queueDeliveries(client, ready, plans.flatMap(eventAudienceRows), now),
    ...insertReady(client, ready, MAIL_TABLE, plans.flatMap((p) => mailRows(p, now))),
  ];
  const results = await client.$transaction([...inserts, moveGames(client, plans, now)]);
  return new Set((results.at(-1) as { id: string }[]).map((row) => row.id));
}

/**
 * A game row against its check row "c" (id, expected version, options or NULL): the order's own
 * version check, the same in the inserts' "ready" games and the games' update.
 */
const AT_EXPECTED_VERSION = Prisma.raw(`"Game"."id" = "c"."column1" AND "Game"."version" = "c"."column2" AND ("c"."column3" IS NULL OR "Game"."optionsJson" = "c"."column3")`);

/**
 * The games still at the version their order answers (and with the options it was worked out
 * with: a cached copy's options are checked, since a language change keeps the version).
 * Evaluated by each insert before the games' update, in one transaction: the same games each time.
 */
function readyGames(plans: readonly PlannedOrder[]): Prisma.Sql {
  const checks = plans.map(({ input }) => [input.gameId, input.expectedVersion, input.known?.optionsText ?? null]);
  return Prisma.sql`WITH "ready" AS (SELECT "Game"."id" FROM "Game" JOIN (VALUES ${valuesList(checks)}) AS "c"
    ON ${AT_EXPECTED_VERSION})`;
}

function chunks(rows: readonly Row[], columns: number): Row[][] {
  const size = Math.max(1, Math.floor(MAX_PARAMETERS / columns));
  const parts: Row[][] = [];
  for (let i = 0; i < rows.length; i += size) parts.push(rows.slice(i, i + size));
  return parts;
}

/** Rows whose first column is their game's id, inserted for the ready games only. */
function insertReady(client: Client, ready: Prisma.Sql, table: Table, rows: readonly Row[]) {
  return chunks(rows, table.columns.length).map(
    (part) => client.$executeRaw`${ready} INSERT INTO ${Prisma.raw(`"${table.name}"`)} ${columnList(table)}
      SELECT * FROM (VALUES ${valuesList(part)}) WHERE "column1" IN (SELECT "id" FROM "ready")`,
  );
}

/** A version 4 UUID made by SQLite, for rows whose number is not known before the insert. */
const SQLITE_UUID = Prisma.raw(`lower(hex(randomblob(4)) || '-' || hex(randomblob(2)) || '-4' || substr(hex(randomblob(2)), 2) || '-'
  || substr('89ab', 1 + (abs(random()) % 4), 1) || substr(hex(randomblob(2)), 2) || '-' || hex(randomblob(6)))`);

/** Each seat's webhook gets the events it may see, queued with them (docs/webhooks.md). */
function queueDeliveries(client: Client, ready: Prisma.Sql, events: readonly Row[], now: Date) {
  return chunks(events, 3).map(
    (part) => client.$executeRaw`${ready} INSERT INTO "WebhookDelivery" ("id", "webhookId", "gameId", "eventSeq", "nextAttemptAt", "createdAt")
      SELECT ${SQLITE_UUID}, "w"."id", "w"."gameId", "e"."column2", ${now}, ${now}
      FROM (VALUES ${valuesList(part)}) AS "e" JOIN "Webhook" AS "w" ON "w"."gameId" = "e"."column1"
      WHERE "e"."column1" IN (SELECT "id" FROM "ready") AND ${seesAudience(Prisma.sql`"w"."audiences"`, Prisma.sql`"e"."column3"`)}`,
  );
}

/** The conditional update of every game, last: of the games checked, the ones it moved. */
function moveGames(client: Client, plans: readonly PlannedOrder[], now: Date) {
  const rows = plans.map(({ input, stateText }) => {
    const { next } = input;
    const setsClock = next.clock !== undefined;
    const setsWake = next.wakeAt !== undefined;
    return [
      input.gameId, input.expectedVersion, input.known?.optionsText ?? null, stateText, next.status, next.deadline,
      setsClock ? 1 : 0, setsClock && next.clock !== null ? toJson(next.clock ?? null) : null, setsWake ? 1 : 0, next.wakeAt ?? null,
    ];
  });
  return client.$queryRaw<{ id: string }[]>`UPDATE "Game" SET "version" = "version" + 1, "stateJson" = "c"."column4", "status" = "c"."column5",
      "deadline" = "c"."column6",
      "clockJson" = CASE WHEN "c"."column7" THEN "c"."column8" ELSE "clockJson" END,
      "wakeAt" = CASE WHEN "c"."column9" THEN "c"."column10" ELSE "wakeAt" END,
      "claimedUntil" = CASE WHEN "c"."column9" THEN NULL ELSE "claimedUntil" END,
      "updatedAt" = ${now}
    FROM (VALUES ${valuesList(rows)}) AS "c"
    WHERE ${AT_EXPECTED_VERSION}
    RETURNING "id"`;
}

// PostgreSQL: an accepted order in one statement, so one round trip. The game's conditional update
// feeds every insert (each selects from it: no row, nothing written), and a statement is atomic.
// Two servers answering the same version meet on the game's row lock: the second re-reads the row
// after the first commits, finds another version and updates nothing.
import { Prisma } from "../generated/sqlite/client.js";
import type { Client, Clock } from "./client.js";
import { isUniqueViolation } from "./errors.js";
import { logHeads, staleOrMissing } from "./orders.js";
import {
  columnList,
  DICE_TABLE,
  diceRows,
  duplicateOrder,
  EVENT_AUDIENCE_TYPES,
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

export async function appendOrderPostgres(client: Client, clock: Clock, input: AppendOrder): Promise<AppendResult> {
  const now = clock();
  const plan = planOrder(input, input.known?.heads ?? (await logHeads(client, input.gameId)));
  let rows: { moved: number }[];
  try {
    rows = await client.$queryRaw<{ moved: number }[]>`WITH ${Prisma.join(
      [
        Prisma.sql`"moved" AS (${moveGame(plan, now)})`,
        ...insertMoved("order", ORDER_TABLE, [orderRow(plan, now)]),
        ...insertMoved("dice", DICE_TABLE, diceRows(plan)),
        ...insertMoved("events", EVENT_TABLE, eventRows(plan, now)),
        ...queueDeliveries(eventAudienceRows(plan), now),
        ...insertMoved("mail", MAIL_TABLE, mailRows(plan, now)),
      ],
      ", ",
    )} SELECT COUNT(*)::integer AS "moved" FROM "moved"`;
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateOrder(plan, error);
    throw error;
  }
  if (rows[0]?.moved !== 1) throw await staleOrMissing(client, input.gameId, input.expectedVersion);
  return plan.result;
}

function moveGame({ input, stateText }: PlannedOrder, now: Date): Prisma.Sql {
  const { next } = input;
  const changes = [
    Prisma.sql`"version" = "version" + 1`,
    Prisma.sql`"stateJson" = ${stateText}`,
    Prisma.sql`"status" = ${next.status}`,
    Prisma.sql`"deadline" = ${next.deadline}::timestamp(3)`,
    ...(next.clock === undefined ? [] : [Prisma.sql`"clockJson" = ${next.clock === null ? null : toJson(next.clock)}`]),
    ...(next.wakeAt === undefined ? [] : [Prisma.sql`"wakeAt" = ${next.wakeAt}::timestamp(3)`, Prisma.sql`"claimedUntil" = NULL`]),
    Prisma.sql`"updatedAt" = ${now}::timestamp(3)`,
  ];
  // Options read from a cache are checked with the version: a language change keeps the version.
  const options = input.known?.optionsText === undefined ? Prisma.empty : Prisma.sql` AND "optionsJson" = ${input.known.optionsText}`;
  return Prisma.sql`UPDATE "Game" SET ${Prisma.join(changes, ", ")}
    WHERE "id" = ${input.gameId} AND "version" = ${input.expectedVersion}${options} RETURNING "id"`;
}

/** One insert per table, of its rows cross the moved game (none when the update matched nothing). */
function insertMoved(name: string, table: Table, rows: readonly Row[]): Prisma.Sql[] {
  if (rows.length === 0) return [];
  return [
    Prisma.sql`${Prisma.raw(`"${name}"`)} AS (INSERT INTO ${Prisma.raw(`"${table.name}"`)} ${columnList(table)}
      SELECT "v".* FROM "moved", (VALUES ${valuesList(rows, table.types)}) AS "v")`,
  ];
}

/** Each seat's webhook gets the events it may see, queued with them (docs/webhooks.md). */
function queueDeliveries(events: readonly Row[], now: Date): Prisma.Sql[] {
  if (events.length === 0) return [];
  return [
    Prisma.sql`"deliveries" AS (INSERT INTO "WebhookDelivery" ("id", "webhookId", "gameId", "eventSeq", "nextAttemptAt", "createdAt")
      SELECT gen_random_uuid()::text, "w"."id", "w"."gameId", "e"."column2", ${now}::timestamp(3), ${now}::timestamp(3)
      FROM "moved" JOIN "Webhook" AS "w" ON "w"."gameId" = "moved"."id"
      JOIN (VALUES ${valuesList(events, EVENT_AUDIENCE_TYPES)}) AS "e" ON ${seesAudience(Prisma.sql`"w"."audiences"`, Prisma.sql`"e"."column3"`)})`,
  ];
}

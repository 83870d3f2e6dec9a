// The append-only log: orders, and the dice and events they produced.
import { Prisma } from "../generated/sqlite/client.js";
import type { Client, Clock, Tx } from "./client.js";
import { writeEffects } from "./effects.js";
import { queueWebhookDeliveries } from "./webhooks.js";
import { StoreError, isUniqueViolation } from "./errors.js";
import { toDiceRecord, toEventRecord, toGameRecord, toJson, toOrderRecord } from "./records.js";
import type { AppendOrder, AppendResult, Audience, DiceRecord, EventRecord, LogHeads, OrderContext, OrderRecord } from "./types.js";

/**
 * Accepts an order in one transaction: moves the game from `expectedVersion` to the next version
 * with its new snapshot, and records the order (with the response kept for its idempotency key),
 * its dice, events and outgoing mail. Either all of it is written or none. Given `known`, the
 * transaction is the conditional update and one batched insert per table, with nothing read.
 */
export async function appendOrder(client: Client, clock: Clock, input: AppendOrder): Promise<AppendResult> {
  const now = clock();
  const stateText = toJson(input.next.state);
  try {
    return await client.$transaction(async (tx) => {
      // The conditional update is the concurrency check: of two servers answering the same
      // version, only one matches a row. Options read from a cache are checked with it, since
      // changing them (a seat's language) does not move the version.
      const count = await tx.$executeRaw`UPDATE "Game" SET ${Prisma.join(gameChanges(input, stateText, now), ", ")}
        WHERE "id" = ${input.gameId} AND "version" = ${input.expectedVersion}${optionsCheck(input.known?.optionsText)}`;
      if (count === 0) throw await staleOrMissing(tx, input.gameId, input.expectedVersion);

      const heads = input.known?.heads ?? (await logHeads(tx, input.gameId));
      const orderSeq = heads.lastOrderSeq + 1;
      const events = input.events ?? [];
      const eventSeqs = events.map((_, i) => heads.lastEventSeq + 1 + i);
      const result = { version: input.expectedVersion + 1, orderSeq, eventSeqs };
      const { order } = input;
      const response = input.respondText ? input.respondText(result) : input.respond ? toJson(input.respond(result)) : null;
      // Typed raw SQL, one statement per table: Prisma's model queries cost several times more
      // per statement, and the order's transaction holds SQLite's one writer meanwhile.
      await tx.$executeRaw`INSERT INTO "Order" ("gameId", "seq", "side", "text", "json", "idempotencyKey", "requestHash", "stateHash", "defaulted", "deadline", "versionBefore", "response", "createdAt")
        VALUES (${input.gameId}, ${orderSeq}, ${order.side}, ${order.text}, ${toJson(order.json)}, ${order.idempotencyKey}, ${order.requestHash ?? null}, ${order.stateHash ?? null},
          ${order.defaulted ?? false}, ${order.deadline ?? null}, ${input.expectedVersion}, ${response}, ${now})`;
      const dice = input.dice ?? [];
      if (dice.length > 0) {
        const rows = dice.map((d) => Prisma.sql`(${input.gameId}, ${d.k}, ${orderSeq}, ${d.purpose}, ${d.n}, ${d.value}, ${d.visibleTo})`);
        await tx.$executeRaw`INSERT INTO "DiceEntry" ("gameId", "k", "orderSeq", "purpose", "n", "value", "visibleTo") VALUES ${Prisma.join(rows, ", ")}`;
      }
      if (events.length > 0) {
        const rows = events.map((e, i) => Prisma.sql`(${input.gameId}, ${eventSeqs[i]}, ${orderSeq}, ${toJson(e.json)}, ${e.visibleTo}, ${now})`);
        await tx.$executeRaw`INSERT INTO "Event" ("gameId", "seq", "orderSeq", "json", "visibleTo", "createdAt") VALUES ${Prisma.join(rows, ", ")}`;
        // Each seat's webhook gets the events it may see, queued with them (docs/webhooks.md).
        await queueWebhookDeliveries(tx, input.gameId, events.map((e, i) => ({ seq: eventSeqs[i] as number, visibleTo: e.visibleTo })), now);
      }
      if ((input.mail ?? []).length > 0) await writeEffects(tx, input.gameId, orderSeq, { mail: input.mail ?? [] }, now);
      return result;
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new StoreError(
        "duplicate",
        `Game ${input.gameId}: idempotency key or dice index already used`,
        { gameId: input.gameId, idempotencyKey: input.order.idempotencyKey },
        { cause: error },
      );
    }
    throw error;
  }
}

/** The game row's new values after an order: version, snapshot, status, and the clock if it changed. */
function gameChanges(input: AppendOrder, stateText: string, now: Date): Prisma.Sql[] {
  const { next } = input;
  return [
    Prisma.sql`"version" = "version" + 1`,
    Prisma.sql`"stateJson" = ${stateText}`,
    Prisma.sql`"status" = ${next.status}`,
    Prisma.sql`"deadline" = ${next.deadline}`,
    ...(next.clock === undefined ? [] : [Prisma.sql`"clockJson" = ${next.clock === null ? null : toJson(next.clock)}`]),
    ...(next.wakeAt === undefined ? [] : [Prisma.sql`"wakeAt" = ${next.wakeAt}`, Prisma.sql`"claimedUntil" = NULL`]),
    Prisma.sql`"updatedAt" = ${now}`,
  ];
}

const optionsCheck = (optionsText: string | undefined): Prisma.Sql =>
  optionsText === undefined ? Prisma.empty : Prisma.sql` AND "optionsJson" = ${optionsText}`;

interface HeadsRow {
  lastOrderSeq: number | bigint;
  lastEventSeq: number | bigint;
  diceCount: number | bigint;
  all: number | bigint;
  england: number | bigint;
  scotland: number | bigint;
  referee: number | bigint;
}

/**
 * A game's log heads in one query. Orders and events are numbered from 1 and draws from 0 without
 * gaps (docs/dice.md); the maxima are read rather than counts so that a gap could only make a
 * later insert collide, never reuse a number.
 */
export async function logHeads(db: Tx, gameId: string): Promise<LogHeads> {
  const rows = await db.$queryRaw<HeadsRow[]>`SELECT
    (SELECT COALESCE(MAX("seq"), 0) FROM "Order" WHERE "gameId" = ${gameId}) AS "lastOrderSeq",
    (SELECT COALESCE(MAX("seq"), 0) FROM "Event" WHERE "gameId" = ${gameId}) AS "lastEventSeq",
    (SELECT COALESCE(MAX("k") + 1, 0) FROM "DiceEntry" WHERE "gameId" = ${gameId}) AS "diceCount",
    (SELECT COUNT(*) FROM "Event" WHERE "gameId" = ${gameId} AND "visibleTo" = 'all') AS "all",
    (SELECT COUNT(*) FROM "Event" WHERE "gameId" = ${gameId} AND "visibleTo" = 'england') AS "england",
    (SELECT COUNT(*) FROM "Event" WHERE "gameId" = ${gameId} AND "visibleTo" = 'scotland') AS "scotland",
    (SELECT COUNT(*) FROM "Event" WHERE "gameId" = ${gameId} AND "visibleTo" = 'referee') AS "referee"`;
  const row = rows[0] as HeadsRow;
  return {
    lastOrderSeq: Number(row.lastOrderSeq),
    lastEventSeq: Number(row.lastEventSeq),
    diceCount: Number(row.diceCount),
    eventsByAudience: { all: Number(row.all), england: Number(row.england), scotland: Number(row.scotland), referee: Number(row.referee) },
  };
}

/**
 * The game, then its log heads. Two reads, not one snapshot: the heads may be newer than the
 * game's version, but an order written on them passes the version check only if nothing was
 * written since the game was read, and then the heads are those of that version.
 */
export async function getOrderContext(client: Client, gameId: string): Promise<OrderContext | null> {
  const row = await client.game.findUnique({ where: { id: gameId } });
  if (row === null) return null;
  return { game: toGameRecord(row), optionsText: row.optionsJson, heads: await logHeads(client, gameId) };
}

export async function staleOrMissing(tx: Tx, gameId: string, expectedVersion: number): Promise<StoreError> {
  const game = await tx.game.findUnique({ where: { id: gameId }, select: { version: true } });
  if (game === null) return new StoreError("not-found", `No game ${gameId}`, { gameId });
  return new StoreError(
    "stale-version",
    `Game ${gameId} is at version ${game.version}, not ${expectedVersion}`,
    { gameId, expectedVersion, actualVersion: game.version },
  );
}

export async function findOrderByIdempotencyKey(
  client: Client,
  gameId: string,
  idempotencyKey: string,
): Promise<OrderRecord | null> {
  const row = await client.order.findUnique({ where: { gameId_idempotencyKey: { gameId, idempotencyKey } } });
  return row === null ? null : toOrderRecord(row);
}

export async function listOrders(client: Client, gameId: string): Promise<OrderRecord[]> {
  const rows = await client.order.findMany({ where: { gameId }, orderBy: { seq: "asc" } });
  return rows.map(toOrderRecord);
}

/** Events with seq greater than `afterSeq`, oldest first: a client polls with the last seq it saw. */
export async function listEvents(client: Client, gameId: string, afterSeq = 0): Promise<EventRecord[]> {
  const rows = await client.event.findMany({
    where: { gameId, seq: { gt: afterSeq } },
    orderBy: { seq: "asc" },
  });
  return rows.map(toEventRecord);
}

/**
 * The events whose audience is one of `audiences`, oldest first, skipping the first `skip` of them:
 * a viewer's own numbering (1, 2, 3, ... over what it may see) without gaps that would show where
 * something hidden happened (issue 12, item 6).
 */
export async function listEventsSeenBy(client: Client, gameId: string, audiences: readonly Audience[], skip = 0): Promise<EventRecord[]> {
  const rows = await client.event.findMany({
    where: { gameId, visibleTo: { in: [...audiences] } },
    orderBy: { seq: "asc" },
    skip,
  });
  return rows.map(toEventRecord);
}

export async function countEventsSeenBy(client: Client, gameId: string, audiences: readonly Audience[]): Promise<number> {
  return client.event.count({ where: { gameId, visibleTo: { in: [...audiences] } } });
}

/** Draw counters run 0, 1, 2, ... without gaps (docs/dice.md), so the next one is the count. */
export async function diceCount(client: Client, gameId: string): Promise<number> {
  const last = await client.diceEntry.findFirst({ where: { gameId }, orderBy: { k: "desc" }, select: { k: true } });
  return last === null ? 0 : last.k + 1;
}

export async function listDice(client: Client, gameId: string): Promise<DiceRecord[]> {
  const rows = await client.diceEntry.findMany({ where: { gameId }, orderBy: { k: "asc" } });
  return rows.map(toDiceRecord);
}

// The append-only log: orders, and the dice and events they produced, as read back. An order is
// written by sqliteOrders.ts (group commit) or postgresOrder.ts (one statement).
import type { Client, Tx } from "./client.js";
import { StoreError } from "./errors.js";
import { toDiceRecord, toEventRecord, toGameRecord, toOrderRecord } from "./records.js";
import type { Audience, DiceRecord, EventRecord, LogHeads, OrderContext, OrderRecord } from "./types.js";

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

// The append-only log: orders, and the dice and events they produced.
import type { Client, Clock, Tx } from "./client.js";
import { writeEffects } from "./effects.js";
import { StoreError, isUniqueViolation } from "./errors.js";
import { toDiceRecord, toEventRecord, toJson, toOrderRecord } from "./records.js";
import type { AppendOrder, AppendResult, Audience, DiceRecord, EventRecord, OrderRecord } from "./types.js";

/**
 * Accepts an order in one transaction: moves the game from `expectedVersion` to the next version
 * with its new snapshot, and records the order, its dice, events and outgoing mail. Either all of
 * it is written or none.
 */
export async function appendOrder(client: Client, clock: Clock, input: AppendOrder): Promise<AppendResult> {
  const now = clock();
  try {
    return await client.$transaction(async (tx) => {
      // The conditional update is the concurrency check: of two servers answering the same
      // version, only one matches a row.
      const { count } = await tx.game.updateMany({
        where: { id: input.gameId, version: input.expectedVersion },
        data: {
          version: { increment: 1 },
          stateJson: toJson(input.next.state),
          status: input.next.status,
          deadline: input.next.deadline,
          ...(input.next.clock === undefined ? {} : { clockJson: input.next.clock === null ? null : toJson(input.next.clock) }),
          ...(input.next.wakeAt === undefined ? {} : { wakeAt: input.next.wakeAt, claimedUntil: null }),
          updatedAt: now,
        },
      });
      if (count === 0) throw await staleOrMissing(tx, input.gameId, input.expectedVersion);

      const last = await tx.order.findFirst({
        where: { gameId: input.gameId },
        orderBy: { seq: "desc" },
        select: { seq: true },
      });
      const orderSeq = (last?.seq ?? 0) + 1;
      await tx.order.create({
        data: {
          gameId: input.gameId,
          seq: orderSeq,
          side: input.order.side,
          text: input.order.text,
          json: toJson(input.order.json),
          idempotencyKey: input.order.idempotencyKey,
          requestHash: input.order.requestHash ?? null,
          stateHash: input.order.stateHash ?? null,
          defaulted: input.order.defaulted ?? false,
          deadline: input.order.deadline ?? null,
          versionBefore: input.expectedVersion,
          createdAt: now,
        },
      });
      const eventSeqs = await writeEffects(tx, input.gameId, orderSeq, input, now);
      const result = { version: input.expectedVersion + 1, orderSeq, eventSeqs };
      if (input.respond) {
        await tx.order.update({
          where: { gameId_seq: { gameId: input.gameId, seq: orderSeq } },
          data: { response: toJson(input.respond(result)) },
        });
      }
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

// Webhooks per seat (docs/webhooks.md): the seat's URL and secret, and one delivery row per event to
// POST, written in the transaction that wrote the event, so an acknowledged order's events are
// never lost to a crash. Which events a seat sees is decided by src/games (its audiences); here
// they are only matched, as listEventsSeenBy does.
import { randomUUID } from "node:crypto";
import type { Client, Clock, Tx } from "./client.js";
import { StoreError } from "./errors.js";
import type { Audience, JsonValue, Role } from "./types.js";

export interface NewWebhook {
  gameId: string;
  role: Role;
  /** The audiences of the events the seat may see (src/games/events.ts audiencesOf). */
  audiences: readonly Audience[];
  url: string;
  secret: string;
}

export type DeliveryStatus = "pending" | "delivered" | "failed";

export interface FailedDelivery {
  /** In the seat's own numbering: the game's numbering would show where hidden events are. */
  seatSeq: number;
  attempts: number;
  lastError: string | null;
  failedAt: Date | null;
}

export interface WebhookRecord {
  gameId: string;
  role: Role;
  url: string;
  createdAt: Date;
  counts: Record<DeliveryStatus, number>;
  /** The most recent deliveries given up on, newest first. */
  failed: FailedDelivery[];
}

/** A delivery claimed for sending, with what the sender needs. */
export interface ClaimedDelivery {
  id: string;
  gameId: string;
  role: Role;
  url: string;
  secret: string;
  eventSeq: number;
  /** The event's number in the seat's own numbering (as /events and the stream have it). */
  seatSeq: number;
  event: JsonValue;
  /** Including this one. */
  attempts: number;
}

export interface ClaimDeliveryOptions {
  limit?: number;
  /** How long a claimed delivery is hidden from other workers; a crashed worker's returns after it. */
  leaseMs?: number;
}

const DEFAULT_LEASE_MS = 2 * 60_000;
const MAX_ERROR_LENGTH = 1_000;
const FAILED_SHOWN = 20;

const audiencesOf = (text: string): Audience[] => text.split(",") as Audience[];

/** The event's number among those the seat sees: 1, 2, 3, ... without gaps (issue 12, item 6). */
async function seatSeqOf(client: Client, gameId: string, eventSeq: number, audiences: string): Promise<number> {
  return client.event.count({ where: { gameId, seq: { lte: eventSeq }, visibleTo: { in: audiencesOf(audiences) } } });
}

/**
 * THE HOOK into every transaction that writes events (src/store/effects.ts): queues one delivery
 * per event for each of the game's webhooks whose seat may see it.
 */
export async function queueWebhookDeliveries(
  tx: Tx,
  gameId: string,
  events: readonly { seq: number; visibleTo: Audience }[],
  now: Date,
): Promise<void> {
  if (events.length === 0) return;
  const hooks = await tx.webhook.findMany({ where: { gameId }, select: { id: true, audiences: true } });
  const data = hooks.flatMap((hook) => {
    const sees = audiencesOf(hook.audiences);
    return events
      .filter((event) => sees.includes(event.visibleTo))
      .map((event) => ({ id: randomUUID(), webhookId: hook.id, gameId, eventSeq: event.seq, nextAttemptAt: now, createdAt: now }));
  });
  if (data.length > 0) await tx.webhookDelivery.createMany({ data });
}

/** Sets the seat's webhook, replacing any earlier one with its undelivered events. */
export async function putWebhook(client: Client, clock: Clock, hook: NewWebhook): Promise<void> {
  const now = clock();
  await client.$transaction(async (tx) => {
    await tx.webhook.deleteMany({ where: { gameId: hook.gameId, role: hook.role } });
    await tx.webhook.create({
      data: { id: randomUUID(), gameId: hook.gameId, role: hook.role, audiences: hook.audiences.join(","), url: hook.url, secret: hook.secret, createdAt: now },
    });
  });
}

/** True when there was one to delete. */
export async function deleteWebhook(client: Client, gameId: string, role: Role): Promise<boolean> {
  const { count } = await client.webhook.deleteMany({ where: { gameId, role } });
  return count > 0;
}

export async function getWebhook(client: Client, gameId: string, role: Role): Promise<WebhookRecord | null> {
  const hook = await client.webhook.findUnique({ where: { gameId_role: { gameId, role } } });
  if (hook === null) return null;
  const grouped = await client.webhookDelivery.groupBy({ by: ["status"], where: { webhookId: hook.id }, _count: { _all: true } });
  const counts: Record<DeliveryStatus, number> = { pending: 0, delivered: 0, failed: 0 };
  for (const g of grouped) counts[g.status as DeliveryStatus] = g._count._all;
  const failed = await client.webhookDelivery.findMany({
    where: { webhookId: hook.id, status: "failed" },
    orderBy: { eventSeq: "desc" },
    take: FAILED_SHOWN,
  });
  return {
    gameId,
    role,
    url: hook.url,
    createdAt: hook.createdAt,
    counts,
    failed: await Promise.all(
      failed.map(async (d) => ({
        seatSeq: await seatSeqOf(client, gameId, d.eventSeq, hook.audiences),
        attempts: d.attempts,
        lastError: d.lastError,
        failedAt: d.finishedAt,
      })),
    ),
  };
}

/**
 * Claims, for each webhook, its earliest pending delivery if it is due: a later event is never sent
 * before an earlier one of the same webhook (whose retry holds the line). Of two workers claiming
 * the same row, the compare-and-set on the attempt count lets one win.
 */
export async function claimDueDeliveries(client: Client, clock: Clock, options: ClaimDeliveryOptions = {}): Promise<ClaimedDelivery[]> {
  const now = clock();
  const leaseUntil = new Date(now.getTime() + (options.leaseMs ?? DEFAULT_LEASE_MS));
  const heads = await client.webhookDelivery.groupBy({ by: ["webhookId"], where: { status: "pending" }, _min: { eventSeq: true } });
  if (heads.length === 0) return [];
  const due = await client.webhookDelivery.findMany({
    where: {
      status: "pending",
      nextAttemptAt: { lte: now },
      OR: heads.map((h) => ({ webhookId: h.webhookId, eventSeq: h._min.eventSeq ?? -1 })),
    },
    orderBy: { nextAttemptAt: "asc" },
    take: options.limit ?? 20,
    include: { webhook: true },
  });
  const claimed: ClaimedDelivery[] = [];
  for (const row of due) {
    const { count } = await client.webhookDelivery.updateMany({
      where: { id: row.id, status: "pending", attempts: row.attempts },
      data: { attempts: { increment: 1 }, nextAttemptAt: leaseUntil },
    });
    if (count !== 1) continue;
    const event = await client.event.findUnique({ where: { gameId_seq: { gameId: row.gameId, seq: row.eventSeq } } });
    if (event === null) throw new StoreError("not-found", `No event ${row.eventSeq} in game ${row.gameId}`, { gameId: row.gameId });
    const seatSeq = await seatSeqOf(client, row.gameId, row.eventSeq, row.webhook.audiences);
    claimed.push({
      id: row.id,
      gameId: row.gameId,
      role: row.webhook.role as Role,
      url: row.webhook.url,
      secret: row.webhook.secret,
      eventSeq: row.eventSeq,
      seatSeq,
      event: JSON.parse(event.json) as JsonValue,
      attempts: row.attempts + 1,
    });
  }
  return claimed;
}

export async function markDelivered(client: Client, clock: Clock, id: string): Promise<void> {
  await client.webhookDelivery.updateMany({ where: { id }, data: { status: "delivered", finishedAt: clock(), lastError: null } });
}

/** A failed attempt: tried again at `retryAt`, or given up on (failed) when it is null. */
export async function markDeliveryFailed(client: Client, clock: Clock, id: string, error: string, retryAt: Date | null): Promise<void> {
  const lastError = error.slice(0, MAX_ERROR_LENGTH);
  const data = retryAt === null ? { status: "failed", finishedAt: clock(), lastError } : { nextAttemptAt: retryAt, lastError };
  await client.webhookDelivery.updateMany({ where: { id }, data });
}

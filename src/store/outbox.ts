// Mail is written with the order that caused it and sent afterwards by a worker that claims due
// rows, so a crash between commit and send delays a mail but never loses it.
import type { Client, Clock } from "./client.js";
import { StoreError } from "./errors.js";
import type { Provider } from "./migration-files.js";
import { toMailRecord } from "./records.js";
import { writeEffects } from "./effects.js";
import type { MailRecord, NewMail } from "./types.js";

export interface ClaimOptions {
  limit?: number;
  /** How long a claimed mail is hidden from other workers; a crashed worker's mail returns after it. */
  leaseMs?: number;
}

const DEFAULT_LEASE_MS = 5 * 60_000;
const RETRY_BASE_MS = 60_000;
const RETRY_MAX_MS = 60 * 60_000;
const MAX_ERROR_LENGTH = 2_000;

/** Exponential backoff after the n-th failed attempt: 1 min, 2 min, 4 min, ... capped at 1 hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);
}

export async function claimDueMail(
  client: Client,
  clock: Clock,
  options: ClaimOptions = {},
  provider: Provider = "sqlite",
): Promise<MailRecord[]> {
  const now = clock();
  const leaseUntil = new Date(now.getTime() + (options.leaseMs ?? DEFAULT_LEASE_MS));
  const limit = options.limit ?? 10;
  if (provider === "postgresql") return claimSkippingLocked(client, now, leaseUntil, limit);
  const due = await client.outboxMail.findMany({
    where: { sentAt: null, held: false, nextAttemptAt: { lte: now } },
    orderBy: { nextAttemptAt: "asc" },
    take: limit,
  });

  const claimed: MailRecord[] = [];
  for (const row of due) {
    // Compare-and-set on the attempt count: of two workers that read the same row, one wins.
    const { count } = await client.outboxMail.updateMany({
      where: { id: row.id, sentAt: null, attempts: row.attempts },
      data: { attempts: { increment: 1 }, nextAttemptAt: leaseUntil },
    });
    if (count === 1) {
      claimed.push(toMailRecord({ ...row, attempts: row.attempts + 1, nextAttemptAt: leaseUntil }));
    }
  }
  return claimed;
}

/**
 * PostgreSQL: one statement claims the due rows no other server has locked, so servers sharing the
 * database take different mails instead of racing for the same ones (docs/email.md "Delivery").
 * The connection's search_path names the schema (database-url.ts).
 */
async function claimSkippingLocked(client: Client, now: Date, leaseUntil: Date, limit: number): Promise<MailRecord[]> {
  const ids = await client.$queryRaw<{ id: string }[]>`
    UPDATE "OutboxMail" SET "attempts" = "attempts" + 1, "nextAttemptAt" = ${leaseUntil}
    WHERE "id" IN (
      SELECT "id" FROM "OutboxMail"
      WHERE "sentAt" IS NULL AND NOT "held" AND "nextAttemptAt" <= ${now}
      ORDER BY "nextAttemptAt" LIMIT ${limit}
      FOR UPDATE SKIP LOCKED
    )
    RETURNING "id"`;
  if (ids.length === 0) return [];
  // Read back through the client, so that every column has its usual type.
  const rows = await client.outboxMail.findMany({ where: { id: { in: ids.map((r) => r.id) } }, orderBy: { createdAt: "asc" } });
  return rows.map(toMailRecord);
}

export async function renewMailLease(client: Client, clock: Clock, ids: readonly string[], leaseMs: number): Promise<void> {
  if (ids.length === 0) return;
  await client.outboxMail.updateMany({
    where: { id: { in: [...ids] }, sentAt: null },
    data: { nextAttemptAt: new Date(clock().getTime() + leaseMs) },
  });
}

/**
 * The held narratives of one side of a game (their reply addresses begin with `replyPrefix`) written
 * no later than `upTo`, oldest first: what the side's mail written at `upTo` tells before its own news.
 */
export async function listHeldMail(client: Client, gameId: string, replyPrefix: string, upTo: Date): Promise<MailRecord[]> {
  const rows = await client.outboxMail.findMany({
    where: { gameId, held: true, sentAt: null, replyTo: { startsWith: replyPrefix }, createdAt: { lte: upTo } },
    orderBy: [{ createdAt: "asc" }],
  });
  return rows.map(toMailRecord);
}

export async function markSent(client: Client, clock: Clock, id: string): Promise<void> {
  const { count } = await client.outboxMail.updateMany({ where: { id }, data: { sentAt: clock() } });
  if (count === 0) throw new StoreError("not-found", `No outbox mail ${id}`, { id });
}

/** Records a failed send and schedules the next attempt; returns the updated mail. */
export async function markFailed(client: Client, clock: Clock, id: string, error: string): Promise<MailRecord> {
  const mail = await client.outboxMail.findUnique({ where: { id }, select: { attempts: true } });
  if (mail === null) throw new StoreError("not-found", `No outbox mail ${id}`, { id });
  const row = await client.outboxMail.update({
    where: { id },
    data: {
      nextAttemptAt: new Date(clock().getTime() + retryDelayMs(mail.attempts)),
      lastError: error.slice(0, MAX_ERROR_LENGTH),
    },
  });
  return toMailRecord(row);
}

/** Mail that answers no order (a rejected or command-only mail): queued on its own. */
export async function enqueueMail(client: Client, clock: Clock, gameId: string, mail: readonly NewMail[]): Promise<void> {
  const now = clock();
  await client.$transaction(async (tx) => {
    await writeEffects(tx, gameId, null, { mail }, now);
  });
}

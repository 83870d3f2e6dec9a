// Mail read from the judge's own mailbox is applied once (docs/email.md "A mailbox is enough"): a
// server claims a mail here, by its Message-ID, before it applies it, and marks it done after. Of
// two servers reading one mailbox only one claim succeeds (the row's key, or a compare-and-set on
// an expired claim); a copy delivered twice finds the row done. A server that crashed mid-mail
// leaves a claim whose lease runs out, and the mail is then applied by whoever looks next.
import type { Client, Clock } from "./client.js";
import { isUniqueViolation } from "./errors.js";

export interface MailCopy {
  /** The mail's Message-ID (a hash of its bytes when it has none). */
  messageId: string;
  mailbox: string;
  uidValidity: string;
  uid: string;
}

/** claimed: this server applies it now; done: applied before; busy: another server holds it. */
export type MailClaim = "claimed" | "done" | "busy";

export interface MailClaimOptions {
  /** How long the claim keeps other servers off: longer than applying a mail ever takes. */
  leaseMs?: number;
}

const DEFAULT_LEASE_MS = 10 * 60_000;
const MAX_ERROR_LENGTH = 2_000;
/** After a failure: a second, doubling, at most an hour, so a mail that always fails does not spin. */
const RETRY_BASE_MS = 1_000;
const RETRY_MAX_MS = 60 * 60_000;

export async function claimMail(client: Client, clock: Clock, copy: MailCopy, options: MailClaimOptions = {}): Promise<MailClaim> {
  const now = clock();
  const leaseUntil = new Date(now.getTime() + (options.leaseMs ?? DEFAULT_LEASE_MS));
  try {
    await client.processedMail.create({ data: { ...copy, status: "claimed", attempts: 1, leaseUntil } });
    return "claimed";
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  const row = await client.processedMail.findUnique({ where: { messageId: copy.messageId } });
  if (row === null) return "busy"; // a copy under another Message-ID holds this UID: look again later
  if (row.status === "done") return "done";
  if (row.leaseUntil > now) return "busy";
  // Compare-and-set on the attempt count: of two servers taking over one expired claim, one wins.
  const { count } = await client.processedMail.updateMany({
    where: { messageId: copy.messageId, status: "claimed", attempts: row.attempts },
    data: { attempts: { increment: 1 }, leaseUntil },
  });
  return count === 1 ? "claimed" : "busy";
}

/** When this copy of a mail (its mailbox, UIDVALIDITY and UID) was recorded done; null if it was not. */
export async function copyDoneAt(client: Client, copy: Omit<MailCopy, "messageId">): Promise<Date | null> {
  const { mailbox, uidValidity, uid } = copy;
  const row = await client.processedMail.findUnique({ where: { mailbox_uidValidity_uid: { mailbox, uidValidity, uid } }, select: { status: true, doneAt: true } });
  return row?.status === "done" ? (row.doneAt ?? new Date(0)) : null;
}

export async function finishMail(client: Client, clock: Clock, messageId: string, outcome: string): Promise<void> {
  await client.processedMail.updateMany({ where: { messageId }, data: { status: "done", outcome, doneAt: clock(), lastError: null } });
}

/** Gives a claim back after its mail failed, so that it is tried again (after a pause that grows). */
export async function releaseMail(client: Client, clock: Clock, messageId: string, error: string): Promise<void> {
  const row = await client.processedMail.findUnique({ where: { messageId }, select: { attempts: true, status: true } });
  if (row === null || row.status !== "claimed") return;
  const delay = Math.min(RETRY_BASE_MS * 2 ** Math.max(0, row.attempts - 1), RETRY_MAX_MS);
  await client.processedMail.updateMany({
    where: { messageId, status: "claimed" },
    data: { leaseUntil: new Date(clock().getTime() + delay), lastError: error.slice(0, MAX_ERROR_LENGTH) },
  });
}

// Sends the outbox (docs/email.md "Delivery"). The protocol:
//   1. claim: a due, unsent row gets attempts+1 and is hidden from other workers for a short lease
//      (MAIL_LEASE_MS), which the worker renews while it still holds the row; of two servers
//      claiming the same row only one succeeds (compare-and-set, src/store/outbox.ts);
//   2. send it with its stable Message-ID <row id@domain>;
//   3. mark it sent, or on failure schedule the next attempt with exponential backoff.
// A worker that dies stops renewing: its claimed rows are due again within the lease (under a
// minute). A crash between the relay's acceptance in 2 and the mark in 3 sends the mail again
// (at-least-once); the Message-ID is the same, so relays and clients that deduplicate show it once.
import type { MailRecord, Store } from "../store/index.js";
import { judgeAddress, parseAddress, subjectWithTag } from "./address.js";
import { boardParts } from "./boardImage.js";
import type { MailSettings } from "./compose.js";
import { cutFiles, sidePrefixOf, withHeld } from "./heldStory.js";
import type { MailTransport, OutgoingMail } from "./transport.js";

/** How long a claimed mail stays hidden from other workers without a renewal. */
export const MAIL_LEASE_MS = 30_000;

export interface WorkerOptions {
  settings: MailSettings;
  /** The claim's lease (MAIL_LEASE_MS); renewed every third of it while the worker holds the mail. */
  leaseMs?: number;
  /** Pause between rounds when the outbox had nothing due. */
  idleMs?: number;
  batch?: number;
  log?: (message: string, error?: unknown) => void;
}

export function messageIdOf(mailId: string, domain: string): string {
  return `<${mailId}@${domain}>`;
}

/** The thread every mail of a game hangs from, whether or not its root was ever seen. */
export function threadRootOf(gameId: string, domain: string): string {
  return `<hots.${gameId}@${domain}>`;
}

/**
 * The mail as sent. A mail that asks for an answer carries its reply address's signed tag in its
 * subject too, for providers that drop the +tag (src/mail/address.ts). `held`: the texts of the
 * side's held narratives, told first (src/mail/heldStory.ts).
 */
export async function outgoing(mail: MailRecord, settings: MailSettings, held: readonly string[] = []): Promise<OutgoingMail> {
  const { domain } = settings;
  const root = threadRootOf(mail.gameId, domain);
  const parent = mail.inReplyTo ?? root;
  const reply = mail.replyTo === null ? null : parseAddress(settings, mail.replyTo);
  const told = withHeld(mail.text, mail.html, held);
  const { text, html, files } = cutFiles(told.text, told.html);
  const attachments = [
    // Rendered here, inside sendDue's try: a board that fails to render fails this attempt only.
    ...(await boardParts(mail.boardSvg, domain, mail.html)),
    ...files.map((f) => ({ filename: f.filename, content: f.content, contentType: "application/json", contentDisposition: "attachment" as const })),
  ];
  return {
    from: judgeAddress(settings),
    to: mail.to,
    replyTo: mail.replyTo,
    subject: reply?.kind === "reply" ? subjectWithTag(settings, mail.subject, reply.target) : mail.subject,
    text,
    html,
    messageId: messageIdOf(mail.id, domain),
    inReplyTo: parent,
    references: parent === root ? [root] : [root, parent],
    attachments,
    // A row that names the mail it answers is an answer to a player's mail (docs/email.md).
    autoSubmitted: mail.inReplyTo !== null ? "auto-replied" : "auto-generated",
  };
}

/**
 * Keeps the lease of the mails a round still holds while it runs, so that a slow relay never lets
 * another worker send them too; renewals run one after another, and each mark waits for them.
 */
function leaseKeeper(store: Store, held: Set<string>, leaseMs: number, log: WorkerOptions["log"]) {
  let renewing: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    renewing = renewing.then(() => store.renewMailLease([...held], leaseMs)).catch((error: unknown) => log?.("mail lease not renewed", error));
  }, Math.max(1, Math.floor(leaseMs / 3)));
  return {
    /** Stops renewing `id`; resolves once no renewal that might still name it is running. */
    async release(id: string): Promise<void> {
      held.delete(id);
      await renewing;
    },
    stop: () => clearInterval(timer),
  };
}

/** The side's narratives held until this mail (NOTIFY decisions), oldest first; none for other mails. */
async function heldFor(store: Store, mail: MailRecord): Promise<MailRecord[]> {
  const prefix = sidePrefixOf(mail.replyTo);
  return prefix === null ? [] : store.listHeldMail(mail.gameId, prefix, mail.createdAt);
}

/** One round: claims what is due and tries each once. Returns how many were sent. */
export async function sendDue(store: Store, transport: MailTransport, options: WorkerOptions): Promise<number> {
  const leaseMs = options.leaseMs ?? MAIL_LEASE_MS;
  const claimed = await store.claimDueMail({ limit: options.batch ?? 20, leaseMs });
  if (claimed.length === 0) return 0;
  const lease = leaseKeeper(store, new Set(claimed.map((m) => m.id)), leaseMs, options.log);
  let sent = 0;
  try {
    for (const mail of claimed) {
      let held: MailRecord[] = [];
      try {
        held = await heldFor(store, mail);
        await transport.send(await outgoing(mail, options.settings, held.map((h) => h.text)));
      } catch (error) {
        options.log?.(`mail ${mail.id} to ${mail.to} not sent (attempt ${mail.attempts})`, error);
        await lease.release(mail.id);
        await store.markFailed(mail.id, error instanceof Error ? error.message : String(error));
        continue;
      }
      await lease.release(mail.id);
      await store.markSent(mail.id);
      // Told by this mail: a crash before these marks tells them again in the side's next mail.
      for (const h of held) await store.markSent(h.id);
      sent += 1;
    }
  } finally {
    lease.stop();
  }
  return sent;
}

export interface OutboxWorker {
  /** Sends what is due now without waiting for the next round. */
  kick(): void;
  stop(): Promise<void>;
}

export function startOutboxWorker(store: Store, transport: MailTransport, options: WorkerOptions): OutboxWorker {
  const idleMs = options.idleMs ?? 1_000;
  let stopped = false;
  let wake: (() => void) | null = null;
  const loop = (async () => {
    while (!stopped) {
      let sent = 0;
      try {
        sent = await sendDue(store, transport, options);
      } catch (error) {
        options.log?.("outbox round failed", error);
      }
      if (sent > 0 || stopped) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, idleMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = null;
    }
  })();
  return {
    kick: () => wake?.(),
    async stop() {
      stopped = true;
      wake?.();
      await loop;
    },
  };
}

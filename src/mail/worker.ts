// Sends the outbox (docs/email.md "Delivery"). The protocol:
//   1. claim: a due, unsent row gets attempts+1 and is hidden from other workers for a lease; of two
//      servers claiming the same row only one succeeds (compare-and-set, src/store/outbox.ts);
//   2. send it with its stable Message-ID <row id@domain>;
//   3. mark it sent, or on failure schedule the next attempt with exponential backoff.
// A crash between 2 and 3 sends the mail again when the lease ends (at-least-once); the Message-ID
// is the same, so mail clients and relays that deduplicate show it once.
import type { MailRecord, Store } from "../store/index.js";
import { judgeAddress } from "./address.js";
import { boardParts } from "./boardImage.js";
import { cutFiles, sidePrefixOf, withHeld } from "./heldStory.js";
import type { MailTransport, OutgoingMail } from "./transport.js";

export interface WorkerOptions {
  domain: string;
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

/** `held`: the texts of the side's held narratives, told first (src/mail/heldStory.ts). */
export async function outgoing(mail: MailRecord, domain: string, held: readonly string[] = []): Promise<OutgoingMail> {
  const root = threadRootOf(mail.gameId, domain);
  const parent = mail.inReplyTo ?? root;
  const told = withHeld(mail.text, mail.html, held);
  const { text, html, files } = cutFiles(told.text, told.html);
  const attachments = [
    // Rendered here, inside sendDue's try: a board that fails to render fails this attempt only.
    ...(await boardParts(mail.boardSvg, domain, mail.html)),
    ...files.map((f) => ({ filename: f.filename, content: f.content, contentType: "application/json", contentDisposition: "attachment" as const })),
  ];
  return {
    from: judgeAddress(domain),
    to: mail.to,
    replyTo: mail.replyTo,
    subject: mail.subject,
    text,
    html,
    messageId: messageIdOf(mail.id, domain),
    inReplyTo: parent,
    references: parent === root ? [root] : [root, parent],
    attachments,
  };
}

/** The side's narratives held until this mail (NOTIFY decisions), oldest first; none for other mails. */
async function heldFor(store: Store, mail: MailRecord): Promise<MailRecord[]> {
  const prefix = sidePrefixOf(mail.replyTo);
  return prefix === null ? [] : store.listHeldMail(mail.gameId, prefix, mail.createdAt);
}

/** One round: claims what is due and tries each once. Returns how many were sent. */
export async function sendDue(store: Store, transport: MailTransport, options: WorkerOptions): Promise<number> {
  const claimed = await store.claimDueMail({ limit: options.batch ?? 20 });
  let sent = 0;
  for (const mail of claimed) {
    let held: MailRecord[] = [];
    try {
      held = await heldFor(store, mail);
      await transport.send(await outgoing(mail, options.domain, held.map((h) => h.text)));
    } catch (error) {
      options.log?.(`mail ${mail.id} to ${mail.to} not sent (attempt ${mail.attempts})`, error);
      await store.markFailed(mail.id, error instanceof Error ? error.message : String(error));
      continue;
    }
    await store.markSent(mail.id);
    // Told by this mail: a crash before these marks tells them again in the side's next mail.
    for (const h of held) await store.markSent(h.id);
    sent += 1;
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

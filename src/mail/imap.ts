// The judge reads its own mailbox (MAIL_IMAP_URL, docs/email.md "A mailbox is enough"): players'
// mails land in an ordinary mailbox, and this reader hands each one to receiveMail, exactly once.
//   1. look: the mails not yet marked (in the mailbox; with a done folder, every mail still there);
//   2. claim each in the database by its Message-ID before applying it (src/store/processedMail.ts),
//      so that two servers reading one mailbox, a restart or a copy delivered twice apply it once;
//   3. apply it (receiveMail), record it done, then mark it \Seen and move it to the done folder
//      (created if missing) or flag it; only the server that handled a copy marks it. A mail whose
//      handling failed is given back and tried again; a server that dies mid-mail leaves a claim
//      that another takes over once its lease runs out;
//   4. wait: IDLE where the server offers it (a new mail wakes the reader at once), else a look every
//      poll interval. A lost connection is opened again after a pause that doubles up to a minute.
import { createHash } from "node:crypto";
import { ImapFlow, type FetchMessageObject } from "imapflow";
import type { ImapConfig } from "../config.js";
import type { Store } from "../store/index.js";
import type { InboundOutcome, RawMail } from "./inboundTypes.js";

export interface ImapReaderDeps {
  store: Store;
  receive(mail: RawMail): Promise<InboundOutcome>;
  log?: (message: string, error?: unknown) => void;
}

export interface ImapReader {
  /** Where mail is read from, without the password: for the start-up banner. */
  readonly description: string;
  stop(): Promise<void>;
}

/** The keyword of processed mail when it stays in the mailbox (no done folder). */
export const PROCESSED_KEYWORD = "$HotsJudged";
/** A copy recorded done this long ago but still unmarked: its server died between the two. */
const UNMARKED_AFTER_MS = 10 * 60_000;
const RECONNECT_FIRST_MS = 1_000;
const RECONNECT_MAX_MS = 60_000;

/** Where the reader reads, for the banner: the URL without the password, and how it waits. */
export function describeImap(config: ImapConfig): string {
  const host = config.host.includes(":") ? `[${config.host}]` : config.host;
  const url = `${config.secure ? "imaps" : "imap"}://${encodeURIComponent(config.user)}@${host}:${config.port}/${encodeURIComponent(config.mailbox)}`;
  const done = config.doneFolder === null ? `flagged ${PROCESSED_KEYWORD}` : `moved to ${config.doneFolder}`;
  return `IMAP ${url} (IDLE where offered, else every ${config.pollMs / 1000} s; processed mail marked \\Seen and ${done})`;
}

/** The key a mail is remembered by: its Message-ID, or a hash of its bytes when it has none. */
export function mailKey(message: FetchMessageObject): string {
  const id = message.envelope?.messageId?.trim();
  if (id) return id;
  return `<${createHash("sha256").update(message.source ?? Buffer.alloc(0)).digest("hex")}@unidentified>`;
}

export function startImapReader(config: ImapConfig, deps: ImapReaderDeps): ImapReader {
  const log = deps.log ?? (() => undefined);
  let stopped = false;
  /** Ends the current wait (for news, or before reconnecting). */
  let wake: (() => void) | null = null;

  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });

  async function session(): Promise<void> {
    const imap = new ImapFlow({
      host: config.host,
      port: config.port,
      secure: config.secure,
      // imap://: STARTTLS required, except on a loopback address where it is used when offered.
      ...(config.requireStartTls ? { doSTARTTLS: true } : {}),
      auth: { user: config.user, pass: config.password },
      logger: false,
      disableAutoIdle: true,
    });
    // A dropped connection is reported here and by the command that fails; the loop reconnects.
    imap.on("error", (error: unknown) => log("IMAP connection error", error));
    let news = true;
    imap.on("exists", () => {
      news = true;
      wake?.();
    });
    imap.on("close", () => wake?.());
    try {
      await imap.connect();
      if (config.doneFolder !== null) await ensureFolder(imap, config.doneFolder);
      const mailbox = await imap.mailboxOpen(config.mailbox);
      const keywords = mailbox.permanentFlags?.has("\\*") ?? false;
      const uidValidity = String(mailbox.uidValidity);
      while (!stopped && imap.usable) {
        news = false;
        await look(imap, uidValidity, keywords);
        failures = 0;
        if (news || stopped) continue;
        // IDLE ends with the next command (the look); without IDLE the timer is the poll.
        if (imap.capabilities.has("IDLE")) void imap.idle().catch(() => undefined);
        await pause(config.pollMs);
      }
    } finally {
      // What this IMAP connection reported must not cut short the pause before the next one.
      imap.removeAllListeners("close");
      imap.removeAllListeners("exists");
      if (imap.usable) await imap.logout().catch(() => imap.close());
      else imap.close();
    }
  }

  async function look(imap: ImapFlow, uidValidity: string, keywords: boolean): Promise<void> {
    // With a done folder the mailbox holds only what is left to do; else the mark tells.
    const query = config.doneFolder !== null ? { all: true } : keywords ? { unKeyword: PROCESSED_KEYWORD } : { seen: false };
    const uids = (await imap.search(query, { uid: true })) || [];
    for (const uid of uids) {
      if (stopped) return;
      const copy = { mailbox: config.mailbox, uidValidity, uid: String(uid) };
      // Only the server that handled a copy marks it, so two servers never move one mail twice;
      // a copy done long ago and still unmarked lost its server between the two: anyone marks it.
      const doneAt = await deps.store.mailCopyDoneAt(copy);
      if (doneAt !== null) {
        if (deps.store.now().getTime() - doneAt.getTime() > UNMARKED_AFTER_MS) await markDone(imap, uid, keywords);
        continue;
      }
      const message = await imap.fetchOne(String(uid), { uid: true, envelope: true, source: true }, { uid: true });
      if (!message || !message.source) continue; // moved away by another server meanwhile
      const messageId = mailKey(message);
      const claim = await deps.store.claimMail({ ...copy, messageId });
      if (claim === "busy") continue; // another server is on it, and marks it
      if (claim === "claimed") {
        let outcome: InboundOutcome;
        try {
          outcome = await deps.receive({ raw: message.source });
        } catch (error) {
          log(`mail ${messageId} not handled; it is tried again later`, error);
          // If the database cannot take this either, the claim's lease gives the mail back.
          await deps.store.releaseMail(messageId, error instanceof Error ? error.message : String(error)).catch((e: unknown) => log(`mail ${messageId}: claim not given back`, e));
          continue;
        }
        await deps.store.finishMail(messageId, outcome);
      } else {
        // Another copy of a mail applied already (delivered twice): claimed as a copy of its own,
        // so that one server marks it; it is neither applied nor answered again.
        const duplicate = `${messageId} copy ${uidValidity}.${uid}`;
        if ((await deps.store.claimMail({ ...copy, messageId: duplicate })) !== "claimed") continue;
        await deps.store.finishMail(duplicate, "duplicate");
      }
      await markDone(imap, uid, keywords);
    }
  }

  async function markDone(imap: ImapFlow, uid: number, keywords: boolean): Promise<void> {
    await imap.messageFlagsAdd(String(uid), keywords ? ["\\Seen", PROCESSED_KEYWORD] : ["\\Seen"], { uid: true });
    if (config.doneFolder !== null) await imap.messageMove(String(uid), config.doneFolder, { uid: true });
  }

  let failures = 0;
  const loop = (async () => {
    while (!stopped) {
      try {
        await session();
      } catch (error) {
        if (!stopped) log("IMAP session ended", error);
      }
      if (stopped) break;
      failures += 1;
      const delay = Math.min(RECONNECT_FIRST_MS * 2 ** (failures - 1), RECONNECT_MAX_MS);
      log(`IMAP: reconnecting in ${delay / 1000} s`);
      await pause(delay);
    }
  })();

  return {
    description: describeImap(config),
    async stop() {
      stopped = true;
      wake?.();
      // A look in progress finishes its mail; the session then logs out.
      await loop;
    },
  };
}

/** Creates the done folder unless it is there (another server may be creating it at once). */
async function ensureFolder(imap: ImapFlow, path: string): Promise<void> {
  const exists = async () => (await imap.list()).some((folder) => folder.path === path);
  if (await exists()) return;
  try {
    await imap.mailboxCreate(path);
  } catch (error) {
    if (!(await exists())) throw error;
  }
}

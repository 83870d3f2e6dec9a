// A judge that holds only a mailbox's credentials, as a club hosts it with an ordinary mail account
// (docs/email.md "A mailbox is enough"): a real IMAP server (Dovecot, tests/mail/dovecot.ts) holds
// the judge's mailbox, where players' mails land; the judge sends through the provider's SMTP
// submission port, a real SMTP server that requires AUTH with the same login (tests/mail/relay.ts),
// where the players read what the judge sent them. Players only send mail and read mail.
import nodemailer from "nodemailer";
import { buildApp } from "../../src/api/app.js";
import { startMail, type MailService } from "../../src/mail/service.js";
import { openStore, type Store } from "../../src/store/index.js";
import { testConfig } from "../api/server.js";
import { startDovecot, type Dovecot, type MailboxUser } from "./dovecot.js";
import { eventually, type PlayerMail } from "./judge.js";
import { startRelay, type CapturedMail, type Relay } from "./relay.js";

/** The club's mailbox: its address is its login, as with most providers; the password needs percent-encoding. */
export const CLUB: MailboxUser = { user: "club@example.org", password: "app pass:w/rd%1" };
export const CLUB_SECRET = "club-mail-secret-0123456789";

export interface MailboxWorldOptions {
  /** false: the IMAP server offers no IDLE, so the judge polls. */
  idle?: boolean;
  /** MAIL_IMAP_DONE: processed mail is moved there; null leaves it flagged in the inbox. */
  doneFolder?: string | null;
}

export interface MailboxJudge {
  url: string;
  store: Store;
  mail: MailService;
  /** Stops the judge as a restart would: HTTP, the mailbox reader, the outbox worker, the store. */
  stop(): Promise<void>;
}

export interface MailboxWorld {
  dovecot: Dovecot;
  /** The provider's submission port: every mail the judge sends, as the players receive it. */
  relay: Relay;
  /** A judge over this database, configured with nothing but the mailbox (MAIL_ADDRESS, MAIL_IMAP_URL, SMTP_URL). */
  startJudge(databaseUrl: string, options?: { store?: Store; env?: Record<string, string> }): Promise<MailboxJudge>;
  /** A player's mail lands in the judge's mailbox (IMAP APPEND, as the provider's MX delivers it); returns its Message-ID. */
  deliver(mail: PlayerMail): Promise<string>;
  /** Delivers these very bytes again (a mail delivered twice). */
  deliverRaw(raw: Buffer): Promise<void>;
  /** The raw bytes of the last mail delivered with this Message-ID. */
  rawOf(messageId: string): Buffer;
  /** The judge's answer to a mail: the mail to `to` whose In-Reply-To is its Message-ID. */
  answerTo(to: string, messageId: string): Promise<CapturedMail>;
  close(): Promise<void>;
}

export async function startMailboxWorld(options: MailboxWorldOptions = {}): Promise<MailboxWorld> {
  const dovecot = await startDovecot({ users: [CLUB], idle: options.idle ?? true });
  const relay = await startRelay({ auth: { user: CLUB.user, pass: CLUB.password } });
  const judges: MailboxJudge[] = [];
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  const sent = new Map<string, Buffer>();
  const doneFolder = options.doneFolder === undefined ? "Processed" : options.doneFolder;

  return {
    dovecot,
    relay,
    async startJudge(databaseUrl, { store: given, env = {} } = {}) {
      const config = testConfig(databaseUrl, {
        SMTP_URL: relay.url,
        MAIL_ADDRESS: CLUB.user,
        MAIL_SECRET: CLUB_SECRET,
        MAIL_IMAP_URL: dovecot.url(CLUB),
        // Without IDLE the judge looks every second; with IDLE this is only its safety net.
        MAIL_IMAP_POLL_SECONDS: "1",
        ...(doneFolder === null ? {} : { MAIL_IMAP_DONE: doneFolder }),
        ...env,
      });
      const store = given ?? (await openStore(databaseUrl));
      const mail = await startMail(config.mail, store, { idleMs: 25, log: (message, error) => console.error(`[judge] ${message}`, error ?? "") });
      const app = await buildApp({ config, store, mail });
      await app.listen({ port: 0, host: "127.0.0.1" });
      const address = app.server.address();
      if (address === null || typeof address === "string") throw new Error("no TCP address");
      let stopped = false;
      const judge: MailboxJudge = {
        url: `http://127.0.0.1:${address.port}`,
        store,
        mail,
        async stop() {
          if (stopped) return;
          stopped = true;
          await app.close();
          await mail.stop();
          if (!given) await store.close();
        },
      };
      judges.push(judge);
      return judge;
    },
    async deliver(m) {
      const info = await composer.sendMail({
        from: m.from,
        to: m.to,
        subject: m.subject,
        ...(m.text !== undefined ? { text: m.text } : {}),
        ...(m.html !== undefined ? { html: m.html } : {}),
        ...(m.inReplyTo ? { inReplyTo: m.inReplyTo, references: [m.inReplyTo] } : {}),
        ...(m.messageId ? { messageId: m.messageId } : {}),
      });
      const raw = info.message as Buffer;
      sent.set(info.messageId, raw);
      await dovecot.append(CLUB, raw);
      return info.messageId;
    },
    deliverRaw: (raw) => dovecot.append(CLUB, raw),
    rawOf(messageId) {
      const raw = sent.get(messageId);
      if (!raw) throw new Error(`no mail ${messageId} was delivered`);
      return raw;
    },
    answerTo: (to, messageId) =>
      eventually(`the answer to ${messageId}`, () => relay.inbox(to).find((m) => m.parsed.inReplyTo === messageId), {
        seen: () => relay.inbox(to).map((m) => `${m.parsed.subject} (re ${m.parsed.inReplyTo})`).join("; "),
      }),
    async close() {
      for (const judge of judges.splice(0).reverse()) await judge.stop();
      composer.close();
      await relay.close();
      await dovecot.close();
    },
  };
}

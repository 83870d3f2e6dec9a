// The judge as `hots serve` runs it, for the mail tests: the HTTP API and the mail service over one
// store, sending through a capturing relay and receiving through its own SMTP listener on port 0.
import nodemailer from "nodemailer";
import { buildApp } from "../../src/api/app.js";
import { startMail, type MailService } from "../../src/mail/service.js";
import { openStore, type Store } from "../../src/store/index.js";
import { testConfig } from "../api/server.js";
import type { Relay } from "./relay.js";

export const DOMAIN = "judge.test";
export const SECRET = "test-secret-0123456789abcdef";
export const INBOUND_SECRET = "inbound-secret-0123456789";
/** The judge's addresses in these tests (judge@DOMAIN, the default for MAIL_DOMAIN alone). */
export const SETTINGS = { secret: SECRET, domain: DOMAIN, address: `judge@${DOMAIN}`, separator: "+" };

export interface Judge {
  url: string;
  store: Store;
  mail: MailService;
  /** Sends a mail to the judge's SMTP listener, as a player's mail client would. */
  send(mail: PlayerMail): Promise<string>;
  close(): Promise<void>;
}

export interface PlayerMail {
  from: string;
  to: string;
  subject: string;
  text?: string;
  html?: string;
  inReplyTo?: string;
  /** A fixed Message-ID, to resend the very same mail. */
  messageId?: string;
}

export async function startJudge(databaseUrl: string, relay: Relay, options: { store?: Store; outboxDir?: string; env?: Record<string, string> } = {}): Promise<Judge> {
  const config = testConfig(databaseUrl, {
    SMTP_URL: relay.url,
    MAIL_DOMAIN: DOMAIN,
    MAIL_SECRET: SECRET,
    MAIL_INBOUND: "127.0.0.1:0",
    INBOUND_SECRET,
    // A whole game sends far more mails an hour from one address than a person would; the hourly
    // limit has its own tests (tests/mail/guard.test.ts).
    MAIL_ANSWERS_PER_HOUR: "1000000",
    ...(options.outboxDir ? { MAIL_OUTBOX_DIR: options.outboxDir } : {}),
    ...options.env,
  });
  const store = options.store ?? (await openStore(databaseUrl));
  // Failed sends and inbound errors go to standard error, where a failing test shows them.
  const mail = await startMail(config.mail, store, { idleMs: 25, log: (message, error) => console.error(`[judge] ${message}`, error ?? "") });
  const app = await buildApp({ config, store, mail });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (address === null || typeof address === "string") throw new Error("no TCP address");
  // One connection for the players' mails, as the judge keeps one to its relay (src/mail/transport.ts):
  // each new one waits 100 ms for smtp-server's greeting.
  const client = nodemailer.createTransport({ host: "127.0.0.1", port: mail.inboundPort ?? 0, secure: false, ignoreTLS: true, pool: true });
  return {
    url: `http://127.0.0.1:${address.port}`,
    store,
    mail,
    async send(m) {
      const info = await client.sendMail({
        from: m.from,
        to: m.to,
        subject: m.subject,
        ...(m.text !== undefined ? { text: m.text } : {}),
        ...(m.html !== undefined ? { html: m.html } : {}),
        ...(m.inReplyTo ? { inReplyTo: m.inReplyTo, references: [m.inReplyTo] } : {}),
        ...(m.messageId ? { messageId: m.messageId } : {}),
      });
      return info.messageId;
    },
    async close() {
      client.close();
      await app.close();
      await mail.stop();
      if (!options.store) await store.close();
    },
  };
}

/**
 * Polls until `check` returns a value; generous, so a slow machine only makes it slower. On a
 * timeout, `seen` tells what there was instead (say, the mails received).
 */
export async function eventually<T>(
  what: string,
  check: () => T | undefined | null | false | Promise<T | undefined | null | false>,
  { timeoutMs = 120_000, seen }: { timeoutMs?: number; seen?: () => string } = {},
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}${seen ? `; seen: ${seen()}` : ""}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

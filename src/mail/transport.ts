// Where mail goes: an SMTP relay (SMTP_URL) through nodemailer, or, without one, .eml files in a
// folder (MAIL_OUTBOX_DIR) that any mail client opens. One file per Message-ID, so sending a mail
// again after a crash rewrites the same file instead of adding one.
import { readFileSync } from "node:fs";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import nodemailer from "nodemailer";
import { isLoopbackHost, type MailConfig } from "../config.js";
import type { BoardAttachment } from "../render/index.js";

export interface OutgoingMail {
  from: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string | null;
  messageId: string;
  inReplyTo: string | null;
  references: string[];
  /** The board: an inline PNG (cid) and the SVG attached; absent or empty for mails without one. */
  attachments?: BoardAttachment[];
  /**
   * RFC 3834 section 5: "auto-replied" for an answer to a player's mail, "auto-generated" (the
   * default) for every other mail. Either tells responders not to answer the judge.
   */
  autoSubmitted?: "auto-replied" | "auto-generated";
}

/** DKIM signing of every mail (nodemailer's own signer): the key's domain and DNS selector. */
export interface DkimKey {
  domainName: string;
  keySelector: string;
  privateKey: string;
}

export interface MailTransport {
  /** Resolves once the relay (or the disk) has the mail; rejects when it refused it. */
  send(mail: OutgoingMail): Promise<void>;
  /** For the start-up banner: where mails go, without any password. */
  readonly description: string;
  close(): void;
}

function message(mail: OutgoingMail) {
  return {
    from: { name: "hots-judge", address: mail.from },
    to: mail.to,
    ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    messageId: mail.messageId,
    ...(mail.inReplyTo ? { inReplyTo: mail.inReplyTo } : {}),
    ...(mail.references.length > 0 ? { references: mail.references } : {}),
    ...(mail.attachments && mail.attachments.length > 0 ? { attachments: mail.attachments } : {}),
    headers: {
      "Auto-Submitted": mail.autoSubmitted ?? "auto-generated",
      // Exchange and Outlook read this instead: no out-of-office or delivery reports to the judge.
      "X-Auto-Response-Suppress": "All",
    },
  };
}

/**
 * One connection to the relay, kept open for the mails that follow (nodemailer's pool): a new
 * connection waits for the relay's greeting, which relays hold back to catch clients that talk
 * too soon (smtp-server for 100 ms; Postfix's postscreen for longer), and then for its EHLO and,
 * often, a TLS handshake. A setting of the URL's own (`?pool=false`) wins.
 *
 * A provider's submission port with the mailbox's own login: `smtps://user:pass@host:465` (TLS
 * from the start) or `smtp://user:pass@host:587` (STARTTLS). nodemailer reads the user and the
 * password percent-decoded (an address as user: `club%40example.org`). A password never travels
 * in the clear: with one, smtp:// requires STARTTLS unless the relay is on this machine.
 */
export function smtpTransport(url: string, dkim: DkimKey | null = null): MailTransport {
  const shown = new URL(url);
  const guarded = shown.protocol === "smtp:" && shown.password !== "" && !isLoopbackHost(shown.hostname.replace(/^\[|\]$/g, ""));
  const transporter = nodemailer.createTransport({ url, pool: true, ...(guarded ? { requireTLS: true } : {}), ...(dkim ? { dkim } : {}) });
  if (shown.password !== "") shown.password = "***";
  return {
    description: `SMTP relay ${shown.toString()}`,
    async send(mail) {
      await transporter.sendMail(message(mail));
    },
    close: () => transporter.close(),
  };
}

export function fileTransport(dir: string, dkim: DkimKey | null = null): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows", ...(dkim ? { dkim } : {}) });
  return {
    description: `.eml files in ${resolve(dir)}`,
    async send(mail) {
      const info = await transporter.sendMail(message(mail));
      await mkdir(dir, { recursive: true });
      const name = mail.messageId.replace(/[<>]/g, "").replace(/[^A-Za-z0-9.@_-]/g, "_");
      // Written aside, then renamed: a reader never sees half a mail.
      const file = join(dir, `${name}.eml`);
      await writeFile(`${file}.tmp`, info.message as Buffer);
      await rename(`${file}.tmp`, file);
    },
    close: () => transporter.close(),
  };
}

export function transportFor(config: { smtpUrl: string | null; outboxDir: string; dkim?: MailConfig["dkim"] }): MailTransport {
  const dkim = dkimKey(config.dkim ?? null);
  return config.smtpUrl ? smtpTransport(config.smtpUrl, dkim) : fileTransport(config.outboxDir, dkim);
}

/** Reads the DKIM key once, at start: a missing or unreadable file stops the server with its name. */
export function dkimKey(dkim: MailConfig["dkim"]): DkimKey | null {
  if (dkim === null) return null;
  let privateKey: string;
  try {
    privateKey = readFileSync(dkim.privateKeyFile, "utf8");
  } catch (error) {
    throw new Error(`DKIM_PRIVATE_KEY_FILE ${dkim.privateKeyFile} cannot be read: ${(error as Error).message}`);
  }
  if (!/-----BEGIN (RSA |)PRIVATE KEY-----/.test(privateKey)) throw new Error(`DKIM_PRIVATE_KEY_FILE ${dkim.privateKeyFile} holds no PEM private key`);
  return { domainName: dkim.domain, keySelector: dkim.selector, privateKey };
}

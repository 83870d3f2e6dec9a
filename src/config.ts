// The server's configuration: read from the environment and validated once, at start-up. The rest
// of the code receives a Config and never reads process.env (STYLE "The service around it").
import { z } from "zod";
import { DEFAULT_DATABASE_URL } from "./store/index.js";
import { defaultJudgeAddress } from "./mail/address.js";

const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;

/** A positive integer written in decimal, nothing else ("3000", not "3e3" or " 3000"). */
const decimal = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, "must be a whole number")
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

const envSchema = z.object({
  PORT: decimal(0, 65535).default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATABASE_URL: z
    .string()
    .refine((url) => /^(file:|postgres:\/\/|postgresql:\/\/)/.test(url), "must start with file:, postgres:// or postgresql://")
    .default(DEFAULT_DATABASE_URL),
  LOG_LEVEL: z.enum(LOG_LEVELS).default("info"),
  RATE_LIMIT_MAX: decimal(1, 1_000_000).default(3000),
  // At least a second: clients are told when to retry in whole seconds (retry-after).
  RATE_LIMIT_WINDOW_MS: decimal(1_000, 24 * 60 * 60 * 1000).default(60_000),
  BODY_LIMIT: decimal(1024, 64 * 1024 * 1024).default(262_144),
  // A request (headers and body) that has not fully arrived by then is answered 408 and its connection closed.
  BODY_TIMEOUT_MS: decimal(100, 3_600_000).default(30_000),
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d{1,2}|[0-9A-Fa-f.:/]+(,[0-9A-Fa-f.:/]+)*)$/, "must be true, false, a number of proxies, or addresses/CIDRs separated by commas")
    .default("false"),
  CORS_ORIGINS: z
    .string()
    .transform((text) => text.split(",").map((origin) => origin.trim()).filter((origin) => origin !== ""))
    .pipe(z.array(z.string().regex(/^https?:\/\/[^/\s]+$/, "each origin is scheme://host[:port], without a path")))
    .default([]),
  REFEREE_WORKERS: decimal(1, 64).default(2),
  REFEREE_QUEUE: decimal(0, 10_000).default(16),
  REFEREE_TIMEOUT_MS: decimal(100, 3_600_000).default(60_000),
  PNG_QUEUE: decimal(0, 10_000).default(16),
  RECORD_LIMIT: decimal(1024, 256 * 1024 * 1024).default(8 * 1024 * 1024),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, error: "must be an http:// or https:// URL" })
    .transform((url) => url.replace(/\/+$/, ""))
    .optional(),
  // Email (docs/email.md).
  SMTP_URL: z.string().regex(/^smtps?:\/\//, "must start with smtp:// or smtps://").optional(),
  MAIL_OUTBOX_DIR: z.string().min(1).default("./data/mail/outbox"),
  MAIL_DOMAIN: z.string().regex(/^[A-Za-z0-9.-]+$/, "must be a domain name").optional(),
  MAIL_ADDRESS: z.string().regex(/^[A-Za-z0-9.!#$%&'*/=?^_`{|}~-]+@[A-Za-z0-9.-]+$/, "must be an address such as club@example.org").optional(),
  MAIL_ADDRESS_SEPARATOR: z.enum(["+", "-", "=", "_"], { error: "must be one of + - = _" }).default("+"),
  MAIL_IMAP_URL: z.string().regex(/^imaps?:\/\/[^/?#]+/, "must be imaps://user:password@host[:port]/mailbox (or imap://)").optional(),
  MAIL_IMAP_DONE: z.string().min(1).max(200).optional(),
  MAIL_IMAP_POLL_SECONDS: decimal(1, 24 * 3600).default(60),
  MAIL_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
  MAIL_INBOUND: z.string().regex(/^.+:\d+$/, "must be host:port").optional(),
  INBOUND_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
  // Loops, floods and signatures (docs/email.md "No loops, no floods" and "Provider webhooks").
  MAIL_ANSWERS_PER_HOUR: decimal(1, 1_000_000).default(60),
  DKIM_SELECTOR: z.string().regex(/^[A-Za-z0-9._-]+$/, "must be a DNS label such as hots2026").optional(),
  DKIM_PRIVATE_KEY_FILE: z.string().min(1).optional(),
  DKIM_DOMAIN: z.string().regex(/^[A-Za-z0-9.-]+$/, "must be a domain name").optional(),
  MAILGUN_SIGNING_KEY: z.string().min(8, "must be the HTTP webhook signing key of the Mailgun account").optional(),
  SENDGRID_INBOUND_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9+/=\s]+$/, "must be the base64 public key of the Inbound Parse security policy").optional(),
  // Webhooks (docs/webhooks.md).
  WEBHOOK_ALLOW_PRIVATE: z.enum(["true", "false"], { error: "must be true or false" }).default("false"),
  WEBHOOK_MAX_ATTEMPTS: decimal(1, 100).default(8),
  WEBHOOK_RETRY_BASE_MS: decimal(1, 24 * 3600_000).default(30_000),
  WEBHOOK_TIMEOUT_MS: decimal(100, 600_000).default(10_000),
  WEBHOOK_POLL_MS: decimal(10, 600_000).default(1_000),
});

export interface Config {
  port: number;
  host: string;
  databaseUrl: string;
  logLevel: (typeof LOG_LEVELS)[number];
  /** Requests per seat token (per client address without one) per rate-limit window. */
  rateLimitMax: number;
  /** The rate-limit window, in milliseconds (a minute unless set). */
  rateLimitWindowMs: number;
  /** Largest request body, in bytes. */
  bodyLimit: number;
  /** How long a request, headers and body, may take to arrive (slow senders hold connections). */
  bodyTimeoutMs: number;
  /** Base of the links the API hands out, without a trailing slash. */
  publicUrl: string;
  /** Whether publicUrl was made from HOST and PORT (no PUBLIC_URL): with PORT 0, it takes the port listened on. */
  publicUrlIsListener: boolean;
  mail: MailConfig;
  /** Fastify's trustProxy: whose X-Forwarded-For to believe for the client address (rate limits, logs). */
  trustProxy: boolean | number | string[];
  /** Browser origins allowed to call the API (CORS); none by default. */
  corsOrigins: string[];
  /** Worker threads for POST /replays and /adjudicate, and how many requests may wait for one. */
  refereeWorkers: number;
  refereeQueue: number;
  /** Longest one referee task may run; past it the task fails and its worker is replaced. */
  refereeTimeoutMs: number;
  /** board.png requests that may wait for the PNG thread (src/render/pngDrawer.ts); more are answered 503. */
  pngQueue: number;
  /** Largest game record POST /replays accepts, in bytes. */
  recordLimit: number;
  webhooks: WebhookConfig;
}

export interface WebhookConfig {
  /**
   * Whether a webhook may point at a loopback, private or other special-purpose address (SSRF,
   * src/webhooks/address.ts): refused by default; a server run for oneself, with a bot on
   * localhost, may set WEBHOOK_ALLOW_PRIVATE=true.
   */
  allowPrivate: boolean;
  /** Attempts per event before it is marked failed; the n-th retry waits retryBaseMs × 2^(n-1). */
  maxAttempts: number;
  retryBaseMs: number;
  /** How long a receiver has to answer one POST. */
  timeoutMs: number;
  /** Pause of the delivery worker when nothing was due. */
  pollMs: number;
}

export interface MailConfig {
  /** Relay to send through; null writes .eml files under outboxDir instead. */
  smtpUrl: string | null;
  outboxDir: string;
  /** Domain of Message-IDs (MAIL_DOMAIN; else the domain of MAIL_ADDRESS; else localhost). */
  domain: string;
  /** The judge's mailbox (MAIL_ADDRESS, else judge@domain) and the separator of its signed tags. */
  address: string;
  separator: string;
  /** The judge's own mailbox, read over IMAP (src/mail/imap.ts), or null. */
  imap: ImapConfig | null;
  /** Signs reply addresses; null: a secret kept in a file beside the outbox (src/mail/secret.ts). */
  secret: string | null;
  /** host:port of the SMTP listener for replies, or null. */
  inbound: { host: string; port: number } | null;
  /** Bearer secret of POST /inbound/email; null disables the route. */
  inboundSecret: string | null;
  /** Answers mailed to one address per clock hour; past it one notice, then silence (docs/email.md). */
  answersPerHour: number;
  /** DKIM signing of every mail sent (nodemailer's own signer), or null. */
  dkim: { domain: string; selector: string; privateKeyFile: string } | null;
  /** Mailgun's HTTP webhook signing key: POST /inbound/mailgun/mime checks its signature. */
  mailgunSigningKey: string | null;
  /** SendGrid's Inbound Parse verification key (base64 DER, ECDSA P-256): POST /inbound/sendgrid checks its signature. */
  sendgridPublicKey: string | null;
}

export interface ImapConfig {
  host: string;
  port: number;
  /** imaps:// (TLS from the start); imap:// uses STARTTLS, required unless the host is a loopback address. */
  secure: boolean;
  requireStartTls: boolean;
  user: string;
  password: string;
  /** The folder mail arrives in (the URL's path; INBOX when none). */
  mailbox: string;
  /** Where processed mail is moved (created if missing); null: it stays, marked \Seen and flagged. */
  doneFolder: string | null;
  /** Between two looks when the server has no IDLE; with IDLE, the longest wait between looks. */
  pollMs: number;
}

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[?::1\]?)$/i;

/** Whether a host is this machine, where a password may travel without TLS (tests, a local relay). */
export function isLoopbackHost(host: string): boolean {
  return LOOPBACK.test(host);
}

/** imaps://user:password@host[:port]/mailbox, with user and password percent-encoded (an @ is %40). */
function imapConfigOf(url: string, doneFolder: string | null, pollMs: number): ImapConfig | string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return "is not a URL";
  }
  const secure = parsed.protocol === "imaps:";
  if (parsed.username === "" || parsed.password === "") return "must name the user and the password (imaps://user:password@host/INBOX)";
  if (parsed.hostname === "") return "must name the host";
  let user: string;
  let password: string;
  let mailbox: string;
  try {
    user = decodeURIComponent(parsed.username);
    password = decodeURIComponent(parsed.password);
    mailbox = decodeURIComponent(parsed.pathname.replace(/^\/+/, "")) || "INBOX";
  } catch {
    return "has a bad percent-encoding";
  }
  const host = parsed.hostname.replace(/^\[|\]$/g, "");
  return { host, port: parsed.port === "" ? (secure ? 993 : 143) : Number(parsed.port), secure, requireStartTls: !secure && !isLoopbackHost(host), user, password, mailbox, doneFolder, pollMs };
}

function trustProxyOf(text: string): boolean | number | string[] {
  if (text === "true") return true;
  if (text === "false") return false;
  if (/^\d+$/.test(text)) return Number(text);
  return text.split(",");
}

export type ConfigResult = { ok: true; config: Config } | { ok: false; message: string };

/** Variables that may hold a password or a key: named in errors, never printed. */
const SECRET_VARIABLES = new Set(["DATABASE_URL", "SMTP_URL", "MAIL_SECRET", "INBOUND_SECRET", "MAILGUN_SIGNING_KEY", "MAIL_IMAP_URL"]);

/** Empty variables count as unset, as a shell's `PORT= hots serve` means "the default". */
function present(env: Readonly<Record<string, string | undefined>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of Object.keys(envSchema.shape)) {
    const value = env[key];
    if (value !== undefined && value !== "") out[key] = value;
  }
  return out;
}

/** Hosts that listen everywhere are not addresses a client can use in a link. */
function linkHost(host: string): string {
  if (host === "0.0.0.0" || host === "::") return "localhost";
  return host.includes(":") ? `[${host}]` : host;
}

/** The base of links to a server listening on `host` and `port`. */
export function listeningUrl(host: string, port: number): string {
  return `http://${linkHost(host)}:${port}`;
}

function hostPort(text: string): { host: string; port: number } {
  const at = text.lastIndexOf(":");
  return { host: text.slice(0, at).replace(/^\[|\]$/g, ""), port: Number(text.slice(at + 1)) };
}

export function loadConfig(env: Readonly<Record<string, string | undefined>>): ConfigResult {
  const parsed = envSchema.safeParse(present(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? "environment");
      // A database URL may hold a password: name it, do not print it.
      const shown = SECRET_VARIABLES.has(name) ? "" : `=${JSON.stringify(env[name] ?? "")}`;
      return `${name}${shown}: ${issue.message}`;
    });
    return { ok: false, message: `Invalid configuration:\n  ${lines.join("\n  ")}` };
  }
  const e = parsed.data;
  // Half a DKIM setting would send unsigned mail while the operator believes it signed.
  if ((e.DKIM_SELECTOR === undefined) !== (e.DKIM_PRIVATE_KEY_FILE === undefined)) {
    return { ok: false, message: "Invalid configuration:\n  DKIM_SELECTOR and DKIM_PRIVATE_KEY_FILE: set both to sign mail with DKIM, or neither" };
  }
  const imap = e.MAIL_IMAP_URL === undefined ? null : imapConfigOf(e.MAIL_IMAP_URL, e.MAIL_IMAP_DONE ?? null, e.MAIL_IMAP_POLL_SECONDS * 1000);
  if (typeof imap === "string") return { ok: false, message: `Invalid configuration:\n  MAIL_IMAP_URL: ${imap}` };
  const domain = e.MAIL_DOMAIN ?? e.MAIL_ADDRESS?.replace(/^.*@/, "") ?? "localhost";
  return {
    ok: true,
    config: {
      port: e.PORT,
      host: e.HOST,
      databaseUrl: e.DATABASE_URL,
      logLevel: e.LOG_LEVEL,
      rateLimitMax: e.RATE_LIMIT_MAX,
      rateLimitWindowMs: e.RATE_LIMIT_WINDOW_MS,
      bodyLimit: e.BODY_LIMIT,
      bodyTimeoutMs: e.BODY_TIMEOUT_MS,
      publicUrl: e.PUBLIC_URL ?? listeningUrl(e.HOST, e.PORT),
      publicUrlIsListener: e.PUBLIC_URL === undefined,
      mail: {
        smtpUrl: e.SMTP_URL ?? null,
        outboxDir: e.MAIL_OUTBOX_DIR,
        domain,
        address: e.MAIL_ADDRESS ?? defaultJudgeAddress(domain),
        separator: e.MAIL_ADDRESS_SEPARATOR,
        imap,
        secret: e.MAIL_SECRET ?? null,
        inbound: e.MAIL_INBOUND === undefined ? null : hostPort(e.MAIL_INBOUND),
        inboundSecret: e.INBOUND_SECRET ?? null,
        answersPerHour: e.MAIL_ANSWERS_PER_HOUR,
        dkim:
          e.DKIM_SELECTOR !== undefined && e.DKIM_PRIVATE_KEY_FILE !== undefined
            ? { domain: e.DKIM_DOMAIN ?? domain, selector: e.DKIM_SELECTOR, privateKeyFile: e.DKIM_PRIVATE_KEY_FILE }
            : null,
        mailgunSigningKey: e.MAILGUN_SIGNING_KEY ?? null,
        sendgridPublicKey: e.SENDGRID_INBOUND_PUBLIC_KEY?.replace(/\s+/g, "") ?? null,
      },
      trustProxy: trustProxyOf(e.TRUST_PROXY),
      corsOrigins: e.CORS_ORIGINS,
      refereeWorkers: e.REFEREE_WORKERS,
      refereeQueue: e.REFEREE_QUEUE,
      refereeTimeoutMs: e.REFEREE_TIMEOUT_MS,
      pngQueue: e.PNG_QUEUE,
      recordLimit: e.RECORD_LIMIT,
      webhooks: {
        allowPrivate: e.WEBHOOK_ALLOW_PRIVATE === "true",
        maxAttempts: e.WEBHOOK_MAX_ATTEMPTS,
        retryBaseMs: e.WEBHOOK_RETRY_BASE_MS,
        timeoutMs: e.WEBHOOK_TIMEOUT_MS,
        pollMs: e.WEBHOOK_POLL_MS,
      },
    },
  };
}

// The server's configuration: read from the environment and validated once, at start-up. The rest
// of the code receives a Config and never reads process.env (STYLE "The service around it").
import { z } from "zod";
import { DEFAULT_DATABASE_URL } from "./store/index.js";

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
  RATE_LIMIT_MAX: decimal(1, 1_000_000).default(600),
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
  MAIL_DOMAIN: z.string().regex(/^[A-Za-z0-9.-]+$/, "must be a domain name").default("localhost"),
  MAIL_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
  MAIL_INBOUND: z.string().regex(/^.+:\d+$/, "must be host:port").optional(),
  INBOUND_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
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
  /** Requests per client per rate-limit window. */
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
  /** Domain of the judge's address (judge@domain, judge+...@domain) and of Message-IDs. */
  domain: string;
  /** Signs reply addresses; null: a secret kept in a file beside the outbox (src/mail/secret.ts). */
  secret: string | null;
  /** host:port of the SMTP listener for replies, or null. */
  inbound: { host: string; port: number } | null;
  /** Bearer secret of POST /inbound/email; null disables the route. */
  inboundSecret: string | null;
}

function trustProxyOf(text: string): boolean | number | string[] {
  if (text === "true") return true;
  if (text === "false") return false;
  if (/^\d+$/.test(text)) return Number(text);
  return text.split(",");
}

export type ConfigResult = { ok: true; config: Config } | { ok: false; message: string };

/** Variables that may hold a password or a key: named in errors, never printed. */
const SECRET_VARIABLES = new Set(["DATABASE_URL", "SMTP_URL", "MAIL_SECRET", "INBOUND_SECRET"]);

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
        domain: e.MAIL_DOMAIN,
        secret: e.MAIL_SECRET ?? null,
        inbound: e.MAIL_INBOUND === undefined ? null : hostPort(e.MAIL_INBOUND),
        inboundSecret: e.INBOUND_SECRET ?? null,
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

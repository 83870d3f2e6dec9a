// `hots serve`: the HTTP API (docs/api.md) on the database DATABASE_URL names, until SIGTERM or
// SIGINT, which stop it gracefully.

import { parseCommandLine } from "../parseCommandLine.js";
// The server's modules (fastify, Prisma, mail) are imported when `hots serve` runs, not when the CLI
// starts: every other command (hots replay, hots playout) would pay about a second to load them.
import type { Config } from "../../config.js";
import { EXIT_FAILURE, EXIT_OK, EXIT_USAGE, type CliIo, type Command } from "../command.js";
import { tuneServerMemory } from "./serveMemory.js";

const USAGE = `Usage: hots serve

Runs the HTTP API (docs/api.md; OpenAPI at /openapi.json, Swagger UI at /docs). The database is
created and migrated on start. Configuration comes from the environment:

  PORT            port to listen on (3000)
  HOST            address to listen on (127.0.0.1; 0.0.0.0 for every interface)
  DATABASE_URL    file:./data/hots.db (SQLite, the default) or postgres://user@host:5432/db[?schema=s]
  LOG_LEVEL       fatal, error, warn, info (default), debug, trace or silent; logs are JSON lines
  RATE_LIMIT_MAX  requests per seat token, or per client address without one, per window (3000)
  RATE_LIMIT_WINDOW_MS
                  the rate-limit window in milliseconds (60000, at least 1000)
  BODY_LIMIT      largest request body in bytes (262144)
  BODY_TIMEOUT_MS a request, headers and body, not all arrived by then is answered 408 (30000)
  PUBLIC_URL      base of the links handed out (http://HOST:PORT)
  SMTP_URL        relay for outgoing mail (smtp://user:pass@host:port, smtps://...); without
                  it mails are written as .eml files under MAIL_OUTBOX_DIR (./data/mail/outbox)
  MAIL_DOMAIN     domain of the judge's address judge@MAIL_DOMAIN and of Message-IDs (localhost)
  MAIL_ADDRESS    the judge's own mailbox, e.g. club@example.org (judge@MAIL_DOMAIN); replies
                  go to club+<game>.<side>.<version>.<mac>@example.org
  MAIL_ADDRESS_SEPARATOR
                  + (default), -, = or _: what the mailbox's provider takes for sub-addresses
  MAIL_IMAP_URL   read replies from that mailbox: imaps://user:password@host[:993]/INBOX (user
                  and password percent-encoded); IDLE where offered, else a look every
                  MAIL_IMAP_POLL_SECONDS (60); MAIL_IMAP_DONE=Processed moves read mail there
  MAIL_SECRET     signs reply addresses (default: a random one kept in ./data/mail/mail-secret)
  MAIL_INBOUND    host:port of the SMTP listener for replies (off when unset)
  INBOUND_SECRET  bearer secret of POST /inbound/email (off when unset); docs/email.md
  WEBHOOK_ALLOW_PRIVATE
                  true lets seats' webhooks post to loopback, private and other special-purpose
                  addresses (default false: only on a server run for oneself); WEBHOOK_MAX_ATTEMPTS, WEBHOOK_RETRY_BASE_MS,
                  WEBHOOK_TIMEOUT_MS, WEBHOOK_POLL_MS tune delivery (docs/webhooks.md)

A deadline worker (docs/deadlines.md) looks for due deadlines every second; several servers on one
PostgreSQL share the work and apply each default once. A webhook worker (docs/webhooks.md) POSTs
the seats' events to their webhooks, retrying with backoff.

SIGTERM or SIGINT stops accepting connections, lets requests in flight finish, closes the
database and exits with 0. Exit code 2 for a bad configuration (a PORT in use or a HOST that does not resolve
included), 1 when the database cannot be opened.`;

/** How often the deadline worker looks for due deadlines: an indexed query, cheap when none is due. */
const DEADLINE_POLL_MS = 1000;

/** PostgreSQL URLs may hold a password. */
function describeDatabase(url: string): string {
  if (url.startsWith("file:")) return `SQLite ${url.slice("file:".length)}`;
  const parsed = new URL(url);
  parsed.password = parsed.password === "" ? "" : "***";
  return `PostgreSQL ${parsed.toString()}`;
}

function banner(config: Config, port: number, io: CliIo): void {
  const base = config.publicUrl;
  io.err(`hots-judge listening on http://${config.host}:${port} (${describeDatabase(config.databaseUrl)})`);
  io.err(`API: ${base}/docs (Swagger UI), ${base}/openapi.json, docs/api.md`);
  io.err(`Create a game: curl -s -X POST ${base}/games -H 'content-type: application/json' -d '{"scenario":"braveheart"}'`);
  io.err(`Play one through the API, both sides at random: npx hots play --random --server ${base}`);
}

/** Which variable made listening fail, and why, in one line. */
export function listenProblem(config: Config, error: NodeJS.ErrnoException): string {
  const cause = `${error.code ?? "error"}: ${error.message}`;
  switch (error.code) {
    case "EADDRINUSE":
      return `PORT ${config.port} is already in use on ${config.host} (${cause})`;
    case "EACCES":
      return `PORT ${config.port} may not be listened on by this user (${cause})`;
    case "ENOTFOUND":
    case "EAI_AGAIN":
    case "EAI_FAIL":
    case "EAI_NONAME":
      return `HOST "${config.host}" does not resolve (${cause})`;
    case "EADDRNOTAVAIL":
      return `HOST "${config.host}" is not an address of this machine (${cause})`;
    default:
      return `cannot listen on HOST "${config.host}", PORT ${config.port} (${cause})`;
  }
}

/** Resolves with the signal that asked the server to stop. */
function stopSignal(): Promise<NodeJS.Signals> {
  return new Promise((resolve) => {
    const stop = (signal: NodeJS.Signals) => {
      process.off("SIGTERM", stop);
      process.off("SIGINT", stop);
      // A second signal while shutting down stops at once.
      process.once(signal, () => process.exit(EXIT_FAILURE));
      resolve(signal);
    };
    process.on("SIGTERM", stop);
    process.on("SIGINT", stop);
  });
}

export const serveCommand: Command = {
  name: "serve",
  summary: "Run the HTTP API server",
  usage: USAGE,
  async run(argv, io) {
    const { values } = parseCommandLine({ args: argv, strict: true, allowPositionals: false, options: { help: { type: "boolean", short: "h" } } });
    if (values.help) {
      io.out(USAGE);
      return EXIT_OK;
    }
    // Before the server's modules and Prisma's WebAssembly are loaded.
    tuneServerMemory();
    const [{ buildApp }, { startMail }, { loadConfig, listeningUrl }, { startDeadlineWorker }, { openStore }] = await Promise.all([
      import("../../api/app.js"),
      import("../../mail/service.js"),
      import("../../config.js"),
      import("../../games/deadlines/worker.js"),
      import("../../store/index.js"),
    ]);
    const loaded = loadConfig(process.env);
    if (!loaded.ok) {
      io.err(`hots serve: ${loaded.message}`);
      return EXIT_USAGE;
    }
    const { config } = loaded;
    let store;
    try {
      store = await openStore(config.databaseUrl);
    } catch (error) {
      // Migration failures (StoreError) and unreachable servers alike: say which database, and why.
      io.err(`hots serve: cannot open the database (${describeDatabase(config.databaseUrl)}): ${(error as Error).message}`);
      return EXIT_FAILURE;
    }
    let mail;
    try {
      // Failed sends and inbound errors, one line each on standard error (the mails hold no secrets
      // worth hiding from the operator, but only the address and the reason are printed).
      mail = await startMail(config.mail, store, { publicUrl: config.publicUrlIsListener ? null : config.publicUrl, log: (message, error) => io.err(`hots serve: ${message}${error ? `: ${(error as Error).message ?? String(error)}` : ""}`) });
    } catch (error) {
      io.err(`hots serve: cannot start mail: ${(error as Error).message}`);
      await store.close();
      return EXIT_FAILURE;
    }
    const app = await buildApp({ config, store, mail });
    try {
      await app.listen({ port: config.port, host: config.host });
    } catch (error) {
      // A port in use or a host that does not resolve is a bad value too: one line, no stack (README).
      io.err(`hots serve: ${listenProblem(config, error as NodeJS.ErrnoException)}`);
      await app.close();
      await mail.stop();
      await store.close();
      return EXIT_USAGE;
    }
    const stopping = stopSignal();
    const address = app.server.address();
    const port = typeof address === "object" && address !== null ? address.port : config.port;
    // PORT=0 listens on a port the system picks: the links handed out (app.config is this object) name it.
    if (config.publicUrlIsListener) config.publicUrl = listeningUrl(config.host, port);
    banner(config, port, io);
    const deadlines = startDeadlineWorker(store, {
      intervalMs: DEADLINE_POLL_MS,
      onError: (error) => app.log.error({ err: error }, "deadline worker pass failed"),
      mailer: mail.mailer,
    });
    for (const line of mail.describe()) io.err(line);

    const signal = await stopping;
    app.log.info({ signal }, "shutting down: no new connections, finishing requests in flight");
    await deadlines.stop();
    await app.close();
    await mail.stop();
    await store.close();
    app.log.info("stopped");
    return EXIT_OK;
  },
};

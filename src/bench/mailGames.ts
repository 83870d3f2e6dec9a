// Whole games by mail, as two players who only read their mail (npm run bench:mail, docs/email.md):
// the judge as `hots serve` runs it (HTTP API, outbox worker, SMTP listener) over a SQLite file,
// sending through a real SMTP relay of our own; each side reads only the mails the relay received
// for it and answers only with lines those mails show (a whole answer line, an example, or a keyword
// and one of its pieces), replying as a mail client does (the original quoted). Counted per side:
// the judge's mails, the player's mails, the decisions answered, duplicates (two mails at the same
// version asking the same decision, the answer to a refused line aside), each mail's size. The tests run the same harness on a game.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";
import nodemailer from "nodemailer";
import { SMTPServer } from "smtp-server";
import { buildApp } from "../api/app.js";
import { loadConfig } from "../config.js";
import { startMail } from "../mail/service.js";
import { createPrng, type Prng } from "../playout/prng.js";
import { replayRecord } from "../records/replay.js";
import type { GameRecord } from "../records/index.js";
import type { Side } from "../rules/sides.js";
import { openStore } from "../store/index.js";

export interface MailBenchOptions {
  games: number;
  /** Standing battle orders (POLICY) on both sides, sent with each side's first answer. */
  policies: boolean;
  seed?: number;
  /** A game not over after this many player mails is reported unfinished. */
  maxPlayerMails?: number;
}

export interface SideFigures {
  judgeMails: number;
  /** Judge mails that refused a line ("Not applied: ..."): the player answered badly. */
  refusals: number;
  playerMails: number;
  decisionsAnswered: number;
  duplicates: number;
  /** Each judge mail's size in bytes, as the relay received it. */
  sizes: number[];
}

export interface GameFigures {
  finished: boolean;
  /** The attached record.json replayed and verified. */
  recordVerified: boolean;
  sides: Record<Side, SideFigures>;
}

/** The standing orders both sides send when `policies` is on (docs/policies.md). */
export const BENCH_POLICY = "POLICY retreat when outnumbered 2:1 after round 1; regroup none; ask me never";

const DOMAIN = "judge.bench";
const SIDES: Side[] = ["england", "scotland"];
const addressOf = (side: Side): string => `${side}@players.bench`;

interface Inbox {
  mails: { raw: Buffer; parsed: ParsedMail }[];
  waiting: (() => void) | null;
}

/** The relay: an smtp-server that keeps each mail for its recipient and wakes the player. */
async function startRelay(inboxes: Map<string, Inbox>): Promise<{ url: string; close(): Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["AUTH", "STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks);
        simpleParser(raw).then(
          (parsed) => {
            for (const rcpt of session.envelope.rcptTo) {
              const inbox = inboxes.get(rcpt.address.toLowerCase());
              if (!inbox) continue;
              inbox.mails.push({ raw, parsed });
              inbox.waiting?.();
            }
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const address = server.server.address();
  const port = typeof address === "object" && address !== null ? address.port : 0;
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** What a decision mail shows a player: the lines to copy (docs/email.md "Your decision"). */
export interface ShownAnswers {
  whole: string[];
  built: { keyword: string; join: string; pieces: string[] }[];
  examples: string[];
}

/** The indented lines after a heading line, up to the next heading or the end of the block. */
function indentedAfter(lines: string[], at: number): string[] {
  const out: string[] = [];
  for (let i = at + 1; i < lines.length; i++) {
    const line = lines[i] ?? "";
    if (line === "" && out.length === 0) continue;
    if (!line.startsWith("    ")) break;
    out.push(line.trim());
  }
  return out;
}

/** Reads a mail's answer lines as a player would (English headings); null when it asks nothing. */
export function shownAnswers(text: string): ShownAnswers | null {
  const lines = text.replace(/\r\n/g, "\n").split("\n");
  const shown: ShownAnswers = { whole: [], built: [], examples: [] };
  lines.forEach((line, i) => {
    if (line.startsWith("Answer by replying to this mail with one of these lines")) shown.whole = indentedAfter(lines, i);
    const built = /^Or write "([^"]+)" followed by any of these, separated by "([^"]*)"/.exec(line);
    if (built) shown.built.push({ keyword: built[1]!, join: built[2]!, pieces: indentedAfter(lines, i) });
    if (line === "For example:") shown.examples = indentedAfter(lines, i);
  });
  return shown.whole.length + shown.built.length + shown.examples.length > 0 ? shown : null;
}

/** One answer from what the mail shows: mostly a whole line or an example, now and then a keyword and one piece. */
export function pickAnswer(shown: ShownAnswers, rng: Prng): string {
  const copied = [...shown.whole, ...shown.examples];
  if (copied.length > 0 && (shown.built.length === 0 || rng.chance(0.8))) return rng.pick(copied);
  const b = rng.pick(shown.built);
  return `${b.keyword} ${rng.pick(b.pieces)}`;
}

/** A decision mail's identity for duplicates: the version its reply address names, and what it asks. */
function decisionKey(mail: ParsedMail): string | null {
  const text = mail.text ?? "";
  const asked = /^Your decision: .*$/m.exec(text)?.[0];
  const replyTo = mail.replyTo?.value[0]?.address ?? "";
  const version = /\.(\d+)\.[0-9a-f]+@/.exec(replyTo)?.[1];
  return asked && version ? `${version} ${asked}` : null;
}

const quoted = (text: string): string =>
  text
    .split("\n")
    .map((l) => `> ${l}`)
    .join("\n");

/** Plays `options.games` games by mail and returns each game's figures. */
export async function playMailGames(options: MailBenchOptions): Promise<GameFigures[]> {
  const dir = mkdtempSync(join(tmpdir(), "hots-bench-mail-"));
  const inboxes = new Map<string, Inbox>(SIDES.map((s) => [addressOf(s), { mails: [], waiting: null }]));
  const relay = await startRelay(inboxes);
  const databaseUrl = `file:${join(dir, "bench.db")}`;
  // Both players write from one address each, game after game, far more than a person's mails an
  // hour: the hourly answer limit (MAIL_ANSWERS_PER_HOUR, docs/email.md) would pause their answers.
  const loaded = loadConfig({ PORT: "0", DATABASE_URL: databaseUrl, LOG_LEVEL: "silent", RATE_LIMIT_MAX: "1000000", SMTP_URL: relay.url, MAIL_DOMAIN: DOMAIN, MAIL_SECRET: "bench-secret-0123456789abcdef", MAIL_INBOUND: "127.0.0.1:0", MAIL_ANSWERS_PER_HOUR: "1000000" });
  if (!loaded.ok) throw new Error(loaded.message);
  const config = loaded.config;
  const store = await openStore(databaseUrl);
  const mail = await startMail(config.mail, store, { idleMs: 10 });
  const app = await buildApp({ config, store, mail });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (address === null || typeof address === "string") throw new Error("no TCP address");
  const api = `http://127.0.0.1:${address.port}`;
  const client = nodemailer.createTransport({ host: "127.0.0.1", port: mail.inboundPort ?? 0, secure: false, ignoreTLS: true, pool: true });
  const results: GameFigures[] = [];
  try {
    for (let g = 0; g < options.games; g++) {
      for (const inbox of inboxes.values()) inbox.mails.length = 0;
      results.push(await playOneGame(api, client, inboxes, options, (options.seed ?? 1) * 1_000 + g));
    }
  } finally {
    client.close();
    await app.close();
    await mail.stop();
    await store.close();
    await relay.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return results;
}

async function playOneGame(api: string, client: ReturnType<typeof nodemailer.createTransport>, inboxes: Map<string, Inbox>, options: MailBenchOptions, seed: number): Promise<GameFigures> {
  const response = await fetch(`${api}/games`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ scenario: "braveheart", emails: { england: addressOf("england"), scotland: addressOf("scotland") } }),
  });
  if (!response.ok) throw new Error(`POST /games: ${response.status} ${await response.text()}`);
  const { gameId } = (await response.json()) as { gameId: string };
  const rng = createPrng(seed);
  const maxMails = options.maxPlayerMails ?? 2_000;
  const figures: Record<Side, SideFigures> = {
    england: { judgeMails: 0, refusals: 0, playerMails: 0, decisionsAnswered: 0, duplicates: 0, sizes: [] },
    scotland: { judgeMails: 0, refusals: 0, playerMails: 0, decisionsAnswered: 0, duplicates: 0, sizes: [] },
  };
  const state = { over: new Set<Side>(), verified: true, read: { england: 0, scotland: 0 } as Record<Side, number>, keys: { england: new Set<string>(), scotland: new Set<string>() } as Record<Side, Set<string>>, policySent: { england: false, scotland: false } as Record<Side, boolean> };

  const reply = async (side: Side, to: ParsedMail, body: string): Promise<void> => {
    figures[side].playerMails += 1;
    await client.sendMail({
      from: addressOf(side),
      to: to.replyTo?.value[0]?.address ?? to.from?.value[0]?.address ?? "",
      subject: `Re: ${to.subject ?? ""}`,
      text: `${body}\n\nOn a day, the judge wrote:\n${quoted(to.text ?? "")}\n`,
      ...(to.messageId ? { inReplyTo: to.messageId, references: [to.messageId] } : {}),
    });
  };

  /** Reads one new mail of `side` and answers it if it asks something. */
  const readOne = async (side: Side, raw: Buffer, parsed: ParsedMail): Promise<void> => {
    const f = figures[side];
    f.judgeMails += 1;
    f.sizes.push(raw.length);
    const text = parsed.text ?? "";
    if (/^Not applied: /m.test(text)) f.refusals += 1;
    const join = /^\s*(join \S+)\s*$/m.exec(text)?.[1];
    if (join) return reply(side, parsed, join);
    // An answer to a refused line asks the same decision again at the same version: that is the
    // answer the player's mail called for, not a duplicate.
    const key = /^Not applied: /m.test(text) ? null : decisionKey(parsed);
    if (key !== null) {
      if (state.keys[side].has(key)) f.duplicates += 1;
      state.keys[side].add(key);
    }
    const record = parsed.attachments.find((a) => a.filename === "record.json");
    if (record) {
      state.over.add(side);
      try {
        state.verified &&= replayRecord(JSON.parse(record.content.toString("utf8")) as GameRecord).report.verified;
      } catch {
        state.verified = false;
      }
      return;
    }
    const shown = shownAnswers(text);
    if (shown === null || f.playerMails >= maxMails) return;
    const answer = pickAnswer(shown, rng);
    f.decisionsAnswered += 1;
    const policy = options.policies && !state.policySent[side] ? `${BENCH_POLICY}\n` : "";
    state.policySent[side] ||= policy !== "";
    await reply(side, parsed, `${policy}${answer}`);
  };

  const player = async (side: Side): Promise<void> => {
    const inbox = inboxes.get(addressOf(side))!;
    for (;;) {
      // A side is done once it has the game's last mail (the record), or has written its most.
      if (state.over.has(side) || figures[side].playerMails >= maxMails) return;
      const next = inbox.mails[state.read[side]];
      if (next === undefined) {
        const woke = await new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => resolve(false), 60_000);
          inbox.waiting = () => {
            clearTimeout(timer);
            resolve(true);
          };
        });
        inbox.waiting = null;
        if (!woke && inbox.mails.length === state.read[side]) {
          // Nothing for a minute: the other side may be done, or the game stuck; check once more.
          if (state.over.size > 0 || inboxes.get(addressOf(side === "england" ? "scotland" : "england"))!.mails.length === state.read[side === "england" ? "scotland" : "england"]) return;
        }
        continue;
      }
      state.read[side] += 1;
      await readOne(side, next.raw, next.parsed);
    }
  };
  await Promise.all(SIDES.map(player));
  void gameId;
  return { finished: state.over.size === 2, recordVerified: state.over.size === 2 && state.verified, sides: figures };
}

/** The median and 90th percentile of `values` (0 for none). */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

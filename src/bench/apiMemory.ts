// Memory (issue 10, item 3): the RSS of a server process holding 10,000 stored games, all created
// and both seats joined through the API by the bench, then a sample of them read back through the
// API (views and SVG boards) and given its first order (a card played: the order writer's thread and
// its SQLite connection start), so the figure is that of a server that really serves the games. The
// server is `node bin/hots.js serve` in a process of its own, started as users start it, because
// RSS is a property of a process (the bench's other servers are worker threads); a preloaded probe
// (memoryProbe.ts) reads its memory.
//
// `npm run bench:api` runs it among the rest; `npm run bench:memory` (node dist/bench/apiMemory.js)
// runs it alone, with BENCH_MEMORY_GAMES to change the number of games.

import { fork, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { autocannon, type AutocannonRequest } from "./autocannon.js";
import type { MemoryReading } from "./memoryProbe.js";

export const MEMORY_LIMIT_MB = 200;
const DEFAULT_GAMES = 10_000;
const DEFAULT_CONNECTIONS = 16;
/** Games read back through the API after they are all stored: each one's views and board. */
const READ_SAMPLE = 1_000;
const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const PROBE = fileURLToPath(new URL("./memoryProbe.js", import.meta.url));

export interface MemoryResult {
  games: number;
  createdAndJoined: number;
  /** Games of the sample whose view, observer view and SVG board all came back 200. */
  readBack: number;
  /** Orders accepted: one card played in each game of the sample whose side had a card to choose. */
  ordersPlaced: number;
  failures: number;
  seconds: number;
  /** RSS of the same server before the first game: what the games themselves add is the difference. */
  idleRssMb: number;
  /** Right after the games were stored, before any was read back. */
  rssAfterStoreMb: number;
  /** Right after the games were stored and the sample read back, garbage of the load included. */
  rssMb: number;
  /** The most the server ever held resident during the run. */
  peakRssMb: number;
  heapUsedMb: number;
  /** The figure held to the limit: after the load, once collected: what the server holds with its games. */
  rssAfterGcMb: number;
  heapUsedAfterGcMb: number;
  /** Memory outside the V8 heap that V8 knows of (buffers; WebAssembly memory is not in it). */
  externalAfterGcMb: number;
  /** CPU seconds the server spent on the load (creations, claims, reads): the price of its memory settings. */
  serverCpuSeconds: number;
  /** Of the load's time, how long the server stood in garbage collection pauses. */
  serverGcPauseSeconds: number;
  underLimit: boolean;
}

function ask(child: ChildProcess, message: string): Promise<MemoryReading> {
  return new Promise((resolve) => {
    child.once("message", (reply) => resolve(reply as MemoryReading));
    child.send(message);
  });
}

interface StoredGame {
  gameId: string;
  observer: string;
  invites: string[];
  sideTokens: string[];
}

/** Sends `amount` requests, `connections` at a time, built by `request(i)` for the i-th. */
async function load(url: string, connections: number, amount: number, request: (index: number) => AutocannonRequest, answered: (index: number, status: number, body: string) => void): Promise<void> {
  if (amount === 0) return;
  let next = 0;
  await autocannon({
    url,
    connections,
    amount,
    timeout: 120,
    requests: [
      {
        setupRequest: (base, context) => {
          context.index = next;
          return { ...base, ...request(next++ % amount) };
        },
        onResponse: (status, body, context) => answered(context.index as number, status, body),
      },
    ],
  });
}

/**
 * `hots serve` as users start it (`node bin/hots.js serve`: its own V8 settings, the SQLite file,
 * mail written as .eml files beside it, the deadline worker), with the bench's probe preloaded to
 * answer for its memory. Resolves once it listens, with its port.
 */
async function startServer(databaseUrl: string): Promise<{ child: ChildProcess; port: number }> {
  const dir = dirname(databaseUrl.slice("file:".length));
  const env = { PATH: process.env.PATH ?? "", PORT: "0", HOST: "127.0.0.1", DATABASE_URL: databaseUrl, LOG_LEVEL: "silent", RATE_LIMIT_MAX: "1000000", MAIL_OUTBOX_DIR: join(dir, "mail", "outbox"), ...(process.env.BENCH_MEMORY_MAPS ? { BENCH_MEMORY_MAPS: "1" } : {}) };
  const child = fork(join(ROOT, "bin", "hots.js"), ["serve"], { cwd: dir, env, execArgv: ["--expose-gc", "--import", PROBE], stdio: ["ignore", "inherit", "pipe", "ipc"] });
  return new Promise((resolve, reject) => {
    let seen = "";
    child.stderr?.on("data", (chunk: Buffer) => {
      process.stderr.write(chunk);
      seen += chunk.toString("utf8");
      const port = /listening on http:\/\/127\.0\.0\.1:(\d+)/.exec(seen)?.[1];
      if (port !== undefined) resolve({ child, port: Number(port) });
    });
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`hots serve exited (${code}) before listening`)));
  });
}

/** Creates `games` games on a fresh server process, joins both seats of each, reads a sample back, and reads its memory. */
export async function measureMemory(databaseUrl: string, games: number, connections: number): Promise<MemoryResult> {
  const { child, port } = await startServer(databaseUrl);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  try {
    const url = `http://127.0.0.1:${port}`;
    const idle = await ask(child, "read");
    const started = performance.now();
    const stored: StoredGame[] = [];
    let failures = 0;
    const json = { "content-type": "application/json" };
    await load(url, connections, games, () => ({ method: "POST", path: "/games", headers: json, body: JSON.stringify({ scenario: "braveheart" }) }), (_index, status, body) => {
      if (status !== 201) {
        failures += 1;
        return;
      }
      const created = JSON.parse(body) as { gameId: string; tokens: { observer: string }; invites: Record<string, string | null> };
      const invites = Object.values(created.invites).filter((invite): invite is string => invite !== null);
      stored.push({ gameId: created.gameId, observer: created.tokens.observer, invites, sideTokens: [] });
    });
    const claims = stored.flatMap((game) => game.invites.map((invite) => ({ game, invite })));
    await load(url, connections, claims.length, (i) => {
      const { game, invite } = claims[i] as (typeof claims)[number];
      return { method: "POST", path: `/games/${game.gameId}/join`, headers: json, body: JSON.stringify({ invite }) };
    }, (i, status, body) => {
      if (status !== 200) {
        failures += 1;
        return;
      }
      claims[i]?.game.sideTokens.push((JSON.parse(body) as { token: string }).token);
    });
    const joined = stored.filter((game) => game.sideTokens.length === 2);
    const afterStore = await ask(child, "read");

    // Read back a sample spread over all the games: the observer link, a side's view, its board.
    const step = Math.max(1, Math.floor(joined.length / READ_SAMPLE));
    const sample = joined.filter((_game, i) => i % step === 0).slice(0, READ_SAMPLE);
    const reads = sample.flatMap((game) => [
      { game, method: "GET", path: `/games/${game.gameId}?token=${game.observer}` },
      { game, method: "GET", path: `/games/${game.gameId}`, headers: { authorization: `Bearer ${game.sideTokens[0]}` }, sideView: true },
      { game, method: "GET", path: `/games/${game.gameId}/board.svg`, headers: { authorization: `Bearer ${game.sideTokens[1]}` } },
    ]);
    const okReads = new Map<StoredGame, number>();
    // The card each side's view offers (none when a hand of five identical cards was played for it).
    const cards = new Map<StoredGame, string>();
    await load(url, connections, reads.length, (i) => {
      const { method, path, headers } = reads[i] as (typeof reads)[number];
      return { method, path, ...(headers ? { headers } : {}) };
    }, (i, status, body) => {
      const game = reads[i]?.game;
      if (status !== 200 || !game) {
        failures += 1;
        return;
      }
      okReads.set(game, (okReads.get(game) ?? 0) + 1);
      if (!reads[i]?.sideView) return;
      const card = (JSON.parse(body) as { view?: { decisions?: { cards?: string[] }[] } }).view?.decisions?.[0]?.cards?.[0];
      if (card !== undefined) cards.set(game, card);
    });
    const readBack = [...okReads.values()].filter((count) => count === 3).length;

    // Each of those sides plays its card: an order written by the order writer's thread.
    const plays = [...cards];
    let ordersPlaced = 0;
    await load(url, connections, plays.length, (i) => {
      const [game, card] = plays[i] as (typeof plays)[number];
      return { method: "POST", path: `/games/${game.gameId}/orders`, headers: { ...json, authorization: `Bearer ${game.sideTokens[0]}` }, body: JSON.stringify({ order: { type: "play", card } }) };
    }, (_i, status) => {
      if (status === 200) ordersPlaced += 1;
      else failures += 1;
    });

    const seconds = Math.round(performance.now() - started) / 1000;
    const served = await ask(child, "read");
    const collected = await ask(child, "read-after-gc");
    const mb = (bytes: number): number => Math.round((bytes / 2 ** 20) * 10) / 10;
    const rssMb = mb(served.rss);
    return {
      games,
      createdAndJoined: joined.length,
      readBack,
      ordersPlaced,
      failures,
      seconds,
      idleRssMb: mb(idle.rss),
      rssAfterStoreMb: mb(afterStore.rss),
      rssMb,
      peakRssMb: mb(collected.peakRss),
      heapUsedMb: mb(served.heapUsed),
      rssAfterGcMb: mb(collected.rss),
      heapUsedAfterGcMb: mb(collected.heapUsed),
      externalAfterGcMb: mb(collected.external),
      serverCpuSeconds: Math.round((served.cpuMicros - idle.cpuMicros) / 1e4) / 100,
      serverGcPauseSeconds: Math.round(served.gcPauseMs - idle.gcPauseMs) / 1000,
      // Every game stored, the whole sample served and its orders accepted, or the figure does not count.
      underLimit: mb(collected.rss) < MEMORY_LIMIT_MB && joined.length === games && readBack === sample.length && ordersPlaced === plays.length && ordersPlaced > 0,
    };
  } finally {
    child.disconnect();
    child.kill("SIGTERM");
    await exited;
  }
}

export function describeMemory(memory: MemoryResult): string {
  return (
    `memory: RSS ${memory.rssAfterGcMb} MB once the load's garbage is collected (limit ${MEMORY_LIMIT_MB} MB: ${memory.underLimit ? "under" : "NOT under"}) with ${memory.createdAndJoined} of ${memory.games} games created and joined, ${memory.readBack} read back and ${memory.ordersPlaced} given an order; ` +
    `${memory.idleRssMb} MB before any game, ${memory.rssAfterStoreMb} MB once stored, ${memory.rssMb} MB right after the reads, peak ${memory.peakRssMb} MB under load ` +
    `(heap ${memory.heapUsedMb} -> ${memory.heapUsedAfterGcMb} MB, external ${memory.externalAfterGcMb} MB; ${memory.failures} failures, ${memory.seconds} s, server CPU ${memory.serverCpuSeconds} s, of which GC pauses ${memory.serverGcPauseSeconds} s)`
  );
}

/** `node dist/bench/apiMemory.js`: the memory measurement alone, on a temporary SQLite file. */
async function main(): Promise<void> {
  const games = Number(process.env.BENCH_MEMORY_GAMES ?? DEFAULT_GAMES);
  const dir = mkdtempSync(join(tmpdir(), "hots-memory-"));
  try {
    process.stderr.write(`memory: ${games} games...\n`);
    const memory = await measureMemory(`file:${join(dir, "memory.db")}`, games, DEFAULT_CONNECTIONS);
    console.log(describeMemory(memory));
    console.log(JSON.stringify(memory));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();

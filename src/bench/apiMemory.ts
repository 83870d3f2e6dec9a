// Memory (issue 10, item 3): the RSS of a server process holding 10,000 stored games, all created
// and both seats joined through the API by the bench, then a sample of them read back through the
// API (views and SVG boards), so the figure is that of a server that really serves the games. The
// server runs in a child process of its own, because RSS is a property of a process and the bench's
// other servers are worker threads.
//
// `npm run bench:api` runs it among the rest; `npm run bench:memory` (node dist/bench/apiMemory.js)
// runs it alone, with BENCH_MEMORY_GAMES to change the number of games.

import { fork, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { getHeapSpaceStatistics } from "node:v8";
import { autocannon, type AutocannonRequest } from "./autocannon.js";
import { buildApp } from "../api/app.js";
import { loadConfig } from "../config.js";
import { startDeadlineWorker } from "../games/deadlines/worker.js";
import { startMail } from "../mail/service.js";
import { openStore } from "../store/index.js";

export const MEMORY_ROLE = "memory-server";
export const MEMORY_LIMIT_MB = 200;
const DEFAULT_GAMES = 10_000;
const DEFAULT_CONNECTIONS = 16;
/** Games read back through the API after they are all stored: each one's views and board. */
const READ_SAMPLE = 1_000;
/** Between the two collections of the "after GC" reading. */
const SETTLE_MS = 2_000;

/** One reading of the server's memory, in bytes. */
interface MemoryReading {
  rss: number;
  /** The most the process ever held resident (VmHWM). */
  peakRss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
}

/** VmRSS and VmHWM from the kernel: what `ps` shows, whatever Node believes. */
function kernelRss(): { rss: number; peakRss: number } {
  const status = readFileSync("/proc/self/status", "utf8");
  const kib = (field: string): number => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) * 1024;
  return { rss: kib("VmRSS"), peakRss: kib("VmHWM") };
}

/**
 * Where the resident memory is (BENCH_MEMORY_MAPS=1): /proc/self/smaps grouped by mapping, and
 * V8's heap spaces. V8's heap pages are the small anonymous mappings; malloc's arenas the big ones.
 */
function describeMappings(): string {
  const groups = new Map<string, { residentKib: number; count: number }>();
  let group = "";
  for (const line of readFileSync("/proc/self/smaps", "utf8").split("\n")) {
    const mapping = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (mapping) {
      const sizeMb = (parseInt(mapping[2] ?? "0", 16) - parseInt(mapping[1] ?? "0", 16)) / 2 ** 20;
      const name = mapping[4] ?? "";
      group = name === "" ? `anonymous ${mapping[3]} ${sizeMb <= 0.5 ? "<= 0.5 MB" : sizeMb < 8 ? "0.5-8 MB" : ">= 8 MB"}` : (name.split("/").pop() ?? name);
      continue;
    }
    const resident = /^Rss:\s+(\d+)/.exec(line);
    if (resident) {
      const entry = groups.get(group) ?? { residentKib: 0, count: 0 };
      entry.residentKib += Number(resident[1]);
      entry.count += 1;
      groups.set(group, entry);
    }
  }
  const rows = [...groups].filter(([, g]) => g.residentKib >= 1024).sort((a, b) => b[1].residentKib - a[1].residentKib);
  const spaces = getHeapSpaceStatistics().filter((space) => space.space_size > 0);
  return [
    "resident memory by mapping (MB, mappings):",
    ...rows.map(([name, g]) => `  ${(g.residentKib / 1024).toFixed(1).padStart(7)} ${String(g.count).padStart(5)}  ${name}`),
    "V8 heap spaces (committed / used MB):",
    ...spaces.map((space) => `  ${space.space_name}: ${(space.space_size / 2 ** 20).toFixed(1)} / ${(space.space_used_size / 2 ** 20).toFixed(1)}`),
    "",
  ].join("\n");
}

function readMemory(): MemoryReading {
  const { heapUsed, heapTotal, external, arrayBuffers, rss } = process.memoryUsage();
  const kernel = kernelRss();
  return { rss: kernel.rss || rss, peakRss: kernel.peakRss || rss, heapUsed, heapTotal, external, arrayBuffers };
}

/**
 * Runs in the child: the project's server put together as `hots serve` does (mail to .eml files
 * beside the database, the deadline worker); answers "read" and "read-after-gc" with its memory.
 */
export async function serveMemoryChild(databaseUrl: string): Promise<void> {
  const mailDir = join(dirname(databaseUrl.slice("file:".length)), "mail");
  const env = { PORT: "0", HOST: "127.0.0.1", DATABASE_URL: databaseUrl, LOG_LEVEL: "silent", RATE_LIMIT_MAX: "1000000", MAIL_OUTBOX_DIR: join(mailDir, "outbox") };
  const loaded = loadConfig(env);
  if (!loaded.ok) throw new Error(loaded.message);
  const store = await openStore(databaseUrl);
  const mail = await startMail(loaded.config.mail, store);
  const app = await buildApp({ config: loaded.config, store, mail });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const deadlines = startDeadlineWorker(store, { intervalMs: 1_000, onError: (error) => process.stderr.write(`deadline worker: ${String(error)}\n`), mailer: mail.mailer });
  const address = app.server.address();
  if (address === null || typeof address === "string") throw new Error(`unexpected server address ${String(address)}`);
  process.on("message", async (message: unknown) => {
    if (message === "read") process.send?.(readMemory());
    // What the server keeps, without the garbage of the load that a later collection would free.
    // V8 hands the freed pages back to the system from a background thread: collect, give it a
    // moment, collect again.
    if (message === "read-after-gc") {
      const gc = (globalThis as { gc?: () => void }).gc;
      if (!gc) throw new Error("the memory child needs --expose-gc");
      gc();
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      gc();
      if (process.env.BENCH_MEMORY_MAPS) process.stderr.write(describeMappings());
      process.send?.(readMemory());
    }
    if (message === "close") {
      await deadlines.stop();
      await app.close();
      await mail.stop();
      await store.close().catch(() => undefined);
      process.exit(0);
    }
  });
  process.send?.({ port: address.port });
}

export interface MemoryResult {
  games: number;
  createdAndJoined: number;
  /** Games of the sample whose view, observer view and SVG board all came back 200. */
  readBack: number;
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

/** Creates `games` games on a fresh server child, joins both seats of each, reads a sample back, and reads its memory. */
export async function measureMemory(script: URL, databaseUrl: string, games: number, connections: number): Promise<MemoryResult> {
  const child = fork(script, [], { env: { ...process.env, BENCH_ROLE: MEMORY_ROLE, BENCH_DATABASE_FILE_URL: databaseUrl }, execArgv: ["--expose-gc"], stdio: "inherit" });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  try {
    const { port } = (await new Promise((resolve, reject) => {
      child.once("message", resolve);
      child.once("error", reject);
    })) as { port: number };
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
      { game, method: "GET", path: `/games/${game.gameId}`, headers: { authorization: `Bearer ${game.sideTokens[0]}` } },
      { game, method: "GET", path: `/games/${game.gameId}/board.svg`, headers: { authorization: `Bearer ${game.sideTokens[1]}` } },
    ]);
    const okReads = new Map<StoredGame, number>();
    await load(url, connections, reads.length, (i) => {
      const { method, path, headers } = reads[i] as (typeof reads)[number];
      return { method, path, ...(headers ? { headers } : {}) };
    }, (i, status) => {
      const game = reads[i]?.game;
      if (status !== 200 || !game) failures += 1;
      else okReads.set(game, (okReads.get(game) ?? 0) + 1);
    });
    const readBack = [...okReads.values()].filter((count) => count === 3).length;

    const seconds = Math.round(performance.now() - started) / 1000;
    const served = await ask(child, "read");
    const collected = await ask(child, "read-after-gc");
    const mb = (bytes: number): number => Math.round((bytes / 2 ** 20) * 10) / 10;
    const rssMb = mb(served.rss);
    return {
      games,
      createdAndJoined: joined.length,
      readBack,
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
      // Every game stored and the whole sample served, or the figure does not count.
      underLimit: mb(collected.rss) < MEMORY_LIMIT_MB && joined.length === games && readBack === sample.length,
    };
  } finally {
    child.send("close");
    await exited;
  }
}

export function describeMemory(memory: MemoryResult): string {
  return (
    `memory: RSS ${memory.rssAfterGcMb} MB once the load's garbage is collected (limit ${MEMORY_LIMIT_MB} MB: ${memory.underLimit ? "under" : "NOT under"}) with ${memory.createdAndJoined} of ${memory.games} games created and joined and ${memory.readBack} read back; ` +
    `${memory.idleRssMb} MB before any game, ${memory.rssAfterStoreMb} MB once stored, ${memory.rssMb} MB right after the reads, peak ${memory.peakRssMb} MB under load ` +
    `(heap ${memory.heapUsedMb} -> ${memory.heapUsedAfterGcMb} MB, external ${memory.externalAfterGcMb} MB; ${memory.failures} failures, ${memory.seconds} s)`
  );
}

/** `node dist/bench/apiMemory.js`: the memory measurement alone, on a temporary SQLite file. */
async function main(): Promise<void> {
  const games = Number(process.env.BENCH_MEMORY_GAMES ?? DEFAULT_GAMES);
  const dir = mkdtempSync(join(tmpdir(), "hots-memory-"));
  try {
    process.stderr.write(`memory: ${games} games...\n`);
    const memory = await measureMemory(new URL(import.meta.url), `file:${join(dir, "memory.db")}`, games, DEFAULT_CONNECTIONS);
    console.log(describeMemory(memory));
    console.log(JSON.stringify(memory));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.env.BENCH_ROLE === MEMORY_ROLE) await serveMemoryChild(process.env.BENCH_DATABASE_FILE_URL ?? "");
  else await main();
}

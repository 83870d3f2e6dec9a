// Memory (issue 10, item 3): the RSS of a server process holding 10,000 stored games, all created
// and both seats joined through the API by the bench. The server runs in a child process of its
// own, because RSS is a property of a process and the bench's other servers are worker threads.

import { fork, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import { buildApp } from "../api/app.js";
import { loadConfig } from "../config.js";
import { openStore } from "../store/index.js";

export const MEMORY_ROLE = "memory-server";

/** Runs in the child: the project's server; answers "rss" with its resident set size. */
export async function serveMemoryChild(databaseUrl: string): Promise<void> {
  const loaded = loadConfig({ PORT: "0", HOST: "127.0.0.1", DATABASE_URL: databaseUrl, LOG_LEVEL: "silent", RATE_LIMIT_MAX: "1000000" });
  if (!loaded.ok) throw new Error(loaded.message);
  const store = await openStore(databaseUrl);
  const app = await buildApp({ config: loaded.config, store });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (address === null || typeof address === "string") throw new Error(`unexpected server address ${String(address)}`);
  process.on("message", async (message: unknown) => {
    if (message === "rss") process.send?.({ rss: process.memoryUsage().rss, heapUsed: process.memoryUsage().heapUsed });
    // What the server keeps, without the garbage of the load that a later collection would free.
    if (message === "rss-after-gc") {
      (globalThis as { gc?: () => void }).gc?.();
      const { rss, heapUsed, external, arrayBuffers } = process.memoryUsage();
      process.send?.({ rss, heapUsed, external, arrayBuffers });
    }
    if (message === "close") {
      await app.close();
      await store.close().catch(() => undefined);
      process.exit(0);
    }
  });
  process.send?.({ port: address.port });
}

interface AutocannonRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

type Autocannon = (options: {
  url: string;
  connections: number;
  amount: number;
  timeout?: number;
  requests: {
    setupRequest(request: AutocannonRequest, context: Record<string, unknown>): AutocannonRequest;
    onResponse(status: number, body: string, context: Record<string, unknown>): void;
  }[];
}) => Promise<{ duration: number }>;

const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

export interface MemoryResult {
  games: number;
  createdAndJoined: number;
  failures: number;
  seconds: number;
  /** RSS of the same server before the first game: what the games themselves add is the difference. */
  idleRssMb: number;
  rssMb: number;
  heapUsedMb: number;
  /** After a full collection: what the games and the server really hold. */
  rssAfterGcMb: number;
  heapUsedAfterGcMb: number;
  /** Memory outside the V8 heap that V8 knows of (buffers, WebAssembly memory is not in it). */
  externalAfterGcMb: number;
  underLimit: boolean;
}

export const MEMORY_LIMIT_MB = 200;

function ask(child: ChildProcess, message: string): Promise<Record<string, number>> {
  return new Promise((resolve) => {
    child.once("message", (reply) => resolve(reply as Record<string, number>));
    child.send(message);
  });
}

/** Creates `games` games on a fresh server child, joins both seats of each, and reads its RSS. */
export async function measureMemory(script: URL, databaseUrl: string, games: number, connections: number): Promise<MemoryResult> {
  const child = fork(script, [], { env: { ...process.env, BENCH_ROLE: MEMORY_ROLE, BENCH_DATABASE_FILE_URL: databaseUrl }, execArgv: ["--expose-gc"], stdio: "inherit" });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  try {
    const { port } = (await new Promise((resolve, reject) => {
      child.once("message", resolve);
      child.once("error", reject);
    })) as { port: number };
    const url = `http://127.0.0.1:${port}`;
    const idle = await ask(child, "rss");
    const started = performance.now();
    const invites: { gameId: string; invite: string }[] = [];
    let failures = 0;
    await autocannon({
      url,
      connections,
      amount: games,
      timeout: 60,
      requests: [
        {
          setupRequest: (request) => ({ ...request, method: "POST", path: "/games", headers: { "content-type": "application/json" }, body: JSON.stringify({ scenario: "braveheart" }) }),
          onResponse(status, body) {
            if (status !== 201 && status !== 200) {
              failures += 1;
              return;
            }
            const created = JSON.parse(body) as { gameId: string; invites: Record<string, string | null> };
            for (const invite of Object.values(created.invites)) if (invite) invites.push({ gameId: created.gameId, invite });
          },
        },
      ],
    });
    let joined = 0;
    let next = 0;
    if (invites.length > 0) {
      await autocannon({
        url,
        connections,
        amount: invites.length,
        timeout: 60,
        requests: [
          {
            setupRequest: (request) => {
              const { gameId, invite } = invites[next++ % invites.length] as { gameId: string; invite: string };
              return { ...request, method: "POST", path: `/games/${gameId}/join`, headers: { "content-type": "application/json" }, body: JSON.stringify({ invite }) };
            },
            onResponse(status) {
              if (status === 200 || status === 201) joined += 1;
              else failures += 1;
            },
          },
        ],
      });
    }
    const seconds = Math.round(performance.now() - started) / 1000;
    const { rss, heapUsed } = await ask(child, "rss");
    const collected = await ask(child, "rss-after-gc");
    const mb = (bytes: number | undefined): number => Math.round(((bytes ?? 0) / 2 ** 20) * 10) / 10;
    const rssMb = mb(rss);
    return { games, createdAndJoined: Math.floor(joined / 2), failures, seconds, idleRssMb: mb(idle.rss), rssMb, heapUsedMb: mb(heapUsed), rssAfterGcMb: mb(collected.rss), heapUsedAfterGcMb: mb(collected.heapUsed), externalAfterGcMb: mb(collected.external), underLimit: rssMb < MEMORY_LIMIT_MB };
  } finally {
    child.send("close");
    await exited;
  }
}

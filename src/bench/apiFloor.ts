// The API floor (../shared/bench/api-floor/server.mjs, issue 10): fastify answering
// POST /games/:id/orders with one SQLite write transaction (bump the version, store a 3,000-byte
// snapshot, append the order), no game logic. Built here with the project's own fastify and
// better-sqlite3, and run in a worker thread like the project's server so both meet the same load
// generator under the same conditions; its requests/s is what the real server is compared with.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parentPort, Worker } from "node:worker_threads";
import Database from "better-sqlite3";
import Fastify from "fastify";

export const FLOOR_ROLE = "api-floor";

/** The body of every floor request, the same as the reference run's. */
export const FLOOR_BODY = JSON.stringify({ kind: "play", card: "Move 2" });

/** Runs in the worker: the reference server, statement for statement. */
export async function serveFloorInWorker(dbFile: string): Promise<void> {
  const port = parentPort;
  if (!port) return;
  const db = new Database(dbFile);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = NORMAL");
  db.exec(`CREATE TABLE IF NOT EXISTS game (id TEXT PRIMARY KEY, version INTEGER NOT NULL, state TEXT NOT NULL);
           CREATE TABLE IF NOT EXISTS orders (game TEXT, seq INTEGER, body TEXT, PRIMARY KEY (game, seq));`);
  const snapshot = "x".repeat(3000);
  for (let i = 0; i < 100; i++) db.prepare("INSERT OR IGNORE INTO game VALUES (?, 0, ?)").run(`g${i}`, snapshot);
  const bump = db.prepare("UPDATE game SET version = version + 1, state = ? WHERE id = ? RETURNING version");
  const append = db.prepare("INSERT INTO orders VALUES (?, ?, ?)");
  const accept = db.transaction((id: string, body: string): number => {
    const { version } = bump.get(snapshot, id) as { version: number };
    append.run(id, version, body);
    return version;
  });
  const app = Fastify();
  let n = 0;
  app.post("/games/:id/orders", async (req) => ({ version: accept(`g${n++ % 100}`, JSON.stringify(req.body)) }));
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (address === null || typeof address === "string") throw new Error(`unexpected floor address ${String(address)}`);
  port.on("message", async (message: unknown) => {
    if (message !== "close") return;
    await app.close();
    db.close();
    port.postMessage({ closed: true });
    port.close();
  });
  port.postMessage({ port: address.port });
}

export interface RunningFloor {
  url: string;
  stop(): Promise<void>;
}

/** Starts the floor in a worker thread of `script` (the bench file, which dispatches on the role). */
export function startFloor(script: URL): Promise<RunningFloor> {
  const dir = mkdtempSync(join(tmpdir(), "hots-floor-"));
  const worker = new Worker(script, { workerData: { role: FLOOR_ROLE, dbFile: join(dir, "floor.db") } });
  return new Promise((resolve, reject) => {
    worker.once("error", reject);
    worker.once("message", (message: { port: number }) => {
      resolve({
        url: `http://127.0.0.1:${message.port}`,
        stop: () =>
          new Promise((done) => {
            worker.once("exit", () => {
              rmSync(dir, { recursive: true, force: true });
              done();
            });
            worker.postMessage("close");
          }),
      });
    });
  });
}

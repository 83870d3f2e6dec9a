// The order writer: the group commit's batches (src/store/sqliteOrders.ts) are written by a worker
// thread that owns a SQLite connection of its own (src/store/sqliteWriterThread.ts). better-sqlite3
// is synchronous, so on the server's thread a batch's statements and its commit's sync of the log
// (synchronous = FULL) would hold the event loop; there, requests go on being read and answered
// while a batch commits. A batch's orders are answered only once the thread says it committed.
// The thread starts with the first batch, and does not keep the process alive while idle.
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import type { BatchOrder, BatchOutcome } from "./sqliteOrderBatch.js";

export type WriterRequest = { kind: "write"; id: number; orders: readonly BatchOrder[]; now: Date } | { kind: "close" };
export type WriterReply = { id: number; ok: true; outcomes: BatchOutcome[] } | { id: number; ok: false; message: string };

export interface OrderBatchWriter {
  /** Writes the orders in one transaction; resolves once it has committed. */
  write(orders: readonly BatchOrder[], now: Date): Promise<BatchOutcome[]>;
  /** Waits for the batches sent, then closes the connection and ends the thread. */
  close(): Promise<void>;
}

interface Pending {
  resolve(outcomes: BatchOutcome[]): void;
  reject(error: Error): void;
}

// Run from dist as JavaScript; from the sources (tests) as TypeScript through tsx.
const THREAD_SCRIPT = new URL(`./sqliteWriterThread.${import.meta.url.endsWith(".ts") ? "ts" : "js"}`, import.meta.url);

function startThread(path: string): Worker {
  if (!THREAD_SCRIPT.pathname.endsWith(".ts")) return new Worker(THREAD_SCRIPT, { workerData: { path } });
  // The ES module build of tsx: its register() resolves its loader relative to itself.
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve("tsx/esm/api").replace(/index\.cjs$/, "index.mjs")).href;
  const code = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(THREAD_SCRIPT.href)}); });`;
  return new Worker(code, { eval: true, workerData: { path } });
}

export function startSqliteWriter(path: string): OrderBatchWriter {
  let thread: Worker | null = null;
  const pending = new Map<number, Pending>();
  let nextId = 0;

  const failAll = (error: Error): void => {
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  };

  const threadFor = (): Worker => {
    if (thread) return thread;
    const started = startThread(path);
    started.on("message", (reply: WriterReply) => {
      const waiting = pending.get(reply.id);
      pending.delete(reply.id);
      if (pending.size === 0) started.unref();
      if (!waiting) return;
      if (reply.ok) waiting.resolve(reply.outcomes);
      else waiting.reject(new Error(reply.message));
    });
    // A thread that dies fails what it was writing (nothing of an unfinished batch is committed);
    // the next batch starts another.
    started.on("error", (error) => {
      if (thread === started) thread = null;
      failAll(error);
    });
    started.on("exit", () => {
      if (thread === started) thread = null;
      failAll(new Error("the SQLite writer thread stopped"));
    });
    thread = started;
    return started;
  };

  return {
    write(orders, now) {
      const worker = threadFor();
      const id = nextId++;
      return new Promise<BatchOutcome[]>((resolve, reject) => {
        if (pending.size === 0) worker.ref();
        pending.set(id, { resolve, reject });
        worker.postMessage({ kind: "write", id, orders, now } satisfies WriterRequest);
      });
    },
    async close() {
      const worker = thread;
      if (!worker) return;
      thread = null;
      worker.ref();
      const exited = new Promise<void>((resolve) => worker.once("exit", () => resolve()));
      worker.postMessage({ kind: "close" } satisfies WriterRequest);
      await exited;
    },
  };
}

// The order writer: the group commit's batches (src/store/sqliteOrders.ts) are written by a worker
// thread that owns a SQLite connection of its own (src/store/sqliteWriterThread.ts). better-sqlite3
// is synchronous, so on the server's thread a batch's statements and its commit's sync of the log
// (synchronous = FULL) would hold the event loop; there, requests go on being read and answered
// while a batch commits. A batch's orders are answered only once the thread says it committed.
// The thread starts with the first batch, and does not keep the process alive while idle.
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { keepV8FlagsAcross } from "../v8Flags.js";
import type { BatchOrder, BatchOutcome } from "./sqliteOrderBatch.js";

export type WriterRequest = { kind: "write"; id: number; orders: readonly BatchOrder[]; now: Date } | { kind: "close" };
export type WriterReply = { id: number; ok: true; outcomes: BatchOutcome[] } | { id: number; ok: false; message: string };
/** The thread answers every batch of one transaction in one message. */
export type WriterReplies = readonly WriterReply[];

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

function startThread(script: URL, path: string): Worker {
  if (!script.pathname.endsWith(".ts")) return new Worker(script, { workerData: { path } });
  // The ES module build of tsx: its register() resolves its loader relative to itself.
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve("tsx/esm/api").replace(/index\.cjs$/, "index.mjs")).href;
  const code = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(script.href)}); });`;
  return new Worker(code, { eval: true, workerData: { path } });
}

interface WriterThread {
  worker: Worker;
  /** The batches sent to this thread and not answered yet, by id. */
  pending: Map<number, Pending>;
}

/** `script` is the thread's module: sqliteWriterThread.ts, or a test's stand-in. */
export function startSqliteWriter(path: string, script: URL = THREAD_SCRIPT): OrderBatchWriter {
  let current: WriterThread | null = null;
  let nextId = 0;

  const threadFor = (): WriterThread => {
    if (current) return current;
    const started: WriterThread = { worker: keepV8FlagsAcross(startThread(script, path)), pending: new Map() };
    const { worker, pending } = started;
    worker.on("message", (replies: WriterReplies) => {
      for (const reply of replies) {
        const waiting = pending.get(reply.id);
        pending.delete(reply.id);
        if (!waiting) continue;
        if (reply.ok) waiting.resolve(reply.outcomes);
        else waiting.reject(new Error(reply.message));
      }
      if (pending.size === 0) worker.unref();
    });
    // A thread that dies fails the batches it had not answered (SQLite rolls back one it had not
    // committed); the next batch starts another thread.
    const stopped = (error: Error): void => {
      if (current === started) current = null;
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
    };
    worker.on("error", stopped);
    worker.on("exit", () => stopped(new Error("the SQLite writer thread stopped")));
    current = started;
    return started;
  };

  return {
    write(orders, now) {
      const { worker, pending } = threadFor();
      const id = nextId++;
      return new Promise<BatchOutcome[]>((resolve, reject) => {
        if (pending.size === 0) worker.ref();
        pending.set(id, { resolve, reject });
        worker.postMessage({ kind: "write", id, orders, now } satisfies WriterRequest);
      });
    },
    async close() {
      if (!current) return;
      const { worker } = current;
      current = null;
      worker.ref();
      const exited = new Promise<void>((resolve) => worker.once("exit", () => resolve()));
      worker.postMessage({ kind: "close" } satisfies WriterRequest);
      await exited;
    },
  };
}

// The order writer: the group commit's batches (src/store/sqliteOrders.ts) are written by a worker
// thread that owns a SQLite connection of its own (src/store/sqliteWriterThread.ts). better-sqlite3
// is synchronous, so on the server's thread a batch's statements and its commit's sync of the log
// (synchronous = FULL) would hold the event loop; there, requests go on being read and answered
// while a batch commits. A batch's orders are answered only once the thread says it committed.
// The thread starts with the first batch, and does not keep the process alive while idle. Beside it
// a second thread, the checkpointer (src/store/sqliteCheckpointerThread.ts), copies the log back
// into the database file when the writer asks, so that the writer's commits never wait for it.
import { MessageChannel, type Worker } from "node:worker_threads";
import type { BatchOrder, BatchOutcome } from "./sqliteOrderBatch.js";
import { siblingScript, startWorkerScript } from "../workers/script.js";

export type WriterRequest = { kind: "write"; id: number; orders: readonly BatchOrder[]; now: Date } | { kind: "close" };
/** What the thread is sent: work, or word that its checkpointer's thread has exited. */
export type WriterMessage = WriterRequest | { kind: "checkpointer-gone" };
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

/** The threads' modules: the writer's and the checkpointer's, or a test's stand-ins. */
export interface WriterScripts {
  writer?: URL;
  checkpointer?: URL;
}

const WRITER_SCRIPT = siblingScript(import.meta.url, "sqliteWriterThread");
const CHECKPOINTER_SCRIPT = siblingScript(import.meta.url, "sqliteCheckpointerThread");

interface WriterThread {
  worker: Worker;
  /** Ends the checkpointer after its checkpoint under way, if any; resolves once its thread has exited. */
  stopCheckpointer(): Promise<void>;
  /** The batches sent to this thread and not answered yet, by id. */
  pending: Map<number, Pending>;
}

export function startSqliteWriter(path: string, scripts: WriterScripts = {}): OrderBatchWriter {
  let current: WriterThread | null = null;
  let nextId = 0;

  const threadFor = (): WriterThread => {
    if (current) return current;
    // The two threads talk over a port of their own; both are started here, on the server's thread.
    const { port1, port2 } = new MessageChannel();
    const checkpointer = startWorkerScript(scripts.checkpointer ?? CHECKPOINTER_SCRIPT, { path, port: port2 }, [port2]);
    // A checkpoint cut short by the process's exit is safe (SQLite's checkpoints are), so it never
    // keeps the process alive; a checkpointer that fails (it cannot open the file) closes its port,
    // and the writer checkpoints itself.
    checkpointer.unref();
    checkpointer.on("error", () => undefined);
    const worker = startWorkerScript(scripts.writer ?? WRITER_SCRIPT, { path, checkpoints: port1 }, [port1]);
    // Its port may close before the writer has the other end (a checkpointer that fails at once): the writer is told here.
    const checkpointerExited = new Promise<void>((resolve) =>
      checkpointer.once("exit", () => {
        if (current === started) worker.postMessage({ kind: "checkpointer-gone" } satisfies WriterMessage);
        resolve();
      }),
    );
    const stopCheckpointer = (): Promise<void> => {
      // Waited for, it must keep the process alive: a closing server's last await would otherwise
      // find nothing else to run and end the process (exit code 13, a top-level await unsettled).
      checkpointer.ref();
      checkpointer.postMessage("close");
      return checkpointerExited;
    };
    const started: WriterThread = { worker, stopCheckpointer, pending: new Map() };
    const { pending } = started;
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
      void stopCheckpointer();
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
      const { worker, stopCheckpointer } = current;
      current = null;
      worker.ref();
      const exited = new Promise<void>((resolve) => worker.once("exit", () => resolve()));
      worker.postMessage({ kind: "close" } satisfies WriterRequest);
      await exited;
      await stopCheckpointer();
    },
  };
}

// The order writer's worker thread (src/store/sqliteWriter.ts): it owns a connection of its own
// and writes the batches it is sent, answering each once its transaction has committed (or
// failed). The batches that queued up while it was committing are joined in one transaction
// (src/store/writerQueue.ts). The commit's sync of the log (synchronous = FULL) blocks this
// thread only.
import { parentPort, receiveMessageOnPort, workerData } from "node:worker_threads";
import { openSqliteAdapter } from "./sqliteConnection.js";
import { writeOrderBatches } from "./sqliteOrderBatch.js";
import type { WriterReplies, WriterReply, WriterRequest } from "./sqliteWriter.js";
import { nextWork, type WriteRequest } from "./writerQueue.js";

const port = parentPort;
if (!port) throw new Error("sqliteWriterThread.ts runs in a worker thread");
/**
 * The log is copied back into the database file (a checkpoint, with its own sync) when the thread
 * has nothing to write and this many orders have been committed since the last, or when it has
 * written nothing for QUIET_CHECKPOINT_MS: not inside a commit, where SQLite's automatic checkpoint
 * would hold the orders waiting for their answer.
 */
const IDLE_CHECKPOINT_ORDERS = 256;
const QUIET_CHECKPOINT_MS = 1000;
/** SQLite's own checkpoint, at this many pages of log (32 MB), bounds the log while the thread is never idle. */
const AUTOCHECKPOINT_PAGES = 8192;

const opening = openSqliteAdapter((workerData as { path: string }).path).then(async (db) => {
  await db.executeScript(`PRAGMA wal_autocheckpoint = ${AUTOCHECKPOINT_PAGES}`);
  return db;
});
// A failed open is told to every batch; the thread itself stays up to answer them.
opening.catch(() => undefined);

const queued: WriterRequest[] = [];
let running = false;
let ordersSinceCheckpoint = 0;

async function checkpoint(): Promise<void> {
  ordersSinceCheckpoint = 0;
  // PASSIVE: copies what no reader still needs, never waits for a lock; what arrives meanwhile is written next.
  await (await opening).executeScript("PRAGMA wal_checkpoint(PASSIVE)").catch(() => undefined);
}

/** Armed again at each transaction; it does not keep the thread (or the process) alive. */
const quiet = setTimeout(() => {
  if (!running) void run(true);
}, QUIET_CHECKPOINT_MS).unref();
port.on("message", (request: WriterRequest) => {
  queued.push(request);
  if (!running) void run();
});

/** The messages that arrived while a transaction ran, taken at once instead of one event each. */
const receive = (): WriterRequest | undefined => (port ? (receiveMessageOnPort(port)?.message as WriterRequest | undefined) : undefined);

/** Writes what is queued, then, idle, checkpoints when enough orders came since the last (or `quietNow`, any). */
async function run(quietNow = false): Promise<void> {
  running = true;
  try {
    for (;;) {
      const { writes, close } = nextWork(queued, receive);
      if (writes.length > 0) await write(writes);
      if (close) {
        clearTimeout(quiet);
        await (await opening.catch(() => null))?.dispose();
        port?.close();
        return;
      }
      if (writes.length > 0) continue;
      if (ordersSinceCheckpoint === 0 || (ordersSinceCheckpoint < IDLE_CHECKPOINT_ORDERS && !quietNow)) return;
      await checkpoint();
    }
  } finally {
    running = false;
  }
}

async function write(writes: WriteRequest[]): Promise<void> {
  let replies: WriterReply[];
  try {
    const outcomes = await writeOrderBatches(await opening, writes);
    replies = writes.map((w, i) => ({ id: w.id, ok: true, outcomes: outcomes[i] ?? [] }));
    ordersSinceCheckpoint += writes.reduce((n, w) => n + w.orders.length, 0);
    quiet.refresh();
  } catch (error) {
    const message = (error as Error).message ?? String(error);
    replies = writes.map((w) => ({ id: w.id, ok: false, message }));
  }
  port?.postMessage(replies satisfies WriterReplies);
}

// The order writer's worker thread (src/store/sqliteWriter.ts): it owns a connection of its own
// and writes the batches it is sent, answering each once its transaction has committed (or
// failed). The batches that queued up while it was committing are joined in one transaction,
// which under load waits up to a millisecond for more (src/store/writerQueue.ts). The commit's sync
// of the log (synchronous = FULL) blocks this thread only. Copying the log back into the file is
// another thread's (the checkpointer's).
import { parentPort, receiveMessageOnPort, workerData, type MessagePort } from "node:worker_threads";
import { CheckpointRequests } from "./checkpointRequests.js";
import { openWriterAdapter } from "./sqliteConnection.js";
import { writeOrderBatches } from "./sqliteOrderBatch.js";
import type { WriterMessage, WriterReplies, WriterReply, WriterRequest } from "./sqliteWriter.js";
import { gathered, nextWork, ordersIn, type WriteRequest } from "./writerQueue.js";

const port = parentPort;
if (!port) throw new Error("sqliteWriterThread.ts runs in a worker thread");
const { path, checkpoints } = workerData as { path: string; checkpoints?: MessagePort };
/**
 * The checkpointer (src/store/sqliteCheckpointerThread.ts) is asked to copy the log back into the
 * database file every this many orders committed, and when the thread has written nothing for
 * QUIET_CHECKPOINT_MS. Without one (its thread ended), the thread checkpoints itself, between
 * transactions and only when it has nothing to write: SQLite's automatic checkpoint, inside a
 * commit, would hold the orders waiting for their answer.
 */
const CHECKPOINT_ORDERS = 256;
const QUIET_CHECKPOINT_MS = 1000;

const opening = openWriterAdapter(path);
// A failed open is told to every batch; the thread itself stays up to answer them.
opening.catch(() => undefined);

const queued: WriterRequest[] = [];
let running = false;
let ordersSinceCheckpoint = 0;
/** The last transaction's orders, and when it ended: several, just now, is load (writerQueue.ts `gathered`). */
let lastOrders = 0;
let lastEnded = 0;
/** A load shows in the gap between transactions; after this long without one, a lone order commits at once. */
const LOAD_GAP_MS = 5;
/** What the thread waits on to sleep for less than a millisecond (nothing ever wakes it early). */
const sleeper = new Int32Array(new SharedArrayBuffer(4));
// The checkpointer gone: this thread copies the log back itself from then on, the first time now if idle.
const checkpointer = checkpoints
  ? new CheckpointRequests(checkpoints, () => {
      ordersSinceCheckpoint = Math.max(ordersSinceCheckpoint, 1);
      if (!running) void run(true);
    })
  : null;

/** Asks the checkpointer, without waiting; says whether there was one to ask. */
function askCheckpoint(): boolean {
  if (!checkpointer?.open) return false;
  ordersSinceCheckpoint = 0;
  checkpointer.request();
  return true;
}

async function checkpoint(): Promise<void> {
  if (askCheckpoint()) return;
  ordersSinceCheckpoint = 0;
  // PASSIVE: copies what no reader still needs, never waits for a lock; what arrives meanwhile is written next.
  await (await opening).executeScript("PRAGMA wal_checkpoint(PASSIVE)").catch(() => undefined);
}

/** Armed again at each transaction; it does not keep the thread (or the process) alive. */
const quiet = setTimeout(() => {
  if (!running) void run(true);
}, QUIET_CHECKPOINT_MS).unref();
/** Told by the server's thread, which saw the checkpointer's thread exit; the rest is work. */
const isWork = (message: WriterMessage): message is WriterRequest => {
  if (message.kind !== "checkpointer-gone") return true;
  checkpointer?.lost();
  return false;
};
port.on("message", (message: WriterMessage) => {
  if (!isWork(message)) return;
  queued.push(message);
  if (!running) void run();
});

/** The messages that arrived while a transaction ran, taken at once instead of one event each. */
function receive(): WriterRequest | undefined {
  for (;;) {
    const received = port ? receiveMessageOnPort(port) : undefined;
    if (received === undefined) return undefined;
    const message = received.message as WriterMessage;
    if (isWork(message)) return message;
  }
}

/**
 * Writes what is queued; asks the checkpointer after every CHECKPOINT_ORDERS orders; without one,
 * checkpoints itself once idle when enough orders came since the last (or `quietNow`, any).
 */
async function run(quietNow = false): Promise<void> {
  running = true;
  try {
    for (;;) {
      const { writes, close } = gathered(nextWork(queued, receive), {
        underLoad: lastOrders > 1 && performance.now() - lastEnded < LOAD_GAP_MS,
        next: (taken) => nextWork(queued, receive, undefined, taken),
        sleep: (ms) => Atomics.wait(sleeper, 0, 0, ms),
        now: () => performance.now(),
      });
      if (writes.length > 0) {
        await write(writes);
        lastOrders = ordersIn(writes);
        lastEnded = performance.now();
      }
      if (close) {
        clearTimeout(quiet);
        checkpoints?.close();
        await (await opening.catch(() => null))?.dispose();
        port?.close();
        return;
      }
      if (ordersSinceCheckpoint >= CHECKPOINT_ORDERS) askCheckpoint();
      if (writes.length > 0) continue;
      if (ordersSinceCheckpoint === 0 || (ordersSinceCheckpoint < CHECKPOINT_ORDERS && !quietNow)) return;
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
    ordersSinceCheckpoint += ordersIn(writes);
    quiet.refresh();
  } catch (error) {
    const message = (error as Error).message ?? String(error);
    replies = writes.map((w) => ({ id: w.id, ok: false, message }));
  }
  port?.postMessage(replies satisfies WriterReplies);
}

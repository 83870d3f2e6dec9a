// The order writer's worker thread (src/store/sqliteWriter.ts): it owns a connection of its own
// and writes the batches it is sent, answering each once its transaction has committed (or
// failed). The batches that queued up while it was committing are joined in one transaction
// (src/store/writerQueue.ts). The commit's sync of the log (synchronous = FULL) blocks this
// thread only.
import { parentPort, receiveMessageOnPort, workerData } from "node:worker_threads";
import { openSqliteAdapter } from "./sqliteConnection.js";
import { writeOrderBatches } from "./sqliteOrderBatch.js";
import type { WriterReply, WriterRequest } from "./sqliteWriter.js";
import { nextWork, type WriteRequest } from "./writerQueue.js";

const port = parentPort;
if (!port) throw new Error("sqliteWriterThread.ts runs in a worker thread");
const opening = openSqliteAdapter((workerData as { path: string }).path);
// A failed open is told to every batch; the thread itself stays up to answer them.
opening.catch(() => undefined);

const queued: WriterRequest[] = [];
let running = false;
port.on("message", (request: WriterRequest) => {
  queued.push(request);
  if (!running) void run();
});

/** The messages that arrived while a transaction ran, taken at once instead of one event each. */
const receive = (): WriterRequest | undefined => (port ? (receiveMessageOnPort(port)?.message as WriterRequest | undefined) : undefined);

async function run(): Promise<void> {
  running = true;
  try {
    for (;;) {
      const { writes, close } = nextWork(queued, receive);
      if (writes.length > 0) await write(writes);
      if (close) {
        await (await opening.catch(() => null))?.dispose();
        port?.close();
        return;
      }
      if (writes.length === 0) return;
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
  } catch (error) {
    const message = (error as Error).message ?? String(error);
    replies = writes.map((w) => ({ id: w.id, ok: false, message }));
  }
  for (const reply of replies) port?.postMessage(reply);
}

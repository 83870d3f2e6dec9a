// The order writer's worker thread (src/store/sqliteWriter.ts): it owns a connection of its own
// and writes each batch it is sent, one at a time, answering once the batch has committed (or
// failed). The commit's sync of the log (synchronous = FULL) blocks this thread only.
import { parentPort, workerData } from "node:worker_threads";
import { openSqliteAdapter } from "./sqliteConnection.js";
import { writeOrderBatch } from "./sqliteOrderBatch.js";
import type { WriterReply, WriterRequest } from "./sqliteWriter.js";

const port = parentPort;
if (!port) throw new Error("sqliteWriterThread.ts runs in a worker thread");
const opening = openSqliteAdapter((workerData as { path: string }).path);
// A failed open is told to every batch; the thread itself stays up to answer them.
opening.catch(() => undefined);

let queue = Promise.resolve();
port.on("message", (request: WriterRequest) => {
  queue = queue.then(() => handle(request));
});

async function handle(request: WriterRequest): Promise<void> {
  if (request.kind === "close") {
    await (await opening.catch(() => null))?.dispose();
    port?.close();
    return;
  }
  let reply: WriterReply;
  try {
    reply = { id: request.id, ok: true, outcomes: await writeOrderBatch(await opening, request.orders, request.now) };
  } catch (error) {
    reply = { id: request.id, ok: false, message: (error as Error).message ?? String(error) };
  }
  port?.postMessage(reply);
}

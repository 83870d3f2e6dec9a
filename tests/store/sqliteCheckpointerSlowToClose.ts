// A stand-in for the SQLite checkpointer's thread in sqliteWriter.test.ts: it answers every request
// without checkpointing, and takes half a second to end once told to close.
import { parentPort, workerData, type MessagePort } from "node:worker_threads";
import { CHECKPOINT, CHECKPOINTED } from "../../src/store/checkpointRequests.js";

const { port } = workerData as { port: MessagePort };
port.on("message", (message) => {
  if (message === CHECKPOINT) port.postMessage(CHECKPOINTED);
});
parentPort?.once("message", () => {
  setTimeout(() => {
    port.close();
    parentPort?.close();
  }, 500);
});

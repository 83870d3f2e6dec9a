// A stand-in for the SQLite checkpointer's thread in sqliteWriter.test.ts: it counts the writer's
// requests in a file beside the database and never checkpoints nor answers, like a checkpoint that
// takes for ever.
import { writeFileSync } from "node:fs";
import { parentPort, workerData, type MessagePort } from "node:worker_threads";

const { path, port } = workerData as { path: string; port: MessagePort };
let requests = 0;
port.on("message", () => writeFileSync(`${path}.requests`, String(++requests)));
parentPort?.once("message", () => {
  port.close();
  parentPort?.close();
});

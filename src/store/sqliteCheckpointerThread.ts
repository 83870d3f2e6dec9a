// The checkpointer's worker thread (src/store/sqliteWriter.ts): it copies the order writer's log
// back into the database file (a WAL checkpoint, with its syncs of the log and of the file) on a
// connection and thread of its own. In WAL mode a PASSIVE checkpoint runs beside the writer's
// transactions; on the writer's thread it took 15-30 ms on a 2-core VM, and every order sent
// meanwhile waited for it (issue 10). The writer asks through `port`; each request
// is answered once its checkpoint is done. A maintenance pragma, not data access: better-sqlite3
// itself, as the migrations use it, keeps the thread small.
import Database from "better-sqlite3";
import { closeSync, openSync } from "node:fs";
import { parentPort, workerData, type MessagePort } from "node:worker_threads";
import { CHECKPOINT, CHECKPOINTED } from "./checkpointRequests.js";
import { checkpointAndSync } from "./sqliteCheckpoint.js";

const { path, port } = workerData as { path: string; port: MessagePort };
if (!parentPort) throw new Error("sqliteCheckpointerThread.ts runs in a worker thread");
const control = parentPort;

// The writer's file, migrated before the writer started: never one made here by mistake. The
// checkpoint's syncs follow the connection's setting: FULL, as the writer's (sqliteConnection.ts).
// It reads no table: SQLite's smallest page cache will do.
const db = new Database(path, { fileMustExist: true });
db.pragma("synchronous = FULL");
db.pragma("cache_size = 16");
// The file itself, to sync what each checkpoint copied into it (src/store/sqliteCheckpoint.ts).
const file = openSync(path, "r");

port.on("message", (message: unknown) => {
  if (message !== CHECKPOINT) return;
  try {
    checkpointAndSync(db, file);
  } catch {
    // Nothing is lost by a checkpoint left undone: the log keeps every commit until the next.
  }
  port.postMessage(CHECKPOINTED);
});

control.once("message", () => {
  port.close();
  db.close();
  closeSync(file);
  control.close();
});

// One checkpoint of the order writer's log, as the checkpointer's thread makes it
// (src/store/sqliteCheckpointerThread.ts): SQLite's PASSIVE checkpoint, then a sync of the database
// file itself.
//
// Why the sync: under a steady load a PASSIVE checkpoint rarely catches up with the log's last
// commit, and SQLite syncs the database file only when it does. The pages it copied then pile up
// in the operating system's cache (30 MB and more on a 2-core VM) until the writer's own
// checkpoint, at the log's size limit, copies the last frames and syncs them all inside an order's
// commit: 15-35 ms, with every order queued behind it (issue 10, the p99's stalls). Synced here,
// after each checkpoint, the writer's sync finds little left to write.
import type Database from "better-sqlite3";
import { fdatasyncSync } from "node:fs";

/** What SQLite's `wal_checkpoint` pragma reports: frames in the log, frames copied back, and whether a lock stopped it. */
export interface CheckpointResult {
  busy: number;
  log: number;
  checkpointed: number;
}

/** A PASSIVE checkpoint of `db`, then `sync` of the database file open as `file`. */
export function checkpointAndSync(db: Database.Database, file: number, sync: (fd: number) => void = fdatasyncSync): CheckpointResult {
  // PASSIVE: copies what no reader still needs and never waits for a lock; a busy database is left
  // for the next request.
  const [result] = db.pragma("wal_checkpoint(PASSIVE)") as CheckpointResult[];
  sync(file);
  return result as CheckpointResult;
}

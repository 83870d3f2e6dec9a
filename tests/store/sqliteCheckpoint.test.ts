// The checkpointer's checkpoint (src/store/sqliteCheckpoint.ts): SQLite's PASSIVE checkpoint, then
// a sync of the database file, also when the checkpoint could not catch up with the log's last
// commit (then SQLite syncs nothing itself, and the copied pages would wait for the writer's sync).
import { closeSync, copyFileSync, mkdtempSync, openSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { checkpointAndSync } from "../../src/store/sqliteCheckpoint.js";

const root = mkdtempSync(join(tmpdir(), "hots-sqlite-checkpoint-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A database in WAL mode whose writer never checkpoints itself, and the checkpointer's connection and file. */
function database(name: string): { writer: Database.Database; checkpointer: Database.Database; file: number; path: string; close(): void } {
  const path = join(root, `${name}.db`);
  const writer = new Database(path);
  writer.pragma("journal_mode = WAL");
  writer.pragma("wal_autocheckpoint = 0");
  writer.exec("CREATE TABLE t (n INTEGER)");
  const checkpointer = new Database(path, { fileMustExist: true });
  const file = openSync(path, "r");
  return { writer, checkpointer, file, path, close: () => (closeSync(file), checkpointer.close(), writer.close()) };
}

type TestDatabase = ReturnType<typeof database>;

/** Runs `test` on a new database, closed afterwards whatever happens. */
function withDatabase(name: string, test: (db: TestDatabase) => void): void {
  const db = database(name);
  try {
    test(db);
  } finally {
    db.close();
  }
}

const rowCount = (db: Database.Database): number => (db.prepare("SELECT count(*) AS n FROM t").get() as { n: number }).n;

const insert = (db: Database.Database, from: number, count: number): void => {
  const statement = db.prepare("INSERT INTO t (n) VALUES (?)");
  db.transaction(() => {
    for (let n = from; n < from + count; n++) statement.run(n);
  })();
};

/** The rows the database file alone holds (a copy without its log): what checkpoints copied into it. */
function rowsInFileAlone(path: string, name: string): number {
  const copy = join(root, `${name}-copy.db`);
  copyFileSync(path, copy);
  const db = new Database(copy, { readonly: true });
  try {
    return rowCount(db);
  } finally {
    db.close();
  }
}

describe("the checkpointer's checkpoint (issue 10: the writer's commits must not sync what checkpoints copied)", () => {
  it("copies the log back, then syncs the database file it copied into", () => {
    withDatabase("caught-up", (db) => {
      insert(db.writer, 0, 500);
      const synced: { fd: number; rowsInFile: number }[] = [];
      const result = checkpointAndSync(db.checkpointer, db.file, (fd) => synced.push({ fd, rowsInFile: rowsInFileAlone(db.path, "caught-up") }));
      expect(result.busy).toBe(0);
      expect(result.log).toBeGreaterThan(0);
      expect(result.checkpointed).toBe(result.log);
      // Synced once, the file's own descriptor, after the copy: the file alone already held the rows.
      expect(synced).toEqual([{ fd: db.file, rowsInFile: 500 }]);
    });
  });

  it("syncs the file also when a reader kept the checkpoint from catching up (SQLite then syncs nothing)", () => {
    withDatabase("behind", (db) => {
      insert(db.writer, 0, 200);
      // A reader's snapshot of the first 200 rows pins the log's later frames.
      const reader = new Database(db.path, { readonly: true });
      reader.exec("BEGIN");
      expect(rowCount(reader)).toBe(200);
      insert(db.writer, 200, 300);
      const synced: number[] = [];
      const result = checkpointAndSync(db.checkpointer, db.file, (fd) => synced.push(fd));
      reader.exec("COMMIT");
      reader.close();
      expect(result.checkpointed).toBeGreaterThan(0);
      expect(result.checkpointed).toBeLessThan(result.log);
      expect(synced).toEqual([db.file]);
    });
  });

  it("syncs with fdatasync by default, on a real file", () => {
    withDatabase("default-sync", (db) => {
      insert(db.writer, 0, 10);
      expect(checkpointAndSync(db.checkpointer, db.file).checkpointed).toBeGreaterThan(0);
    });
  });
});

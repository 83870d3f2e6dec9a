// Prepared statements kept by their SQL. Prisma's better-sqlite3 adapter prepares every query
// afresh, and SQLite's parsing and planning of a statement often costs more than running it (the
// order writer's statements, src/store/sqliteOrderBatch.ts, run thousands of times a second with
// one SQL text each); the adapter binds each statement once (better-sqlite3 allows no second bind), so a kept
// statement is handed out behind a wrapper that passes the parameters at run time instead.
import type Database from "better-sqlite3";
import { LruMap } from "../lruMap.js";

/**
 * What the adapter uses of a statement: `prepare(sql).bind(args)`, then run, or columns and raw
 * rows; or `prepare(sql).run()` for one without parameters (BEGIN).
 */
interface BoundStatement {
  readonly reader: boolean;
  run(): Database.RunResult;
  columns(): Database.ColumnDefinition[];
  raw(): { all(): unknown[] };
}

interface ReusableStatement {
  readonly reader: boolean;
  run(): Database.RunResult;
  bind(args: readonly unknown[]): BoundStatement;
}

function reusable(statement: Database.Statement): ReusableStatement {
  return {
    reader: statement.reader,
    run: () => statement.run(),
    bind: (args) => ({
      reader: statement.reader,
      run: () => statement.run(args),
      columns: () => statement.columns(),
      raw: () => ({ all: () => statement.raw(true).all(args) }),
    }),
  };
}

/** Makes `db.prepare` keep up to `size` statements, the least recently used dropped first. */
export function cacheStatements(db: Database.Database, size: number): void {
  const prepare = db.prepare.bind(db);
  const kept = new LruMap<string, Database.Statement>(size);
  const cachedPrepare = (sql: string): ReusableStatement => {
    let statement = kept.get(sql);
    if (statement === undefined) {
      statement = prepare(sql);
      kept.set(sql, statement);
    }
    return reusable(statement);
  };
  db.prepare = cachedPrepare as unknown as typeof db.prepare;
}

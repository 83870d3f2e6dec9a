// The raw-driver half of the migration runner: one session type per provider, each keeping
// `_prisma_migrations` exactly as `prisma migrate deploy` does, so either tool can take over.
import { randomUUID } from "node:crypto";
import type Database from "better-sqlite3";
import type pg from "pg";
import type { MigrationFile, Provider } from "./migration-files.js";

export type MigrationDb =
  | { provider: "sqlite"; db: Database.Database }
  /** `schema`: the one DATABASE_URL's ?schema= names (already checked to be a simple identifier). */
  | { provider: "postgresql"; pool: pg.Pool; schema?: string };

export interface AppliedRow {
  migrationName: string;
  checksum: string;
  finished: boolean;
  rolledBack: boolean;
}

export interface MigrationSession {
  readonly provider: Provider;
  ensureTable(): Promise<void>;
  appliedRows(): Promise<AppliedRow[]>;
  /** Applies one migration in a transaction; false if another process got there first. */
  apply(migration: MigrationFile): Promise<boolean>;
  release(): Promise<void>;
}

export async function openMigrationSession(target: MigrationDb): Promise<MigrationSession> {
  return target.provider === "sqlite" ? sqliteSession(target.db) : await postgresSession(target.pool, target.schema);
}

// Prisma's own DDL for the history table, per provider.
const SQLITE_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    TEXT PRIMARY KEY NOT NULL,
    "checksum"              TEXT NOT NULL,
    "finished_at"           DATETIME,
    "migration_name"        TEXT NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        DATETIME,
    "started_at"            DATETIME NOT NULL DEFAULT current_timestamp,
    "applied_steps_count"   INTEGER UNSIGNED NOT NULL DEFAULT 0
);`;

const POSTGRES_TABLE = `CREATE TABLE IF NOT EXISTS _prisma_migrations (
    id                      VARCHAR(36) PRIMARY KEY NOT NULL,
    checksum                VARCHAR(64) NOT NULL,
    finished_at             TIMESTAMPTZ,
    migration_name          VARCHAR(255) NOT NULL,
    logs                    TEXT,
    rolled_back_at          TIMESTAMPTZ,
    started_at              TIMESTAMPTZ NOT NULL DEFAULT now(),
    applied_steps_count     INTEGER NOT NULL DEFAULT 0
);`;

/** The same number `prisma migrate` locks on, so our runner and Prisma's never interleave. */
const PRISMA_MIGRATE_LOCK = 72707369;

interface HistoryRow {
  migration_name: string;
  checksum: string;
  finished_at: unknown;
  rolled_back_at: unknown;
}

const HISTORY_QUERY =
  "SELECT migration_name, checksum, finished_at, rolled_back_at FROM _prisma_migrations ORDER BY started_at";

function toApplied(row: HistoryRow): AppliedRow {
  return {
    migrationName: row.migration_name,
    checksum: row.checksum,
    finished: row.finished_at !== null,
    rolledBack: row.rolled_back_at !== null,
  };
}

/** Prisma's SQLite driver adapters store timestamps as ISO 8601 with an explicit offset. */
function sqliteTimestamp(date: Date): string {
  return date.toISOString().replace("Z", "+00:00");
}

function sqliteSession(db: Database.Database): MigrationSession {
  const applyInTransaction = db.transaction((migration: MigrationFile): boolean => {
    const isApplied = db.prepare(
      `SELECT 1 FROM "_prisma_migrations"
       WHERE "migration_name" = ? AND "finished_at" IS NOT NULL AND "rolled_back_at" IS NULL`,
    );
    if (isApplied.get(migration.name) !== undefined) return false;
    const id = randomUUID();
    db.prepare(
      `INSERT INTO "_prisma_migrations"
       ("id", "checksum", "started_at", "migration_name", "applied_steps_count") VALUES (?, ?, ?, ?, 0)`,
    ).run(id, migration.checksum, sqliteTimestamp(new Date()), migration.name);
    db.exec(migration.script);
    // Foreign keys are off while a migration redefines tables; check what they would have caught.
    const violations = db.pragma("foreign_key_check") as unknown[];
    if (violations.length > 0) {
      throw new Error(`foreign key violations after migration: ${JSON.stringify(violations)}`);
    }
    db.prepare(
      `UPDATE "_prisma_migrations" SET "finished_at" = ?, "applied_steps_count" = 1 WHERE "id" = ?`,
    ).run(sqliteTimestamp(new Date()), id);
    return true;
  });

  return {
    provider: "sqlite",
    ensureTable: async () => {
      db.exec(SQLITE_TABLE);
    },
    appliedRows: async () => (db.prepare(HISTORY_QUERY).all() as HistoryRow[]).map(toApplied),
    apply: async (migration) => {
      // SQLite ignores this pragma inside a transaction, and without it dropping a table during a
      // redefinition would cascade deletes into its children (SQLite's ALTER TABLE procedure).
      const foreignKeys = db.pragma("foreign_keys", { simple: true }) as number;
      db.pragma("foreign_keys = OFF");
      try {
        // IMMEDIATE takes the write lock before the "already applied?" check.
        return applyInTransaction.immediate(migration);
      } finally {
        db.pragma(`foreign_keys = ${foreignKeys}`);
      }
    },
    release: async () => undefined,
  };
}

async function postgresSession(pool: pg.Pool, schema: string | undefined): Promise<MigrationSession> {
  const client = await pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [PRISMA_MIGRATE_LOCK]);
    // The search_path names the schema, but nothing can be created in one that does not exist
    // (issue 12, item 11). Under the lock, so two servers starting at once do not race to make it.
    if (schema !== undefined) await client.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
  } catch (error) {
    // Closed rather than returned to the pool: it may hold the advisory lock.
    client.release(true);
    throw error;
  }

  return {
    provider: "postgresql",
    ensureTable: async () => {
      await client.query(POSTGRES_TABLE);
    },
    appliedRows: async () => (await client.query<HistoryRow>(HISTORY_QUERY)).rows.map(toApplied),
    apply: async (migration) => {
      await client.query("BEGIN");
      try {
        const id = randomUUID();
        await client.query(
          `INSERT INTO _prisma_migrations (id, checksum, migration_name, applied_steps_count)
           VALUES ($1, $2, $3, 0)`,
          [id, migration.checksum, migration.name],
        );
        // No parameters: the simple query protocol runs a multi-statement script.
        await client.query(migration.script);
        await client.query(
          "UPDATE _prisma_migrations SET finished_at = clock_timestamp(), applied_steps_count = 1 WHERE id = $1",
          [id],
        );
        await client.query("COMMIT");
        return true;
      } catch (error) {
        await client.query("ROLLBACK");
        throw error;
      }
    },
    release: async () => {
      try {
        await client.query("SELECT pg_advisory_unlock($1)", [PRISMA_MIGRATE_LOCK]);
      } finally {
        client.release();
      }
    },
  };
}

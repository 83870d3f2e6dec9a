// Applies the checked-in SQL migrations at start-up, the way `prisma migrate deploy` would, using
// only the raw driver: no Prisma engine binary is needed on the server.
import { StoreError } from "./errors.js";
import { openMigrationSession, type MigrationDb } from "./migration-db.js";
import { matchesChecksum, migrationsDir, readMigrations } from "./migration-files.js";

export type { MigrationDb } from "./migration-db.js";

export interface MigrateResult {
  /** Migrations applied by this call, in order; empty when the database was up to date. */
  applied: string[];
}

export async function applyMigrations(
  target: MigrationDb,
  options: { dir?: string } = {},
): Promise<MigrateResult> {
  const migrations = readMigrations(options.dir ?? migrationsDir(target.provider));
  const session = await openMigrationSession(target);
  try {
    await session.ensureTable();
    const rows = (await session.appliedRows()).filter((row) => !row.rolledBack);

    for (const row of rows) {
      if (!row.finished) {
        throw new StoreError(
          "migration-failed",
          `Migration ${row.migrationName} started but did not finish (see _prisma_migrations.logs); ` +
            "resolve it with `prisma migrate resolve` before starting the server.",
          { migration: row.migrationName },
        );
      }
      const file = migrations.find((migration) => migration.name === row.migrationName);
      // A migration the database knows but this build does not is from a newer release: leave it.
      if (file !== undefined && !matchesChecksum(file.script, row.checksum)) {
        throw new StoreError(
          "migration-checksum",
          `Migration ${row.migrationName} was modified after it was applied ` +
            `(recorded checksum ${row.checksum}, file now ${file.checksum}). ` +
            "Restore the original file and put schema changes in a new migration.",
          { migration: row.migrationName, recorded: row.checksum, actual: file.checksum },
        );
      }
    }

    const done = new Set(rows.map((row) => row.migrationName));
    const applied: string[] = [];
    for (const migration of migrations.filter((m) => !done.has(m.name))) {
      let ran: boolean;
      try {
        ran = await session.apply(migration);
      } catch (error) {
        throw new StoreError(
          "migration-failed",
          `Migration ${migration.name} failed and was rolled back: ${(error as Error).message}`,
          { migration: migration.name },
          { cause: error },
        );
      }
      if (ran) applied.push(migration.name);
    }
    return { applied };
  } finally {
    await session.release();
  }
}

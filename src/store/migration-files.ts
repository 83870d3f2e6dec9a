// Reads a Prisma migrations folder: <dir>/<timestamp>_<name>/migration.sql, applied in name order.
import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export type Provider = "sqlite" | "postgresql";

export interface MigrationFile {
  name: string;
  script: string;
  checksum: string;
}

/** The checked-in folders; the same relative path works from src/store and dist/store. */
export function migrationsDir(provider: Provider): string {
  const relative = provider === "sqlite" ? "../../prisma/migrations" : "../../prisma/postgres/migrations";
  return fileURLToPath(new URL(relative, import.meta.url));
}

/** Prisma's checksum: SHA-256 of the script, lowercase hex. */
export function checksumOf(script: string): string {
  return createHash("sha256").update(script, "utf8").digest("hex");
}

/**
 * As Prisma does, accept the script with either line ending, because git may convert them on
 * checkout; any other change counts as tampering.
 */
export function matchesChecksum(script: string, checksum: string): boolean {
  const variants = [script, script.replace(/\r\n/g, "\n"), script.replace(/\r?\n/g, "\r\n")];
  return variants.some((variant) => checksumOf(variant) === checksum);
}

export function readMigrations(dir: string): MigrationFile[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((name) => {
      const script = readFileSync(join(dir, name, "migration.sql"), "utf8");
      return { name, script, checksum: checksumOf(script) };
    });
}

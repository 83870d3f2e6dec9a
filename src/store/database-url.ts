// Which database a URL names. SQLite is the default; postgres:// and postgresql:// URLs use
// PostgreSQL, with Prisma's `?schema=` parameter choosing the schema.
import { isAbsolute, resolve } from "node:path";
import { StoreError } from "./errors.js";

export const DEFAULT_DATABASE_URL = "file:./data/hots.db";

export type DatabaseTarget =
  | { provider: "sqlite"; path: string }
  | { provider: "postgresql"; connectionString: string; schema: string };

const SIMPLE_IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]*$/;

export function parseDatabaseUrl(url: string, cwd: string = process.cwd()): DatabaseTarget {
  if (url.startsWith("file:")) return sqliteTarget(url, cwd);
  if (url.startsWith("postgres://") || url.startsWith("postgresql://")) return postgresTarget(url);
  throw new StoreError("bad-database-url", "Database URL must start with file:, postgres:// or postgresql://", {
    scheme: url.split(":")[0],
  });
}

function sqliteTarget(url: string, cwd: string): DatabaseTarget {
  const file = url.slice("file:".length).split("?")[0] ?? "";
  // The migration runner and Prisma open separate connections, which would see separate
  // in-memory databases.
  if (file === "" || file.includes(":memory:")) {
    throw new StoreError("bad-database-url", "SQLite needs a file path (in-memory databases are not supported)");
  }
  return { provider: "sqlite", path: isAbsolute(file) ? file : resolve(cwd, file) };
}

function postgresTarget(url: string): DatabaseTarget {
  const parsed = new URL(url);
  const schema = parsed.searchParams.get("schema") ?? "public";
  parsed.searchParams.delete("schema");
  if (!SIMPLE_IDENTIFIER.test(schema)) {
    throw new StoreError("bad-database-url", `Unsupported PostgreSQL schema name ${JSON.stringify(schema)}`);
  }
  if (schema !== "public") {
    // Migrations are unqualified SQL, so they land in the search_path; Prisma's queries name the
    // schema themselves (the adapter's `schema` option).
    const options = [parsed.searchParams.get("options"), `-c search_path="${schema}"`];
    parsed.searchParams.set("options", options.filter((o) => o !== null).join(" "));
  }
  return { provider: "postgresql", connectionString: parsed.toString(), schema };
}

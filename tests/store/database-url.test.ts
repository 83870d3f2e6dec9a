import { describe, expect, it } from "vitest";
import { DEFAULT_DATABASE_URL, parseDatabaseUrl } from "../../src/store/database-url.js";
import { isStoreError } from "../../src/store/errors.js";

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    return isStoreError(error) ? error.code : "not a StoreError";
  }
  return undefined;
}

describe("database URLs", () => {
  it("defaults to a SQLite file under ./data, resolved from the working directory", () => {
    expect(parseDatabaseUrl(DEFAULT_DATABASE_URL, "/srv/hots")).toEqual({
      provider: "sqlite",
      path: "/srv/hots/data/hots.db",
    });
    expect(parseDatabaseUrl("file:/var/lib/hots.db?mode=rwc", "/srv")).toEqual({
      provider: "sqlite",
      path: "/var/lib/hots.db",
    });
  });

  it("sends postgres:// and postgresql:// to PostgreSQL, schema public by default", () => {
    for (const url of ["postgres://u:p@db:5432/hots", "postgresql://u:p@db:5432/hots"]) {
      expect(parseDatabaseUrl(url)).toMatchObject({ provider: "postgresql", schema: "public", connectionString: url });
    }
  });

  it("turns Prisma's ?schema= into the search_path, keeping other options", () => {
    const target = parseDatabaseUrl("postgresql://db/hots?schema=Games_2&options=-c%20statement_timeout%3D5000&sslmode=require");
    if (target.provider !== "postgresql") throw new Error("expected PostgreSQL");
    const url = new URL(target.connectionString);
    expect(target.schema).toBe("Games_2");
    expect(url.searchParams.get("schema")).toBeNull();
    expect(url.searchParams.get("options")).toBe('-c statement_timeout=5000 -c search_path="Games_2"');
    expect(url.searchParams.get("sslmode")).toBe("require");
  });

  it("refuses what it cannot serve", () => {
    expect(codeOf(() => parseDatabaseUrl("mysql://db/hots"))).toBe("bad-database-url");
    expect(codeOf(() => parseDatabaseUrl("file::memory:"))).toBe("bad-database-url");
    expect(codeOf(() => parseDatabaseUrl("postgresql://db/hots?schema=a;drop"))).toBe("bad-database-url");
  });
});

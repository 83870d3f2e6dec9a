// Prisma's PostgreSQL driver adapter (SqlDriverAdapter) used directly, beside the Prisma client on
// the same pool, for statements whose text never changes: each connection prepares one of them
// once, under a name taken from its text, and PostgreSQL keeps its parse and plan for the
// connection's life (PrismaPg's statementNameGenerator).
import { createHash } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import type pg from "pg";

type Adapter = Awaited<ReturnType<PrismaPg["connect"]>>;
export type PostgresQuery = Parameters<Adapter["queryRaw"]>[0];
export type PostgresQueryable = Pick<Adapter, "queryRaw" | "dispose">;

/**
 * An adapter that prepares every statement it runs. Only fixed texts may go through it: each
 * distinct text is kept by every connection until the connection closes.
 */
export function connectPreparingAdapter(pool: pg.Pool, schema: string): Promise<PostgresQueryable> {
  const names = new Map<string, string>();
  const nameOf = ({ sql }: PostgresQuery): string => {
    let name = names.get(sql);
    if (name === undefined) {
      name = `hots_${createHash("sha256").update(sql).digest("hex").slice(0, 24)}`;
      names.set(sql, name);
    }
    return name;
  };
  return new PrismaPg(pool, { schema, statementNameGenerator: nameOf }).connect();
}

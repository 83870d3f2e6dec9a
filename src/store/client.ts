// The Prisma client the repository is written against.
import type { PrismaClient, Prisma } from "../generated/sqlite/client.js";

/**
 * Both providers' clients are generated from one data model (prisma/postgres/schema.prisma is
 * derived from prisma/schema.prisma, and a test keeps them equal), so the repository is typed with
 * the SQLite client's types. TypeScript cannot prove two generated generic APIs identical, which is
 * why open.ts views the PostgreSQL client through these types; the contract tests run both.
 */
export type Client = PrismaClient;
export type Tx = Prisma.TransactionClient;
export type Clock = () => Date;

/**
 * Every transaction's limits. Prisma's defaults (2 s to start, 5 s to finish) fail writes on a busy
 * machine where SQLite's one writer is queued behind others (P2028, seen from the deadline worker);
 * a write that waits a little longer is better than one refused with a 5xx. The version check, not
 * the time, keeps concurrent writers apart.
 */
export const TRANSACTION_OPTIONS = { maxWait: 15_000, timeout: 30_000 } as const;

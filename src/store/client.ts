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

export type StoreErrorCode =
  | "stale-version"
  | "not-found"
  | "duplicate"
  /** The game no longer waits for players (a claim or a new invite came too late). */
  | "not-waiting"
  /** The invite is unknown, already used, or revoked (details.reason says which). */
  | "invite-unusable"
  /** The side's seat is taken: its invite can no longer be replaced. */
  | "seat-claimed"
  | "migration-checksum"
  | "migration-failed"
  | "bad-database-url";

/** Every failure the store reports on purpose; `code` is what callers branch on. */
export class StoreError extends Error {
  override readonly name = "StoreError";

  constructor(
    readonly code: StoreErrorCode,
    message: string,
    readonly details: Readonly<Record<string, unknown>> = {},
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export function isStoreError(error: unknown, code?: StoreErrorCode): error is StoreError {
  return error instanceof StoreError && (code === undefined || error.code === code);
}

/**
 * Prisma reports unique-constraint violations as P2002 (model queries) or P2010 (raw), whatever the
 * driver; a driver adapter queried directly (src/store/postgresAdapter.ts) throws its own error.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  if ("name" in error && error.name === "DriverAdapterError") return (error as { cause?: { kind?: string } }).cause?.kind === "UniqueConstraintViolation";
  if (!("code" in error)) return false;
  if (error.code === "P2002") return true;
  // A typed raw query's failure (P2010) carries the driver adapter's classification.
  const meta = (error as { meta?: { driverAdapterError?: { cause?: { kind?: string } } } }).meta;
  return error.code === "P2010" && meta?.driverAdapterError?.cause?.kind === "UniqueConstraintViolation";
}

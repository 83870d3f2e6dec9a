export type StoreErrorCode =
  | "stale-version"
  | "not-found"
  | "duplicate"
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

/** Prisma reports unique-constraint violations as P2002, whatever the driver. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && "code" in error && error.code === "P2002";
}

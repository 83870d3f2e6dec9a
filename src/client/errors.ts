// Every error answer of the API is problem+json (docs/api.md "Errors"); the client turns it into
// one typed value so that callers branch on the stable `code`, never on message text.

export type ApiErrorCode =
  | "bad-request"
  | "order-syntax"
  | "unauthorized"
  | "forbidden"
  | "not-your-decision"
  | "not-found"
  | "stale-version"
  | "idempotency-conflict"
  | "payload-too-large"
  | "illegal-order"
  | "rate-limited"
  | "not-ready";

/** An RFC 9457 problem document; routes add their own fields (`currentVersion`, `decision`, ...). */
export interface Problem {
  type?: string;
  title?: string;
  status?: number;
  code?: string;
  detail?: string;
  [field: string]: unknown;
}

export class ApiError extends Error {
  override readonly name = "ApiError";

  constructor(
    readonly status: number,
    /** The contract's code, or `http-<status>` when the answer was not problem+json. */
    readonly code: ApiErrorCode | `http-${number}`,
    readonly detail: string,
    readonly body: Problem,
    /** Seconds to wait before trying again (Retry-After of a 429 or 503), when the server said. */
    readonly retryAfter: number | null = null,
  ) {
    super(`${status} ${code}: ${detail}`);
  }
}

export function isApiError(error: unknown, code?: ApiError["code"]): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

/** Builds the ApiError for a non-2xx answer from whatever the body turned out to be. */
export function apiErrorOf(status: number, body: unknown, statusText: string, retryAfterHeader: string | null = null): ApiError {
  const problem: Problem = typeof body === "object" && body !== null ? (body as Problem) : { detail: typeof body === "string" ? body : statusText };
  const code = typeof problem.code === "string" ? (problem.code as ApiErrorCode) : (`http-${status}` as const);
  const detail = typeof problem.detail === "string" ? problem.detail : typeof problem.title === "string" ? problem.title : statusText;
  const retryAfter = retryAfterHeader !== null && /^\d+$/.test(retryAfterHeader.trim()) ? Number(retryAfterHeader.trim()) : null;
  return new ApiError(status, code, detail, problem, retryAfter);
}

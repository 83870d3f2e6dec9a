// The one place where errors become HTTP: use-case errors (src/games) and the framework's own
// (validation, parsing, limits) turn into RFC 9457 problem details with a stable `code`.
import type { FastifyError } from "fastify";
import type { GameError } from "../games/index.js";

export type ProblemCode =
  | GameError["code"]
  | "payload-too-large"
  | "method-not-allowed"
  | "headers-too-large"
  | "request-timeout"
  | "unsupported-media-type"
  | "rate-limited"
  | "not-ready"
  | "busy"
  | "internal";

export interface Problem {
  type: string;
  title: string;
  status: number;
  code: ProblemCode;
  detail: string;
  [member: string]: unknown;
}

const STATUS: Record<ProblemCode, [number, string]> = {
  "bad-request": [400, "Bad request"],
  "order-syntax": [400, "The order does not parse"],
  unauthorized: [401, "Unauthorized"],
  forbidden: [403, "Forbidden"],
  "not-your-decision": [403, "Not your decision"],
  "not-found": [404, "Not found"],
  "method-not-allowed": [405, "Method not allowed"],
  "request-timeout": [408, "Request timeout"],
  "stale-version": [409, "Stale version"],
  "idempotency-conflict": [409, "Idempotency key reused"],
  "deadline-passed": [409, "Deadline passed, default applied"],
  conflict: [409, "Conflict"],
  "payload-too-large": [413, "Payload too large"],
  "unsupported-media-type": [415, "Unsupported media type"],
  "illegal-order": [422, "Illegal order"],
  "headers-too-large": [431, "Request header fields too large"],
  "rate-limited": [429, "Too many requests"],
  internal: [500, "Internal error"],
  "not-ready": [503, "Not ready"],
  busy: [503, "Busy"],
};

/** Every code a problem may carry, as documented in docs/api.md (Errors). */
export const PROBLEM_CODES = Object.keys(STATUS) as [ProblemCode, ...ProblemCode[]];

export function problem(code: ProblemCode, detail: string, members: Record<string, unknown> = {}): Problem {
  const [status, title] = STATUS[code];
  return { type: `urn:hots-judge:problem:${code}`, title, status, code, detail, ...members };
}

/** A use-case error: its code and detail, and every other member as is (waitingFor, decision, ...). */
export function problemFor(error: GameError): Problem {
  const { code, detail, ...members } = error;
  if (!("syntax" in members)) return problem(code, detail, members);
  // The syntax message's key is for localizeProblem only: kept off the JSON body (not enumerable).
  const { syntax, ...rest } = members;
  return Object.defineProperty(problem(code, detail, rest), SYNTAX, { value: syntax, enumerable: false });
}

/** Where problemFor keeps an order-syntax error's SyntaxMessage for src/api/localizeProblem.ts. */
export const SYNTAX = Symbol("syntax message");

/** Thrown by routes with a use-case error; the error handler answers it (src/api/plugins/errors.ts). */
export class ProblemError extends Error {
  constructor(readonly problem: Problem) {
    super(problem.detail);
  }
}

export function unwrap<T>(result: { ok: true; value: T } | { ok: false; error: GameError }): T {
  if (!result.ok) throw new ProblemError(problemFor(result.error));
  return result.value;
}

/** Errors fastify and its plugins raise before a route runs. */
export function frameworkProblem(error: FastifyError): Problem {
  if (error.validation) {
    const where = error.validationContext ?? "request";
    const errors = error.validation.map((v) => ({
      path: v.instancePath === "/" || v.instancePath === "" ? where : `${where}${v.instancePath}`,
      message: v.message ?? "invalid",
    }));
    return problem("bad-request", `The ${where} is not valid: ${errors.map((e) => `${e.path}: ${e.message}`).join("; ")}`, { errors });
  }
  switch (error.statusCode) {
    case 413:
      return problem("payload-too-large", error.message);
    case 415:
      return problem("unsupported-media-type", `${error.message}; send application/json (or text/plain for an order)`);
    case 429:
      return problem("rate-limited", error.message);
    case 404:
      return problem("not-found", error.message);
    default:
      return problem("bad-request", error.message);
  }
}

// Structured JSON logs (pino, through fastify) that never hold a secret: not the Authorization
// header, and nothing of the query string that could be one. The query is logged as fastify parsed
// it (so %74oken=, repeated keys and the like are caught whatever their spelling), never as raw text.
import type { FastifyRequest } from "fastify";
import type { Config } from "../../config.js";

const REDACTED = "[redacted]";

/** Keys that name a secret, however they are spelt or cased. */
const SECRET_KEY = /token|invite|key|secret|pass/i;
/** A value holding something as long as a token or an invite (43 base64url characters). */
const SECRET_VALUE = /[A-Za-z0-9_-]{24,}/;

function redactValue(key: string, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((v) => redactValue(key, v));
  if (SECRET_KEY.test(key)) return REDACTED;
  if (typeof value === "string" && (SECRET_VALUE.test(value) || SECRET_KEY.test(value))) return REDACTED;
  return value;
}

/** The parsed query with every value that is, or may hold, a secret replaced. */
export function redactedQuery(query: unknown): Record<string, unknown> | undefined {
  if (query === null || typeof query !== "object") return undefined;
  const entries = Object.entries(query as Record<string, unknown>);
  if (entries.length === 0) return undefined;
  // A key can be the secret itself (?<token> with no value), so keys are checked like values.
  const secretKey = (key: string) => SECRET_KEY.test(key) || SECRET_VALUE.test(key);
  return Object.fromEntries(entries.map(([key, value]) => [secretKey(key) ? "[redacted key]" : key, secretKey(key) ? REDACTED : redactValue(key, value)]));
}

/** The path alone: the raw query string is never logged. */
export function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

export function loggerOptions(config: Pick<Config, "logLevel">) {
  return {
    level: config.logLevel,
    redact: { paths: ["req.headers.authorization", "req.headers.cookie"], censor: REDACTED },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: pathOf(request.url),
        query: redactedQuery(request.query),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  };
}

// Structured JSON logs (pino, through fastify) that never hold a token: not the Authorization
// header, and not the ?token= of an observer link.
import type { FastifyRequest } from "fastify";
import type { Config } from "../../config.js";

export function withoutToken(url: string): string {
  return url.replace(/([?&]token=)[^&#]*/gi, "$1[redacted]");
}

export function loggerOptions(config: Pick<Config, "logLevel">) {
  return {
    level: config.logLevel,
    redact: { paths: ["req.headers.authorization", "req.query.token"], censor: "[redacted]" },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: withoutToken(request.url),
        host: request.host,
        remoteAddress: request.ip,
      }),
    },
  };
}

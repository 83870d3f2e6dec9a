// CORS for browser clients from the configured origins only (CORS_ORIGINS; none by default). A
// preflight is answered here, before routing: 204 with what may be sent, for an allowed origin.
import type { FastifyInstance } from "fastify";

const METHODS = "GET, HEAD, POST, DELETE";
const REQUEST_HEADERS = "authorization, content-type, idempotency-key, if-match, if-none-match";
/** What a browser script may read of an answer besides the simple headers. */
const EXPOSED = "etag, location, retry-after, allow";
const PREFLIGHT_CACHE_SECONDS = "600";

export function installCors(app: FastifyInstance, origins: readonly string[]): void {
  // With no origin allowed the hook would do nothing, so no request pays for it (issue 10, item 2).
  if (origins.length === 0) return;
  const allowed = new Set(origins);
  app.addHook("onRequest", async (request, reply) => {
    const origin = request.headers.origin;
    // Answers differ by Origin once any origin is allowed, so caches must keep them apart.
    reply.header("vary", "origin");
    if (origin === undefined || !allowed.has(origin)) return;
    reply.header("access-control-allow-origin", origin);
    const preflight = request.method === "OPTIONS" && request.headers["access-control-request-method"] !== undefined;
    if (!preflight) {
      reply.header("access-control-expose-headers", EXPOSED);
      return;
    }
    return reply
      .code(204)
      .header("access-control-allow-methods", METHODS)
      .header("access-control-allow-headers", REQUEST_HEADERS)
      .header("access-control-max-age", PREFLIGHT_CACHE_SECONDS)
      .send();
  });
}

// Whose allowance a request spends (README "The server", RATE_LIMIT_MAX): a seat's token counts on
// its own, so one client playing both sides of a game from one address is never held back by the
// other side's requests; requests without a token, or with one the server does not know, count by
// client address (a made-up token cannot buy a fresh allowance).
import type { FastifyRequest } from "fastify";
import { isKnownToken } from "../games/auth.js";
import type { Store } from "../store/index.js";

/** The bearer token, or the side page's cookie (`hots_<game>`, src/api/routes/page.ts). */
function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header !== undefined) return /^Bearer +(\S+) *$/i.exec(header)?.[1] ?? null;
  for (const part of (request.headers.cookie ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key?.startsWith("hots_")) return decodeURIComponent(value.join("="));
  }
  return null;
}

export function rateLimitKey(store: Store): (request: FastifyRequest) => Promise<string> {
  return async (request) => {
    const token = tokenOf(request);
    const seat = token === null ? null : await isKnownToken(store, token);
    return seat === null ? `address:${request.ip}` : `seat:${seat}`;
  };
}

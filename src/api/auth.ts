// The caller of a game route: the bearer token (or, for GET, ?token=) resolved to a role.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { authenticate, type Caller } from "../games/index.js";
import { unwrap } from "./problem.js";

function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header !== undefined) return /^Bearer +(\S+) *$/i.exec(header)?.[1] ?? "";
  // Only reads take the token in the URL (the observer link): a URL ends up in logs and histories.
  if (request.method !== "GET" && request.method !== "HEAD") return undefined;
  const { token } = request.query as { token?: unknown };
  return typeof token === "string" ? token : undefined;
}

/** Who made each request, once known: an error answer is then in that seat's language. */
const callers = new WeakMap<FastifyRequest, Caller>();

export function knownCaller(request: FastifyRequest): Caller | undefined {
  return callers.get(request);
}

export async function callerOf(app: FastifyInstance, request: FastifyRequest, gameId: string): Promise<Caller> {
  const caller = unwrap(await authenticate(app.store, gameId, tokenOf(request)));
  callers.set(request, caller);
  return caller;
}

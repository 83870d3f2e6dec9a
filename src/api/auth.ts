// The caller of a game route: the bearer token resolved to a role. Only the observer link may carry
// its token in the URL (?token=, for GET /games/{id}): a URL ends up in logs, histories and Referer
// headers, so a side's or the host's token there is refused, and never looked up (issue 9).
import type { FastifyInstance, FastifyRequest } from "fastify";
import { authenticate, type Caller } from "../games/index.js";
import { problem, ProblemError, unwrap } from "./problem.js";

const OBSERVER_LINK = "/games/:id";

function queryToken(request: FastifyRequest): string | undefined {
  const { token } = request.query as { token?: unknown };
  return typeof token === "string" ? token : undefined;
}

/** Who made each request, once known: an error answer is then in that seat's language. */
const callers = new WeakMap<FastifyRequest, Caller>();

export function knownCaller(request: FastifyRequest): Caller | undefined {
  return callers.get(request);
}

export async function callerOf(app: FastifyInstance, request: FastifyRequest, gameId: string): Promise<Caller> {
  const caller = await resolveCaller(app, request, gameId);
  callers.set(request, caller);
  return caller;
}

async function resolveCaller(app: FastifyInstance, request: FastifyRequest, gameId: string): Promise<Caller> {
  // The raw header: no route's schema changes it, and once a route's headers are validated,
  // request.headers is a merged copy made on every read.
  const header = request.raw.headers.authorization;
  if (header !== undefined) return unwrap(await authenticate(app.store, gameId, /^Bearer +(\S+) *$/i.exec(header)?.[1] ?? ""));
  const inUrl = queryToken(request);
  const link = (request.method === "GET" || request.method === "HEAD") && request.routeOptions.url === OBSERVER_LINK;
  if (inUrl === undefined || !link) return unwrap(await authenticate(app.store, gameId, undefined));
  const caller = unwrap(await authenticate(app.store, gameId, inUrl));
  if (caller.role !== "observer") {
    throw new ProblemError(problem("unauthorized", "Only the observer link takes its token in the URL; send this token as Authorization: Bearer <token>"));
  }
  return caller;
}

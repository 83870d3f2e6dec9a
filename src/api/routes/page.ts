// GET /games/{id}/page: a side's page in the browser; POST /games/{id}/page: its form's order.
// The player gives its token once through a form (POST /games/{id}/page/session), never in a URL
// (a URL ends up in logs and histories); it is kept in an HttpOnly, SameSite=Strict cookie for this game's paths. The observer's
// link is the one exception: /games/{id}/page?token=<observer> opens the observer's page, since the
// observer sees only what everyone may see.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { authenticate, callerLanguage, getView, listEvents, submitOrder, type Caller } from "../../games/index.js";
import { dryRunNotice, refusalNotice } from "../../page/notices.js";
import { renderPage, renderSignIn, renderWaiting, type PageInput } from "../../page/page.js";
import { problemFor, unwrap } from "../problem.js";
import { gameParamsSchema, tokenQuerySchema } from "../schemas/common.js";
import { EVENT_TYPES } from "../schemas/gameEvent.js";

const cookieName = (gameId: string) => `hots_${gameId}`;

/** The observer's link may carry its token in the URL (?token=); no other role's may (src/api/auth.ts). */
export function observerLinkToken(request: FastifyRequest): string | undefined {
  const { token } = (request.query ?? {}) as { token?: unknown };
  return typeof token === "string" && token !== "" ? token : undefined;
}

/** The page's token: the cookie, or a bearer token for scripts. */
export function pageToken(request: FastifyRequest, gameId: string): string | undefined {
  const header = request.headers.authorization;
  if (header !== undefined) return /^Bearer +(\S+) *$/i.exec(header)?.[1] ?? "";
  for (const part of (request.headers.cookie ?? "").split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === cookieName(gameId)) return decodeURIComponent(value.join("="));
  }
  return undefined;
}

const formSchema = z.object({
  version: z.string().regex(/^\d{1,15}$/).optional(),
  order: z.string().max(2000).optional(),
  choice: z.string().max(2000).optional(),
  action: z.enum(["submit", "dry-run"]).optional(),
});

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).type("text/html; charset=utf-8").header("cache-control", "private, no-store").send(body);

export const pageRoutes: FastifyPluginAsyncZod = async (app) => {
  // Forms post application/x-www-form-urlencoded, for these routes only.
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  /** The caller, or null when the browser has no valid token for this game (it gets the sign-in form). */
  async function callerOrSignIn(request: FastifyRequest, gameId: string): Promise<Caller | null> {
    const result = await authenticate(app.store, gameId, pageToken(request, gameId));
    if (result.ok) return result.value;
    if (result.error.code === "unauthorized") return null;
    return unwrap(result);
  }

  /** The observer's link: its token in the URL opens the observer's page; any other token there is ignored. */
  async function observerByLink(request: FastifyRequest, gameId: string): Promise<Caller | null> {
    const token = observerLinkToken(request);
    if (token === undefined) return null;
    const result = await authenticate(app.store, gameId, token);
    if (result.ok) return result.value.role === "observer" ? result.value : null;
    if (result.error.code === "unauthorized") return null;
    return unwrap(result);
  }

  async function page(caller: Caller, extra: Pick<PageInput, "notice" | "orderLine" | "linkToken"> = {}): Promise<string> {
    const game = unwrap(await getView(app.store, caller));
    const language = (await callerLanguage(app.store, caller)) ?? undefined;
    if (game.view === null) return renderWaiting(caller.gameId, language);
    const listed = unwrap(await listEvents(app.store, caller, 0));
    const events = listed.events.map((e) => e.event);
    const row = await app.store.getGame(caller.gameId);
    return renderPage({ ...game, view: game.view, events, lastSeq: listed.last, eventTypes: EVENT_TYPES, deadline: row?.deadline ?? null, ...extra, ...(language ? { language } : {}) });
  }

  app.get("/games/:id/page", { schema: { hide: true, params: gameParamsSchema, querystring: tokenQuerySchema } }, async (request, reply) => {
    const observer = await observerByLink(request, request.params.id);
    if (observer !== null) return html(reply, 200, await page(observer, { linkToken: observerLinkToken(request) }));
    const caller = await callerOrSignIn(request, request.params.id);
    if (caller === null) return html(reply, 401, renderSignIn(request.params.id));
    return html(reply, 200, await page(caller));
  });

  app.post(
    "/games/:id/page/session",
    { schema: { hide: true, params: gameParamsSchema, body: z.object({ token: z.string().max(256) }) } },
    async (request, reply) => {
      const { id } = request.params;
      const result = await authenticate(app.store, id, request.body.token);
      if (!result.ok && result.error.code === "unauthorized") return html(reply, 401, renderSignIn(id, "That token is not valid for this game."));
      unwrap(result);
      const secure = app.config.publicUrl.startsWith("https:") ? "; Secure" : "";
      reply.header("set-cookie", `${cookieName(id)}=${encodeURIComponent(request.body.token)}; Path=/games/${id}; HttpOnly; SameSite=Strict; Max-Age=31536000${secure}`);
      return reply.code(303).header("location", `/games/${id}/page`).send();
    },
  );

  app.post("/games/:id/page", { schema: { hide: true, params: gameParamsSchema, body: formSchema } }, async (request, reply) => {
    const { id } = request.params;
    const caller = await callerOrSignIn(request, id);
    if (caller === null) return html(reply, 401, renderSignIn(id));
    const line = (request.body.order ?? "").trim() || (request.body.choice ?? "").trim();
    const dryRun = request.body.action === "dry-run";
    const version = request.body.version === undefined ? undefined : Number(request.body.version);
    const result = await submitOrder(app.store, { caller, input: { text: line }, expectedVersion: version, dryRun });
    // A refused order keeps the API's status (docs/api.md) on the page that explains it.
    // The notice in the seat's language, as the page around it.
    const language = (await callerLanguage(app.store, caller)) ?? undefined;
    if (!result.ok) return html(reply, problemFor(result.error).status, await page(caller, { notice: refusalNotice(result.error, language), orderLine: line }));
    if (dryRun) return html(reply, 200, await page(caller, { notice: dryRunNotice(result.value, language), orderLine: line }));
    // Post/redirect/get: a reload does not give the order twice.
    return reply.code(303).header("location", `/games/${id}/page`).send();
  });
};

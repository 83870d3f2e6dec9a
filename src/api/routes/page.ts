// GET /games/{id}/page: a side's page in the browser; POST /games/{id}/page: its form's order.
// The token comes once in the link (?token=), is moved into an HttpOnly, SameSite=Strict cookie and
// the browser is sent to the same page without it, so it stays out of histories and logs.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { FastifyRequest } from "fastify";
import { z } from "zod";
import { authenticate, getView, listEvents, submitOrder, type Caller, type GameError } from "../../games/index.js";
import { visibleLine } from "../../page/log.js";
import { renderPage, type PageInput } from "../../page/page.js";
import { problemFor, unwrap } from "../problem.js";
import { gameParamsSchema, tokenQuerySchema } from "../schemas/common.js";

const cookieName = (gameId: string) => `hots_${gameId}`;

function cookieToken(request: FastifyRequest, gameId: string): string | undefined {
  const header = request.headers.cookie ?? "";
  for (const part of header.split(";")) {
    const [key, ...value] = part.trim().split("=");
    if (key === cookieName(gameId)) return decodeURIComponent(value.join("="));
  }
  return undefined;
}

function bearer(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header === undefined ? undefined : (/^Bearer +(\S+) *$/i.exec(header)?.[1] ?? "");
}

const formSchema = z.object({
  version: z.string().regex(/^\d{1,15}$/).optional(),
  order: z.string().max(2000).optional(),
  choice: z.string().max(2000).optional(),
  action: z.enum(["submit", "dry-run"]).optional(),
});

/** The lines a refused order shows: the reason, and the legal choices where the engine gave them. */
function refusal(error: GameError): NonNullable<PageInput["notice"]> {
  const lines = error.code === "order-syntax" && error.candidates ? [`did you mean: ${error.candidates.join(", ")}`] : [];
  return { kind: "error", text: `${error.code}: ${error.detail}`, lines };
}

export const pageRoutes: FastifyPluginAsyncZod = async (app) => {
  // Forms post application/x-www-form-urlencoded, for these routes only.
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  async function page(caller: Caller, extra: Pick<PageInput, "notice" | "orderLine"> = {}): Promise<string> {
    const game = unwrap(await getView(app.store, caller));
    const events = unwrap(await listEvents(app.store, caller, 0)).events.map((e) => e.event);
    const row = await app.store.getGame(caller.gameId);
    return renderPage({ ...game, events, deadline: row?.deadline ?? null, ...extra });
  }

  app.get(
    "/games/:id/page",
    { schema: { hide: true, params: gameParamsSchema, querystring: tokenQuerySchema } },
    async (request, reply) => {
      const { id } = request.params;
      const linked = request.query.token;
      if (linked !== undefined) {
        unwrap(await authenticate(app.store, id, linked));
        const secure = app.config.publicUrl.startsWith("https:") ? "; Secure" : "";
        reply.header("set-cookie", `${cookieName(id)}=${encodeURIComponent(linked)}; Path=/games/${id}; HttpOnly; SameSite=Strict; Max-Age=31536000${secure}`);
        return reply.code(303).header("location", `/games/${id}/page`).send();
      }
      const caller = unwrap(await authenticate(app.store, id, bearer(request) ?? cookieToken(request, id)));
      return reply.type("text/html; charset=utf-8").header("cache-control", "private, no-store").send(await page(caller));
    },
  );

  app.post(
    "/games/:id/page",
    { schema: { hide: true, params: gameParamsSchema, body: formSchema } },
    async (request, reply) => {
      const { id } = request.params;
      const caller = unwrap(await authenticate(app.store, id, bearer(request) ?? cookieToken(request, id)));
      const line = (request.body.order ?? "").trim() || (request.body.choice ?? "").trim();
      const dryRun = request.body.action === "dry-run";
      const version = request.body.version === undefined ? undefined : Number(request.body.version);
      const result = await submitOrder(app.store, { caller, input: { text: line }, expectedVersion: version, dryRun });
      const html = (status: number, extra: Pick<PageInput, "notice" | "orderLine">) =>
        page(caller, extra).then((body) => reply.code(status).type("text/html; charset=utf-8").header("cache-control", "private, no-store").send(body));
      // A refused order keeps the API's status (docs/api.md) on the page that explains it.
      if (!result.ok) return html(problemFor(result.error).status, { notice: refusal(result.error), orderLine: line });
      if (dryRun) {
        const effects = result.value.events.map((e) => visibleLine(e.event)).filter((l): l is string => l !== null);
        const said = result.value.preview === "shown" ? "Dry run: the order is legal; it would do this:" : `Dry run: the order is legal (effects not shown: ${result.value.preview ?? "hidden"})`;
        return html(200, { notice: { kind: "dry-run", text: said, lines: effects }, orderLine: line });
      }
      // Post/redirect/get: a reload does not give the order twice.
      return reply.code(303).header("location", `/games/${id}/page`).send();
    },
  );
};

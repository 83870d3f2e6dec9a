// POST /games, GET /games/{id}.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { callerLanguage, createGame, getView } from "../../games/index.js";
import { DEFAULT_LANGUAGE, type Language } from "../../i18n/languages.js";
import type { Decision } from "../../rules/decisions.js";
import type { GameState } from "../../rules/state.js";
// The lines the decision's mail shows, so the API and the mail offer the same answers.
import { exampleLines } from "../../mail/examples.js";
import { answerLines } from "../../i18n/answerLines.js";
import { callerOf } from "../auth.js";
import { unwrap } from "../problem.js";
import { gameParamsSchema, problemResponses, tokenQuerySchema } from "../schemas/common.js";
import { createdGameSchema, createGameBodySchema, gameViewSchema } from "../schemas/games.js";

/** The version as an ETag; If-None-Match may list several, or be weak (W/"3"). */
const etagOf = (version: number): string => `"${version}"`;

/**
 * The lines a decision's mail shows ready to send (docs/email.md "Your decision"): every whole
 * answer, and where the others are put together from pieces, the mail's checked examples.
 */
function readyLines(state: GameState, decision: Decision, version: number, language: Language): string[] {
  const answers = answerLines(state, decision, language);
  if (answers.built.length === 0) return answers.whole;
  return [...answers.whole, ...exampleLines(state, decision, version, language).filter((line) => !answers.whole.includes(line))];
}

export const etagMatches = (header: string | undefined, etag: string): boolean =>
  header !== undefined && header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag || tag.trim() === "*");

/** Whether an Accept header names HTML before JSON, as a browser's navigation does. */
export function prefersHtml(accept: string | undefined): boolean {
  if (accept === undefined) return false;
  const html = accept.indexOf("text/html");
  const json = accept.indexOf("application/json");
  return html !== -1 && (json === -1 || html < json);
}

export const gameRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/games",
    {
      schema: {
        summary: "Create a game",
        description:
          "Commits to a fresh dice seed and returns the host token, the observer link and one single-use invite per side, shown once. The game waits for its players until both seats are claimed (POST /games/{id}/join).",
        tags: ["games"],
        body: createGameBodySchema,
        response: { 201: createdGameSchema, ...problemResponses },
      },
    },
    async (request, reply) => {
      const created = unwrap(await createGame(app.store, request.body, app.mail?.mailer.invite));
      const self = `${app.config.publicUrl}/games/${created.gameId}`;
      const observerToken = created.tokens.observer;
      const links = { self, observer: `${self}/page?token=${observerToken}`, observerView: `${self}?token=${observerToken}`, join: `${self}/join` };
      return reply.code(201).header("location", self).header("cache-control", "no-store").send({ ...created, links });
    },
  );

  app.get(
    "/games/:id",
    {
      schema: {
        summary: "The caller's view of a game",
        description: "Only what the caller's role may see. ETag is the version; If-None-Match gives 304.",
        tags: ["games"],
        security: [{ token: [] }],
        params: gameParamsSchema,
        querystring: tokenQuerySchema,
        headers: z.object({ "if-none-match": z.string().max(200).optional() }),
        response: { 200: gameViewSchema, 303: z.undefined().describe("A browser (Accept: text/html) with the observer's token in the URL is sent to the observer's page"), 304: z.undefined().describe("Not modified"), ...problemResponses },
      },
    },
    async (request, reply) => {
      const caller = await callerOf(app, request, request.params.id);
      // A browser that follows the observer's JSON link is sent to the observer's page; a client
      // asking for JSON (Accept: application/json, or */*) gets the view.
      if (request.query.token !== undefined && prefersHtml(request.headers.accept)) {
        return reply.code(303).header("location", `/games/${request.params.id}/page?token=${encodeURIComponent(request.query.token)}`).send(undefined);
      }
      const language = (await callerLanguage(app.store, caller)) ?? DEFAULT_LANGUAGE;
      const game = unwrap(await getView(app.store, caller, (state, d, version) => readyLines(state, d, version, language)));
      // A claim changes a waiting game without a new version: the ETag says how many seats are taken.
      const claimed = Number(game.seats.england.claimed) + Number(game.seats.scotland.claimed);
      const etag = game.status === "waiting-for-players" ? `"${game.version}-waiting-${claimed}"` : etagOf(game.version);
      // The body depends on the token as well as the version.
      reply.header("etag", etag).header("cache-control", "private, no-cache").header("vary", "authorization");
      if (etagMatches(request.headers["if-none-match"], etag)) return reply.code(304).send();
      return game;
    },
  );
};

// POST /games, GET /games/{id}.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { createGame, getView } from "../../games/index.js";
import { callerOf } from "../auth.js";
import { unwrap } from "../problem.js";
import { gameParamsSchema, problemResponses, tokenQuerySchema } from "../schemas/common.js";
import { createdGameSchema, createGameBodySchema, gameViewSchema } from "../schemas/games.js";

/** The version as an ETag; If-None-Match may list several, or be weak (W/"3"). */
const etagOf = (version: number): string => `"${version}"`;
const matches = (header: string | undefined, etag: string): boolean =>
  header !== undefined && header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag || tag.trim() === "*");

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
      const created = unwrap(await createGame(app.store, request.body));
      const self = `${app.config.publicUrl}/games/${created.gameId}`;
      const links = { self, observer: `${self}?token=${created.tokens.observer}`, join: `${self}/join` };
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
        response: { 200: gameViewSchema, 304: z.undefined().describe("Not modified"), ...problemResponses },
      },
    },
    async (request, reply) => {
      const caller = await callerOf(app, request, request.params.id);
      const game = unwrap(await getView(app.store, caller));
      // A claim changes a waiting game without a new version: the ETag says how many seats are taken.
      const claimed = Number(game.seats.england.claimed) + Number(game.seats.scotland.claimed);
      const etag = game.status === "waiting-for-players" ? `"${game.version}-waiting-${claimed}"` : etagOf(game.version);
      // The body depends on the token as well as the version.
      reply.header("etag", etag).header("cache-control", "private, no-cache").header("vary", "authorization");
      if (matches(request.headers["if-none-match"], etag)) return reply.code(304).send();
      return game;
    },
  );
};

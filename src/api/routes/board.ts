// GET /games/{id}/board.svg and /board.png: the caller's view as a picture (issue 11, items 1-3).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { callerLanguage, getView } from "../../games/index.js";
import { DEFAULT_LANGUAGE } from "../../i18n/languages.js";
import { negotiateLanguage } from "../../i18n/negotiate.js";
import { renderBoardSvg, svgToPngAsync } from "../../render/index.js";
import { unlessBusy } from "../busy.js";
import { callerOf } from "../auth.js";
import { problem, ProblemError, unwrap } from "../problem.js";
import { gameParamsSchema, problemResponses } from "../schemas/common.js";
import { etagMatches } from "./games.js";

/** The pictures' media types; the OpenAPI transform (plugins/swagger.ts) documents them. */
export const BOARD_PICTURES = { svg: "image/svg+xml", png: "image/png" } as const;

export const boardRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const format of ["svg", "png"] as const) {
    app.get(
      `/games/:id/board.${format}`,
      {
        schema: {
          summary: `The caller's view of the board as ${format.toUpperCase()}`,
          description:
            "Only what the caller's role may see: the enemy's blocks are blank. ETag is the version and the format; If-None-Match gives 304." +
            (format === "png" ? " Drawn on the server's PNG thread: 503 busy, with retry-after, when PNG_QUEUE boards already wait for it." : ""),
          tags: ["games"],
          security: [{ token: [] }],
          params: gameParamsSchema,
          headers: z.object({ "if-none-match": z.string().max(200).optional() }),
          response: { 200: z.string().describe(`The board, ${BOARD_PICTURES[format]}`), 304: z.undefined().describe("Not modified"), ...problemResponses },
        },
      },
      async (request, reply) => {
        const caller = await callerOf(app, request, request.params.id);
        const game = unwrap(await getView(app.store, caller));
        // Drawn in the seat's language (docs/languages.md); a referee or an observer by Accept-Language.
        const lang = (await callerLanguage(app.store, caller)) ?? negotiateLanguage(request.headers["accept-language"]) ?? DEFAULT_LANGUAGE;
        // Another representation of the same version: its own strong ETag, the language in it.
        const etag = lang === DEFAULT_LANGUAGE ? `"${game.version}.${format}"` : `"${game.version}.${lang}.${format}"`;
        reply.header("etag", etag).header("cache-control", "private, no-cache").header("vary", "authorization, accept-language");
        if (etagMatches(request.headers["if-none-match"], etag)) return reply.code(304).send();
        if (game.view === null) throw new ProblemError(problem("conflict", "The game waits for its players: nothing is on the board yet", { reason: "not-started" }));
        const svg = renderBoardSvg(game.view, lang);
        if (format === "svg") return reply.type(`${BOARD_PICTURES.svg}; charset=utf-8`).send(svg);
        // fastify sends a Buffer as it is; the 200 schema types the SVG's string.
        // At most PNG_QUEUE boards wait for the PNG thread; more are 503 busy.
        const queueLimit = app.config.pngQueue;
        const png = await unlessBusy(reply, `${queueLimit} boards already wait for the PNG thread (board.svg does not)`, () => svgToPngAsync(svg, { queueLimit }));
        return reply.type(BOARD_PICTURES.png).send(png as unknown as string);
      },
    );
  }
};

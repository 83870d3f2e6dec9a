// PUT /games/{id}/seat: the caller's seat settings (language, NOTIFY, PICTURE).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { setSeatSettings } from "../../games/index.js";
import { callerOf } from "../auth.js";
import { unwrap } from "../problem.js";
import { gameParamsSchema, problemResponses } from "../schemas/common.js";
import { seatBodySchema, seatSchema } from "../schemas/seat.js";

export const seatLanguageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    "/games/:id/seat",
    {
      schema: {
        summary: "Set the caller's seat",
        description: "A side's token sets that side's language (its text orders are read with that language's keywords as well as English ones), and what it is mailed (notify) and with which picture (picture).",
        tags: ["games"],
        security: [{ token: [] }],
        params: gameParamsSchema,
        body: seatBodySchema,
        response: { 200: seatSchema, ...problemResponses },
      },
    },
    async (request) => {
      const caller = await callerOf(app, request, request.params.id);
      return unwrap(await setSeatSettings(app.store, caller, request.body));
    },
  );
};

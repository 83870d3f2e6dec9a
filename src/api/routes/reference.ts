// GET /reference: the map, blocks, cards and scenarios, the same for everyone and every game.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { REFERENCE } from "../../reference/index.js";
import { problemResponses } from "../schemas/common.js";
import { referenceSchema } from "../schemas/reference.js";

export const referenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/reference",
    {
      schema: {
        summary: "The game's facts: map, blocks, cards, scenarios",
        description: "Everything a client needs to draw the board: areas with castles, cathedrals, homes and coasts; borders with colour and limit; blocks with ratings; cards by key.",
        tags: ["reference"],
        response: { 200: referenceSchema, ...problemResponses },
      },
    },
    async (_request, reply) => reply.header("cache-control", "public, max-age=3600").send(REFERENCE),
  );
};

// GET /games/{id}/events, /dice and /record: what happened, as the caller may see it.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { getRecord, listDice, listEvents } from "../../games/index.js";
import { callerOf } from "../auth.js";
import { unwrap } from "../problem.js";
import { gameParamsSchema, problemResponses, tokenQuerySchema } from "../schemas/common.js";
import { diceViewSchema, eventPageSchema, eventsQuerySchema } from "../schemas/events.js";
import { gameRecordSchema } from "../schemas/referee.js";

export const logRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/games/:id/events",
    {
      schema: {
        summary: "Events after a sequence number",
        description: "Redacted for the caller; all of them once the game is over.",
        tags: ["log"],
        security: [{ token: [] }],
        params: gameParamsSchema,
        querystring: eventsQuerySchema,
        response: { 200: eventPageSchema, ...problemResponses },
      },
    },
    async (request) => {
      const caller = await callerOf(app, request, request.params.id);
      return unwrap(await listEvents(app.store, caller, Number(request.query.after ?? 0)));
    },
  );

  app.get(
    "/games/:id/dice",
    {
      schema: {
        summary: "The dice log",
        description: "Every draw; values the caller may see; the seed once the game is over (or for the referee).",
        tags: ["log"],
        security: [{ token: [] }],
        params: gameParamsSchema,
        querystring: tokenQuerySchema,
        response: { 200: diceViewSchema, ...problemResponses },
      },
    },
    async (request) => {
      const caller = await callerOf(app, request, request.params.id);
      return unwrap(await listDice(app.store, caller));
    },
  );

  app.get(
    "/games/:id/record",
    {
      schema: {
        summary: "The game record",
        description: "docs/record.md. The referee at any time; the sides once the game is over.",
        tags: ["log"],
        security: [{ token: [] }],
        params: gameParamsSchema,
        querystring: tokenQuerySchema,
        response: { 200: gameRecordSchema.describe("The game record"), ...problemResponses },
      },
    },
    async (request) => {
      const caller = await callerOf(app, request, request.params.id);
      return unwrap(await getRecord(app.store, caller));
    },
  );
};

// POST /adjudicate and /replays: stateless, no token, no database.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { adjudicate, replay, type AdjudicateInput } from "../../games/index.js";
import { z } from "zod";
import { problem, ProblemError, unwrap } from "../problem.js";
import { problemResponses } from "../schemas/common.js";
import { adjudicateBodySchema, adjudicationSchema, gameRecordSchema, replayQuerySchema, replayReportSchema } from "../schemas/referee.js";

export const refereeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/adjudicate",
    {
      // Checked before the schema, which would otherwise report the shape of both (issue 12, item 8).
      preValidation: async (request) => {
        const body = request.body as Record<string, unknown> | null;
        if (body !== null && typeof body === "object" && ("position" in body) === ("state" in body)) {
          throw new ProblemError(problem("bad-request", "give exactly one of position or state"));
        }
      },
      schema: {
        summary: "Adjudicate a position",
        description: "Set up a position (or continue a state), apply orders with the dice given, and see the outcome.",
        tags: ["referee"],
        body: adjudicateBodySchema,
        response: { 200: adjudicationSchema, ...problemResponses },
      },
    },
    async (request) => {
      const { position, state, orders, dice } = request.body;
      // The schema's refinement guarantees exactly one of position and state.
      const input = (position !== undefined ? { position, orders, dice } : { state, orders, dice }) as AdjudicateInput;
      const adjudication = unwrap(adjudicate(input));
      // A state made up by the client can lead the engine to answers no schema describes (an area
      // that does not exist in a decision): that is the request's fault, not a server error.
      const checked = z.safeEncode(adjudicationSchema, adjudication);
      if (!checked.success) {
        const issue = checked.error.issues[0];
        throw new ProblemError(problem("bad-request", `the state reached is not a valid game state (${issue?.path.join(".")}: ${issue?.message})`));
      }
      return adjudication;
    },
  );

  app.post(
    "/replays",
    {
      schema: {
        summary: "Replay a game record",
        description: "Replays the record and checks every state hash and, with the seed, every draw (docs/record.md).",
        tags: ["referee"],
        querystring: replayQuerySchema,
        body: gameRecordSchema,
        response: { 200: replayReportSchema, ...problemResponses },
      },
    },
    async (request) => unwrap(replay(request.body, request.query.dice)),
  );
};

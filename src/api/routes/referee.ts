// POST /adjudicate and /replays: stateless, no token, no database. The work runs in a bounded pool
// of worker threads (src/workers/pool.ts, src/api/workers/referee.ts), so a long replay never holds up other requests; a full pool
// is 503 with retry-after, and records and order lists have limits (issue 9 item 5).
import type { FastifyInstance, FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Adjudication, AdjudicateInput, ReplayOutcome, Result } from "../../games/index.js";
import { problem, ProblemError, unwrap } from "../problem.js";
import { problemResponses } from "../schemas/common.js";
import { adjudicateBodySchema, adjudicationSchema, gameRecordSchema, replayQuerySchema, replayReportSchema } from "../schemas/referee.js";
import { unlessBusy } from "../busy.js";
import { TaskRefusedError, TaskTimeoutError } from "../../workers/pool.js";
import type { RefereeTask } from "../workers/referee.js";

/** A Campaign to its end is a few thousand orders; far more is not a game but a load. */
export const MAX_RECORD_ORDERS = 20_000;
export const MAX_RECORD_DRAWS = 100_000;
/** The query of /replays is still checked here: it is small. */
function validateQuery(data: unknown) {
  const parsed = replayQuerySchema.safeParse(data);
  if (parsed.success) return { value: parsed.data };
  const error = Object.assign(new Error(`The querystring is not valid: ${parsed.error.issues.map((i) => `${i.path.join(".") || "querystring"}: ${i.message}`).join("; ")}`), { statusCode: 400 });
  return { error };
}

function tooMany(what: string, count: number, max: number): void {
  if (count > max) throw new ProblemError(problem("payload-too-large", `${count} ${what} is more than the ${max} this route takes`, { limit: max }));
}

/** The task's result from a worker; a task too long or one no worker could take is the request's fault (400). */
async function inWorker<T>(app: FastifyInstance, reply: FastifyReply, task: RefereeTask): Promise<Result<T>> {
  try {
    return await unlessBusy(reply, "Every referee worker is busy and the queue is full", () => app.refereePool.run<Result<T>>(task));
  } catch (error) {
    if (error instanceof TaskTimeoutError) {
      throw new ProblemError(problem("bad-request", `The work took longer than ${app.config.refereeTimeoutMs} ms (REFEREE_TIMEOUT_MS) and was stopped`, { reason: "referee-timeout" }));
    }
    if (error instanceof TaskRefusedError) throw new ProblemError(problem("bad-request", "The body cannot be handed to a referee worker", { reason: "body-not-transferable" }));
    throw error;
  }
}

export const refereeRoutes: FastifyPluginAsyncZod = async (app) => {

  app.post(
    "/adjudicate",
    {
      // Checked before the schema, which would otherwise report the shape of both (issue 12, item 8).
      preValidation: async (request, reply) => {
        const body = request.body as Record<string, unknown> | null;
        if (body !== null && typeof body === "object" && ("position" in body) === ("state" in body)) {
          throw new ProblemError(problem("bad-request", "give exactly one of position or state"));
        }
      },
      schema: {
        summary: "Adjudicate a position",
        description: `Set up a position (or continue a state), apply orders with the dice given, and see the outcome. At most 1,000 orders and 10,000 dice; 503 busy with retry-after when every worker is taken.`,
        tags: ["referee"],
        body: adjudicateBodySchema,
        response: { 200: adjudicationSchema, ...problemResponses },
      },
    },
    async (request, reply) => {
      const { position, state, orders, dice } = request.body;
      // The schema's refinement guarantees exactly one of position and state.
      const input = (position !== undefined ? { position, orders, dice } : { state, orders, dice }) as AdjudicateInput;
      const adjudication = unwrap(await inWorker<Adjudication>(app, reply, { kind: "adjudicate", input }));
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
      bodyLimit: app.config.recordLimit,
      // The schema documents the body; checking a large record is left to the worker (parseRecord),
      // so that eight big records at once do not hold up the request thread.
      validatorCompiler: ({ httpPart }) => (httpPart === "body" ? (data: unknown) => ({ value: data }) : validateQuery),
      schema: {
        summary: "Replay a game record",
        description: `Replays the record and checks every state hash and, with the seed, every draw (docs/record.md). Up to RECORD_LIMIT bytes, ${MAX_RECORD_ORDERS} orders and ${MAX_RECORD_DRAWS} draws; 503 busy with retry-after when every worker is taken.`,
        tags: ["referee"],
        querystring: replayQuerySchema,
        body: gameRecordSchema,
        response: { 200: replayReportSchema, ...problemResponses },
      },
    },
    async (request, reply) => {
      const body = request.body as unknown as { orders?: unknown; diceLog?: unknown } | null;
      const count = (list: unknown) => (Array.isArray(list) ? list.length : 0);
      tooMany("orders", count(body?.orders), MAX_RECORD_ORDERS);
      tooMany("draws", count(body?.diceLog), MAX_RECORD_DRAWS);
      return unwrap(await inWorker<ReplayOutcome>(app, reply, { kind: "replay", record: body, dice: request.query.dice }));
    },
  );
};

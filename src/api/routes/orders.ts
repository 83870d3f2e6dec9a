// POST /games/{id}/orders and /resign.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { resign, submitOrder } from "../../games/index.js";
import { phaseDone } from "../../games/orderPhases.js";
import { callerOf } from "../auth.js";
import { problem, ProblemError, unwrap } from "../problem.js";
import { gameParamsSchema, problemResponses } from "../schemas/common.js";
import { orderBodySchema, orderHeadersSchema, orderQuerySchema, orderResponseSchema, resignBodySchema } from "../schemas/orders.js";

/** If-Match: "12" (or W/"12", or *): the version the order answers. */
function expectedVersion(header: string | undefined): number | undefined {
  if (header === undefined || header.trim() === "*") return undefined;
  const match = /^\s*(?:W\/)?"(\d{1,15})"\s*$/.exec(header);
  if (!match) throw new ProblemError(problem("bad-request", `If-Match must be a version as an ETag, e.g. "12"; got ${header}`));
  return Number(match[1]);
}

const description = `Answers one of the caller's pending decisions. The body is {"order": ...} or {"text": "..."},
or a text/plain order line. Idempotency-Key: a repeated key returns the first response and applies the
order once. If-Match: "<version>" refuses the order (409) if the game has moved on. ?dryRun=true checks the
order and shows its effects, unless it would draw dice or uncover enemy secrets.`;

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/games/:id/orders",
    {
      // A text/plain body is one order line. (A callback hook: no promise per order.)
      preValidation: (request, _reply, done) => {
        const body: unknown = request.body;
        if (typeof body === "string") request.body = { text: body.trim() };
        done();
      },
      schema: {
        summary: "Give an order",
        description,
        tags: ["orders"],
        security: [{ token: [] }],
        params: gameParamsSchema,
        querystring: orderQuerySchema,
        headers: orderHeadersSchema,
        body: orderBodySchema,
        response: { 200: orderResponseSchema, ...problemResponses },
      },
    },
    async (request, reply) => {
      const started = performance.now();
      const caller = await callerOf(app, request, request.params.id);
      phaseDone("auth", started);
      const { order, text } = request.body;
      // Read once: with validated headers, fastify makes a merged copy on every read.
      const headers = request.headers;
      const result = unwrap(
        await submitOrder(app.store, {
          caller,
          input: order !== undefined ? { order } : { text: text ?? "" },
          idempotencyKey: headers["idempotency-key"],
          expectedVersion: expectedVersion(headers["if-match"]),
          dryRun: request.query.dryRun === "true",
          mailer: app.mail?.mailer,
        }),
      );
      return reply.header("etag", `"${result.version}"`).send(result);
    },
  );

  app.post(
    "/games/:id/resign",
    {
      schema: {
        summary: "Resign",
        description: "The caller's side resigns and the other side wins (recorded as an order). No body, or {}. ?dryRun=true previews it.",
        tags: ["orders"],
        security: [{ token: [] }],
        params: gameParamsSchema,
        querystring: orderQuerySchema,
        headers: orderHeadersSchema,
        body: resignBodySchema,
        response: { 200: orderResponseSchema, ...problemResponses },
      },
    },
    async (request, reply) => {
      const caller = await callerOf(app, request, request.params.id);
      const result = unwrap(
        await resign(app.store, {
          caller,
          idempotencyKey: request.headers["idempotency-key"],
          expectedVersion: expectedVersion(request.headers["if-match"]),
          mailer: app.mail?.mailer,
          dryRun: request.query.dryRun === "true",
        }),
      );
      return reply.header("etag", `"${result.version}"`).send(result);
    },
  );
};

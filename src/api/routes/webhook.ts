// PUT, GET and DELETE /games/{id}/webhook: a seat's webhook (docs/webhooks.md), with the seat's token.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { getWebhook, removeWebhook, setWebhook } from "../../webhooks/manage.js";
import { callerOf } from "../auth.js";
import { unwrap } from "../problem.js";
import { gameParamsSchema, problemResponses } from "../schemas/common.js";
import { webhookBodySchema, webhookRemovedSchema, webhookSchema, webhookSetSchema } from "../schemas/webhook.js";

const security = [{ token: [] }];

export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    "/games/:id/webhook",
    {
      schema: {
        summary: "Set the caller's seat's webhook",
        description:
          "Each new event the seat may see (as GET /games/{id}/events has it) is POSTed as JSON to the URL, signed: " +
          "X-Hots-Signature: sha256=<hex HMAC-SHA256 of the body with the secret>, X-Hots-Event-Id (the same on every attempt: de-duplicate by it), X-Hots-Timestamp. " +
          "Queued with the order that made the event, retried with exponential backoff on a non-2xx answer or a network error, and marked failed after the last attempt. Replaces the seat's earlier webhook.",
        tags: ["log"],
        security,
        params: gameParamsSchema,
        body: webhookBodySchema,
        response: { 200: webhookSetSchema.or(webhookRemovedSchema), ...problemResponses },
      },
    },
    async (request, reply) => {
      const caller = await callerOf(app, request, request.params.id);
      const answer = unwrap(await setWebhook(app.store, app.config.webhooks, caller, request.body));
      return reply.header("cache-control", "no-store").send(answer);
    },
  );

  app.get(
    "/games/:id/webhook",
    {
      schema: {
        summary: "The caller's seat's webhook",
        description: "Its URL and how its deliveries went (the failed ones by seq); never its secret. 404 when the seat has none.",
        tags: ["log"],
        security,
        params: gameParamsSchema,
        response: { 200: webhookSchema, ...problemResponses },
      },
    },
    async (request) => {
      const caller = await callerOf(app, request, request.params.id);
      return unwrap(await getWebhook(app.store, caller));
    },
  );

  app.delete(
    "/games/:id/webhook",
    {
      schema: {
        summary: "Remove the caller's seat's webhook",
        description: "Its undelivered events are dropped. Answers the same when the seat had none.",
        tags: ["log"],
        security,
        params: gameParamsSchema,
        response: { 200: webhookRemovedSchema, ...problemResponses },
      },
    },
    async (request) => {
      const caller = await callerOf(app, request, request.params.id);
      return unwrap(await removeWebhook(app.store, caller));
    },
  );
};

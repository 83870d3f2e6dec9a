// PUT /games/{id}/policy: a side's standing battle orders (docs/policies.md).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { setPolicy } from "../../games/policies.js";
import { callerOf } from "../auth.js";
import { unwrap } from "../problem.js";
import { gameParamsSchema, problemResponses } from "../schemas/common.js";
import { policyBodySchema, policyStatusSchema } from "../schemas/policy.js";

export const policyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    "/games/:id/policy",
    {
      schema: {
        summary: "Set standing battle orders",
        description: "A side's token. They answer the side's battle decisions as they are asked, and are shown in its view; null clears them.",
        tags: ["orders"],
        security: [{ token: [] }],
        params: gameParamsSchema,
        body: policyBodySchema,
        response: { 200: policyStatusSchema, ...problemResponses },
      },
    },
    async (request) => {
      const caller = await callerOf(app, request, request.params.id);
      const { policy, text } = request.body;
      return unwrap(await setPolicy(app.store, caller, text !== undefined ? { text } : { policy: policy ?? null }, app.mail?.mailer));
    },
  );
};

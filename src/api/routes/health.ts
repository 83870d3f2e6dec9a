// Probes for a process manager or a load balancer; not rate limited.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { problemResponse } from "../schemas/common.js";
import { problem, ProblemError } from "../problem.js";

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/healthz",
    {
      config: { rateLimit: false },
      schema: { summary: "The process runs", tags: ["health"], response: { 200: z.object({ status: z.literal("ok") }).describe("Running") } },
    },
    () => ({ status: "ok" as const }),
  );

  app.get(
    "/readyz",
    {
      config: { rateLimit: false },
      schema: {
        summary: "The database answers",
        tags: ["health"],
        response: { 200: z.object({ status: z.literal("ready") }).describe("Ready"), 503: problemResponse("The database does not answer") },
      },
    },
    async (request) => {
      try {
        await app.store.ping();
      } catch (error) {
        request.log.warn({ err: error }, "database not ready");
        throw new ProblemError(problem("not-ready", "The database does not answer"));
      }
      return { status: "ready" as const };
    },
  );
};

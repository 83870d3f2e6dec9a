// Every error answer is application/problem+json, never a stack trace (docs/api.md "Errors").
import type {} from "@fastify/rate-limit";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { frameworkProblem, problem, ProblemError, type Problem } from "../problem.js";
import { answerLanguage, localizeProblem } from "../localizeProblem.js";

export function sendProblem(reply: FastifyReply, body: Problem): FastifyReply {
  return reply.code(body.status).type("application/problem+json").send(body);
}

/** The problem in the reader's language (src/api/localizeProblem.ts), with Content-Language. */
async function sendLocalized(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, body: Problem): Promise<FastifyReply> {
  const { problem: localized, language } = localizeProblem(body, await answerLanguage(app, request));
  return sendProblem(reply.header("content-language", language).header("vary", "accept-language"), localized);
}

function isClientError(error: unknown): error is FastifyError {
  if (typeof error !== "object" || error === null) return false;
  const { statusCode, validation } = error as FastifyError;
  return validation !== undefined || (typeof statusCode === "number" && statusCode >= 400 && statusCode < 500);
}

/**
 * Fastify's `frameworkErrors` option: what it answers before any route or hook runs (a path whose
 * percent-encoding is broken, a path parameter over maxParamLength) would otherwise be its own
 * application/json body, not a problem (found by tests/api/fuzz.test.ts).
 */
export function frameworkErrors(error: FastifyError, _request: unknown, reply: FastifyReply): void {
  if (error.code === "FST_ERR_BAD_URL") {
    sendProblem(reply, problem("bad-request", "The path is not valid: its percent-encoding is broken"));
    return;
  }
  if (error.code === "FST_ERR_MAX_PARAM_LENGTH") {
    sendProblem(reply, problem("bad-request", "The path is not valid: a path parameter is too long"));
    return;
  }
  reply.log.error({ err: error }, "request failed");
  sendProblem(reply, problem("internal", "The server could not answer this request; the error has been logged"));
}

export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler(async (error, request, reply) => {
    if (error instanceof ProblemError) return sendLocalized(app, request, reply, error.problem);
    if (isClientError(error)) return sendProblem(reply, frameworkProblem(error));
    request.log.error({ err: error }, "request failed");
    return sendProblem(reply, problem("internal", "The server could not answer this request; the error has been logged"));
  });
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
    const path = request.url.split("?")[0] ?? "";
    return sendLocalized(app, request, reply, problem("not-found", `No route ${request.method} ${path}`));
  });
}

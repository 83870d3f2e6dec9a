// Every error answer is application/problem+json, never a stack trace (docs/api.md "Errors").
import type {} from "@fastify/rate-limit";
import { STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { frameworkProblem, problem, ProblemError, type Problem } from "../problem.js";
import { answerLanguage, localizeProblem } from "../localizeProblem.js";
import { trackRouteMethods } from "./methods.js";

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

/**
 * Fastify's `clientErrorHandler` option: a request Node cannot even parse (a malformed HTTP message,
 * headers over the size limit, a client too slow to send them) is answered on the socket, before
 * fastify sees a request; as a problem too, like every other error.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Duplex): void {
  // The connection is gone: nobody to answer (https://nodejs.org/api/http.html#event-clienterror).
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const body =
    error.code === "HPE_HEADER_OVERFLOW"
      ? problem("headers-too-large", "The request's header fields are too large")
      : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? problem("request-timeout", "The request did not arrive in time")
        : problem("bad-request", `The request is not a valid HTTP message (${error.code ?? "unreadable"})`);
  const json = JSON.stringify(body);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${body.status} ${STATUS_CODES[body.status] ?? ""}\r\nContent-Type: application/problem+json\r\n` +
        `Content-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
    );
  }
  socket.destroy();
}

export function installErrorHandling(app: FastifyInstance): void {
  const methodsFor = trackRouteMethods(app);
  app.setErrorHandler(async (error, request, reply) => {
    if (error instanceof ProblemError) return sendLocalized(app, request, reply, error.problem);
    if (isClientError(error)) return sendProblem(reply, frameworkProblem(error));
    request.log.error({ err: error }, "request failed");
    return sendProblem(reply, problem("internal", "The server could not answer this request; the error has been logged"));
  });
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, (request, reply) => {
    const path = request.url.split("?")[0] ?? "";
    const allowed = methodsFor(path);
    if (allowed.length > 0) {
      reply.header("allow", allowed.join(", "));
      return sendLocalized(app, request, reply, problem("method-not-allowed", `${path} answers ${allowed.join(", ")}, not ${request.method}`, { allow: allowed }));
    }
    return sendLocalized(app, request, reply, problem("not-found", `No route ${request.method} ${path}`));
  });
}

// Request bodies: JSON, and text/plain for an order line. Both must be valid UTF-8: the default
// parsers would turn bad bytes into U+FFFD silently, and an order or a nonce would change meaning.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { problem, ProblemError } from "../problem.js";

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });

function decode(body: Buffer): string {
  try {
    return strictUtf8.decode(body);
  } catch {
    throw new ProblemError(problem("bad-request", "The body is not valid UTF-8"));
  }
}

/**
 * Why fastify's parser refused the text, which it does not say: it refuses members named __proto__
 * (and constructor.prototype) in JSON that is otherwise valid.
 */
function jsonProblem(text: string): string {
  try {
    JSON.parse(text);
  } catch (error) {
    return `The body is not valid JSON: ${(error as Error).message}`;
  }
  return 'The body may not have a member named "__proto__", nor "prototype" inside "constructor"';
}

/**
 * Deepest nesting of arrays and objects a JSON body may have. A record or a state is a few levels
 * deep; thousands of levels only serve to exhaust a stack (copying the body to a referee worker).
 */
export const MAX_JSON_DEPTH = 64;

/** Whether the JSON text nests deeper than `max`, found by one pass over its characters, before parsing. */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

export function installParsers(app: FastifyInstance): void {
  const json = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser(["application/json", "text/plain"]);
  app.addContentTypeParser("application/json", { parseAs: "buffer" }, (request: FastifyRequest, body: Buffer, done) => {
    let text: string;
    try {
      text = decode(body);
    } catch (error) {
      done(error as Error, undefined);
      return;
    }
    // An empty JSON body is no body (e.g. POST /resign sent with a JSON content type).
    if (text.trim() === "") {
      done(null, undefined);
      return;
    }
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new ProblemError(problem("bad-request", `The body nests arrays and objects more than ${MAX_JSON_DEPTH} deep`, { reason: "body-too-deep", limit: MAX_JSON_DEPTH })), undefined);
      return;
    }
    json(request, text, (error, value) => {
      if (error) done(new ProblemError(problem("bad-request", jsonProblem(text))), undefined);
      else done(null, value);
    });
  });
  app.addContentTypeParser("text/plain", { parseAs: "buffer" }, (_request: FastifyRequest, body: Buffer, done) => {
    try {
      done(null, decode(body));
    } catch (error) {
      done(error as Error, undefined);
    }
  });
}

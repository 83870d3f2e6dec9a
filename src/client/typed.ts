// The typed client built on the OpenAPI document: openapi-fetch over the types openapi-typescript
// generates from openapi/openapi.json (src/client/openapi.ts, `npm run openapi`). Every path, body,
// answer, Problem.code and event is typed from the document itself (docs/client.md walks a game).
import createFetchClient, { type Client } from "openapi-fetch";
import type { components, paths } from "./openapi.js";

export type { components, paths };
export type Schemas = components["schemas"];
export type GameResponse = paths["/games/{id}"]["get"]["responses"][200]["content"]["application/json"];
export type ApiDecision = Schemas["Decision"];
export type ApiEvent = Schemas["Event"];
export type ApiProblem = Schemas["Problem"];
export type ProblemCode = ApiProblem["code"];
export type StreamFrame = Schemas["StreamFrame"];

export interface TypedClientOptions {
  /** The server's root, e.g. http://127.0.0.1:3000. */
  baseUrl: string;
  /** The token every request sends as Authorization: Bearer (a side's, the host's or the observer's). */
  token?: string;
  fetch?: typeof fetch;
}

/** A client for one token: `client.GET("/games/{id}", { params: { path: { id } } })` and so on. */
export function createTypedClient(options: TypedClientOptions): Client<paths> {
  return createFetchClient<paths>({
    baseUrl: options.baseUrl.replace(/\/$/, ""),
    ...(options.token ? { headers: { authorization: `Bearer ${options.token}` } } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}

/** Reads a text/event-stream body into its frames; each `data` is an Event (the document's StreamFrame). */
export async function* streamFrames(body: ReadableStream<Uint8Array>): AsyncGenerator<StreamFrame> {
  const decoder = new TextDecoder();
  let buffer = "";
  for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
    buffer += decoder.decode(chunk, { stream: true });
    let end: number;
    while ((end = buffer.indexOf("\n\n")) !== -1) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const field = (name: string) => block.split("\n").find((l) => l.startsWith(`${name}: `))?.slice(name.length + 2);
      const id = field("id");
      const event = field("event");
      const data = field("data");
      if (id !== undefined && event !== undefined && data !== undefined) yield { id, event, data: JSON.parse(data) as ApiEvent };
    }
  }
}

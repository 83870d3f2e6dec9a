// GET /games/{id}/events/stream: the caller's events as Server-Sent Events (issue 11, item 6).
// Each event is sent as `id: <seq>`, `event: <type>`, `data: <the event as JSON, as /events has it>`.
// A client that reconnects sends Last-Event-ID (EventSource does it by itself) and gets only what
// followed. The server keeps no game in memory: every open stream polls the store, so any server of
// the cluster sees orders given on any other. Streams end with the game, or when the server stops.
// The token is the bearer token, or the cookie of the side's page (EventSource sends no headers).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { authenticate, listEvents, type EventPage } from "../../games/index.js";
import { observerLinkToken, pageToken } from "./page.js";
import { problem, ProblemError, unwrap } from "../problem.js";
import { gameParamsSchema, problemResponses } from "../schemas/common.js";
import { eventSchema, wireEvent } from "../schemas/gameEvent.js";

/** How often an open stream looks for new events, and how often it says it is still there. */
export const STREAM_POLL_MS = 500;
const KEEP_ALIVE_MS = 15_000;

const streamQuerySchema = z.object({
  token: z.string().max(256).optional().describe("The observer's token (its page's stream); other roles send the bearer token or the page's cookie"),
  after: z.string().regex(/^\d{1,9}$/, "after is a whole number below 10^9").optional().describe("Only events after this sequence number"),
});

const streamHeadersSchema = z.object({
  "last-event-id": z.string().regex(/^\d{1,9}$/, "Last-Event-ID is the seq of the last event received").optional(),
});

/** One Server-Sent Event as the document types it: a client's SSE parser yields these fields. */
const streamFrameSchema = z
  .object({
    id: z.string().describe("The event's seq: what Last-Event-ID sends back on reconnect"),
    event: z.string().describe("The event's type (Event.type)"),
    data: eventSchema.describe("The Event as JSON, as GET /games/{id}/events has it"),
  })
  .meta({ id: "StreamFrame", description: "One Server-Sent Event of the stream; `data` is JSON of the Event union" });

function frames(page: EventPage): string {
  return page.events.map(({ seq, event }) => `id: ${seq}\nevent: ${event.type}\ndata: ${JSON.stringify(wireEvent(event))}\n\n`).join("");
}

export const streamRoutes: FastifyPluginAsyncZod = async (app) => {
  const open = new Set<() => void>();
  // Open streams would keep a graceful shutdown waiting for ever: end them first.
  app.addHook("preClose", async () => {
    for (const stop of open) stop();
  });

  app.get(
    "/games/:id/events/stream",
    {
      schema: {
        summary: "Events as they happen (Server-Sent Events)",
        description:
          "The caller's events (as GET /games/{id}/events has them) as text/event-stream: `id` is the seq, `event` the type, `data` the Event as JSON. " +
          "Resume with Last-Event-ID (or ?after=). The stream ends when the game is over. " +
          "A browser's EventSource on the side's page is signed in by the page's cookie; other clients send the bearer token.",
        tags: ["log"],
        security: [{ token: [] }],
        params: gameParamsSchema,
        querystring: streamQuerySchema,
        headers: streamHeadersSchema,
        response: {
          200: {
            description: "text/event-stream: a sequence of StreamFrame (`id`, `event`, `data` lines); `data` parses as an Event",
            content: { "text/event-stream": { schema: z.array(streamFrameSchema) } },
          },
          ...problemResponses,
        },
      },
    },
    async (request, reply) => {
      const fromPage = pageToken(request, request.params.id);
      const token = fromPage ?? observerLinkToken(request);
      const caller = unwrap(await authenticate(app.store, request.params.id, token));
      // Only the observer's token may come in the URL (the observer's page has no cookie).
      if (fromPage === undefined && caller.role !== "observer") {
        throw new ProblemError(problem("unauthorized", "Only the observer link takes its token in the URL; send this token as Authorization: Bearer <token>"));
      }
      const resumeFrom = request.headers["last-event-id"] ?? request.query.after ?? "0";
      // Errors (unknown game, bad token) are answered as problems before the stream opens.
      let page = unwrap(await listEvents(app.store, caller, Number(resumeFrom)));

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, { "content-type": "text/event-stream; charset=utf-8", "cache-control": "no-store", "x-accel-buffering": "no",
        // A stream's connection is not kept alive for reuse: a client that stopped reading without
        // closing it (an aborted fetch) would otherwise hold a graceful shutdown for the whole
        // keep-alive timeout (about 70 s; a few seconds with this).
        connection: "close",
      });
      res.write("retry: 2000\n\n");
      let stopped = false;
      let wake: () => void = () => {};
      const stop = () => {
        stopped = true;
        wake();
      };
      open.add(stop);
      request.raw.on("close", stop);
      let quiet = 0;
      try {
        for (;;) {
          res.write(frames(page));
          if (stopped || page.events.some((e) => e.event.type === "game-over")) break;
          await new Promise<void>((resolve) => {
            wake = resolve;
            setTimeout(resolve, STREAM_POLL_MS);
          });
          if (stopped) break;
          quiet += STREAM_POLL_MS;
          if (quiet >= KEEP_ALIVE_MS) {
            res.write(": still here\n\n");
            quiet = 0;
          }
          // A seat handed to a substitute (REPLACE) ends its former player's stream.
          if (!(await authenticate(app.store, request.params.id, token)).ok) break;
          const next = await listEvents(app.store, caller, page.last);
          if (!next.ok) break;
          if (next.value.events.length > 0) quiet = 0;
          page = next.value;
        }
      } catch (error) {
        request.log.warn({ err: error }, "event stream ended by an error");
      } finally {
        open.delete(stop);
        res.end();
      }
    },
  );
};

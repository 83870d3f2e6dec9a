// Deadlines (docs/deadlines.md): change them, pause and resume (the host, as docs/api.md says), and ask for an extension
// (each side; both must ask). Each answers with the deadline status; the view shows each deadline.
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { extendDeadline, pauseGame, resumeGame, setDeadlines } from "../../games/deadlines/manage.js";
import { callerOf } from "../auth.js";
import { unwrap } from "../problem.js";
import { gameParamsSchema, problemResponses } from "../schemas/common.js";
import { deadlineSettingsBodySchema, deadlineStatusSchema, extendBodySchema } from "../schemas/deadlines.js";

const common = { tags: ["deadlines"], security: [{ token: [] }], params: gameParamsSchema };
const response = { 200: deadlineStatusSchema, ...problemResponses };

export const deadlineRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/games/:id/deadlines",
    {
      schema: {
        ...common,
        summary: "Set the deadlines",
        description: "The host token only (whichever view it was given, hostSees observer or referee); 403 forbidden for the sides and the observer. New settings apply from the next deadline; a game without deadlines gets its first one now.",
        body: deadlineSettingsBodySchema,
        response,
      },
    },
    async (request) => unwrap(await setDeadlines(app.store, await callerOf(app, request, request.params.id), request.body)),
  );

  app.post(
    "/games/:id/pause",
    { schema: { ...common, summary: "Pause the deadlines", description: "The host token only; 403 forbidden for the sides and the observer. The time left is kept for the resume.", response } },
    async (request) => unwrap(await pauseGame(app.store, await callerOf(app, request, request.params.id))),
  );

  app.post(
    "/games/:id/resume",
    { schema: { ...common, summary: "Resume the deadlines", description: "The host token only; 403 forbidden for the sides and the observer. The deadline gets the time that was left.", response } },
    async (request) => unwrap(await resumeGame(app.store, await callerOf(app, request, request.params.id))),
  );

  app.post(
    "/games/:id/extend",
    {
      schema: {
        ...common,
        summary: "Ask to extend the deadline",
        description: "A side's token. The deadline moves once both sides have asked, by the smaller of the two requests.",
        body: extendBodySchema,
        response,
      },
    },
    async (request) => unwrap(await extendDeadline(app.store, await callerOf(app, request, request.params.id), request.body.seconds)),
  );
};

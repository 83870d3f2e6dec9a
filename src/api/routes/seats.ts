// POST /games/{id}/join (a player claims a seat with its invite), the host's invites and the end of
// an abandoned game (issue 9).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { claimSeat, endAbandoned, replaceInvite } from "../../games/index.js";
import { callerOf } from "../auth.js";
import { unwrap } from "../problem.js";
import { gameParamsSchema, problemResponses } from "../schemas/common.js";
import { claimedSeatSchema, gameViewSchema, inviteParamsSchema, issuedInviteSchema, joinBodySchema } from "../schemas/games.js";

export const seatRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/games/:id/join",
    {
      schema: {
        summary: "Claim a seat with its invite",
        description:
          "Spends the single-use invite (a second use is 409) and returns the side's token, once, to the caller only. `nonce` is mixed into the dice stream; without one the server draws it and says so. The last claim sets the game up.",
        tags: ["games"],
        params: gameParamsSchema,
        body: joinBodySchema,
        response: { 200: claimedSeatSchema, ...problemResponses },
      },
    },
    async (request, reply) => {
      const { invite, nonce } = request.body;
      const seat = unwrap(await claimSeat(app.store, { gameId: request.params.id, invite, nonce }));
      return reply.header("cache-control", "no-store").send(seat);
    },
  );

  app.post(
    "/games/:id/invites/:side",
    {
      schema: {
        summary: "Reissue a side's invite",
        description: "Host only, while the side's seat is unclaimed: the side's earlier invite stops working and a new one is returned.",
        tags: ["games"],
        security: [{ token: [] }],
        params: inviteParamsSchema,
        response: { 200: issuedInviteSchema, ...problemResponses },
      },
    },
    async (request, reply) => {
      const caller = await callerOf(app, request, request.params.id);
      const issued = unwrap(await replaceInvite(app.store, caller, request.params.side, true));
      return reply.header("cache-control", "no-store").send(issued);
    },
  );

  app.delete(
    "/games/:id/invites/:side",
    {
      schema: {
        summary: "Revoke a side's invite",
        description: "Host only, while the side's seat is unclaimed: the invite stops working.",
        tags: ["games"],
        security: [{ token: [] }],
        params: inviteParamsSchema,
        response: { 200: issuedInviteSchema, ...problemResponses },
      },
    },
    async (request) => {
      const caller = await callerOf(app, request, request.params.id);
      return unwrap(await replaceInvite(app.store, caller, request.params.side, false));
    },
  );

  app.post(
    "/games/:id/end",
    {
      schema: {
        summary: "End an abandoned game",
        description: "Host only: the game is over without a winner, recorded as abandoned, and its seed is revealed.",
        tags: ["games"],
        security: [{ token: [] }],
        params: gameParamsSchema,
        response: { 200: gameViewSchema, ...problemResponses },
      },
    },
    async (request) => {
      const caller = await callerOf(app, request, request.params.id);
      return unwrap(await endAbandoned(app.store, caller));
    },
  );
};

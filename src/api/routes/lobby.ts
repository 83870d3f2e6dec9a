// A game's life outside its orders (docs/api.md "A game's life"): start a game hosted by a player's
// address, list the open games, take an open seat, declare an absence, hand a seat over, play again.
// The same use cases as the mail commands (src/mail/judgeCommands.ts).
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { declareAbsence, listGames, rematch, replaceSeat, startGame, takeOpenSeat, type StartedGame } from "../../games/lobby/index.js";
import { callerOf } from "../auth.js";
import { unwrap } from "../problem.js";
import { gameParamsSchema, problemResponses } from "../schemas/common.js";
import {
  absenceBodySchema,
  absenceStatusSchema,
  lobbySchema,
  replaceBodySchema,
  replacedSeatSchema,
  replaceParamsSchema,
  startedGameSchema,
  startGameBodySchema,
  takeSeatBodySchema,
  takenSeatSchema,
} from "../schemas/lobby.js";

const shown = (started: StartedGame) => ({
  gameId: started.gameId,
  hostSide: started.hostSide,
  listed: started.listed,
  already: started.already,
  commitment: started.commitment,
  tokens: started.already ? null : started.tokens,
  invites: started.invites,
});

export const lobbyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    "/lobby/games",
    {
      schema: {
        summary: "Start a game hosted by a player",
        description:
          "As NEW by mail: the host plays `as` (drawn at random when absent). With `vs`, both invitations are mailed; without, the game is listed as open (GET /lobby) and the host's invitation is mailed to the host. Returns the host token once.",
        tags: ["lobby"],
        body: startGameBodySchema,
        response: { 201: startedGameSchema, ...problemResponses },
      },
    },
    async (request, reply) => {
      const { host, as, vs, language, ...setup } = request.body;
      const started = unwrap(
        await startGame(app.store, { ...setup, host, hostSide: as ?? null, opponent: vs ?? null, ...(language ? { language } : {}) }, app.mail?.lobby.invite),
      );
      return reply.code(201).header("cache-control", "no-store").send(shown(started));
    },
  );

  app.get(
    "/lobby",
    {
      schema: {
        summary: "The open games",
        description: "As LIST by mail: the games listed as open, each with its free side; take one with POST /games/{id}/take-seat.",
        tags: ["lobby"],
        response: { 200: lobbySchema, ...problemResponses },
      },
    },
    async () => {
      const { open } = await listGames(app.store, null);
      return { open: open.map(({ yourSide: _side, host: _host, ...game }) => game) };
    },
  );

  app.post(
    "/games/:id/take-seat",
    {
      schema: {
        summary: "Take an open game's free seat",
        description: "As JOIN by mail: the game leaves the list, and the free side's invite is issued anew, mailed to `email` or returned. A game already taken is 409 `not-open`.",
        tags: ["lobby"],
        params: gameParamsSchema,
        body: takeSeatBodySchema,
        response: { 200: takenSeatSchema, ...problemResponses },
      },
    },
    async (request, reply) => {
      const taken = unwrap(await takeOpenSeat(app.store, request.params.id, request.body.email ?? null, app.mail?.lobby.invite));
      return reply.header("cache-control", "no-store").send(taken);
    },
  );

  app.post(
    "/games/:id/absence",
    {
      schema: {
        summary: "Declare an absence",
        description:
          "As ABSENCE by mail, a side's token: the side's deadlines that fall in the days away move past them, within the game's `absenceDays` (400 `absence-over-limit` beyond); the opponent is told by mail.",
        tags: ["lobby"],
        security: [{ token: [] }],
        params: gameParamsSchema,
        body: absenceBodySchema,
        response: { 200: absenceStatusSchema, ...problemResponses },
      },
    },
    async (request) => {
      const caller = await callerOf(app, request, request.params.id);
      return unwrap(await declareAbsence(app.store, caller, request.body.from, request.body.to, app.mail?.lobby));
    },
  );

  app.post(
    "/games/:id/seats/:side/replace",
    {
      schema: {
        summary: "Hand a seat to a substitute",
        description:
          "As REPLACE by mail: the side's own token at any time, or the host token once the side has missed `replaceAfterMissed` deadlines in a row (else 409 `seat-active`). The seat gets a new token, mailed with the board to `email` (or returned); the old one stops working; the opponent is told.",
        tags: ["lobby"],
        security: [{ token: [] }],
        params: replaceParamsSchema,
        body: replaceBodySchema,
        response: { 200: replacedSeatSchema, ...problemResponses },
      },
    },
    async (request, reply) => {
      const caller = await callerOf(app, request, request.params.id);
      const replaced = unwrap(await replaceSeat(app.store, caller, request.params.side, request.body.email ?? null, app.mail?.lobby));
      return reply.header("cache-control", "no-store").send(replaced);
    },
  );

  app.post(
    "/games/:id/rematch",
    {
      schema: {
        summary: "Play again, sides swapped",
        description:
          "As REMATCH by mail, a side's or the host's token, once the game is over (else 409 `not-over`): a new game with the same scenario, options, deadlines and languages, each player on the other side, invitations mailed. Asked again, it is the same game (`already`).",
        tags: ["lobby"],
        security: [{ token: [] }],
        params: gameParamsSchema,
        response: { 201: startedGameSchema, ...problemResponses },
      },
    },
    async (request, reply) => {
      const caller = await callerOf(app, request, request.params.id);
      const started = unwrap(await rematch(app.store, caller, app.mail?.lobby.invite));
      return reply.code(201).header("cache-control", "no-store").send(shown(started));
    },
  );
};

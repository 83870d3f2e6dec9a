// A game's life outside its orders, through the API (docs/api.md; the same use cases as the mail
// commands of docs/email.md "A game's life by mail").
import { z } from "zod";
import { LANGUAGES } from "../../i18n/languages.js";
import { SCENARIO_IDS, type ScenarioId } from "../../rules/data/index.js";
import { OPTION_IDS } from "../../rules/state.js";
import { deadlineSettingsSchema } from "../../games/deadlines/settings.js";
import { gameParamsSchema, sideSchema } from "./common.js";
import { deadlineStatusSchema } from "./deadlines.js";
import { gameStatusSchema } from "./games.js";

export const startGameBodySchema = z
  .strictObject({
    scenario: z.enum(SCENARIO_IDS as [ScenarioId, ...ScenarioId[]]),
    options: z
      .array(z.enum(OPTION_IDS))
      .max(OPTION_IDS.length)
      .refine((ids) => new Set(ids).size === ids.length, "each option may be named once")
      .optional(),
    campaignEndYear: z.int().max(9999).nullable().optional().describe("Q11: the Campaign's last year"),
    host: z.email().describe("The host's address: it plays `as` and gets its invitation by mail"),
    as: sideSchema.nullable().optional().describe("The host's side; absent: drawn at random"),
    vs: z.email().nullable().optional().describe("The opponent's address; absent: the game is listed as open (GET /lobby)"),
    language: z.enum(LANGUAGES).optional().describe("The host's language"),
    deadlines: deadlineSettingsSchema.optional().describe("Deadlines (docs/deadlines.md); the defaults when absent"),
  })
  .describe("A game hosted by a player's address (NEW by mail)");

export const startedGameSchema = z
  .object({
    gameId: z.string(),
    hostSide: sideSchema,
    listed: z.boolean().describe("Listed as open: its free seat goes to whoever takes it"),
    already: z.boolean().describe("Started before by the same request (a rematch asked again): no token is shown again"),
    commitment: z.string(),
    tokens: z.object({ host: z.string(), observer: z.string() }).nullable().describe("Shown once; null when `already`"),
    invites: z.object({ england: z.string().nullable(), scotland: z.string().nullable() }).describe("Null: mailed to the player"),
  })
  .describe("The game started");

const summarySchema = z.object({
  gameId: z.string(),
  scenario: z.string(),
  options: z.array(z.string()),
  status: gameStatusSchema,
  freeSide: sideSchema.nullable(),
  waitingFor: z.array(sideSchema),
  deadline: z.string().nullable(),
  winner: sideSchema.nullable(),
});

export const lobbySchema = z.object({ open: z.array(summarySchema) }).describe("Open games, newest first");

export const takeSeatBodySchema = z
  .strictObject({ email: z.email().nullable().optional().describe("Mail the invite here; absent: it is returned") })
  .describe("Taking an open game's free seat");

export const takenSeatSchema = z
  .object({ gameId: z.string(), side: sideSchema, invite: z.string().nullable().describe("Claim the seat with it (POST /games/{id}/join); null: mailed") })
  .describe("The free seat, taken");

const day = z.string().regex(/^\d{4}-\d\d-\d\d$/).describe("A UTC day, YYYY-MM-DD");

export const absenceBodySchema = z.strictObject({ from: day, to: day }).describe("The first and the last day away, both included");

export const absenceStatusSchema = deadlineStatusSchema
  .extend({ absenceDaysUsed: z.int(), absenceDays: z.int() })
  .describe("The deadline status after the absence, and the days of absence declared so far of the game's limit");

export const replaceParamsSchema = gameParamsSchema.extend({ side: sideSchema });

export const replaceBodySchema = z
  .strictObject({ email: z.email().nullable().optional().describe("The substitute's address: its token and board go there; absent: the token is returned") })
  .describe("Handing a seat to a substitute");

export const replacedSeatSchema = z
  .object({ side: sideSchema, email: z.string().nullable(), token: z.string().nullable().describe("The seat's new token; null: mailed to the substitute") })
  .describe("The seat handed over: its former token no longer works");

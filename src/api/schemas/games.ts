// POST /games and GET /games/{id}.
import { z } from "zod";
import { SCENARIO_IDS, type ScenarioId } from "../../rules/data/index.js";
import { OPTION_IDS } from "../../rules/state.js";
import { LANGUAGES } from "../../i18n/languages.js";
import { sideSchema, tokenRoleSchema } from "./common.js";
import { deadlineSettingsSchema } from "../../games/deadlines/settings.js";
import { policySchema } from "../../policies/policy.js";
import { viewSchema } from "./view.js";

const bidSchema = z.enum(["E1", "E2", "E3", "S1", "S2", "S3"]).describe("TB-1 a tournament bid");
const nonceSchema = z.string().min(1).max(256).describe("Your own entropy, mixed into the dice stream (docs/dice.md)");
const languageSchema = z.enum(LANGUAGES).describe("A seat's language (docs/languages.md): its text orders may use that rulebook's keywords");

export const createGameBodySchema = z
  .strictObject({
    scenario: z.enum(SCENARIO_IDS as [ScenarioId, ...ScenarioId[]]),
    options: z
      .array(z.enum(OPTION_IDS))
      .max(OPTION_IDS.length)
      .refine((ids) => new Set(ids).size === ids.length, "each option may be named once")
      .optional()
      .describe("Optional rules and variants, each at most once"),
    campaignEndYear: z.int().max(9999).nullable().optional().describe("Q11: the Campaign's last year"),
    bids: z.tuple([bidSchema, bidSchema]).optional().describe("TB-1: player A's bid, then player B's"),
    emails: z
      .strictObject({ england: z.email().optional(), scotland: z.email().optional() })
      .optional()
      .describe("The players' addresses: with mail configured, each invite goes to its player, not to the host"),
    deadlines: deadlineSettingsSchema.nullable().optional().describe("Deadlines (docs/deadlines.md); {} for the defaults, absent for none"),
    languages: z.strictObject({ england: languageSchema.optional(), scotland: languageSchema.optional() }).optional().describe("Each side's language (default en)"),
    hostSees: z
      .enum(["observer", "referee"])
      .optional()
      .describe("What the host token sees: an observer's view (default: the host may be a player) or a referee's (everything but the seed)"),
  })
  .describe("A new game");

export const gameStatusSchema = z.enum(["waiting-for-players", "active", "over"]);

export const createdGameSchema = z.object({
  gameId: z.string(),
  version: z.int(),
  status: gameStatusSchema,
  commitment: z.string().describe("SHA-256 of the dice seed, hex (docs/dice.md)"),
  tokens: z.object({ host: z.string(), observer: z.string() }).describe("Shown once: the server keeps only their hashes"),
  invites: z
    .object({ england: z.string().nullable(), scotland: z.string().nullable() })
    .describe("One single-use invite per side, to hand to its player (null: mailed to the player)"),
  links: z.object({
    self: z.string(),
    observer: z.string().describe("Opens the observer's page in a browser (GET /games/{id}/page?token=<observer>)"),
    observerView: z.string().describe("The observer's view as JSON (GET /games/{id}?token=<observer>; a browser asking for HTML is sent to the page)"),
    join: z.string().describe("POST an invite here to claim its seat"),
  }),
}).describe("The new game, its host token and the invites");

const nonceGiverSchema = z.enum(["player", "server", "creator"]).describe("Who gave the nonce: server when the player gave none");

export const seatSchema = z.object({
  claimed: z.boolean(),
  nonce: z.string().nullable(),
  nonceGivenBy: nonceGiverSchema.nullable(),
});

export const gameViewSchema = z.object({
  gameId: z.string(),
  role: tokenRoleSchema,
  version: z.int(),
  status: gameStatusSchema,
  view: viewSchema.nullable().describe("Null while the game waits for its players"),
  seats: z.object({ england: seatSchema, scotland: seatSchema }),
  players: z.object({ a: sideSchema, b: sideSchema }).nullable().describe("TB-3: the side of player A and of player B"),
  ended: z.object({ reason: z.literal("abandoned"), at: z.string() }).nullable().describe("Set when the host ended the game"),
  policy: policySchema.nullable().optional().describe("The side's standing battle orders (docs/policies.md); sides only"),
}).describe("The caller's view of the game");

export const joinBodySchema = z
  .strictObject({
    invite: z.string().min(1).max(256).describe("The side's single-use invite"),
    nonce: nonceSchema.optional(),
  })
  .describe("Claims a seat");

export const claimedSeatSchema = z.object({
  gameId: z.string(),
  side: sideSchema,
  token: z.string().describe("The side's token, shown once and only to you"),
  nonce: z.object({ nonce: z.string(), givenBy: nonceGiverSchema, at: z.string().nullable() }),
  status: gameStatusSchema,
}).describe("Your seat");

export const inviteParamsSchema = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, "a game id is 1-64 letters, digits, - or _"),
  side: sideSchema,
});

export const issuedInviteSchema = z.object({ side: sideSchema, invite: z.string().nullable() }).describe("The side's new invite (null when only revoked)");

// POST /games and GET /games/{id}.
import { z } from "zod";
import { SCENARIO_IDS, type ScenarioId } from "../../rules/data/index.js";
import { OPTION_IDS } from "../../rules/state.js";
import { roleSchema, sideSchema } from "./common.js";
import { deadlineSettingsSchema } from "../../games/deadlines/settings.js";
import { policySchema } from "../../policies/policy.js";
import { viewSchema } from "./view.js";

const bidSchema = z.enum(["E1", "E2", "E3", "S1", "S2", "S3"]).describe("TB-1 a tournament bid");
const nonceSchema = z.string().max(256).describe("Mixed into the dice stream (docs/dice.md)");

export const createGameBodySchema = z
  .strictObject({
    scenario: z.enum(SCENARIO_IDS as [ScenarioId, ...ScenarioId[]]),
    options: z.array(z.enum(OPTION_IDS)).max(OPTION_IDS.length).optional().describe("Optional rules and variants"),
    campaignEndYear: z.int().max(9999).nullable().optional().describe("Q11: the Campaign's last year"),
    bids: z.tuple([bidSchema, bidSchema]).optional().describe("TB-1: player A's bid, then player B's"),
    emails: z.strictObject({ england: z.email().optional(), scotland: z.email().optional() }).optional(),
    nonces: z.strictObject({ england: nonceSchema.optional(), scotland: nonceSchema.optional() }).optional(),
    deadlines: deadlineSettingsSchema.nullable().optional().describe("Deadlines (docs/deadlines.md); {} for the defaults, absent for none"),
  })
  .describe("A new game");

const perRole = <T extends z.ZodType>(schema: T) =>
  z.object({ england: schema, scotland: schema, referee: schema, observer: schema });

export const createdGameSchema = z.object({
  gameId: z.string(),
  version: z.int(),
  commitment: z.string().describe("SHA-256 of the dice seed, hex (docs/dice.md)"),
  tokens: perRole(z.string()).describe("Shown once: the server keeps only their hashes"),
  players: z.object({ a: sideSchema, b: sideSchema }).nullable().describe("TB-3: the side of player A and of player B"),
  links: z.object({ self: z.string(), observer: z.string().describe("Opens the observer's view in a browser") }),
}).describe("The new game and its tokens");

export const gameStatusSchema = z.enum(["active", "over"]);

export const gameViewSchema = z.object({
  gameId: z.string(),
  role: roleSchema,
  version: z.int(),
  status: gameStatusSchema,
  view: viewSchema,
  policy: policySchema.nullable().optional().describe("The side's standing battle orders (docs/policies.md); sides only"),
}).describe("The caller's view of the game");

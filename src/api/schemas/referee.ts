// POST /adjudicate and POST /replays: the referee's tools, with no database.
import { z } from "zod";
import { areaNameSchema, blockIdSchema } from "../../orders/index.js";
import type { GameState } from "../../rules/state.js";
import { SCENARIO_IDS, type ScenarioId } from "../../rules/data/index.js";
import { POSITION_POINTS, type PositionSpec } from "../../rules/position.js";
import { recordSchema } from "../../records/index.js";
import { orderLineSchema, sideSchema } from "./common.js";
import { eventSchema } from "./events.js";
import { orderJsonSchema } from "./order.js";
import { decisionSchema } from "./view.js";

const names = z.array(z.string().max(100)).max(100);
const placements = z.record(z.string().max(100), z.string().max(1000)).describe('Blocks per area: { "Fife": "Wallace, Douglas 2" }');

export const positionSpecSchema = z
  .strictObject({
    scenario: z.enum(SCENARIO_IDS as [ScenarioId, ...ScenarioId[]]).optional(),
    options: names.optional(),
    campaignEndYear: z.int().nullable().optional(),
    year: z.int(),
    turn: z.int().optional(),
    england: placements.optional(),
    scotland: placements.optional(),
    removed: names.optional(),
    aside: names.optional(),
    hands: z.strictObject({ england: names.optional(), scotland: names.optional() }).optional(),
    played: z.strictObject({ england: z.string().max(100).optional(), scotland: z.string().max(100).optional() }).optional(),
    p1: sideSchema.optional(),
    moved: names.optional(),
    battles: z
      .array(
        z.strictObject({
          area: z.string().max(100),
          attacker: sideSchema,
          reserves: names.optional(),
          entries: z.strictObject({ england: names.optional(), scotland: names.optional() }).optional(),
        }),
      )
      .max(30)
      .optional(),
    truceAgainst: sideSchema.nullable().optional(),
    edward: z.enum(["I", "II"]).optional(),
    edwardWintered: z.boolean().optional(),
    kingCrowned: z.boolean().optional(),
    frenchKnightsAdded: z.boolean().optional(),
    edwardUndrawableBefore: z.int().optional(),
    at: z.enum(POSITION_POINTS).describe("Which decision comes next"),
  })
  .meta({ id: "PositionSpec", description: "A game situation in compact form (src/rules/position.ts)" });

/**
 * The engine's state is plain JSON (src/rules/state.ts). Only its outline is checked here (the
 * type is the engine's for the use case): the engine refuses a state it cannot continue, and the
 * route answers 400.
 */
export const gameStateSchema = z
  .looseObject({
    format: z.literal(1),
    scenario: z.enum(SCENARIO_IDS as [ScenarioId, ...ScenarioId[]]),
    year: z.int(),
    turn: z.int(),
    blocks: z.record(
      blockIdSchema,
      z.looseObject({ side: sideSchema, at: z.union([areaNameSchema, z.enum(["pool", "aside", "removed"])]), strength: z.int().min(0).max(4) }),
    ),
    steps: z.array(z.looseObject({ t: z.string() })),
  })
  .meta({ id: "GameState", description: "The engine's complete state, as /adjudicate returns it" }) as unknown as z.ZodType<GameState>;

const orderEntrySchema = z
  .strictObject({
    side: sideSchema,
    order: orderJsonSchema.optional(),
    text: orderLineSchema.optional(),
  })
  .refine((entry) => (entry.order === undefined) !== (entry.text === undefined), { message: "give either order or text, not both" });

export const adjudicateBodySchema = z
  .strictObject({
    position: positionSpecSchema.optional(),
    state: gameStateSchema.optional(),
    orders: z.array(orderEntrySchema).max(1000),
    dice: z.array(z.int().min(0).max(2 ** 32)).max(10_000).optional().describe("Die rolls as faces 1-6, other draws as raw indices"),
  })
  .refine((body) => (body.position === undefined) !== (body.state === undefined), {
    message: "give exactly one of position or state",
  });

const adjudicationErrorSchema = z.looseObject({ code: z.string(), detail: z.string() });

export const adjudicationSchema = z.object({
  results: z.array(
    z.union([
      z.object({ ok: z.literal(true), events: z.array(eventSchema) }),
      z.object({ ok: z.literal(false), error: adjudicationErrorSchema }),
    ]),
  ),
  state: gameStateSchema,
  stateHash: z.string(),
  pending: z.array(decisionSchema),
}).describe("Each order's outcome, then the state reached and its pending decisions");

export const gameRecordSchema = recordSchema.meta({ id: "GameRecord", description: "A game record (docs/record.md)" });

export const replayQuerySchema = z.object({
  dice: z.enum(["seed", "log"]).optional().describe("Dice from the revealed seed (default when present) or the dice log"),
});

export const replayReportSchema = z.object({
  verified: z.boolean(),
  dice: z.enum(["seed", "log"]),
  orders: z.int().describe("Orders replayed"),
  outcome: z.object({ side: sideSchema, reason: z.string(), year: z.int() }).nullable(),
  finalStateHash: z.string(),
  divergence: z
    .object({ order: z.int(), reason: z.string(), expected: z.string(), actual: z.string() })
    .nullable()
    .describe("The first difference from the record (docs/record.md)"),
  diceAudit: z.looseObject({ ok: z.boolean() }).nullable().describe("The seed and every draw checked (null without a seed)"),
}).describe("The replay report: verified, or the first divergence");

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Check<T extends true> = T;
export type PositionSpecSchemaMatches = Check<Same<z.output<typeof positionSpecSchema>, PositionSpec>>;

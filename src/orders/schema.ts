// zod schemas for every Order: the one description of an order's shape, used to validate API
// bodies and to write the OpenAPI document. They check spelling and bounds only; whether an
// order is legal in a position is the engine's answer.

import { z } from "zod";
import { AREA_NAMES, BLOCK_IDS } from "../rules/data/index.js";
import { CARD_KEYS, type Order } from "../rules/orders.js";
import { LIMITS } from "./limits.js";

export { LIMITS } from "./limits.js";

// Named (meta id) so that the OpenAPI document defines each list once and refers to it.
export const blockIdSchema = z.enum(BLOCK_IDS).meta({ id: "BlockId", description: "A block, by id (e.g. york_knights)" });
export const areaNameSchema = z.enum(AREA_NAMES).meta({ id: "AreaName", description: "An area of the map, by name (e.g. Lothian)" });
export const cardKeySchema = z.enum(CARD_KEYS).meta({ id: "CardKey", description: "A card: move cards of one value are interchangeable" });
export const kingCandidateSchema = z.enum(["bruce", "comyn", "balliol"]).describe("6.2 who is crowned King of Scots");

const blockList = (min: number, max: number) => z.array(blockIdSchema).min(min).max(max);

export const stepGrantSchema = z
  .strictObject({
    block: blockIdSchema,
    steps: z.int().min(LIMITS.stepsPerGrant.min).max(LIMITS.stepsPerGrant.max).describe("Steps added to the block"),
  })
  .describe("Steps added to one block");

export const blockMoveSchema = z
  .strictObject({ block: blockIdSchema, to: areaNameSchema.describe("Adjacent destination") })
  .describe("One block moving to an adjacent area (retreat or regroup)");

export const moveLegSchema = z
  .strictObject({
    path: z.array(areaNameSchema).min(LIMITS.pathAreas.min).max(LIMITS.pathAreas.max).describe("Areas in order, origin first"),
    blocks: blockList(1, LIMITS.blocks).describe("Blocks that all follow this path"),
  })
  .describe("4.2 one leg of a movement: blocks that follow one path");

export const rallyMoveSchema = z
  .strictObject({ rally: z.array(moveLegSchema).min(1).max(LIMITS.blocks).describe("Legs ending at the rally leader's area") })
  .describe("OPT-RALLY one rally to the King (1 MP)");

export const movementStepSchema = z.union([moveLegSchema, rallyMoveSchema]).describe("One leg, or one rally");

export const combatActionSchema = z
  .strictObject({
    block: blockIdSchema,
    act: z.enum(["fire", "pass", "retreat"]).describe("5.31 what the block does in its combat turn"),
    to: areaNameSchema.optional().describe("5.5 where a retreating block goes; only with retreat"),
  })
  // The engine's CombatAction keeps `to` optional for every act, so the pairing is a refinement.
  .refine((a) => (a.act === "retreat") === (a.to !== undefined), {
    message: "a retreat names its destination, and only a retreat does",
    path: ["to"],
  })
  .describe("5.31 one block's combat turn");

export const buildAreaSchema = z
  .strictObject({
    area: areaNameSchema.describe("The area whose RPs are spent"),
    steps: z.array(stepGrantSchema).max(LIMITS.blocks).describe("Steps added to blocks already in the area"),
    draws: z
      .array(z.int().min(LIMITS.drawExtraSteps.min).max(LIMITS.drawExtraSteps.max))
      .max(LIMITS.drawsPerArea)
      .describe("7.61 one entry per draw, in order: extra steps for the drawn block"),
    sea: areaNameSchema.optional().describe("7.61 where a Norse or French Knights drawn here (inland) lands"),
  })
  .refine((b) => b.steps.length + b.draws.length > 0, { message: "an area lists at least one step or draw" })
  .describe("7.6 the builds paid by one area's RPs");

export const orderSchema = z
  .discriminatedUnion("type", [
    z.strictObject({ type: z.literal("play"), card: cardKeySchema }).describe("3.1 play a card"),
    z.strictObject({ type: z.literal("pass") }).describe("3.12 pass instead of resolving an event"),
    z.strictObject({ type: z.literal("crown"), king: kingCandidateSchema }).describe("6.2 play the event as a Coronation"),
    z.strictObject({ type: z.literal("truce") }).describe("EV-TRUCE resolve the Truce"),
    z.strictObject({ type: z.literal("herald"), noble: blockIdSchema.describe("Enemy noble named") }).describe("EV-HERALD"),
    z
      .strictObject({
        type: z.literal("pillage"),
        target: areaNameSchema.describe("Enemy-occupied area pillaged"),
        from: areaNameSchema.describe("Adjacent area of the pillaging group"),
      })
      .describe("EV-PILLAGE"),
    z
      .strictObject({
        type: z.literal("sea-move"),
        from: areaNameSchema.describe("Coastal origin"),
        to: areaNameSchema.describe("Friendly coastal destination"),
        blocks: blockList(LIMITS.seaMoveBlocks.min, LIMITS.seaMoveBlocks.max).describe("The 1 or 2 blocks that sail"),
      })
      .describe("EV-SEA-MOVE"),
    z
      .strictObject({
        type: z.literal("victuals"),
        area: areaNameSchema.describe("The one area of the fed blocks"),
        steps: z.array(stepGrantSchema).min(LIMITS.victualsGrants.min).max(LIMITS.victualsGrants.max),
      })
      .describe("EV-VICTUALS 3 steps to blocks in one area"),
    z
      .strictObject({ type: z.literal("hits"), blocks: blockList(LIMITS.hits.min, LIMITS.hits.max).describe("One block per hit, in order") })
      .describe("5.41 who takes each hit among tied blocks"),
    z
      .strictObject({ type: z.literal("steps"), steps: z.array(stepGrantSchema).max(LIMITS.blocks) })
      .describe("EV-PILLAGE the stolen steps given to the pillaging group"),
    z.strictObject({ type: z.literal("battle"), area: areaNameSchema.describe("Contested area") }).describe("5.1 the next battle to fight"),
    z
      .strictObject({ type: z.literal("move"), moves: z.array(movementStepSchema).max(LIMITS.blocks).describe("Legs and rallies in order") })
      .describe("4.0 the whole movement phase (empty: no movement)"),
    z
      .strictObject({ type: z.literal("combat"), actions: z.array(combatActionSchema).min(1).max(LIMITS.blocks).describe("In the order taken") })
      .describe("5.31 combat turns of one initiative step"),
    z
      .strictObject({ type: z.literal("retreat"), moves: z.array(blockMoveSchema).max(LIMITS.blocks) })
      .describe("5.3 the attacker's forced retreat after round 3"),
    z
      .strictObject({ type: z.literal("regroup"), moves: z.array(blockMoveSchema).max(LIMITS.blocks) })
      .describe("5.6 the winner's regroup (empty: all stay)"),
    z.strictObject({ type: z.literal("raid"), block: blockIdSchema.describe("English non-noble removed") }).describe("5.9 border raid"),
    z.strictObject({ type: z.literal("home"), area: areaNameSchema.describe("One of the noble's homes") }).describe("7.12 where Bruce or Comyn goes home"),
    z.strictObject({ type: z.literal("moray"), choice: z.enum(["stay", "home", "disband"]) }).describe("7.1 Moray in winter"),
    z
      .strictObject({
        type: z.literal("king"),
        choice: z.union([z.enum(["stay", "disband"]), areaNameSchema.describe("A cathedral area")]),
      })
      .describe("7.2 the Scottish King in winter"),
    z.strictObject({ type: z.literal("edward"), choice: z.enum(["winter", "disband"]) }).describe("7.4 Edward wintering"),
    z.strictObject({ type: z.literal("wallace"), choice: z.enum(["selkirk", "stay", "disband"]) }).describe("7.5 Wallace in winter"),
    z
      .strictObject({ type: z.literal("disband"), blocks: blockList(0, LIMITS.blocks).describe("Blocks disbanded, required and voluntary") })
      .describe("7.3, 7.5 winter disbanding"),
    z
      .strictObject({
        type: z.literal("build"),
        areas: z.array(buildAreaSchema).max(LIMITS.areas).describe("One entry per area spending RPs"),
        more: z.literal(true).optional().describe("C4: more build orders follow; the last one leaves this out"),
      })
      .describe("7.6 all winter builds of a side"),
    z.strictObject({ type: z.literal("resign") }).describe("Resign the game: the other side wins (allowed at any time)"),
  ])
  .describe("An answer to one pending decision");

export type OrderInput = z.infer<typeof orderSchema>;

// Compile-time: the schema and the engine's Order describe the same values, both ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Check<T extends true> = T;
export type OrderSchemaMatchesOrder = Check<Same<OrderInput, Order>>;

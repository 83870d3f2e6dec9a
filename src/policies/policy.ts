// A side's standing battle orders (issue 8, item 5): what to do in its battles without being asked.
import { z } from "zod";
import { areaNameSchema, blockIdSchema } from "../orders/index.js";

export const BLOCK_TYPES = ["leader", "king", "infantry", "cavalry", "archers", "knights", "hobelars", "norse", "noble"] as const;

export const conditionSchema = z
  .strictObject({
    outnumbered: z.number().min(1).max(10).optional().describe("Enemy steps seen in the battle at least this many times the side's own (2 for 2:1)"),
    afterRound: z.int().min(1).max(3).optional().describe("Only in rounds after this one"),
    belowSteps: z.int().min(1).max(4).optional().describe("Only for a block with fewer steps than this"),
  })
  .describe("All of the given conditions must hold; each counts only what the side can see");

export const ruleSchema = z
  .strictObject({
    blocks: z.array(blockIdSchema).max(30).optional().describe("The blocks it is for; all when absent"),
    act: z.enum(["fire", "pass", "retreat"]),
    when: conditionSchema.default({}),
  })
  .describe("5.31 a block's action in a combat turn; the first rule that holds for a block applies, else it fires");

const hitTarget = z.union([blockIdSchema, z.enum(BLOCK_TYPES)]);

export const policySchema = z
  .strictObject({
    rules: z.array(ruleSchema).max(20).default([]),
    retreatTo: z.array(areaNameSchema).max(10).default([]).describe("5.3 / 5.5 retreat destinations in order of preference; empty: the first legal one"),
    hitsFirst: z.array(hitTarget).max(20).default([]).describe("5.41 among tied blocks, these take hits first (blocks or block types)"),
    hitsLast: z.array(hitTarget).max(20).default([]).describe("5.41 among tied blocks, these take hits last"),
    regroup: z.union([z.literal("none"), z.array(areaNameSchema).min(1).max(10)]).default("none").describe("5.6 regroup to these areas (in order of preference), or none"),
    ask: z
      .enum(["never", "always", "leaders"])
      .default("never")
      .describe("Ask the player instead: for every battle, or for battles with a noble, the King or Edward"),
  })
  .meta({ id: "BattlePolicy", description: "Standing battle orders (docs/policies.md)" });

export type Condition = z.output<typeof conditionSchema>;
export type PolicyRule = z.output<typeof ruleSchema>;
export type BattlePolicy = z.output<typeof policySchema>;
export type HitTarget = z.output<typeof hitTarget>;

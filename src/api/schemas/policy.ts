// PUT /games/{id}/policy: a side's standing battle orders, as JSON or as text.
import { z } from "zod";
import { policySchema } from "../../policies/policy.js";

export const policyBodySchema = z
  .strictObject({
    policy: policySchema.nullable().optional().describe("The standing orders; null clears them"),
    text: z.string().max(4000).optional().describe("The standing orders as text, e.g. retreat when outnumbered 2:1 after round 1; regroup none"),
  })
  .refine((b) => (b.policy === undefined) !== (b.text === undefined), "give exactly one of policy and text")
  .describe("Standing battle orders (docs/policies.md)");

export const policyStatusSchema = z
  .object({ version: z.int(), policy: policySchema.nullable() })
  .describe("The side's standing battle orders after the change");

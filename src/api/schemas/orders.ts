// POST /games/{id}/orders and /resign.
import { z } from "zod";
import { orderJsonSchema } from "./order.js";
import { orderLineSchema } from "./common.js";
import { eventSchema } from "./events.js";
import { viewSchema } from "./view.js";

/** A text/plain body is read as `{ text }` before validation (see the route). */
export const orderBodySchema = z
  .strictObject({
    order: orderJsonSchema.optional(),
    text: orderLineSchema.optional(),
  })
  .refine((body) => (body.order === undefined) !== (body.text === undefined), {
    message: "give either order or text, not both",
  })
  .describe("An order, as JSON or as one line of text");

/** Resigning takes no parameter: no body, or an empty object (unknown fields are refused as everywhere). */
export const resignBodySchema = z.strictObject({}).nullish().describe("Nothing, or {}");

export const orderQuerySchema = z.object({
  dryRun: z.enum(["true", "false"]).optional().describe("Check the order and preview it without applying it"),
});

export const orderHeadersSchema = z.object({
  "idempotency-key": z.string().min(1).max(200).optional().describe("A repeated key gets the same response; the order is applied once"),
  "if-match": z.string().max(100).optional().describe('The version the order answers, as an ETag: "12"'),
});

export const orderResponseSchema = z.object({
  version: z.int(),
  view: viewSchema,
  events: z.array(z.object({ seq: z.int().nullable().describe("null in a dry run"), event: eventSchema })),
  applied: z.boolean(),
  preview: z
    .enum(["shown", "needs-dice", "hidden-information"])
    .optional()
    .describe("Dry runs: whether the effects are shown, or why not (they would draw dice, or uncover enemy secrets)"),
}).describe("The game after the order, as the caller sees it, and the events the caller may see");

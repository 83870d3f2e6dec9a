// Events and dice as the caller may see them.
import { z } from "zod";
import { eventSchema } from "./gameEvent.js";

export { eventSchema };

export const numberedEventSchema = z.object({ seq: z.int().describe("The caller's own number for the event: 1, 2, 3, ... over what it may see"), event: eventSchema });

export const eventsQuerySchema = z.object({
  after: z
    .string()
    // Sequence numbers are 32-bit integers in the database.
    .regex(/^\d{1,9}$/, "after is a whole number below 10^9")
    .optional()
    .describe("Only the caller's events after its number N"),
  token: z.string().max(256).optional().describe("The token, for GET requests only"),
});

export const eventPageSchema = z.object({
  events: z.array(numberedEventSchema),
  last: z.int().describe("The caller's number of its latest event: poll again with after=last"),
}).describe("Events the caller may see");

export const diceViewSchema = z.object({
  commitment: z.string(),
  seed: z.string().nullable().describe("Revealed once the game is over, and to the referee"),
  entries: z.array(
    z.object({
      k: z.int().describe("The draw counter"),
      purpose: z.enum(["deal", "pool-draw", "levy", "celtic", "herald", "fire", "side"]),
      n: z.int().describe("The range: the value is in [0, n)"),
      value: z.int().optional().describe("Left out while the caller may not see it"),
      visibleTo: z.enum(["all", "england", "scotland", "referee"]).describe("Who could see the value while the game ran"),
    }),
  ),
}).describe("The dice log as the caller may see it");

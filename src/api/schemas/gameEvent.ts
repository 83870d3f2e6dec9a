// Every engine event (src/rules/events.ts) as one schema of a discriminated union, for the OpenAPI
// document and typed clients. The one change on the wire: cards travel as the keys orders and views
// use (`move2`, `herald`), not the engine's card numbers; the codecs below encode them on the way
// out (fastify-type-provider-zod serializes with zod's encode). Fields that an event hides from the
// caller (block, blocks, strength, grants, cards) are optional: a redacted event leaves them out.
import { z } from "zod";
import { cardKey } from "../../rules/cards.js";
import { CARDS } from "../../rules/data/index.js";
import type { DeadlineEvent } from "../../games/deadlines/events.js";
import type { GameEvent } from "../../rules/events.js";
import type { CardKey } from "../../rules/orders.js";
import { areaNameSchema, blockIdSchema, cardKeySchema } from "../../orders/schema.js";
import { orderJsonSchema } from "./order.js";

const side = z.enum(["england", "scotland"]);
const secret = z
  .object({ from: side, fields: z.array(z.string()).optional() })
  .optional()
  .describe("Referee only: what the event hides from the side `from` (all of it without `fields`)");

/**
 * Marks the card fields for the OpenAPI document: zod describes a response by its output side (the
 * engine's number), so plugins/swagger.ts puts the wire's CardKey in their place.
 */
export const CARD_ON_THE_WIRE = "A card, by its key (the engine's card number is encoded on the way out)";

/** The engine's card number out, its key on the wire; a key read back names the first card with it. */
const card = z
  .codec(cardKeySchema, z.int().min(1).max(CARDS.length), {
    decode: (key: CardKey) => CARDS.find((c) => cardKey(c.id) === key)?.id ?? 0,
    encode: (id: number) => cardKey(id),
  })
  .meta({ description: CARD_ON_THE_WIRE });

const hidden = <T extends z.ZodType>(schema: T) => schema.optional().describe("Left out when the caller may not see it");

const event = <T extends string, S extends z.ZodRawShape>(type: T, shape: S, description: string) =>
  z.object({ type: z.literal(type), ...shape, secret }).describe(description);

const victorySchema = z.object({
  side,
  reason: z.enum(["sudden-death", "scottish-king-killed", "edward-ii-killed", "majority", "wallace-tie-break", "resignation"]),
  year: z.int(),
});

const engaged = z.object({ block: blockIdSchema, side, strength: z.int() });

export const gameEventSchema = z
  .discriminatedUnion("type", [
    event("game-started", { scenario: z.string(), year: z.int() }, "8.0 the game is set up"),
    event("year-started", { year: z.int() }, "A new Year begins"),
    event("hand-dealt", { side, cards: hidden(z.array(card)) }, "3.1 a hand is dealt (the cards only to its side)"),
    event("hands-redealt", { reason: z.string() }, "3.1 hands dealt again"),
    event("card-chosen", { side }, "3.1 a side has chosen its card"),
    event("cards-revealed", { england: card, scotland: card, p1: side.nullable() }, "3.1 both cards revealed; P1"),
    event("event-passed", { side, event: z.string() }, "3.12 an event card passed"),
    event("truce", { side }, "EV-TRUCE"),
    event("coronation", { king: z.string(), area: areaNameSchema }, "6.2 a Scottish King is crowned"),
    event("herald", { side, noble: blockIdSchema, roll: z.int(), success: z.boolean() }, "EV-HERALD"),
    event("noble-switched", { noble: blockIdSchema, to: side, area: areaNameSchema, strength: z.int(), rule: z.string() }, "A noble changes sides"),
    event("pillage", { side, target: areaNameSchema, from: areaNameSchema }, "EV-PILLAGE"),
    event("step-lost", { side, block: hidden(blockIdSchema), area: areaNameSchema, strength: hidden(z.int()) }, "A block loses a step"),
    event("steps-added", { side, area: areaNameSchema, grants: hidden(z.array(z.object({ block: blockIdSchema, steps: z.int() }))) }, "Steps added (victuals, pillage, builds)"),
    event("sea-move", { side, from: areaNameSchema, to: areaNameSchema, blocks: hidden(z.array(blockIdSchema)), count: z.int() }, "EV-SEA-MOVE"),
    event("moved", { side, path: z.array(areaNameSchema), blocks: hidden(z.array(blockIdSchema)), count: z.int(), mp: z.int() }, "4.2 a group move"),
    event("movement-done", { side, mpUsed: z.int() }, "4.0 the Move Phase of a side ends"),
    event(
      "battle-started",
      { area: areaNameSchema, attacker: side, defection: z.boolean(), engaged: z.array(engaged), reserves: z.object({ england: z.int(), scotland: z.int() }) },
      "5.1 a battle begins: engaged blocks revealed",
    ),
    event("round-started", { area: areaNameSchema, round: z.int(), attacker: side }, "5.1 a battle round"),
    event("reserves-joined", { area: areaNameSchema, blocks: z.array(engaged) }, "5.32 reserves join in round 2"),
    event("celtic-roll", { block: blockIdSchema, roll: z.int(), deserted: z.boolean() }, "5.2 Welsh and Ulster loyalty"),
    event("fired", { side, block: blockIdSchema, rating: z.string(), dice: z.array(z.int()), hits: z.int() }, "5.4 a block fires"),
    event("passed", { side, block: blockIdSchema }, "5.4 a block passes"),
    event("hit", { side, block: blockIdSchema, strength: z.int() }, "5.41 a hit"),
    event("eliminated", { side, block: hidden(blockIdSchema), to: z.enum(["pool", "removed"]), area: areaNameSchema.nullable() }, "5.8 a block eliminated"),
    event("captured", { noble: blockIdSchema, from: side, to: side, area: areaNameSchema }, "5.7 a noble captured"),
    event("edward-killed", { area: areaNameSchema }, "Edward killed"),
    event("retreated", { side, block: hidden(blockIdSchema), from: areaNameSchema, to: areaNameSchema }, "5.5 a retreat"),
    event("control-swapped", { area: areaNameSchema, attacker: side }, "5.1 the defender becomes the attacker"),
    event("battle-won", { area: areaNameSchema, winner: side }, "5.1 a battle ends"),
    event("regrouped", { side, block: hidden(blockIdSchema), from: areaNameSchema, to: areaNameSchema }, "5.6 a regroup"),
    event("raid-attrition", { block: hidden(blockIdSchema), from: areaNameSchema }, "Border raid: England loses a block"),
    event("year-ended", { year: z.int(), reason: z.enum(["five-turns", "two-events"]) }, "The Year ends"),
    event("winter-step", { step: z.string(), rule: z.string() }, "7.0 a step of the Winter Turn"),
    event("noble-home", { side, noble: blockIdSchema, from: areaNameSchema, to: areaNameSchema }, "7.1 a noble goes home"),
    event("disbanded", { side, block: hidden(blockIdSchema), from: areaNameSchema, voluntary: z.boolean() }, "7.3 a block disbanded"),
    event("wintered", { side, block: hidden(blockIdSchema), area: areaNameSchema }, "7.4 Edward winters"),
    event("moved-in-winter", { side, block: hidden(blockIdSchema), from: areaNameSchema, to: areaNameSchema, rule: z.string() }, "7.0 a winter move"),
    event("healed", { side, block: hidden(blockIdSchema), area: areaNameSchema, strength: hidden(z.int()) }, "7.5 a block recovers"),
    event("french-knights-available", {}, "7.62 the French Knights join the pool"),
    event("drawn", { side, block: hidden(blockIdSchema), area: areaNameSchema, strength: hidden(z.int()), rule: z.string() }, "7.6 a block drawn from the pool"),
    event("draw-returned", { side, block: hidden(blockIdSchema), area: areaNameSchema, rule: z.string() }, "A drawn block goes back"),
    event("edward-ii", {}, "Edward I dies"),
    event("scored", { england: z.int(), scotland: z.int() }, "8.0 nobles counted"),
    event("auto-order", { side, order: orderJsonSchema }, "A decision with one legal choice, taken by the engine"),
    event("game-over", { victory: victorySchema }, "The game ends"),
    // Beside the engine's: what the deadline worker and standing orders tell the sides (docs/deadlines.md, docs/policies.md).
    event("deadline-reminder", { side, kind: z.string(), deadline: z.string() }, "A decision's deadline is near (to the side that has to decide)"),
    event("deadline-default", { side, kind: z.string(), deadline: z.string(), order: hidden(z.string()), missed: z.int() }, "A deadline passed and its default order was applied"),
    event("deadline-warning", { side, missed: z.int(), limit: z.int() }, "One more missed deadline resigns the side"),
    event("deadline-resignation", { side, missed: z.int(), deadline: z.string() }, "Too many missed deadlines in a row: the side resigns"),
    event("deadline-paused", { by: z.string() }, "The host paused the deadlines"),
    event("deadline-resumed", { by: z.string(), deadline: z.string().nullable() }, "The host resumed the deadlines"),
    event("deadline-extend-asked", { side, seconds: z.int() }, "A side asks to extend the current deadline"),
    event("deadline-extended", { seconds: z.int(), deadline: z.string() }, "Both sides asked: the deadline moved"),
    event("policy-set", { side, cleared: z.boolean() }, "A side set or cleared its standing battle orders"),
    event("policy-answer", { side, kind: z.string(), order: z.string() }, "A standing battle order answered a decision"),
  ])
  .meta({ id: "Event", description: "An event, without the fields the caller may not see; cards by key" });

/** An event as clients receive it: cards by key, hidden fields left out. */
export type ApiEvent = z.input<typeof gameEventSchema>;

/** The schema as the serializer sees it: the engine's events in, the wire format out. */
export const eventSchema = gameEventSchema as unknown as z.ZodType<GameEvent>;

/** An engine event as it goes on the wire. */
export function wireEvent(e: GameEvent): ApiEvent {
  return z.encode(gameEventSchema, e as z.output<typeof gameEventSchema>);
}

/** A new engine, deadline or policy event without its schema here fails the type check on this line. */
type Uncovered = Exclude<GameEvent["type"] | DeadlineEvent["type"], z.output<typeof gameEventSchema>["type"]>;
export const EVERY_EVENT_HAS_A_SCHEMA: [Uncovered] extends [never] ? true : Uncovered = true;

/** Every event type the API sends (the `event:` name of each Server-Sent Event). */
export const EVENT_TYPES: readonly string[] = gameEventSchema.options.map((o) => o.shape.type.value);

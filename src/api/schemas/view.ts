// The View (src/views) and the pending decisions it lists, as schemas for the OpenAPI document and
// the response serializer. Compile-time checks below keep them equal to the TypeScript types.
import { z } from "zod";
import type { Decision } from "../../rules/decisions.js";
import { OPTION_IDS } from "../../rules/state.js";
import type { View } from "../../views/index.js";
import { areaNameSchema, blockIdSchema, cardKeySchema, kingCandidateSchema } from "../../orders/index.js";
import { orderJsonSchema } from "./order.js";
import { roleSchema, sideSchema } from "./common.js";
import { ANSWERED_BY, answerSchema } from "./answers.js";

const perSide = <T extends z.ZodType>(schema: T) => z.object({ england: schema, scotland: schema });
const blocks = z.array(blockIdSchema);
const areas = z.array(areaNameSchema);
const room = z.array(z.object({ block: blockIdSchema, room: z.int().describe("Steps the block can still take") }));
const blockChoices = z.array(
  z.object({ block: blockIdSchema, strength: z.int(), to: areas.describe("Legal destinations (retreat, regroup)") }),
);

const base = {
  side: sideSchema.describe("Who must decide"),
  rule: z.string().describe("The rule that asks the question"),
  only: orderJsonSchema.optional().describe("The one legal answer, when there is only one (the engine takes it)"),
  deadline: z.string().optional().describe("When a default order answers it (ISO 8601 with the game's offset; docs/deadlines.md)"),
};

const decision = <K extends Decision["kind"], S extends z.ZodRawShape>(kind: K, shape: S, description: string) =>
  z
    .object({
      ...base,
      kind: z.literal(kind),
      ...shape,
      orderLines: z
        .array(z.string())
        .optional()
        .describe("Ready-made answers in the seat's order language, each legal now (the lines the decision's mail shows): send one as it is (text/plain) or as {\"text\": line}"),
      answer: answerSchema(kind)
        .optional()
        .describe(`The JSON shape that answers it (${ANSWERED_BY[kind].join(", ")}): this one is the plainest legal answer, the one a deadline would apply. POST it as {"order": answer}`),
    })
    .describe(`${description}. Answered by an order of type ${ANSWERED_BY[kind].map((t) => `\`${t}\``).join(", ")}`);

export const decisionSchema = z
  .discriminatedUnion("kind", [
    decision("play-card", { cards: z.array(cardKeySchema) }, "3.1 play a card (both sides, secretly)"),
    decision(
      "event",
      {
        event: z.enum(["herald", "pillage", "sea_move", "truce", "victuals"]),
        crown: z.array(kingCandidateSchema),
        herald: blocks,
        pillage: z.array(z.object({ target: areaNameSchema, from: areas })),
        seaMove: z.array(z.object({ from: areaNameSchema, to: areas, blocks })),
        victuals: z.array(z.object({ area: areaNameSchema, blocks: room })),
      },
      "3.12, 6.2 resolve an event card, crown a king, or pass",
    ),
    decision(
      "assign-hits",
      {
        area: areaNameSchema,
        hits: z.int(),
        focus: z.boolean(),
        blocks: z.array(z.object({ block: blockIdSchema, strength: z.int() })),
        outcomes: z.array(blocks).describe("Every distinct way to place the hits"),
      },
      "5.41 which tied block takes each hit",
    ),
    decision("pillage-steps", { area: areaNameSchema, steps: z.int(), blocks: room }, "EV-PILLAGE give the stolen steps"),
    decision("choose-battle", { areas, defection: z.boolean() }, "5.1 the next battle"),
    decision(
      "movement",
      {
        mp: z.int(),
        groups: z.array(
          z.object({
            from: areaNameSchema,
            blocks: z.array(z.object({ block: blockIdSchema, to: areas, routes: z.array(areas).describe("One legal path per destination") })),
          }),
        ),
        norse: z.object({ from: areaNameSchema, to: areas }).nullable(),
        rally: z.boolean(),
        pinned: z
          .array(z.object({ area: areaNameSchema, keep: z.int(), mayLeave: z.int() }))
          .describe("4.6 contested areas where this side's blocks are pinned: keep must stay, at most mayLeave may go (the Norse included)"),
      },
      "4.0 the whole movement phase",
    ),
    decision("combat-turn", { area: areaNameSchema, round: z.int(), blocks: blockChoices }, "5.31 fire, retreat or pass per block"),
    decision("forced-retreat", { area: areaNameSchema, blocks: blockChoices }, "5.3 the attacker's retreat after round 3"),
    decision("regroup", { area: areaNameSchema, blocks: blockChoices }, "5.6 the winner's regroup"),
    decision("raid-attrition", { blocks }, "5.9 the block lost to a border raid"),
    decision("noble-home", { noble: blockIdSchema, homes: areas }, "7.12 where a noble goes home"),
    decision("moray-winter", { choices: z.array(z.enum(["stay", "home", "disband"])) }, "7.1 Moray in winter"),
    decision("king-winter", { choices: z.array(z.union([z.enum(["stay", "disband"]), areaNameSchema])) }, "7.2 the King in winter"),
    decision("edward-winter", { choices: z.array(z.enum(["winter", "disband"])) }, "7.4 Edward wintering"),
    decision("wallace-winter", { choices: z.array(z.enum(["selkirk", "stay", "disband"])) }, "7.5 Wallace in winter"),
    decision(
      "disband",
      { required: z.array(z.object({ area: areaNameSchema, count: z.int(), from: blocks })), voluntary: blocks },
      "7.3, 7.5 disbanding beyond castle limits",
    ),
    decision(
      "builds",
      {
        areas: z.array(z.object({ area: areaNameSchema, rp: z.int(), blocks: room, maxDraws: z.int() })),
        pool: z.int().describe("Blocks in the pool: the most draws in all areas together"),
      },
      "7.6 winter builds",
    ),
  ])
  .meta({ id: "Decision", description: "A pending decision with its legal choices" });

export const viewSchema = z
  .object({
    viewer: roleSchema,
    scenario: z.string(),
    options: z.array(z.enum(OPTION_IDS)),
    year: z.int(),
    turn: z.int().describe("1-5; 0 in the Winter Turn"),
    p1: sideSchema.nullable(),
    winner: z
      .object({
        side: sideSchema,
        reason: z.enum(["sudden-death", "scottish-king-killed", "edward-ii-killed", "majority", "wallace-tie-break", "resignation"]),
        year: z.int(),
      })
      .nullable(),
    track: z.object({
      nobles: perSide(z.int()),
      kingCrowned: z.boolean(),
      edward: z.enum(["I", "II"]),
      frenchKnightsAdded: z.boolean(),
    }),
    blocks: z
      .array(z.object({ block: blockIdSchema, name: z.string(), side: sideSchema, area: areaNameSchema, strength: z.int() }))
      .describe("Blocks the viewer may identify"),
    hidden: z
      .array(z.object({ side: sideSchema, area: areaNameSchema, count: z.int() }))
      .describe("Blocks seen only as a count per area"),
    pools: perSide(blocks.nullable()).describe("Pool contents where the viewer may see them"),
    poolSizes: perSide(z.int()),
    removed: blocks,
    hands: perSide(z.array(cardKeySchema).nullable()).describe("Hands the viewer may see"),
    handSizes: perSide(z.int()),
    chosen: perSide(z.boolean()).describe("Whether each side has chosen its card (the card stays hidden until both have)"),
    played: perSide(cardKeySchema.nullable()),
    playedThisYear: perSide(z.array(cardKeySchema)),
    truceAgainst: sideSchema.nullable(),
    battle: z
      .object({ area: areaNameSchema, round: z.int(), attacker: sideSchema, defection: z.boolean(), reserves: perSide(z.int()) })
      .nullable(),
    pendingBattles: z.array(z.object({ area: areaNameSchema, attacker: sideSchema })),
    waitingFor: z.array(sideSchema),
    decisions: z.array(decisionSchema).describe("The viewer's own pending decisions"),
  })
  .meta({ id: "View", description: "What one role may see of the game (DESIGN, Fog of war)" });

// Compile-time: the schemas describe the same values as the engine's types, both ways.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Check<T extends true> = T;
export type DecisionSchemaMatches = Check<Same<z.output<typeof decisionSchema>, Decision>>;
export type ViewSchemaMatches = Check<Same<z.output<typeof viewSchema>, View>>;

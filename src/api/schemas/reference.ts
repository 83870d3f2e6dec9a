// GET /reference: the map, blocks, cards and scenarios, for clients that draw the board themselves.
import { z } from "zod";
import { CARD_KEYS } from "../../rules/orders.js";
import { AREA_NAMES, BLOCK_IDS, SCENARIO_IDS } from "../../rules/data/index.js";

const areaName = z.enum(AREA_NAMES);
const blockId = z.enum(BLOCK_IDS);
const sea = z.enum(["north", "irish"]);

const areaSchema = z
  .object({
    name: areaName,
    country: z.enum(["england", "scotland"]),
    castle: z.int().min(0).max(3).describe("1.2 castle limit"),
    cathedral: z.boolean().describe("1.3 cathedral"),
    homeOf: z.array(blockId).describe("The nobles whose home this area is"),
    coastal: z.boolean(),
    seas: z.array(sea).describe("1.4 the seas the area touches"),
  })
  .meta({ id: "ReferenceArea" });

const borderSchema = z
  .object({
    between: z.tuple([areaName, areaName]),
    color: z.enum(["black", "red"]),
    limit: z.int().describe("4.3 blocks per side that may cross in a turn: 6 black, 2 red"),
    angloScottish: z.boolean().describe("4.4 one of England's borders"),
  })
  .meta({ id: "ReferenceBorder" });

const scenarioSideSchema = z.object({
  placed: z.record(z.string(), areaName).describe("Block id -> area, at full strength"),
  setAside: z.array(blockId),
  removed: z.array(blockId),
});

export const referenceSchema = z
  .object({
    areas: z.array(areaSchema),
    borders: z.array(borderSchema),
    seas: z.array(z.object({ id: sea, name: z.string(), areas: z.array(areaName) })),
    blocks: z.array(
      z
        .object({
          id: blockId,
          name: z.string(),
          side: z.enum(["england", "scotland", "either"]).describe("either: a noble who may serve both sides (2.22)"),
          type: z.enum(["leader", "king", "infantry", "cavalry", "archers", "knights", "hobelars", "norse", "noble"]),
          move: z.int().nullable().describe("2.13 move rating; null for the Norse (4.7)"),
          initiative: z.enum(["A", "B", "C"]),
          fire: z.int().describe("2.12 highest roll that hits"),
          rating: z.string().describe("Initiative and fire as printed, e.g. B3"),
          maxSteps: z.int(),
          blackCross: z.boolean().describe("5.8 killed for good"),
          celtic: z.boolean().describe("5.2 Welsh and Ulster loyalty"),
          faction: z.enum(["bruce", "comyn"]).nullable(),
          homes: z.array(areaName),
        })
        .meta({ id: "ReferenceBlock" }),
    ),
    cards: z.array(
      z
        .object({
          key: z.enum(CARD_KEYS as [string, ...string[]]).describe("The key views, orders and events use"),
          name: z.string(),
          kind: z.enum(["move", "event"]),
          moves: z.int().nullable(),
          count: z.int().describe("How many of the 25 cards carry this key"),
        })
        .meta({ id: "ReferenceCard" }),
    ),
    scenarios: z.array(
      z
        .object({
          id: z.enum(SCENARIO_IDS as [string, ...string[]]),
          name: z.string(),
          firstYear: z.int(),
          lastYear: z.int().nullable(),
          kingCrowned: z.boolean(),
          england: scenarioSideSchema,
          scotland: scenarioSideSchema,
          englandDraw: z.union([z.int(), z.literal("levy")]),
        })
        .meta({ id: "ReferenceScenario" }),
    ),
  })
  .meta({ id: "Reference", description: "The game's facts: map, blocks, cards, scenarios (rules 1.0-3.0, 8.0)" });

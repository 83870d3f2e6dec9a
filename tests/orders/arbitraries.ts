// fast-check arbitraries for every Order variant, drawn from the space orderSchema accepts.

import fc from "fast-check";
import { AREA_NAMES, BLOCK_IDS } from "../../src/rules/data/index.js";
import { CARD_KEYS, type BuildArea, type MoveLeg, type Order, type OrderType, type StepGrant } from "../../src/rules/orders.js";
import type { CombatAction } from "../../src/rules/state.js";
import { LIMITS } from "../../src/orders/schema.js";

// Plain prototypes, so that toStrictEqual compares parsed orders with generated ones.
const record = <T>(model: { [K in keyof T]: fc.Arbitrary<T[K]> }): fc.Arbitrary<T> => fc.record(model, { noNullPrototype: true });

const blockId = fc.constantFrom(...BLOCK_IDS);
const areaName = fc.constantFrom(...AREA_NAMES);
const blocks = (minLength: number, maxLength: number) => fc.array(blockId, { minLength, maxLength });

const stepGrant: fc.Arbitrary<StepGrant> = record({ block: blockId, steps: fc.integer(LIMITS.stepsPerGrant) });
const grants = (minLength: number, maxLength: number) => fc.array(stepGrant, { minLength, maxLength });

const moveLeg: fc.Arbitrary<MoveLeg> = record({
  path: fc.array(areaName, { minLength: LIMITS.pathAreas.min, maxLength: LIMITS.pathAreas.max }),
  blocks: blocks(1, 4),
});

const combatAction: fc.Arbitrary<CombatAction> = fc.oneof(
  record({ block: blockId, act: fc.constantFrom("fire" as const, "pass" as const) }),
  record({ block: blockId, act: fc.constant("retreat" as const), to: areaName }),
);

const buildArea: fc.Arbitrary<BuildArea> = fc
  .record(
    {
      area: areaName,
      steps: grants(0, 3),
      draws: fc.array(fc.integer(LIMITS.drawExtraSteps), { maxLength: LIMITS.drawsPerArea }),
      sea: areaName,
    },
    { requiredKeys: ["area", "steps", "draws"], noNullPrototype: true },
  )
  .filter((b) => b.steps.length + b.draws.length > 0);

const withdrawals = fc.array(record({ block: blockId, to: areaName }), { maxLength: 4 });

/** One arbitrary per order type: the Record makes the compiler name every variant. */
export const orderArbitraries: { [T in OrderType]: fc.Arbitrary<Extract<Order, { type: T }>> } = {
  play: record({ type: fc.constant("play"), card: fc.constantFrom(...CARD_KEYS) }),
  pass: fc.constant({ type: "pass" }),
  resign: fc.constant({ type: "resign" }),
  crown: record({ type: fc.constant("crown"), king: fc.constantFrom("bruce", "comyn", "balliol") }),
  truce: fc.constant({ type: "truce" }),
  herald: record({ type: fc.constant("herald"), noble: blockId }),
  pillage: record({ type: fc.constant("pillage"), target: areaName, from: areaName }),
  "sea-move": record({ type: fc.constant("sea-move"), from: areaName, to: areaName, blocks: blocks(LIMITS.seaMoveBlocks.min, LIMITS.seaMoveBlocks.max) }),
  victuals: record({ type: fc.constant("victuals"), area: areaName, steps: grants(LIMITS.victualsGrants.min, LIMITS.victualsGrants.max) }),
  hits: record({ type: fc.constant("hits"), blocks: blocks(LIMITS.hits.min, LIMITS.hits.max) }),
  steps: record({ type: fc.constant("steps"), steps: grants(0, 3) }),
  battle: record({ type: fc.constant("battle"), area: areaName }),
  move: record({
    type: fc.constant("move"),
    moves: fc.array(fc.oneof(moveLeg, record({ rally: fc.array(moveLeg, { minLength: 1, maxLength: 3 }) })), { maxLength: 4 }),
  }),
  combat: record({ type: fc.constant("combat"), actions: fc.array(combatAction, { minLength: 1, maxLength: 4 }) }),
  retreat: record({ type: fc.constant("retreat"), moves: withdrawals }),
  regroup: record({ type: fc.constant("regroup"), moves: withdrawals }),
  raid: record({ type: fc.constant("raid"), block: blockId }),
  home: record({ type: fc.constant("home"), area: areaName }),
  moray: record({ type: fc.constant("moray"), choice: fc.constantFrom("stay", "home", "disband") }),
  king: record({ type: fc.constant("king"), choice: fc.oneof(fc.constantFrom("stay", "disband"), areaName) }),
  edward: record({ type: fc.constant("edward"), choice: fc.constantFrom("winter", "disband") }),
  wallace: record({ type: fc.constant("wallace"), choice: fc.constantFrom("selkirk", "stay", "disband") }),
  disband: record({ type: fc.constant("disband"), blocks: blocks(0, 4) }),
  build: record({ type: fc.constant("build"), areas: fc.array(buildArea, { maxLength: 3 }) }),
};

export const anyOrder: fc.Arbitrary<Order> = fc.oneof(...Object.values(orderArbitraries));

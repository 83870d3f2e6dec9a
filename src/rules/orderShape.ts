// The engine's door: an order object from a library user is checked for shape before any rule
// sees it (issue 14). Orders come as plain JSON, without the server's zod schemas in front, so
// every field, type, id and number is checked here; what is legal in the position (how many blocks
// a Sea Move carries, how many hits there are) is the rules' answer, with the rule's number.

import { isAreaName, isBlockId } from "./data/index.js";
import { CARD_KEYS } from "./orders.js";

/** Bounds of the game itself: no list can name more entries than there are blocks or areas. */
const MAX_LIST = 200;
/** 2.11 no block has more than 4 steps; 7.61 a drawn block enters at 1, so at most 3 more. */
const MAX_STEPS = 4;
const MAX_DRAW_EXTRA = 3;

type Check = (value: unknown, at: string) => string | null;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const block: Check = (v, at) => (typeof v === "string" && isBlockId(v) ? null : `${at} is not a block id`);
const areaName: Check = (v, at) => (typeof v === "string" && isAreaName(v) ? null : `${at} is not an area name`);
const oneOf =
  (...allowed: readonly string[]): Check =>
  (v, at) =>
    typeof v === "string" && allowed.includes(v) ? null : `${at} must be one of ${allowed.join(", ")}`;
const int =
  (min: number, max: number): Check =>
  (v, at) =>
    typeof v === "number" && Number.isInteger(v) && v >= min && v <= max ? null : `${at} must be a whole number from ${min} to ${max}`;
const literalTrue: Check = (v, at) => (v === true ? null : `${at} may only be true`);
const either =
  (a: Check, b: Check, what: string): Check =>
  (v, at) =>
    a(v, at) === null || b(v, at) === null ? null : `${at} must be ${what}`;

function list(item: Check, min = 0, max = MAX_LIST): Check {
  return (v, at) => {
    if (!Array.isArray(v)) return `${at} must be a list`;
    if (v.length < min || v.length > max) return `${at} must have ${min} to ${max} entries`;
    for (let i = 0; i < v.length; i++) {
      const problem = item(v[i], `${at}[${i}]`);
      if (problem) return problem;
    }
    return null;
  };
}

/** An object with exactly these fields (optional ones may be left out), none unknown. */
function object(fields: Record<string, Check>, optional: readonly string[] = []): Check {
  const entries = Object.entries(fields);
  return (v, at) => {
    if (!isRecord(v)) return `${at} must be an object`;
    for (const key in v) if (Object.hasOwn(v, key) && !Object.hasOwn(fields, key)) return `${at} has an unknown field "${key}"`;
    for (const [key, check] of entries) {
      if (!Object.hasOwn(v, key) || v[key] === undefined) {
        if (optional.includes(key)) continue;
        return `${at} lacks the field "${key}"`;
      }
      const problem = check(v[key], `${at}.${key}`);
      if (problem) return problem;
    }
    return null;
  };
}

const stepGrant = object({ block, steps: int(1, MAX_STEPS) });
const blockMove = object({ block, to: areaName });
const moveLeg = object({ path: list(areaName, 2, 4), blocks: list(block, 1) });
const rally = object({ rally: list(moveLeg, 1) });
const movementStep: Check = (v, at) => (isRecord(v) && "rally" in v ? rally(v, at) : moveLeg(v, at));
const combatAction: Check = (v, at) => {
  const problem = object({ block, act: oneOf("fire", "pass", "retreat"), to: areaName }, ["to"])(v, at);
  if (problem) return problem;
  const a = v as { act: string; to?: unknown };
  // 5.5 a retreat names its destination, and only a retreat does.
  if ((a.act === "retreat") !== (a.to !== undefined)) return `${at}: a retreat names its destination ("to"), and only a retreat does`;
  return null;
};
const buildArea = object({ area: areaName, steps: list(stepGrant), draws: list(int(0, MAX_DRAW_EXTRA)), sea: areaName }, ["sea"]);

/** The fields of each order type, `type` excepted. */
const ORDER_FIELDS: Record<string, { fields: Record<string, Check>; optional?: string[] }> = {
  play: { fields: { card: oneOf(...CARD_KEYS) } },
  pass: { fields: {} },
  crown: { fields: { king: oneOf("bruce", "comyn", "balliol") } },
  truce: { fields: {} },
  herald: { fields: { noble: block } },
  pillage: { fields: { target: areaName, from: areaName } },
  "sea-move": { fields: { from: areaName, to: areaName, blocks: list(block, 1) } },
  victuals: { fields: { area: areaName, steps: list(stepGrant, 1) } },
  hits: { fields: { blocks: list(block, 1) } },
  steps: { fields: { steps: list(stepGrant) } },
  battle: { fields: { area: areaName } },
  move: { fields: { moves: list(movementStep) } },
  combat: { fields: { actions: list(combatAction, 1) } },
  retreat: { fields: { moves: list(blockMove) } },
  regroup: { fields: { moves: list(blockMove) } },
  raid: { fields: { block } },
  home: { fields: { area: areaName } },
  moray: { fields: { choice: oneOf("stay", "home", "disband") } },
  king: { fields: { choice: either(oneOf("stay", "disband"), areaName, "stay, disband or an area name") } },
  edward: { fields: { choice: oneOf("winter", "disband") } },
  wallace: { fields: { choice: oneOf("selkirk", "stay", "disband") } },
  disband: { fields: { blocks: list(block) } },
  build: { fields: { areas: list(buildArea), more: literalTrue }, optional: ["more"] },
  resign: { fields: {} },
};

/** Each order type's whole check, `type` included, made once. */
const ORDER_CHECKS = new Map<string, Check>(
  Object.entries(ORDER_FIELDS).map(([type, shape]) => [type, object({ type: oneOf(type), ...shape.fields }, shape.optional)]),
);

/** Why `order` is not a well-formed Order, or null when it is one. */
export function orderShapeProblem(order: unknown): string | null {
  if (!isRecord(order)) return "an order must be an object with a type";
  const type = order.type;
  const check = typeof type === "string" && Object.hasOwn(ORDER_FIELDS, type) ? ORDER_CHECKS.get(type) : undefined;
  if (check === undefined) {
    return `unknown order type ${typeof type === "string" ? `"${type}"` : `(${typeof type})`} (one of ${Object.keys(ORDER_FIELDS).join(", ")})`;
  }
  return check(order, type as string);
}

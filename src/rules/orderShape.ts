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

/**
 * What is wrong and where, relative to the value checked: `path` (".moves[0].path") and `text`
 * (" must be a list"). Built only on failure: a well-formed order costs no text.
 */
interface Problem {
  path: string;
  text: string;
}
type Check = (value: unknown) => Problem | null;

const wrong = (text: string): Problem => ({ path: "", text });
const within = (segment: string, problem: Problem): Problem => ({ path: segment + problem.path, text: problem.text });

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const block: Check = (v) => (typeof v === "string" && isBlockId(v) ? null : wrong(" is not a block id"));
const areaName: Check = (v) => (typeof v === "string" && isAreaName(v) ? null : wrong(" is not an area name"));
const oneOf =
  (...allowed: readonly string[]): Check =>
  (v) =>
    typeof v === "string" && allowed.includes(v) ? null : wrong(` must be one of ${allowed.join(", ")}`);
const int =
  (min: number, max: number): Check =>
  (v) =>
    typeof v === "number" && Number.isInteger(v) && v >= min && v <= max ? null : wrong(` must be a whole number from ${min} to ${max}`);
const literalTrue: Check = (v) => (v === true ? null : wrong(" may only be true"));
const either =
  (a: Check, b: Check, what: string): Check =>
  (v) =>
    a(v) === null || b(v) === null ? null : wrong(` must be ${what}`);

function list(item: Check, min = 0, max = MAX_LIST): Check {
  return (v) => {
    if (!Array.isArray(v)) return wrong(" must be a list");
    if (v.length < min || v.length > max) return wrong(` must have ${min} to ${max} entries`);
    for (let i = 0; i < v.length; i++) {
      const problem = item(v[i]);
      if (problem) return within(`[${i}]`, problem);
    }
    return null;
  };
}

/** An object with exactly these fields (optional ones may be left out), none unknown. */
function object(fields: Record<string, Check>, optional: readonly string[] = []): Check {
  // Walked by index, with each field's optionality known beforehand: orders are checked one by one in a replay.
  const keys = Object.keys(fields);
  const checks = keys.map((key) => fields[key] as Check);
  const mayLack = keys.map((key) => optional.includes(key));
  return (v) => {
    if (!isRecord(v)) return wrong(" must be an object");
    for (const key in v) if (Object.hasOwn(v, key) && !Object.hasOwn(fields, key)) return wrong(` has an unknown field "${key}"`);
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i] as string;
      if (!Object.hasOwn(v, key) || v[key] === undefined) {
        if (mayLack[i]) continue;
        return wrong(` lacks the field "${key}"`);
      }
      const problem = (checks[i] as Check)(v[key]);
      if (problem) return within(`.${key}`, problem);
    }
    return null;
  };
}

const stepGrant = object({ block, steps: int(1, MAX_STEPS) });
const blockMove = object({ block, to: areaName });
const moveLeg = object({ path: list(areaName, 2, 4), blocks: list(block, 1) });
const rally = object({ rally: list(moveLeg, 1) });
const movementStep: Check = (v) => (isRecord(v) && "rally" in v ? rally(v) : moveLeg(v));
const combatActionFields = object({ block, act: oneOf("fire", "pass", "retreat"), to: areaName }, ["to"]);
const combatAction: Check = (v) => {
  const problem = combatActionFields(v);
  if (problem) return problem;
  const a = v as { act: string; to?: unknown };
  // 5.5 a retreat names its destination, and only a retreat does.
  if ((a.act === "retreat") !== (a.to !== undefined)) return wrong(': a retreat names its destination ("to"), and only a retreat does');
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
  const problem = check(order);
  return problem ? `${type as string}${problem.path}${problem.text}` : null;
}

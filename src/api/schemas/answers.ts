// Which orders answer each kind of decision, as named schemas of the OpenAPI document: a client
// reads a decision's `kind` and knows the JSON shape to send (docs/api.md, "Decisions and answers").
import { z } from "zod";
import { orderSchema } from "../../orders/index.js";
import type { Decision } from "../../rules/decisions.js";
import type { Order } from "../../rules/orders.js";

/** Every decision kind and the order types that answer it (`resign` answers any, and is left out). */
export const ANSWERED_BY = {
  "play-card": ["play"],
  event: ["crown", "herald", "pillage", "sea-move", "truce", "victuals", "pass"],
  "assign-hits": ["hits"],
  "pillage-steps": ["steps"],
  "choose-battle": ["battle"],
  movement: ["move"],
  "combat-turn": ["combat"],
  "forced-retreat": ["retreat"],
  regroup: ["regroup"],
  "raid-attrition": ["raid"],
  "noble-home": ["home"],
  "moray-winter": ["moray"],
  "king-winter": ["king"],
  "edward-winter": ["edward"],
  "wallace-winter": ["wallace"],
  disband: ["disband"],
  builds: ["build"],
} as const satisfies { [K in Decision["kind"]]: readonly Order["type"][] };

type AnswerType<K extends Decision["kind"]> = (typeof ANSWERED_BY)[K][number];

const pascal = (type: string): string => type.replace(/(^|-)([a-z])/g, (_m, _d, c: string) => c.toUpperCase());

function variant(type: Order["type"]) {
  const found = orderSchema.options.find((o) => o.shape.type.value === type);
  if (!found) throw new Error(`no order schema for ${type}`);
  return found;
}

const named = new Map<Order["type"], z.ZodType>();
/** One order variant as a named component (MoveOrder, PlayOrder, ...), made once. */
function namedVariant(type: Order["type"]): z.ZodType {
  let schema = named.get(type);
  if (!schema) {
    schema = variant(type).meta({ id: `${pascal(type)}Order` });
    named.set(type, schema);
  }
  return schema;
}

/** The JSON shape of the orders that answer a decision kind. */
export function answerSchema<K extends Decision["kind"]>(kind: K): z.ZodType<Extract<Order, { type: AnswerType<K> }>> {
  const schemas = ANSWERED_BY[kind].map((type) => namedVariant(type));
  const [one, ...more] = schemas;
  return (more.length === 0 ? one : z.union(schemas as [z.ZodType, z.ZodType, ...z.ZodType[]])) as z.ZodType<Extract<Order, { type: AnswerType<K> }>>;
}

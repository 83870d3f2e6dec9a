// Mutations of a legal order, for the property tests of the engine's door and of POST /adjudicate
// (issue 14): a field removed, a type changed, an id replaced, an entry duplicated, a field added.

import fc from "fast-check";
import { AREA_NAMES, BLOCK_IDS } from "../../src/rules/data/index.js";
import type { Order } from "../../src/rules/orders.js";

type Path = (string | number)[];

/** Every place inside an order value that a mutation can touch (the root excepted). */
function pathsOf(value: unknown, at: Path = []): Path[] {
  const out: Path[] = at.length ? [at] : [];
  if (Array.isArray(value)) value.forEach((v, i) => out.push(...pathsOf(v, [...at, i])));
  else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) out.push(...pathsOf(v, [...at, k]));
  return out;
}

type Mutation = "remove" | "replace" | "duplicate" | "extra-field";
const ODD_VALUES: unknown[] = [...BLOCK_IDS, ...AREA_NAMES, "", "Wallce", "toString", "__proto__", -1, 0, 1e9, 2.5, Number.NaN, null, [], {}, true];

function mutate(order: Order, path: Path, how: Mutation, replacement: unknown): unknown {
  const copy = structuredClone(order) as unknown as Record<string | number, unknown>;
  let parent: Record<string | number, unknown> = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path[path.length - 1] as string | number;
  if (how === "remove") {
    if (Array.isArray(parent)) parent.splice(last as number, 1);
    else delete parent[last];
  } else if (how === "replace") parent[last] = replacement;
  else if (how === "duplicate" && Array.isArray(parent)) parent.splice(last as number, 0, structuredClone(parent[last as number]));
  else if (how === "extra-field" && parent[last] && typeof parent[last] === "object" && !Array.isArray(parent[last])) {
    (parent[last] as Record<string, unknown>).extra = replacement;
  } else parent[last] = replacement;
  return copy;
}

/** A mutation to apply to a legal order: pick the place, the kind and the value at random. */
export const mutatedOrder: fc.Arbitrary<(order: Order) => unknown> = fc
  .tuple(fc.nat(), fc.constantFrom<Mutation>("remove", "replace", "duplicate", "extra-field"), fc.oneof(fc.constantFrom(...ODD_VALUES), fc.jsonValue()))
  .map(([p, how, replacement]) => (order: Order) => {
    const paths = pathsOf(order);
    return paths.length ? mutate(order, paths[p % paths.length] as Path, how, replacement) : order;
  });

// Issue 14 part 2: no order, however malformed, makes applyOrder throw. Library users pass order
// objects without the server's schemas in front, so the engine checks every order at its door.

import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { createPrng } from "../../src/playout/prng.js";
import { applyOrder } from "../../src/rules/engine.js";
import type { Order } from "../../src/rules/orders.js";
import { position } from "../../src/rules/position.js";
import type { Side } from "../../src/rules/sides.js";
import { anyOrder } from "../orders/arbitraries.js";
import { mutatedOrder } from "../helpers/mutations.js";
import { statePool, type PooledState } from "../helpers/statePool.js";

let pool: PooledState[] = [];
beforeAll(() => {
  pool = statePool();
});

/** The property: no throw, no input mutated, a rejected order leaves the state byte-identical. */
function holds(entry: PooledState, side: Side, order: unknown): void {
  const stateBefore = JSON.stringify(entry.state);
  const orderBefore = JSON.stringify(order);
  let result;
  try {
    result = applyOrder(entry.state, side, order as Order, createPrng(7));
  } catch (error) {
    throw new Error(`applyOrder threw on ${orderBefore} (decision ${entry.legal.type}): ${(error as Error).stack}`);
  }
  expect(JSON.stringify(entry.state)).toBe(stateBefore);
  expect(JSON.stringify(order)).toBe(orderBefore);
  if (!result.ok) {
    expect(JSON.stringify(result.state)).toBe(stateBefore);
    expect(typeof result.error.code).toBe("string");
  }
}

const sideArb = fc.constantFrom<Side>("england", "scotland");

describe("14.2 every order is checked at the engine's door", () => {
  it("14.2 a build order whose area entry has no draws field is a malformed order, not a TypeError", () => {
    const { state } = position({ year: 1298, scotland: { Fife: "Wallace 2" }, england: { England: "Edward" }, at: "W7" }, createPrng(1));
    const before = JSON.stringify(state);
    const result = applyOrder(state, "scotland", { type: "build", areas: [{ area: "Fife", steps: [{ block: "wallace", steps: 1 }] }] } as unknown as Order, createPrng(1));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ code: "malformed-order", message: expect.stringContaining("draws") });
    expect(JSON.stringify(state)).toBe(before);
  });

  it.each([
    ["not an object", 42, "object"],
    ["an unknown type", { type: "teleport" }, "unknown order type"],
    ["an extra field", { type: "pass", please: true }, 'unknown field "please"'],
    ["an inherited name as a field", { type: "pass", toString: 1 }, 'unknown field "toString"'],
    ["a missing field", { type: "battle" }, 'lacks the field "area"'],
    ["a wrong type", { type: "hits", blocks: "wallace" }, "must be a list"],
    ["an unknown block id", { type: "raid", block: "wallce" }, "not a block id"],
    ["an unknown area", { type: "battle", area: "Atlantis" }, "not an area name"],
    ["a negative number", { type: "steps", steps: [{ block: "wallace", steps: -1 }] }, "whole number"],
    ["a huge number", { type: "build", areas: [{ area: "Fife", steps: [], draws: [1e9] }] }, "whole number"],
    ["a retreat without destination", { type: "combat", actions: [{ block: "wallace", act: "retreat" }] }, "destination"],
  ])("14.2 %s is a malformed order", (_label, order, message) => {
    const entry = pool[0] as PooledState;
    const result = applyOrder(entry.state, entry.side, order as unknown as Order, createPrng(1));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toMatchObject({ code: "malformed-order", message: expect.stringContaining(message) });
  });

  // Each of these threw (TypeError, or "unknown block" from the data lookups) before the door.
  it.each([
    ["a move leg without blocks", { type: "move", moves: [{ path: ["Carrick", "Galloway"] }] }],
    ["a move whose moves are a string", { type: "move", moves: "wallace" }],
    ["a move whose moves are null", { type: "move", moves: null }],
    ["a move leg whose blocks are a string", { type: "move", moves: [{ path: ["Annan", "Selkirk"], blocks: "king" }] }],
    ["a move leg whose path is an object", { type: "move", moves: [{ path: { a: 1 }, blocks: ["king"] }] }],
    ["a move step that is not an object", { type: "move", moves: [true] }],
    ["a combat order without actions", { type: "combat" }],
    ["a combat order whose actions are null", { type: "combat", actions: null }],
    ["a combat action that is a number", { type: "combat", actions: [-1.5] }],
    ["a combat action naming an area as its block", { type: "combat", actions: [{ block: "Selkirk", act: "fire" }] }],
    ["a regroup without moves", { type: "regroup" }],
    ["a regroup whose moves are a string", { type: "regroup", moves: "Argyll" }],
    ["a herald naming an area", { type: "herald", noble: "Strathspey" }],
    ["a herald naming a list", { type: "herald", noble: [true] }],
    ["a disband whose blocks are a string", { type: "disband", blocks: "wallace" }],
    ["a disband whose blocks are an object", { type: "disband", blocks: { a: null } }],
    ["a disband naming a list as a block", { type: "disband", blocks: [[]] }],
    ["a build whose areas are null", { type: "build", areas: null }],
    ["a build area that is a string", { type: "build", areas: ["french_knights"] }],
    ["a build area whose steps are a number", { type: "build", areas: [{ area: "Moray", steps: -1, draws: [0] }] }],
    ["a build area whose draws are a number", { type: "build", areas: [{ area: "Lanark", steps: [], draws: 1e9 }] }],
    ["a build grant naming an object as its block", { type: "build", areas: [{ area: "Fife", steps: [{ block: { x: 1 }, steps: 1 }], draws: [] }] }],
    ["a steps order with a null grant", { type: "steps", steps: [null] }],
    ["a steps order whose steps are an object", { type: "steps", steps: { a: 1 } }],
  ])("14.2 regression (found by the property): %s is a malformed order, not a crash", (_label, order) => {
    const entry = pool.find((e) => e.legal.type === (order as { type: string }).type) ?? (pool[0] as PooledState);
    const before = JSON.stringify(entry.state);
    const result = applyOrder(entry.state, entry.side, order as unknown as Order, createPrng(1));
    expect(result.ok || result.error.code).toBe("malformed-order");
    expect(JSON.stringify(entry.state)).toBe(before);
  });

  it("14.2 an unknown side is refused as malformed", () => {
    const entry = pool[0] as PooledState;
    const result = applyOrder(entry.state, "wales" as Side, entry.legal, createPrng(1));
    expect(result.ok || result.error.code).toBe("malformed-order");
  });

  it("14.2 the pool covers many kinds of decision", () => {
    expect(new Set(pool.map((e) => e.legal.type)).size).toBeGreaterThanOrEqual(10);
  });

  it("14.2 property: arbitrary JSON values as orders never throw and change nothing (800 cases)", () => {
    fc.assert(
      fc.property(fc.nat(), sideArb, fc.oneof(fc.jsonValue(), fc.record({ type: fc.constantFrom("move", "build", "combat", "hits", "steps"), moves: fc.jsonValue(), areas: fc.jsonValue(), actions: fc.jsonValue() }, { requiredKeys: ["type"] })), (i, side, order) => {
        holds(pool[i % pool.length] as PooledState, side, order);
      }),
      { numRuns: 800 },
    );
  });

  it("14.2 property: well-formed orders of every type with random ids never throw and change nothing when refused (1,000 cases)", () => {
    fc.assert(
      fc.property(fc.nat(), sideArb, anyOrder, (i, side, order) => {
        holds(pool[i % pool.length] as PooledState, side, order);
      }),
      { numRuns: 1000 },
    );
  });

  it("14.2 property: legal orders mutated (a field removed, a type changed, an id replaced, an entry duplicated) never throw (1,000 cases)", () => {
    fc.assert(
      fc.property(fc.nat(), mutatedOrder, fc.boolean(), (i, mutation, otherSide) => {
        const entry = pool[i % pool.length] as PooledState;
        const side: Side = otherSide ? (entry.side === "england" ? "scotland" : "england") : entry.side;
        holds(entry, side, mutation(entry.legal));
      }),
      { numRuns: 1000 },
    );
  });
});

// The decision player against the engine alone: each side sees only its view's decisions, as an
// API client does, and every game must end with the fallback rarely needed.

import { describe, expect, it } from "vitest";
import { applyOrder, newGame } from "../../src/rules/engine.js";
import type { Decision } from "../../src/rules/decisions.js";
import type { ScenarioId } from "../../src/rules/data/index.js";
import type { Side } from "../../src/rules/sides.js";
import { OPTION_IDS, type GameState, type OptionId } from "../../src/rules/state.js";
import { chooseOrder, fallbackOrder } from "../../src/playout/decisionPlayer.js";
import { createPrng } from "../../src/playout/prng.js";
import { orderSchema } from "../../src/orders/schema.js";
import { viewFor } from "../../src/views/view.js";

interface GameStats {
  orders: number;
  fallbacks: number;
  reasons: string[];
  winner: Side | null;
}

const MAX_ORDERS = 20_000;

function play(scenario: ScenarioId, options: OptionId[], seed: number): GameStats {
  const choices = createPrng(seed * 2 + 1);
  const dice = createPrng(seed * 2 + 2);
  let state: GameState = newGame({ scenario, options, campaignEndYear: null }, dice).state;
  const stats: GameStats = { orders: 0, fallbacks: 0, reasons: [], winner: null };
  while (!state.winner && stats.orders < MAX_ORDERS) {
    const views = { england: viewFor(state, "england"), scotland: viewFor(state, "scotland") };
    const side = choices.pick(views.england.waitingFor);
    const decision: Decision | undefined = views[side].decisions[0];
    if (!decision) throw new Error(`${side} is waited for but sees no decision`);
    const order = chooseOrder(decision, choices);
    // What the player sends must pass the API's schema, not only the engine.
    const checked = orderSchema.safeParse(order);
    if (!checked.success) throw new Error(`${decision.kind}: ${JSON.stringify(order)} fails the order schema: ${checked.error.message}`);
    let result = applyOrder(state, side, order, dice);
    if (!result.ok) {
      stats.fallbacks += 1;
      stats.reasons.push(`${decision.kind}: ${result.error.code}`);
      const fallback = fallbackOrder(decision);
      expect(orderSchema.safeParse(fallback).success, JSON.stringify(fallback)).toBe(true);
      result = applyOrder(state, side, fallback, dice);
      if (!result.ok) throw new Error(`fallback rejected for ${decision.kind}: ${result.error.message}`);
    }
    stats.orders += 1;
    state = result.state;
  }
  stats.winner = state.winner?.side ?? null;
  return stats;
}

const GAMES: { scenario: ScenarioId; options: OptionId[]; seed: number }[] = [
  ...Array.from({ length: 12 }, (_, i) => ({ scenario: "braveheart" as const, options: [], seed: 100 + i })),
  ...Array.from({ length: 10 }, (_, i) => ({ scenario: "the_bruce" as const, options: [], seed: 200 + i })),
  ...Array.from({ length: 5 }, (_, i) => ({ scenario: "braveheart" as const, options: [...OPTION_IDS], seed: 300 + i })),
  ...Array.from({ length: 3 }, (_, i) => ({ scenario: "campaign" as const, options: [], seed: 400 + i })),
];

describe("decision player (engine only, views only)", () => {
  it("plays 30 complete games; the fallback is needed for under 5% of orders, and never for movement (12.3 4.6 the routes and pinned allowances are exact)", () => {
    const all = GAMES.map((g) => ({ ...g, ...play(g.scenario, g.options, g.seed) }));
    const orders = all.reduce((n, g) => n + g.orders, 0);
    const fallbacks = all.reduce((n, g) => n + g.fallbacks, 0);
    const reasons = new Map<string, number>();
    for (const r of all.flatMap((g) => g.reasons)) reasons.set(r, (reasons.get(r) ?? 0) + 1);
    console.log(`${all.length} games, ${orders} orders, ${fallbacks} fallbacks (${((100 * fallbacks) / orders).toFixed(2)}%)`, Object.fromEntries(reasons));
    for (const g of all) expect(g.winner, `${g.scenario} seed ${g.seed} did not end in ${MAX_ORDERS} orders`).not.toBeNull();
    expect(fallbacks / orders).toBeLessThan(0.05);
    expect([...reasons.keys()].filter((r) => r.startsWith("movement"))).toEqual([]);
  }, 240_000);

  it("the fallback is legal for the first decision of every kind met in a game", () => {
    const choices = createPrng(11);
    const dice = createPrng(12);
    let state = newGame({ scenario: "braveheart", options: [], campaignEndYear: null }, dice).state;
    const tried = new Set<string>();
    while (!state.winner) {
      const side = choices.pick(viewFor(state, "referee").waitingFor);
      const decision = viewFor(state, side).decisions[0] as Decision;
      const firstOfKind = !tried.has(decision.kind);
      tried.add(decision.kind);
      const order = firstOfKind ? fallbackOrder(decision) : chooseOrder(decision, choices);
      expect(orderSchema.safeParse(order).success, JSON.stringify(order)).toBe(true);
      let result = applyOrder(state, side, order, dice);
      if (firstOfKind) expect(result.ok, `fallback for ${decision.kind}`).toBe(true);
      if (!result.ok) result = applyOrder(state, side, fallbackOrder(decision), dice);
      if (!result.ok) throw new Error(`fallback rejected for ${decision.kind}: ${result.error.message}`);
      state = result.state;
    }
    expect(tried.size).toBeGreaterThan(8);
  });
});

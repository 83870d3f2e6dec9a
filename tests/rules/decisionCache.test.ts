// Decisions are worked out once per state (issue 10, item 1): what pendingDecisions answers for a
// state the engine made is what a fresh computation gives, and checkOrder agrees with applyOrder.

import { describe, expect, it } from "vitest";
import { AREA_NAMES, border, borderNumber, BORDERS, blockIndex, BLOCK_IDS, mapIndex, neighbours } from "../../src/rules/data/index.js";
import { applyOrder, checkOrder, copyState, newGame, pendingDecisions } from "../../src/rules/engine.js";
import type { Decision } from "../../src/rules/decisions.js";
import { rememberedDecisions } from "../../src/rules/flow.js";
import type { Side } from "../../src/rules/sides.js";
import type { GameState } from "../../src/rules/state.js";
import type { Order } from "../../src/rules/orders.js";
import { randomOrder } from "../../src/playout/randomOrder.js";
import { playoutSources } from "../../src/playout/seeds.js";
import { OPTION_IDS, type OptionId } from "../../src/rules/state.js";
import type { ScenarioId } from "../../src/rules/data/index.js";

const SCRATCH = { next: () => 0 };

type Movement = Extract<Decision, { kind: "movement" }>;

function walk(scenario: ScenarioId, options: OptionId[], seed: number, visit: (state: ReturnType<typeof copyState>) => void): void {
  const { choices, dice } = playoutSources(scenario, seed);
  let state = newGame({ scenario, options }, dice).state;
  while (!state.winner) {
    visit(state);
    const decision = choices.pick(pendingDecisions(state));
    const result = applyOrder(state, decision.side, randomOrder(state, decision, choices), dice);
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
  }
  visit(state);
}

describe("remembered decisions", () => {
  for (const scenario of ["braveheart", "the_bruce", "campaign"] as const) {
    for (const options of [[], [...OPTION_IDS]] as OptionId[][]) {
      it(`equal a fresh computation on a copy, after every order of a ${scenario} game${options.length ? " with every option" : ""}`, () => {
        walk(scenario, options, 5, (state) => {
          // A copy is a state the engine never handed out: its decisions are worked out afresh.
          expect(pendingDecisions(state)).toEqual(pendingDecisions(copyState(state)));
        });
      }, 120_000);
    }
  }

  it("list a movement decision's groups, first read many orders later, as they were when it was made, keys in place", () => {
    // The orders of one game, then the game again with nobody reading its decisions while it is played.
    const played: { side: Side; order: Order }[] = [];
    const { choices, dice } = playoutSources("campaign", 6);
    let state = newGame({ scenario: "campaign", options: [] }, dice).state;
    while (!state.winner && played.length < 600) {
      const decision = choices.pick(pendingDecisions(state));
      const order = randomOrder(state, decision, choices);
      played.push({ side: decision.side, order });
      state = applyOrder(state, decision.side, order, dice).state;
    }
    const replayDice = playoutSources("campaign", 6).dice;
    state = newGame({ scenario: "campaign", options: [] }, replayDice).state;
    const unread: { state: GameState; decision: Movement }[] = [];
    for (const { side, order } of played) {
      const result = applyOrder(state, side, order, replayDice);
      if (!result.ok) throw new Error(result.error.message);
      state = result.state;
      const movement = rememberedDecisions(state)?.find((d): d is Movement => d.kind === "movement" && !d.only);
      if (movement) unread.push({ state, decision: movement });
    }
    expect(unread.length).toBeGreaterThan(20);
    for (const { state, decision } of unread) {
      // Read at once on a copy: what the decision says when its groups are read straight away.
      const fresh = pendingDecisions(copyState(state))[0] as Movement;
      expect(JSON.stringify(decision)).toBe(JSON.stringify(fresh));
      expect(Object.keys(decision)).toEqual(Object.keys(fresh));
      expect(decision.groups.length).toBeGreaterThan(0);
      // Read once, a plain property: the same list each time.
      expect(decision.groups).toBe(decision.groups);
    }
  }, 120_000);

  it("are the same object each time for one state (computed once)", () => {
    const state = newGame({ scenario: "braveheart", options: [] }, SCRATCH).state;
    expect(pendingDecisions(state)).toBe(pendingDecisions(state));
  });
});

describe("checkOrder", () => {
  it("accepts what applyOrder accepts and rejects with the same code, for random and wrong orders", () => {
    const wrong: Order[] = [{ type: "pass" }, { type: "move", moves: [] }, { type: "combat", actions: [] }, { type: "build", areas: [] }];
    let checked = 0;
    walk("braveheart", [...OPTION_IDS], 9, (state) => {
      if (state.winner) return;
      const { choices } = playoutSources("braveheart", checked);
      const decision = choices.pick(pendingDecisions(state));
      for (const order of [randomOrder(state, decision, choices), ...wrong]) {
        const before = JSON.stringify(state);
        const applied = applyOrder(state, decision.side, order, SCRATCH);
        const problem = checkOrder(state, decision.side, order, SCRATCH);
        expect(problem?.code ?? null).toBe(applied.ok ? null : applied.error.code);
        expect(JSON.stringify(state)).toBe(before);
        checked += 1;
      }
    });
    expect(checked).toBeGreaterThan(200);
  }, 120_000);
});

describe("map lookups by number (1.1)", () => {
  it("give every border both ways, and nothing between areas that do not touch", () => {
    for (const a of AREA_NAMES) {
      for (const b of AREA_NAMES) {
        const found = BORDERS.findIndex((x) => (x.between[0] === a && x.between[1] === b) || (x.between[0] === b && x.between[1] === a));
        expect(borderNumber(a, b)).toBe(found);
        expect(border(a, b)).toBe(found >= 0 ? BORDERS[found] : undefined);
        expect(neighbours(a).includes(b)).toBe(found >= 0);
      }
    }
  });

  it("number areas and blocks in map and block order", () => {
    AREA_NAMES.forEach((name, i) => expect(mapIndex(name)).toBe(i));
    BLOCK_IDS.forEach((id, i) => expect(blockIndex(id)).toBe(i));
  });
});

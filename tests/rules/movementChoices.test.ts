// 12.3 (issue 12, item 3): the movement decision's choices are exactly the legal ones. Over movement
// decisions met in random play: every listed route is legal for its block alone, every neighbour not
// listed is refused, and a pinned area lets exactly `mayLeave` blocks go (4.6).

import { describe, expect, it } from "vitest";
import { createPrng } from "../../src/playout/prng.js";
import { randomOrder } from "../../src/playout/randomOrder.js";
import { neighbours, type AreaName } from "../../src/rules/data/index.js";
import type { Decision } from "../../src/rules/decisions.js";
import { applyOrder, newGame, pendingDecisions } from "../../src/rules/engine.js";
import type { GameState } from "../../src/rules/state.js";

type Movement = Extract<Decision, { kind: "movement" }>;

/** Movement decisions of a few random games, with their states. */
function movementStates(limit: number): { state: GameState; d: Movement }[] {
  const out: { state: GameState; d: Movement }[] = [];
  for (const [i, scenario] of (["braveheart", "the_bruce", "campaign"] as const).entries()) {
    const choices = createPrng(50 + i);
    const dice = createPrng(60 + i);
    let state = newGame({ scenario, options: [], campaignEndYear: null }, dice).state;
    while (!state.winner && out.length < (limit * (i + 1)) / 3) {
      const decision = choices.pick(pendingDecisions(state));
      if (decision.kind === "movement" && !decision.only) out.push({ state, d: decision });
      const result = applyOrder(state, decision.side, randomOrder(state, decision, choices), dice);
      if (!result.ok) throw new Error(result.error.message);
      state = result.state;
    }
  }
  return out;
}

const cases = movementStates(60);
const dice = { next: () => 0 };

describe("12.3 4.6 the movement decision lists exactly the legal single moves", () => {
  it("12.3 every listed route is legal for its block alone, and every neighbour not listed is refused", () => {
    expect(cases.length).toBeGreaterThan(30);
    let checked = 0;
    for (const { state, d } of cases) {
      for (const group of d.groups) {
        for (const b of group.blocks) {
          b.routes.forEach((path) => {
            const result = applyOrder(state, d.side, { type: "move", moves: [{ path, blocks: [b.block] }] }, dice);
            expect(result.ok, `${b.block} ${path.join(">")}: ${result.ok ? "" : result.error.message}`).toBe(true);
            checked += 1;
          });
          for (const to of neighbours(group.from).filter((n) => !b.to.includes(n))) {
            const result = applyOrder(state, d.side, { type: "move", moves: [{ path: [group.from, to], blocks: [b.block] }] }, dice);
            expect(result.ok, `${b.block} ${group.from}>${to} is not listed but was accepted`).toBe(false);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  it("12.3 4.6 from a pinned area, mayLeave blocks may go along a listed route and one more may not", () => {
    let checked = 0;
    for (const { state, d } of cases) {
      for (const pin of d.pinned) {
        const group = d.groups.find((g) => g.from === pin.area);
        const lead = group?.blocks[0];
        // A route into or out of England costs each block 1 MP (4.4); any border takes 2 blocks (4.3).
        const path = lead?.routes.find((r) => !r.includes("England"));
        if (!group || !lead || !path || pin.mayLeave + 1 > 2) continue;
        const along = group.blocks.filter((b) => b.routes.some((r) => r.join(">") === path.join(">"))).map((b) => b.block);
        if (along.length <= pin.mayLeave) continue;
        const ok = applyOrder(state, d.side, { type: "move", moves: [{ path: path as AreaName[], blocks: along.slice(0, pin.mayLeave) }] }, dice);
        expect(ok.ok, ok.ok ? "" : ok.error.message).toBe(true);
        const tooMany = applyOrder(state, d.side, { type: "move", moves: [{ path: path as AreaName[], blocks: along.slice(0, pin.mayLeave + 1) }] }, dice);
        expect(tooMany.ok || tooMany.error.code).toBe("pinned");
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});

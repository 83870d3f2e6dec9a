// 5.3 the Attacker's forced retreat when one block's retreat opens a way for another: a block that
// retreats into a neutral coastal area makes it friendly at once (4.5), so the Norse, who retreats only
// to a friendly coastal Scottish area (4.7, 5.5) and was listed with nowhere to go, may follow it
// there, and must (5.3: every attacking block that can retreat must). The soak found the random player
// leaving the Norse behind (Campaign seed 1001859, order 563, in the soak run of 2026-11-23 04:23).

import { describe, expect, it } from "vitest";
import { applyOrder } from "../../src/rules/engine.js";
import type { Decision } from "../../src/rules/decisions.js";
import { defaultOrder } from "../../src/rules/defaults.js";
import type { BlockMove, Order } from "../../src/rules/orders.js";
import { chooseOrder, fallbackOrder } from "../../src/playout/decisionPlayer.js";
import { createPrng } from "../../src/playout/prng.js";
import { randomOrder } from "../../src/playout/randomOrder.js";
import { game, type TestGame } from "../helpers/game.js";

/**
 * The Scots (Norse and Barclay) attacked the English in Lennox and all passed for three rounds.
 * Argyll, Lanark and Mentieth are English; Barclay may go to Carrick (neutral, coastal) and, unless
 * `athollEnglish`, to Atholl (neutral, inland). No Scottish block is anywhere else: the Norse has
 * no friendly coastal area to go to until Barclay makes Carrick one.
 */
function afterRoundThree(athollEnglish: boolean): TestGame {
  const g = game({
    year: 1298,
    p1: "scotland",
    england: {
      Lennox: "York Knights",
      Argyll: "Durham Infantry",
      Lanark: "York Infantry",
      Mentieth: "Northumber Infantry",
      ...(athollEnglish ? { Atholl: "Westmor Infantry" } : {}),
    },
    scotland: { Lennox: "Norse, Barclay" },
    battles: [{ area: "Lennox", attacker: "scotland", entries: { scotland: ["Mentieth"] } }],
    at: "battles",
  });
  for (let round = 1; round <= 3; round++) {
    g.order("scotland", "combat Norse pass");
    g.order("england", "combat York Knights pass");
    g.order("scotland", "combat Barclay pass");
  }
  return g;
}

function forcedRetreat(g: TestGame): Extract<Decision, { kind: "forced-retreat" }> {
  const d = g.decision("scotland");
  if (d.kind !== "forced-retreat") throw new Error(`expected the forced retreat, got ${d.kind}`);
  return d;
}

function movesOf(order: Order): BlockMove[] {
  if (order.type !== "retreat") throw new Error(`expected a retreat, got ${order.type}`);
  return order.moves;
}

describe("5.3 / 4.7 a retreat that opens a way for the Norse", () => {
  it("5.3 / 4.5 the Norse listed with nowhere to go must follow a block that made a coastal area friendly", () => {
    const g = afterRoundThree(false);
    const d = forcedRetreat(g);
    expect(Object.fromEntries(d.blocks.map((c) => [c.block, c.to.slice().sort()]))).toEqual({ barclay: ["Atholl", "Carrick"], norse: [] });
    expect(g.reject("scotland", "retreat Barclay>Carrick")).toMatchObject({ code: "incomplete", rule: "5.3" });
    g.order("scotland", "retreat Barclay>Carrick, Norse>Carrick");
    expect([g.block("Barclay").at, g.block("Norse").at]).toEqual(["Carrick", "Carrick"]);
  });

  it("5.3 / 5.8 a retreat inland opens no way: the Norse cannot retreat and is removed for good (black cross)", () => {
    const g = afterRoundThree(false);
    g.order("scotland", "retreat Barclay>Atholl");
    expect(g.block("Barclay").at).toBe("Atholl");
    expect(g.block("Norse")).toMatchObject({ at: "removed" });
  });

  it("5.3 the random player's forced retreat takes the Norse along whenever a retreat opened a way for it", () => {
    const g = afterRoundThree(false);
    const d = forcedRetreat(g);
    const seen = new Set<string>();
    for (let seed = 1; seed <= 40; seed++) {
      const order = randomOrder(g.state, d, createPrng(seed));
      const result = applyOrder(g.state, "scotland", order, g.dice);
      expect(result.ok ? null : result.error, JSON.stringify(order)).toBeNull();
      seen.add(movesOf(order).map((m) => `${m.block}>${m.to}`).join(", "));
    }
    // Both ways out were tried: inland without the Norse, and to the coast with it.
    expect([...seen].sort()).toEqual(["barclay>Atholl", "barclay>Carrick, norse>Carrick"]);
  });

  it("5.3 the decision player (an API client's, seeing only the decision) takes the Norse along too", () => {
    for (const athollEnglish of [false, true]) {
      const g = afterRoundThree(athollEnglish);
      const d = forcedRetreat(g);
      const orders = [fallbackOrder(d), ...Array.from({ length: 20 }, (_, seed) => chooseOrder(d, createPrng(seed)))];
      for (const order of orders) {
        const result = applyOrder(g.state, "scotland", order, g.dice);
        expect(result.ok ? null : result.error, JSON.stringify(order)).toBeNull();
        const moves = movesOf(order);
        if (moves.some((m) => m.to === "Carrick")) expect(moves).toContainEqual({ block: "norse", to: "Carrick" });
      }
    }
  });

  it("5.3 the deadline's default retreat takes the Norse along when its only way out opens one", () => {
    const g = afterRoundThree(true);
    const d = forcedRetreat(g);
    expect(Object.fromEntries(d.blocks.map((c) => [c.block, c.to]))).toEqual({ barclay: ["Carrick"], norse: [] });
    const order = defaultOrder(g.state, d);
    expect(movesOf(order)).toEqual([
      { block: "barclay", to: "Carrick" },
      { block: "norse", to: "Carrick" },
    ]);
    g.order("scotland", order);
    expect(g.block("Norse").at).toBe("Carrick");
  });
});

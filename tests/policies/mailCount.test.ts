// Issue 8, "Done when": with standing battle orders on both sides a random game needs at least 40%
// fewer mails than without (median over 20 games), and no policy answer is illegal. The mails are
// counted with the judge's own rules (./mailCount.ts); tests/mail/policyGame.test.ts checks that
// count against a whole game played over real SMTP.
import { describe, expect, it } from "vitest";
import { createPrng } from "../../src/playout/prng.js";
import { randomOrder } from "../../src/playout/randomOrder.js";
import { applyOrder, newGame, pendingDecisions } from "../../src/rules/engine.js";
import type { Order } from "../../src/rules/orders.js";
import type { Side } from "../../src/rules/sides.js";
import type { GameState } from "../../src/rules/state.js";
import { adjudicationMails, median, policyChain, type Policies } from "./mailCount.js";
import { randomPolicy } from "./randomPolicy.js";

interface Tally {
  mails: number;
  playerMails: number;
  policyAnswers: number;
}

/** One game by mail: random players answer what is left to them, the standing orders the rest. */
function playByMail(seed: number, policies: Policies): Tally {
  const rng = createPrng(seed);
  const dice = createPrng(10_000 + seed);
  const apply = (state: GameState, side: Side, order: Order) => {
    const result = applyOrder(state, side, order, dice);
    // Every answer, a player's or the standing orders', is checked by the engine: none is illegal.
    if (!result.ok) throw new Error(`game ${seed}: ${side} ${JSON.stringify(order)} refused: ${result.error.message}`);
    return result;
  };
  const tally: Tally = { mails: 0, playerMails: 0, policyAnswers: 0 };
  // POLICY is set before the first card: the standing orders answer from the start.
  let state = policyChain(newGame({ scenario: "braveheart", options: [], campaignEndYear: null }, dice).state, policies, apply).state;
  while (!state.winner) {
    if (tally.playerMails > 20_000) throw new Error(`game ${seed} did not end`);
    const d = pendingDecisions(state)[0];
    if (!d) throw new Error("no decision in an unfinished game");
    const before = state;
    const played = apply(state, d.side, randomOrder(state, d, rng));
    const chain = policyChain(played.state, policies, apply);
    state = chain.state;
    tally.playerMails++;
    tally.policyAnswers += chain.answers;
    tally.mails += adjudicationMails(before, state, d.side, [d.side, ...chain.acted]);
  }
  return tally;
}


describe("mails per random game, with and without standing battle orders (issue 8)", () => {
  it("with random standing orders on both sides a game needs at least 40% fewer mails (median of 20 games), every answer legal", () => {
    const withPolicies: Tally[] = [];
    const without: Tally[] = [];
    for (let seed = 1; seed <= 20; seed++) {
      const rng = createPrng(500 + seed);
      withPolicies.push(playByMail(seed, { england: randomPolicy(rng), scotland: randomPolicy(rng) }));
      without.push(playByMail(seed, {}));
    }
    const answers = withPolicies.reduce((n, t) => n + t.policyAnswers, 0);
    expect(answers).toBeGreaterThan(100);
    expect(without.every((t) => t.policyAnswers === 0)).toBe(true);
    const [a, b] = [median(withPolicies.map((t) => t.mails)), median(without.map((t) => t.mails))];
    const asked = [median(withPolicies.map((t) => t.playerMails)), median(without.map((t) => t.playerMails))];
    console.info(
      `mails per game, median of 20: ${a} with random standing orders on both sides, ${b} without (${Math.round((1 - a / b) * 100)}% fewer); ` +
        `players' mails ${asked[0]} vs ${asked[1]}; policy answers ${answers}, all legal`,
    );
    expect(a).toBeLessThanOrEqual(0.6 * b);
  }, 300_000);
});

// How many mails the judge writes for a game played by mail (issue 8, item 6), with the judge's own
// parts: who is mailed is src/mail/compose.ts's `concerns`, what standing orders answer is
// src/policies/answer.ts's `nextPolicyAnswer`, and the flow is src/games': a player's mail gets one
// answer (src/mail/mailLines.ts), and the adjudication it starts (its order, then every answer the
// standing orders give after it, src/games/heldMail.ts) one mail to each side it concerns.
// tests/mail/policyGame.test.ts checks the count against a whole game over real SMTP.
import { concerns } from "../../src/mail/compose.js";
import { formatOrder } from "../../src/orders/index.js";
import { nextPolicyAnswer } from "../../src/policies/answer.js";
import type { BattlePolicy } from "../../src/policies/policy.js";
import type { GameEvent } from "../../src/rules/events.js";
import { enemyOf, SIDES, type Side } from "../../src/rules/sides.js";
import type { GameState } from "../../src/rules/state.js";

export type Policies = Partial<Record<Side, BattlePolicy>>;

/** The mails one adjudication causes: the answer to the player's mail, and one per side concerned. */
export function adjudicationMails(after: GameState, told: readonly GameEvent[]): number {
  return 1 + SIDES.filter((side) => concerns(after, side, told)).length;
}

/** The notice a standing order's answer is told with (src/games/policies.ts). */
export function policyNotice(side: Side, kind: string, order: string): GameEvent {
  return { type: "policy-answer", side, kind, order, secret: { from: enemyOf(side) } } as unknown as GameEvent;
}

type Apply = (state: GameState, side: Side, order: Parameters<typeof formatOrder>[0]) => { state: GameState; events: readonly GameEvent[] };

/**
 * Every answer the standing orders give from `state` on, as the judge gives them after an order:
 * the state they leave, what they told, and how many they gave.
 */
export function policyChain(state: GameState, policies: Policies, apply: Apply): { state: GameState; told: GameEvent[]; answers: number } {
  const told: GameEvent[] = [];
  let answers = 0;
  for (let next = nextPolicyAnswer(state, policies); next !== null; next = nextPolicyAnswer(state, policies)) {
    const { decision, order } = next;
    const result = apply(state, decision.side, order);
    told.push(policyNotice(decision.side, decision.kind, formatOrder(order)), ...result.events);
    state = result.state;
    answers++;
  }
  return { state, told, answers };
}

export const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};

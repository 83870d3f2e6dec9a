// How many mails the judge sends for a game played by mail, with the judge's own parts: who is
// mailed is src/mail/gameMailer.ts's `hasNewDecision` (NOTIFY decisions, the default), what standing
// orders answer is src/policies/answer.ts's `nextPolicyAnswer`, and the flow is src/games': the
// adjudication a player's mail starts (its order, then every answer the standing orders give after
// it, src/games/heldMail.ts) mails the player its answer with its next decision if it has one, the
// other side if it has a new decision, and both at the end; what else they saw waits for their next mail.
// tests/mail/policyGame.test.ts checks the count against a whole game over real SMTP.
import { hasNewDecision } from "../../src/mail/gameMailer.js";
import { pendingDecisions } from "../../src/rules/engine.js";
import { formatOrder } from "../../src/orders/index.js";
import { nextPolicyAnswer } from "../../src/policies/answer.js";
import type { BattlePolicy } from "../../src/policies/policy.js";
import type { GameEvent } from "../../src/rules/events.js";
import { enemyOf, SIDES, type Side } from "../../src/rules/sides.js";
import type { GameState } from "../../src/rules/state.js";

export type Policies = Partial<Record<Side, BattlePolicy>>;

/**
 * The mails one adjudication sends: `player` gave its first order (by mail) from `before`, `acted`
 * gave all of them. The game's end mails both sides (their final mail answers the player).
 */
export function adjudicationMails(before: GameState, after: GameState, player: Side, acted: readonly Side[]): number {
  if (after.winner) return 2;
  const answer = pendingDecisions(after).some((d) => d.side === player) ? 1 : 0;
  const other = enemyOf(player);
  return answer + (hasNewDecision(before, after, other, acted) ? 1 : 0);
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
export function policyChain(state: GameState, policies: Policies, apply: Apply): { state: GameState; told: GameEvent[]; answers: number; acted: Side[] } {
  const told: GameEvent[] = [];
  const acted: Side[] = [];
  let answers = 0;
  for (let next = nextPolicyAnswer(state, policies); next !== null; next = nextPolicyAnswer(state, policies)) {
    const { decision, order } = next;
    const result = apply(state, decision.side, order);
    told.push(policyNotice(decision.side, decision.kind, formatOrder(order)), ...result.events);
    state = result.state;
    acted.push(decision.side);
    answers++;
  }
  return { state, told, answers, acted };
}

export const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};

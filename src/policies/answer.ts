// A side's standing battle orders applied to one of its decisions (issue 8, item 5). The choice is
// made from the side's own view and the decision alone, so a condition counts only what the side
// can see; the engine then checks the order, and a policy that cannot answer legally asks instead.
import { blockInfo, byMapOrder, type AreaName, type BlockId } from "../rules/data/index.js";
import type { BlockChoice, Decision } from "../rules/decisions.js";
import { applyOrder, pendingDecisions } from "../rules/engine.js";
import type { BlockMove, Order } from "../rules/orders.js";
import type { RandomSource } from "../rules/random.js";
import { enemyOf, type Side } from "../rules/sides.js";
import type { CombatAction, GameState } from "../rules/state.js";
import { viewFor, type View } from "../views/index.js";
import type { BattlePolicy, Condition, HitTarget, PolicyRule } from "./policy.js";

export type PolicyAnswer = { order: Order } | { ask: string };

type DecisionOf<K extends Decision["kind"]> = Extract<Decision, { kind: K }>;

const ask = (why: string): PolicyAnswer => ({ ask: why });

/** 2.2 the blocks that make a player want to decide: nobles, the Scottish King, Edward. */
function isLeader(block: BlockId): boolean {
  const info = blockInfo(block);
  return info.type === "noble" || info.type === "king";
}

function stepsIn(view: View, area: AreaName, side: Side): number {
  return view.blocks.filter((b) => b.area === area && b.side === side).reduce((n, b) => n + b.strength, 0);
}

/** The conditions of a rule for one block of the side, from what its view shows. */
function holds(when: Condition, view: View, side: Side, block: BlockChoice): boolean {
  const battle = view.battle;
  if (when.afterRound !== undefined && (battle?.round ?? 0) <= when.afterRound) return false;
  if (when.belowSteps !== undefined && block.strength >= when.belowSteps) return false;
  if (when.outnumbered !== undefined) {
    if (!battle) return false;
    const own = stepsIn(view, battle.area, side);
    if (stepsIn(view, battle.area, enemyOf(side)) < when.outnumbered * own) return false;
  }
  return true;
}

const ruleFor = (rules: readonly PolicyRule[], view: View, side: Side, c: BlockChoice): PolicyRule | undefined =>
  rules.find((r) => (r.blocks === undefined || r.blocks.includes(c.block)) && holds(r.when, view, side, c));

/** The preferred destinations that are open, else (with no preference) every open one in map order. */
function destinations(policy: BattlePolicy, open: readonly AreaName[]): AreaName[] {
  if (policy.retreatTo.length > 0) return policy.retreatTo.filter((a) => open.includes(a));
  return [...open].sort(byMapOrder);
}

function combatTurn(policy: BattlePolicy, view: View, d: DecisionOf<"combat-turn">): PolicyAnswer {
  const actions: CombatAction[] = [];
  for (const c of d.blocks) {
    const act = ruleFor(policy.rules, view, d.side, c)?.act ?? "fire";
    if (act !== "retreat") {
      actions.push({ block: c.block, act });
      continue;
    }
    const to = destinations(policy, c.to)[0];
    if (to === undefined) return ask(`${blockInfo(c.block).name} should retreat but none of its retreat areas is open`);
    actions.push({ block: c.block, act: "retreat", to });
  }
  return { order: { type: "combat", actions } };
}

function rank(policy: BattlePolicy, block: BlockId): number {
  const matches = (t: HitTarget) => t === block || t === blockInfo(block).type;
  const first = policy.hitsFirst.findIndex(matches);
  if (first >= 0) return first;
  const last = policy.hitsLast.findIndex(matches);
  return last >= 0 ? 1000 - last : 500;
}

/** 5.41 the outcome whose hits land on the most preferred blocks; ties keep the engine's order. */
function hits(policy: BattlePolicy, d: DecisionOf<"assign-hits">): PolicyAnswer {
  const score = (outcome: readonly BlockId[]) => outcome.map((b) => rank(policy, b)).sort((a, b) => a - b);
  let best: BlockId[] | undefined;
  for (const outcome of d.outcomes) {
    if (best === undefined) best = outcome;
    else {
      const [a, b] = [score(outcome), score(best)];
      const i = a.findIndex((v, k) => v !== b[k]);
      if (i >= 0 && (a[i] ?? 0) < (b[i] ?? 0)) best = outcome;
    }
  }
  return best === undefined ? ask("no way to place the hits is listed") : { order: { type: "hits", blocks: best } };
}

function withdrawals(policy: BattlePolicy, d: DecisionOf<"forced-retreat" | "regroup">): PolicyAnswer {
  const moves: BlockMove[] = [];
  if (d.kind === "regroup") {
    if (policy.regroup === "none") return { order: { type: "regroup", moves: [] } };
    for (const c of d.blocks) {
      const to = (policy.regroup as AreaName[]).find((a) => c.to.includes(a));
      if (to !== undefined) moves.push({ block: c.block, to });
    }
    return { order: { type: "regroup", moves } };
  }
  for (const c of d.blocks) {
    const to = destinations(policy, c.to)[0];
    if (to !== undefined) moves.push({ block: c.block, to });
  }
  return { order: { type: "retreat", moves } };
}

const BATTLE_KINDS = new Set<Decision["kind"]>(["choose-battle", "combat-turn", "assign-hits", "forced-retreat", "regroup"]);

/** The order the policy gives for the decision, from the side's view; or why the side is asked. */
export function policyChoice(policy: BattlePolicy, view: View, d: Decision): PolicyAnswer {
  // Pillage hits (C1) are not a battle's: only hits taken in the battle being fought are answered.
  const pillage = d.kind === "assign-hits" && view.battle?.area !== d.area;
  if (!BATTLE_KINDS.has(d.kind) || pillage) return ask("not a battle decision");
  if (policy.ask === "always") return ask("ask me for every battle");
  const area = view.battle?.area ?? null;
  if (policy.ask === "leaders" && area !== null && view.blocks.some((b) => b.area === area && isLeader(b.block))) {
    return ask("ask me for battles with a noble, the King or Edward");
  }
  switch (d.kind) {
    case "choose-battle": {
      // 5.1 the first in map order, unless a battle with a leader the side wants to see is among them.
      if (policy.ask === "leaders") return ask("ask me which battle comes next");
      const first = [...d.areas].sort(byMapOrder)[0];
      return first === undefined ? ask("no battle is listed") : { order: { type: "battle", area: first } };
    }
    case "combat-turn":
      return combatTurn(policy, view, d);
    case "assign-hits":
      return hits(policy, d);
    case "forced-retreat":
    case "regroup":
      return withdrawals(policy, d);
    default:
      return ask("not a battle decision");
  }
}

/** Checking an order on a scratch copy draws no real dice. */
const SCRATCH_DICE: RandomSource = { next: () => 0 };

/** The policy's answer to the side's pending decision, checked by the engine: never an illegal order. */
export function answerByPolicy(state: GameState, policy: BattlePolicy, d: Decision): PolicyAnswer {
  const choice = policyChoice(policy, viewFor(state, d.side), d);
  if ("ask" in choice) return choice;
  const checked = applyOrder(state, d.side, choice.order, SCRATCH_DICE);
  return checked.ok ? choice : ask(`the standing orders give an illegal answer (${checked.error.message})`);
}

/**
 * The first pending decision the sides' standing orders answer, with the order they give; null
 * when every decision is left to a player. A decision with one choice (`only`) is the engine's.
 */
export function nextPolicyAnswer(state: GameState, policies: Partial<Record<Side, BattlePolicy>>): { decision: Decision; order: Order } | null {
  for (const d of pendingDecisions(state)) {
    const policy = policies[d.side];
    if (!policy || d.only) continue;
    const answer = answerByPolicy(state, policy, d);
    if ("order" in answer) return { decision: d, order: answer.order };
  }
  return null;
}

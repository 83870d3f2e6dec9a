// 5.1 the Battle Phase: P1 picks each contested area in turn; defection battles (EV-HERALD, 6.21, Q1, Q8).

import type { AreaName } from "./data/index.js";
import { byMapOrder } from "./data/index.js";
import { isContested, type Ctx } from "./board.js";
import { beginBattle } from "./battle.js";
import { illegal } from "./errors.js";
import { popStep, type StepHandler } from "./flow.js";
import { enemyOf } from "./sides.js";
import type { Step } from "./state.js";

function pendingBattles(ctx: Ctx): AreaName[] {
  return ctx.s.contests.map((c) => c.area).filter((a) => isContested(ctx.s, a)).sort(byMapOrder);
}

function startContest(ctx: Ctx, area: AreaName): void {
  const { s } = ctx;
  const contest = s.contests.find((c) => c.area === area);
  s.contests = s.contests.filter((c) => c.area !== area);
  const p1 = s.p1 ?? "england";
  beginBattle(ctx, {
    area,
    attacker: contest?.attacker ?? p1,
    defection: false,
    reserves: contest?.reserves ?? [],
    entries: contest?.entries ?? { england: [], scotland: [] },
    enteredLast: enemyOf(p1),
  });
}

export const battlePhase: StepHandler<Extract<Step, { t: "battle-phase" }>> = {
  run(ctx) {
    const areas = pendingBattles(ctx);
    if (areas.length === 0) {
      ctx.s.contests = [];
      popStep(ctx.s);
      return "continue";
    }
    if (areas.length === 1) {
      startContest(ctx, areas[0] as AreaName);
      return "continue";
    }
    return "wait";
  },
  decide(s) {
    const areas = s.contests.map((c) => c.area).filter((a) => isContested(s, a)).sort(byMapOrder);
    return [{ kind: "choose-battle", side: s.p1 ?? "england", rule: "5.1", areas, defection: false }];
  },
  apply(ctx, _step, _side, order) {
    if (order.type !== "battle") illegal("wrong-order-type", "5.1", "choose the next battle");
    const areas = pendingBattles(ctx);
    if (!areas.includes(order.area)) illegal("illegal-choice", "5.1", `no battle is pending in ${order.area} (pending: ${areas.join(", ")})`);
    startContest(ctx, order.area);
  },
};

function startDefection(ctx: Ctx, step: Extract<Step, { t: "defections" }>, area: AreaName): void {
  step.areas = step.areas.filter((a) => a !== area);
  beginBattle(ctx, { area, attacker: step.attacker, defection: true, reserves: [], entries: { england: [], scotland: [] }, enteredLast: null });
}

/** Defection battles are fought at once, one at a time, in the order P1 chooses (Q1). */
export const defections: StepHandler<Extract<Step, { t: "defections" }>> = {
  run(ctx, step) {
    step.areas = step.areas.filter((a) => isContested(ctx.s, a));
    if (step.areas.length === 0) {
      popStep(ctx.s);
      return "continue";
    }
    if (step.areas.length === 1) {
      startDefection(ctx, step, step.areas[0] as AreaName);
      return "continue";
    }
    return "wait";
  },
  decide(s, step) {
    return [{ kind: "choose-battle", side: step.chooser, rule: "6.21", areas: step.areas.filter((a) => isContested(s, a)), defection: true }];
  },
  apply(ctx, step, _side, order) {
    if (order.type !== "battle") illegal("wrong-order-type", "6.21", "choose the next defection battle");
    if (!step.areas.includes(order.area)) illegal("illegal-choice", "6.21", `no defection battle is pending in ${order.area}`);
    startDefection(ctx, step, order.area);
  },
};

// Step 4 of a Game Turn: 5.9 border-raid attrition, then the 9.1 sudden-death check (Q13).

import { blockInfo, BLOCK_IDS, type BlockId } from "./data/index.js";
import { countAt, emit, isNoble, onMap, toPool, type Ctx } from "./board.js";
import { illegal } from "./errors.js";
import { popStep, schedule, type StepHandler } from "./flow.js";
import type { GameState, Step } from "./state.js";
import { checkSuddenDeath } from "./victory.js";

/** 5.9 the English non-noble blocks on the map that may be removed for a raid. */
export function raidCandidates(s: GameState): BlockId[] {
  return BLOCK_IDS.filter((id) => s.blocks[id].side === "england" && onMap(s.blocks[id].at) && !isNoble(id));
}

function raidNeeded(s: GameState): boolean {
  return countAt(s, "England", "scotland") > 0 && raidCandidates(s).length > 0;
}

export const turnEnd: StepHandler<Extract<Step, { t: "turn-end" }>> = {
  run(ctx) {
    popStep(ctx.s);
    if (raidNeeded(ctx.s)) schedule(ctx.s, { t: "raid" }, { t: "sudden-death" }, { t: "next-turn" });
    else schedule(ctx.s, { t: "sudden-death" }, { t: "next-turn" });
    return "continue";
  },
  decide: () => [],
  apply: () => illegal("no-decision", "5.9", "nothing to decide"),
};

export const raid: StepHandler<Extract<Step, { t: "raid" }>> = {
  run: () => "wait",
  decide(s) {
    const blocks = raidCandidates(s);
    const only = blocks.length === 1 ? { type: "raid" as const, block: blocks[0] as BlockId } : undefined;
    return [{ kind: "raid-attrition", side: "england", rule: "5.9", blocks, ...(only ? { only } : {}) }];
  },
  apply(ctx: Ctx, _step, _side, order) {
    if (order.type !== "raid") illegal("wrong-order-type", "5.9", "name the English block removed by the border raid");
    if (!raidCandidates(ctx.s).includes(order.block)) {
      illegal("illegal-choice", "5.9", `${blockInfo(order.block).name} is not an English non-noble block on the map`);
    }
    const from = ctx.s.blocks[order.block].at;
    toPool(ctx.s, order.block);
    if (onMap(from)) emit(ctx, { type: "raid-attrition", block: order.block, from, secret: { from: "scotland", fields: ["block"] } });
    popStep(ctx.s);
  },
};

export const suddenDeath: StepHandler<Extract<Step, { t: "sudden-death" }>> = {
  run(ctx) {
    popStep(ctx.s);
    checkSuddenDeath(ctx);
    return "continue";
  },
  decide: () => [],
  apply: () => illegal("no-decision", "9.1", "nothing to decide"),
};

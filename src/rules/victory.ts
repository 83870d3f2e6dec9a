// 9.0 / 9.1 victory.

import { emit, noblesControlled, onMap, type Ctx } from "./board.js";
import { NOBLE_IDS } from "./data/index.js";
import type { Side } from "./sides.js";
import type { Victory } from "./state.js";

export function declareWinner(ctx: Ctx, side: Side, reason: Victory["reason"]): void {
  if (ctx.s.winner) return;
  const victory: Victory = { side, reason, year: ctx.s.year };
  ctx.s.winner = victory;
  ctx.s.steps = [];
  emit(ctx, { type: "game-over", victory });
}

/** 9.1 at the end of a Game Turn, one side controls all nobles in play. */
export function checkSuddenDeath(ctx: Ctx): void {
  let inPlay = 0;
  let english = 0;
  for (const id of NOBLE_IDS) {
    const b = ctx.s.blocks[id];
    if (!onMap(b.at)) continue;
    inPlay += 1;
    if (b.side === "england") english += 1;
  }
  if (inPlay === 0) return;
  if (english === inPlay) declareWinner(ctx, "england", "sudden-death");
  else if (english === 0) declareWinner(ctx, "scotland", "sudden-death");
}

/** 9.0 majority of the nobles in play; 7-7 goes to Scotland only with Wallace on the map (Q10, Q23). */
export function scoreScenario(ctx: Ctx): void {
  const england = noblesControlled(ctx.s, "england");
  const scotland = noblesControlled(ctx.s, "scotland");
  emit(ctx, { type: "scored", england, scotland });
  if (england > scotland) declareWinner(ctx, "england", "majority");
  else if (scotland > england) declareWinner(ctx, "scotland", "majority");
  else declareWinner(ctx, onMap(ctx.s.blocks.wallace.at) ? "scotland" : "england", "wallace-tie-break");
}

// Random draws from a pool (7.61, 7.7, 8.0): one draw picks uniformly among the eligible blocks.

import { poolOf, type Ctx } from "./board.js";
import type { BlockId } from "./data/index.js";
import type { DrawPurpose } from "./random.js";
import type { Side } from "./sides.js";

/** The drawn value is an index into the eligible pool blocks in block order; only the owner sees it. */
export function drawRandom(ctx: Ctx, side: Side, purpose: DrawPurpose, eligible: (id: BlockId) => boolean = () => true): BlockId | null {
  const candidates = poolOf(ctx.s, side).filter(eligible);
  if (candidates.length === 0) return null;
  const index = ctx.rng.next(candidates.length, purpose, side);
  return candidates[index] ?? null;
}

// What must hold after every order of any game (issue: random playouts check invariants).

import { BLOCK_IDS, BLOCKS, AREA_NAMES, type BlockId, type BlockInfo } from "../rules/data/index.js";
import { castleLimit, hasOption, isNoble, onMap, sideBlocksAt } from "../rules/board.js";
import { pendingDecisions } from "../rules/engine.js";
import { withBoardIndex } from "../rules/boardIndex.js";
import type { BlockState, GameState } from "../rules/state.js";

const KNOWN_AREAS: ReadonlySet<string> = new Set(AREA_NAMES);

export function checkInvariants(s: GameState): string | null {
  const inOrder = blocksInOrderProblem(s);
  const broken = inOrder === undefined ? blocksProblem(s) : inOrder;
  if (broken) return broken;
  if (!s.winner && pendingDecisions(s).length === 0) return "the game is not over but nobody has a decision";
  if (s.winner && pendingDecisions(s).length > 0) return "the game is over but a decision is pending";
  return null;
}

/** One block's invariants; BLOCKS lists the blocks in BLOCK_IDS order (data.test.ts), so `info` is BLOCKS[i]. */
function blockProblem(id: BlockId, b: BlockState | undefined, info: BlockInfo): string | null {
  if (!b) return `block ${id} is missing`;
  if (b.side !== "england" && b.side !== "scotland") return `block ${id} has no side`;
  if (onMap(b.at)) {
    if (!KNOWN_AREAS.has(b.at)) return `block ${id} is in unknown place ${String(b.at)}`;
    if (b.strength < 1 || b.strength > info.maxSteps) return `block ${id} has strength ${b.strength}`;
  } else if (info.type === "noble" && id !== "moray" && b.at !== "removed") {
    return `noble ${id} is off the map (${b.at})`;
  }
  const side = info.side;
  if (side !== "either" && b.side !== side) return `block ${id} changed side`;
  return null;
}

function blocksProblem(s: GameState): string | null {
  for (let i = 0; i < BLOCK_IDS.length; i++) {
    const id = BLOCK_IDS[i] as BlockId;
    const problem = blockProblem(id, s.blocks[id], BLOCKS[i] as BlockInfo);
    if (problem) return problem;
  }
  return null;
}

/**
 * blocksProblem by a for-in walk (V8's cheapest over an object) when the blocks are keyed in
 * BLOCK_IDS order, as every state the engine makes is; undefined when they are not (or a block
 * breaks a rule: then blocksProblem names the first in BLOCK_IDS order).
 */
function blocksInOrderProblem(s: GameState): null | undefined {
  let i = 0;
  for (const id in s.blocks) {
    if (id !== BLOCK_IDS[i]) return undefined;
    if (blockProblem(id, s.blocks[id], BLOCKS[i] as BlockInfo) !== null) return undefined;
    i += 1;
  }
  return i === BLOCK_IDS.length ? null : undefined;
}

/**
 * 7.3 / 7.5 castle limits hold when a new Year starts. Blocks drawn in the last winter are left out:
 * draws are limited on their own (7.61) and a sea reinforcement counts where it was drawn.
 */
export function checkCastleLimits(s: GameState, drawnLastWinter: ReadonlySet<string>): string | null {
  return withBoardIndex(s, () => castleLimitProblem(s, drawnLastWinter));
}

function castleLimitProblem(s: GameState, drawnLastWinter: ReadonlySet<string>): string | null {
  for (const where of AREA_NAMES) {
    for (const side of ["england", "scotland"] as const) {
      const blocks = sideBlocksAt(s, where, side).filter(
        (id) => !drawnLastWinter.has(id) && !(id === "norse" && hasOption(s, "OPT-ANGUS-OG")) && !(id === "wallace" && where === "Selkirk"),
      );
      if (where === "England") {
        if (side === "scotland" && blocks.length > 0) return `Scottish blocks wintered in England`;
        continue;
      }
      const limit = castleLimit(where, side);
      const nobles = blocks.filter((id) => isNoble(id) && id !== "moray").length;
      const edwardHere = side === "england" && s.edwardWintered && s.blocks.edward.at === where;
      if (blocks.length > Math.max(limit, nobles) && !edwardHere) {
        return `${side} has ${blocks.length} blocks in ${where} over the winter (limit ${limit})`;
      }
    }
  }
  return null;
}

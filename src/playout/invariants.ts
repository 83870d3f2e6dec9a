// What must hold after every order of any game (issue: random playouts check invariants).

import { BLOCK_IDS, BLOCKS, AREA_NAMES, type BlockId, type BlockInfo } from "../rules/data/index.js";
import { castleLimit, hasOption, isNoble, onMap, sideBlocksAt } from "../rules/board.js";
import { pendingDecisions } from "../rules/engine.js";
import { withBoardIndex } from "../rules/boardIndex.js";
import type { GameState } from "../rules/state.js";

const KNOWN_AREAS: ReadonlySet<string> = new Set(AREA_NAMES);

export function checkInvariants(s: GameState): string | null {
  for (let i = 0; i < BLOCK_IDS.length; i++) {
    const id = BLOCK_IDS[i] as BlockId;
    const b = s.blocks[id];
    if (!b) return `block ${id} is missing`;
    if (b.side !== "england" && b.side !== "scotland") return `block ${id} has no side`;
    // BLOCKS lists the blocks in BLOCK_IDS order (data.test.ts).
    const info = BLOCKS[i] as BlockInfo;
    if (onMap(b.at)) {
      if (!KNOWN_AREAS.has(b.at)) return `block ${id} is in unknown place ${String(b.at)}`;
      if (b.strength < 1 || b.strength > info.maxSteps) return `block ${id} has strength ${b.strength}`;
    } else if (isNoble(id) && id !== "moray" && b.at !== "removed") {
      return `noble ${id} is off the map (${b.at})`;
    }
    const side = info.side;
    if (side !== "either" && b.side !== side) return `block ${id} changed side`;
  }
  if (!s.winner && pendingDecisions(s).length === 0) return "the game is not over but nobody has a decision";
  if (s.winner && pendingDecisions(s).length > 0) return "the game is over but a decision is pending";
  return null;
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

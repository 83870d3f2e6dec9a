// The invariant checks every random playout runs after every order (src/playout/invariants.ts):
// they pass on the engine's states and name the first broken block, whatever order the blocks are keyed in.

import { describe, expect, it } from "vitest";
import { BLOCK_IDS } from "../../src/rules/data/index.js";
import { copyState, newGame } from "../../src/rules/engine.js";
import { checkInvariants } from "../../src/playout/invariants.js";
import type { GameState } from "../../src/rules/state.js";

function start(): GameState {
  return copyState(newGame({ scenario: "braveheart", options: [] }, { next: () => 0 }).state);
}

/** The same state with its blocks keyed in reverse BLOCK_IDS order. */
function reversedKeys(s: GameState): GameState {
  const blocks = Object.fromEntries([...BLOCK_IDS].reverse().map((id) => [id, s.blocks[id]])) as GameState["blocks"];
  return { ...s, blocks };
}

describe("checkInvariants", () => {
  it("passes a state the engine made, with its blocks keyed in any order", () => {
    const s = start();
    expect(checkInvariants(s)).toBeNull();
    expect(checkInvariants(reversedKeys(s))).toBeNull();
  });

  it("2.11 names a block on the map with no steps, the first in block order when two are broken", () => {
    const s = start();
    const onMap = BLOCK_IDS.filter((id) => !["pool", "aside", "removed"].includes(s.blocks[id].at));
    const [first, second] = onMap;
    if (!first || !second) throw new Error("no blocks on the map");
    s.blocks[second].strength = 0;
    s.blocks[first].strength = 0;
    expect(checkInvariants(s)).toBe(`block ${first} has strength 0`);
    expect(checkInvariants(reversedKeys(s))).toBe(`block ${first} has strength 0`);
  });

  it("names a missing block and a block that changed side", () => {
    const s = start();
    const missing = { ...s, blocks: { ...s.blocks } };
    delete (missing.blocks as Partial<GameState["blocks"]>).wallace;
    expect(checkInvariants(missing)).toBe("block wallace is missing");
    s.blocks.wallace.side = "england";
    expect(checkInvariants(s)).toBe("block wallace changed side");
  });
});

// The view's lists of blocks (src/views/view.ts builds them in one pass over the blocks): pools and
// removed blocks in the blocks' table order, hidden blocks counted per area and side, sorted by area
// name then side. Checked against the lists written out one by one, over states of random games.
import { describe, expect, it } from "vitest";
import { onMap } from "../../src/rules/board.js";
import { BLOCK_IDS } from "../../src/rules/data/index.js";
import { SIDES } from "../../src/rules/sides.js";
import type { GameState } from "../../src/rules/state.js";
import { VIEWERS, viewFor, type Viewer } from "../../src/views/index.js";
import { statePool } from "../helpers/statePool.js";

function expectedLists(s: GameState, viewer: Viewer) {
  const identified = new Set(viewFor(s, viewer).blocks.map((b) => b.block));
  const pool = (side: string) => BLOCK_IDS.filter((id) => s.blocks[id].side === side && s.blocks[id].at === "pool");
  const counts = new Map<string, { side: string; area: string; count: number }>();
  for (const id of BLOCK_IDS) {
    const b = s.blocks[id];
    if (!onMap(b.at) || identified.has(id)) continue;
    const entry = counts.get(`${b.at}|${b.side}`) ?? { side: b.side, area: b.at, count: 0 };
    entry.count += 1;
    counts.set(`${b.at}|${b.side}`, entry);
  }
  const mayLook = (side: string) => viewer === "referee" || viewer === side;
  return {
    pools: Object.fromEntries(SIDES.map((side) => [side, mayLook(side) ? pool(side) : null])),
    poolSizes: Object.fromEntries(SIDES.map((side) => [side, pool(side).length])),
    removed: BLOCK_IDS.filter((id) => s.blocks[id].at === "removed"),
    hidden: [...counts.values()].sort((a, b) => a.area.localeCompare(b.area) || a.side.localeCompare(b.side)),
  };
}

describe("the view's block lists", () => {
  const states = statePool(40, 5).map((p) => p.state);

  it("pools, removed blocks and hidden counts, in their order, for every viewer", () => {
    let hiddenSeen = 0;
    for (const s of states) {
      for (const viewer of VIEWERS) {
        const { pools, poolSizes, removed, hidden } = viewFor(s, viewer);
        expect({ pools, poolSizes, removed, hidden }).toStrictEqual(expectedLists(s, viewer));
        hiddenSeen += hidden.length;
      }
    }
    expect(hiddenSeen).toBeGreaterThan(100);
  });
});

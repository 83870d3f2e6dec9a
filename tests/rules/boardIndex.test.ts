// The board index used while decisions are worked out (issue 10, item 1): inside withBoardIndex the
// board queries answer exactly what a scan of all 56 blocks answers, and only for that state.

import { afterEach, describe, expect, it } from "vitest";
import { AREA_NAMES, BLOCK_IDS } from "../../src/rules/data/index.js";
import { blocksAt, countAt, sideBlocksAt, sideOnMap } from "../../src/rules/board.js";
import { verifyBoardIndex, withBoardIndex } from "../../src/rules/boardIndex.js";
import { applyOrder, copyState, newGame, pendingDecisions } from "../../src/rules/engine.js";
import { randomOrder } from "../../src/playout/randomOrder.js";
import { playoutSources } from "../../src/playout/seeds.js";
import { OPTION_IDS, type GameState, type OptionId, type Place } from "../../src/rules/state.js";

const PLACES: Place[] = [...AREA_NAMES, "pool", "aside", "removed"];

/** What the queries answer for every place and side, by whatever means is in force. */
function answers(s: GameState): unknown[] {
  return [
    ...PLACES.flatMap((place) => [
      blocksAt(s, place),
      sideBlocksAt(s, place, "england"),
      sideBlocksAt(s, place, "scotland"),
      countAt(s, place, "england"),
      countAt(s, place, "scotland"),
    ]),
    sideOnMap(s, "england"),
    sideOnMap(s, "scotland"),
  ];
}

/** The states of one random Campaign game, every 7th order. */
function someStates(): GameState[] {
  const { choices, dice } = playoutSources("campaign", 11);
  let state = newGame({ scenario: "campaign", options: [] }, dice).state;
  const states: GameState[] = [state];
  for (let i = 0; i < 600 && !state.winner; i++) {
    const decision = choices.pick(pendingDecisions(state));
    const result = applyOrder(state, decision.side, randomOrder(state, decision, choices), dice);
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
    if (i % 7 === 0) states.push(state);
  }
  return states;
}

/** A copy of `s` with Wallace in another area: a board that differs from its original's. */
function withWallaceMoved(s: GameState): GameState {
  const copy = copyState(s);
  const wallace = copy.blocks.wallace;
  wallace.at = wallace.at === "Fife" ? "Mar" : "Fife";
  return copy;
}

describe("board index", () => {
  it("answers blocksAt, sideBlocksAt, countAt and sideOnMap as the full scan does (1.1 places, 4.5 control)", () => {
    for (const s of someStates()) {
      const scanned = answers(s);
      expect(withBoardIndex(s, () => answers(s))).toEqual(scanned);
    }
  });

  it("is used only for the state it was made for", () => {
    const [s] = someStates();
    if (!s) throw new Error("no state");
    const other = withWallaceMoved(s);
    const expected = answers(other);
    expect(withBoardIndex(s, () => answers(other))).toEqual(expected);
  });

  it("hands out lists a caller may sort or change without corrupting the index", () => {
    const s = newGame({ scenario: "braveheart", options: [] }, { next: () => 0 }).state;
    const count = BLOCK_IDS.filter((id) => s.blocks[id].at === "England").length;
    withBoardIndex(s, () => {
      blocksAt(s, "England").length = 0;
      sideBlocksAt(s, "England", "england").reverse();
      expect(blocksAt(s, "England")).toHaveLength(count);
      expect(sideBlocksAt(s, "England", "england")).toEqual(BLOCK_IDS.filter((id) => s.blocks[id].at === "England" && s.blocks[id].side === "england"));
    });
  });
});

describe("board index while orders are applied", () => {
  afterEach(() => verifyBoardIndex(false));

  it("is carried from a state to its copy made for the next order, not built again, and only from that state", () => {
    const [s] = someStates();
    if (!s) throw new Error("no state");
    withBoardIndex(s, () => countAt(s, "Fife", "scotland"));
    // A copy whose board differs, though it claims to be a copy of `s`: the carried index answers for `s`.
    const copy = withWallaceMoved(s);
    verifyBoardIndex(true);
    expect(() => withBoardIndex(copy, () => answers(copy), s)).toThrow(/board index out of date/);
    // Claimed a copy of another state, it is built for the copy's own board.
    withBoardIndex(s, () => countAt(s, "Fife", "scotland"));
    expect(withBoardIndex(copy, () => answers(copy), copyState(s))).toEqual(answers(copy));
  });

  it("is carried for each of several games applied in turn (a server's orders), not only for the state indexed last", () => {
    const states = someStates();
    const [first, second] = [states[1], states[2]];
    if (!first || !second) throw new Error("no states");
    withBoardIndex(first, () => countAt(first, "Fife", "scotland"));
    withBoardIndex(second, () => countAt(second, "Fife", "scotland"));
    // Carried, the index answers for `first` (its board, not the copy's): the check sees it.
    const copy = withWallaceMoved(first);
    verifyBoardIndex(true);
    expect(() => withBoardIndex(copy, () => answers(copy), first)).toThrow(/board index out of date/);
  });

  it("is never out of date: every change of a block's place or side goes through board.ts (4.5 control read after each change)", () => {
    verifyBoardIndex(true);
    for (const scenario of ["braveheart", "the_bruce", "campaign"] as const) {
      for (const options of [[], [...OPTION_IDS]] as OptionId[][]) {
        for (const seed of [1, 2]) {
          const { choices, dice } = playoutSources(scenario, seed);
          let state = newGame({ scenario, options }, dice).state;
          while (!state.winner) {
            const decision = choices.pick(pendingDecisions(state));
            const result = applyOrder(state, decision.side, randomOrder(state, decision, choices), dice);
            if (!result.ok) throw new Error(result.error.message);
            state = result.state;
          }
        }
      }
    }
  }, 120_000);
});

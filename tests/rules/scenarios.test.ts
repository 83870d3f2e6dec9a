// 8.0 scenarios: newGame places every block as scenarios.json says, draws the English set-up blocks, deals.

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { BLOCKS, NOBLE_IDS, type BlockId } from "../../src/rules/data/index.js";
import { newGame } from "../../src/rules/engine.js";
import type { GameState } from "../../src/rules/state.js";
import { TestDice } from "../helpers/game.js";

interface RefSide {
  nobles: Record<string, string>;
  blocks: Record<string, string>;
  setAside?: string[];
  removed?: string[];
}
interface RefScenario {
  id: string;
  firstYear: number;
  lastYear: number | null;
  england?: RefSide;
  scotland?: RefSide;
  setupAs?: string;
}
const SCENARIOS = (JSON.parse(readFileSync(new URL("../../../shared/reference/scenarios.json", import.meta.url), "utf8")) as { scenarios: RefScenario[] }).scenarios;

const DEAL = Array.from({ length: 24 }, () => 0);
const idOf = (name: string): BlockId => {
  const b = BLOCKS.find((x) => x.name === name);
  if (!b) throw new Error(`no block named ${name}`);
  return b.id;
};
const where = (s: GameState, side: "england" | "scotland", at: string): BlockId[] =>
  BLOCKS.map((b) => b.id).filter((id) => s.blocks[id].side === side && s.blocks[id].at === at);

function start(scenario: "braveheart" | "the_bruce" | "campaign", draws: number[]) {
  const dice = new TestDice();
  dice.push(...draws, ...DEAL);
  const game = newGame({ scenario }, dice);
  expect(dice.remaining()).toBe(0);
  return { ...game, dice };
}

/** Every block named in scenarios.json stands where it says, for its side, at full strength. */
function expectPlacedAsReference(s: GameState, ref: RefScenario): void {
  for (const side of ["england", "scotland"] as const) {
    const setup = ref[side] as RefSide;
    for (const [name, area] of Object.entries({ ...setup.nobles, ...setup.blocks })) {
      const id = idOf(name);
      const max = BLOCKS.find((b) => b.id === id)?.maxSteps;
      expect(s.blocks[id], `${name}`).toEqual({ side, at: area, strength: max });
    }
    for (const name of setup.setAside ?? []) expect(s.blocks[idOf(name)].at, name).toBe("aside");
    for (const name of setup.removed ?? []) expect(s.blocks[idOf(name)].at, name).toBe("removed");
  }
}

describe("8.1 Braveheart", () => {
  it("8.1 the blocks stand as scenarios.json lists them; King and French Knights set aside; 7 Scots in the pool", () => {
    const { state } = start("braveheart", [0, 0, 0, 0]);
    const ref = SCENARIOS.find((x) => x.id === "braveheart") as RefScenario;
    expectPlacedAsReference(state, ref);
    expect(where(state, "scotland", "pool").sort()).toEqual(["campbell", "ettrick", "graham", "keith", "lindsay", "macdonald", "norse"]);
    expect(state.blocks.king.at).toBe("aside");
    expect(state.blocks.french_knights.at).toBe("aside");
    // All 14 nobles are in play: 11 English, Bruce, Galloway and Moray Scottish.
    expect(NOBLE_IDS.filter((id) => state.blocks[id].side === "england")).toHaveLength(11);
    expect(NOBLE_IDS.filter((id) => state.blocks[id].side === "scotland").sort()).toEqual(["bruce", "galloway", "moray"]);
    expect(state.blocks.comyn.at).toBe("Badenoch");
  });

  it("8.1 four of the other 13 red blocks, Edward included, are drawn into England at full strength", () => {
    // Draws index the English pool in block order: edward, lancaster_archers, welsh_archers, lancaster_knights, ...
    const { state, dice } = start("braveheart", [0, 5, 0, 9]);
    expect(dice.drawn.filter((d) => d.purpose === "levy").map((d) => d.n)).toEqual([13, 12, 11, 10]);
    expect(where(state, "england", "England")).toEqual(["edward", "lancaster_archers", "hobelars", "ulster_infantry"]);
    for (const id of where(state, "england", "England")) expect(state.blocks[id].strength).toBe(BLOCKS.find((b) => b.id === id)?.maxSteps);
    expect(where(state, "england", "pool")).toHaveLength(9);
    expect(where(state, "england", "pool")).not.toContain("cumbria_infantry");
  });

  it("8.1 the game starts in 1297 with Edward I, no King, and 5 cards in each hand", () => {
    const { state } = start("braveheart", [0, 0, 0, 0]);
    expect(state.year).toBe(1297);
    expect(state.turn).toBe(1);
    expect(state.edward).toBe("I");
    expect(state.kingCrowned).toBe(false);
    expect(state.hands.england).toHaveLength(5);
    expect(state.hands.scotland).toHaveLength(5);
  });
});

describe("8.2 The Bruce", () => {
  it("8.2 the blocks stand as scenarios.json lists them; Wallace and Moray dead; 13 nobles in play; the King crowned", () => {
    const { state } = start("the_bruce", [0, 0, 0, 0, 0, 0]);
    const ref = SCENARIOS.find((x) => x.id === "the_bruce") as RefScenario;
    expectPlacedAsReference(state, ref);
    expect(state.blocks.wallace.at).toBe("removed");
    expect(state.blocks.moray.at).toBe("removed");
    expect(state.blocks.french_knights.at).toBe("aside");
    expect(state.kingCrowned).toBe(true);
    expect(state.year).toBe(1306);
    expect(state.edward).toBe("I");
    expect(NOBLE_IDS.filter((id) => state.blocks[id].at !== "removed")).toHaveLength(13);
    expect(where(state, "scotland", "pool").sort()).toEqual(["ettrick", "fraser", "graham", "grant", "keith", "macdonald", "norse"]);
  });

  it("8.2 England levies half its pool of 11, rounded up: 6 blocks in England", () => {
    const { state, dice } = start("the_bruce", [0, 0, 0, 0, 0, 0]);
    expect(dice.drawn.filter((d) => d.purpose === "levy").map((d) => d.n)).toEqual([11, 10, 9, 8, 7, 6]);
    expect(where(state, "england", "England")).toEqual(["edward", "lancaster_archers", "welsh_archers", "lancaster_knights", "york_knights", "durham_knights"]);
    expect(where(state, "england", "pool")).toEqual(["hobelars", "york_infantry", "lancaster_infantry", "welsh_infantry", "ulster_infantry"]);
  });
});

describe("8.3 Campaign", () => {
  it("8.3 the Campaign sets up as Braveheart and has no last year", () => {
    const campaign = start("campaign", [0, 5, 0, 9]).state;
    const braveheart = start("braveheart", [0, 5, 0, 9]).state;
    expect(campaign.blocks).toEqual(braveheart.blocks);
    expect(campaign.scenario).toBe("campaign");
    expect(campaign.year).toBe(1297);
    expect(campaign.campaignEndYear).toBeNull();
    expect(SCENARIOS.find((x) => x.id === "campaign")?.setupAs).toBe("braveheart");
  });

  it("8.3 (Q11) a Campaign end year may be set", () => {
    const dice = new TestDice();
    dice.push(0, 0, 0, 0, ...DEAL);
    expect(newGame({ scenario: "campaign", campaignEndYear: 1310 }, dice).state.campaignEndYear).toBe(1310);
  });
});

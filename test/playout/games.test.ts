// Random playouts (issue "rules engine", item 9): 320 complete games across every scenario, with and
// without every option, each checking the invariants after every order (src/playout/invariants.ts).

import { describe, expect, it } from "vitest";
import { playMany } from "../../src/playout/run.js";
import type { ScenarioId } from "../../src/rules/data/index.js";
import { OPTION_IDS, type OptionId } from "../../src/rules/state.js";

const clock = () => 0;

const RUNS: { scenario: ScenarioId; options: OptionId[]; campaignEndYear: number | null; games: number; seed: number }[] = [
  { scenario: "braveheart", options: [], campaignEndYear: null, games: 50, seed: 101 },
  { scenario: "braveheart", options: [...OPTION_IDS], campaignEndYear: null, games: 50, seed: 102 },
  { scenario: "the_bruce", options: [], campaignEndYear: null, games: 50, seed: 103 },
  { scenario: "the_bruce", options: [...OPTION_IDS], campaignEndYear: null, games: 50, seed: 104 },
  { scenario: "campaign", options: [], campaignEndYear: null, games: 50, seed: 105 },
  { scenario: "campaign", options: [...OPTION_IDS], campaignEndYear: null, games: 50, seed: 106 },
  { scenario: "campaign", options: [], campaignEndYear: 1314, games: 20, seed: 107 },
];

describe("random playouts", () => {
  for (const run of RUNS) {
    const label = `${run.scenario}${run.options.length ? " with every option" : ""}${run.campaignEndYear ? ` ending ${run.campaignEndYear}` : ""}`;
    it(`${run.games} random games of ${label} end with no invariant broken`, () => {
      const report = playMany(run.games, { scenario: run.scenario, options: run.options, campaignEndYear: run.campaignEndYear, seed: run.seed }, clock);
      expect(report.errors).toEqual([]);
      expect(report.completed).toBe(run.games);
      expect(report.winners.england + report.winners.scotland).toBe(run.games);
    });
  }
});

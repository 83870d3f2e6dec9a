// Complete random games that, together, raise every kind of event the narrative describes.

import { playOne, type PlayedGame } from "../../src/playout/run.js";
import { OPTION_IDS } from "../../src/rules/state.js";
import type { ScenarioId } from "../../src/rules/data/index.js";

const GAMES: readonly { scenario: ScenarioId; seed: number; allOptions: boolean }[] = [
  { scenario: "campaign", seed: 1, allOptions: true },
  { scenario: "braveheart", seed: 2, allOptions: false },
  { scenario: "the_bruce", seed: 3, allOptions: true },
  { scenario: "campaign", seed: 4, allOptions: false },
  { scenario: "braveheart", seed: 6, allOptions: false },
  { scenario: "braveheart", seed: 21, allOptions: true },
];

let played: PlayedGame[] | undefined;

export function sampleGames(): PlayedGame[] {
  played ??= GAMES.map((g) => playOne({ scenario: g.scenario, options: g.allOptions ? [...OPTION_IDS] : [], campaignEndYear: null, seed: g.seed }, true));
  return played;
}

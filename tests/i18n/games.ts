// Complete random games that, together, raise every kind of event the narrative describes.

import { playOne, type PlayedGame } from "../../src/playout/run.js";
import type { GameEvent } from "../../src/rules/events.js";
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

/**
 * One event of each kind that random play raises rarely (a change of the random player may drop
 * them from the sample games), so that every kind is told in every language whatever the samples.
 */
export const RARE_EVENTS: readonly GameEvent[] = [
  { type: "hands-redealt", reason: "VAR-123" },
  { type: "event-passed", side: "england", event: "sea_move" },
  { type: "truce", side: "scotland" },
  { type: "coronation", king: "balliol", area: "Fife" },
  { type: "herald", side: "england", noble: "comyn", roll: 5, success: false },
  { type: "herald", side: "scotland", noble: "angus", roll: 2, success: true },
  { type: "noble-switched", noble: "angus", to: "scotland", area: "Angus", strength: 2, rule: "EV-HERALD" },
  { type: "noble-switched", noble: "ross", to: "england", area: "Ross", strength: 1, rule: "X-1" },
  { type: "pillage", side: "england", target: "Lothian", from: "Dunbar" },
  { type: "step-lost", side: "scotland", block: "douglas", area: "Lothian", strength: 2 },
  { type: "step-lost", side: "scotland", block: "douglas", area: "Lothian", strength: 0 },
  { type: "steps-added", side: "england", area: "Dunbar", grants: [{ block: "edward", steps: 1 }] },
  { type: "sea-move", side: "scotland", from: "Fife", to: "Lothian", blocks: ["wallace"], count: 1 },
  { type: "celtic-roll", block: "edward", roll: 6, deserted: true },
  { type: "celtic-roll", block: "edward", roll: 1, deserted: false },
  { type: "captured", noble: "comyn", from: "england", to: "scotland", area: "Badenoch" },
  { type: "edward-killed", area: "Lothian" },
  { type: "control-swapped", area: "Fife", attacker: "scotland" },
  { type: "raid-attrition", block: "edward", from: "England" },
  { type: "eliminated", side: "scotland", block: "wallace", to: "removed", area: null },
  { type: "eliminated", side: "england", block: "edward", to: "pool", area: null },
  { type: "year-ended", year: 1299, reason: "two-events" },
  { type: "winter-step", step: "W9", rule: "7.9" },
  { type: "french-knights-available" },
  { type: "draw-returned", side: "scotland", block: "wallace", area: "Fife", rule: "7.61" },
  { type: "edward-ii" },
  { type: "game-over", victory: { side: "scotland", reason: "edward-ii-killed", year: 1310 } },
  { type: "game-over", victory: { side: "england", reason: "resignation", year: 1298 } },
];

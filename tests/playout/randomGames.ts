// Random playouts (issue "rules engine", item 9): 320 complete games across every scenario, with and
// without every option, each checking the invariants after every order (src/playout/invariants.ts).
// Sized by count, never by time: the games are cut into chunks of CHUNK so that one test stays short,
// and each chunk's timeout is far above what it needs on a busy machine (issue "speed", item 4).
// The runs are spread over four test files (games.*.test.ts) so that the test workers can play them
// on every core at once; together they play every run below.

import { describe, expect, it } from "vitest";
import { gameSeed, playOne } from "../../src/playout/run.js";
import type { ScenarioId } from "../../src/rules/data/index.js";
import { OPTION_IDS, type OptionId } from "../../src/rules/state.js";

/** Games per test. A Campaign game takes about 0.5 s on a quiet 2-core machine: 5 s a chunk. */
const CHUNK = 10;
/** More than ten times a quiet machine's slowest chunk, so a machine busy with other work still passes. */
const CHUNK_TIMEOUT_MS = 300_000;

/** The test file that plays a run: games.<file>.test.ts. */
export type PlayoutFile = "braveheart" | "the_bruce" | "campaign" | "campaign-options";

interface Run {
  file: PlayoutFile;
  scenario: ScenarioId;
  options: OptionId[];
  campaignEndYear: number | null;
  games: number;
  seed: number;
}

const RUNS: Run[] = [
  { file: "braveheart", scenario: "braveheart", options: [], campaignEndYear: null, games: 50, seed: 101 },
  { file: "braveheart", scenario: "braveheart", options: [...OPTION_IDS], campaignEndYear: null, games: 50, seed: 102 },
  { file: "the_bruce", scenario: "the_bruce", options: [], campaignEndYear: null, games: 50, seed: 103 },
  { file: "the_bruce", scenario: "the_bruce", options: [...OPTION_IDS], campaignEndYear: null, games: 50, seed: 104 },
  { file: "campaign", scenario: "campaign", options: [], campaignEndYear: null, games: 50, seed: 105 },
  { file: "campaign-options", scenario: "campaign", options: [...OPTION_IDS], campaignEndYear: null, games: 50, seed: 106 },
  { file: "campaign", scenario: "campaign", options: [], campaignEndYear: 1314, games: 20, seed: 107 },
];

/** The random playouts of one test file. */
export function randomPlayouts(file: PlayoutFile): void {
  describe("random playouts", () => {
    for (const run of RUNS.filter((r) => r.file === file)) {
      const label = `${run.scenario}${run.options.length ? " with every option" : ""}${run.campaignEndYear ? ` ending ${run.campaignEndYear}` : ""}`;
      for (let first = 0; first < run.games; first += CHUNK) {
        const last = Math.min(run.games, first + CHUNK);
        it(`random games ${first + 1}-${last} of ${run.games} of ${label} end with no invariant broken`, { timeout: CHUNK_TIMEOUT_MS }, () => {
          for (let game = first; game < last; game++) {
            const played = playOne({ scenario: run.scenario, options: run.options, campaignEndYear: run.campaignEndYear, seed: gameSeed(run.seed, game) });
            expect(played.error, `game ${game + 1} (seed ${gameSeed(run.seed, game)})`).toBeNull();
            expect(played.final.winner).not.toBeNull();
          }
        });
      }
    }
  });
}

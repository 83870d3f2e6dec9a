// The order the test files start in. The workers take files in this order, so a long file started
// last keeps one core busy after the others are done. Vitest orders by the durations it remembers
// from the last run (node_modules/.vite), or by file size when it remembers none, as in a fresh
// clone, where the longest suites (tests/mail/sqlite.test.ts is 13 lines) would come last. So the
// files known to take longest start first, the longest first, then the rest in Vitest's order.

import { relative } from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";
import { createPrng, shuffled } from "../src/playout/prng.js";

/**
 * Measured with `npx vitest run --reporter=json` (README "Tests"); the longest first. Last measured
 * in a fresh clone on 2026-11-27, once the mail tests kept their SMTP connections open.
 */
export const LONGEST_FIRST = [
  "tests/page/play.test.ts",
  "tests/mail/mailbox.test.ts",
  "tests/bench/mailGames.test.ts",
  "tests/mail/lobby.test.ts",
  "tests/api/contract.test.ts",
  "tests/api/deadlineServers.test.ts",
  "tests/mail/policyGame.test.ts",
  "tests/mail/postgres.test.ts",
  "tests/mail/sqlite.test.ts",
  "tests/mail/languages.test.ts",
  "tests/api/fuzz.test.ts",
  "tests/store/sqliteWriter.test.ts",
  "tests/api/serve.test.ts",
  "tests/cli/serveMemory.test.ts",
  "tests/api/sqlite.test.ts",
  "tests/client/play.test.ts",
  "tests/api/crash.test.ts",
  "tests/store/sqlite.test.ts",
  "tests/api/race.test.ts",
  "tests/i18n/narrative.test.ts",
  "tests/client/seatPlay.test.ts",
  "tests/mail/deadlines.test.ts",
  "tests/rules/keyOrder.test.ts",
  "tests/store/postgres.test.ts",
  "tests/rules/sharedBlocks.test.ts",
  "tests/api/postgres.test.ts",
  "tests/games/deadlines/unanswered.test.ts",
  "tests/games/deadlines/race.test.ts",
  "tests/games/policies.test.ts",
  "tests/playout/games.braveheart.test.ts",
  "tests/playout/games.the_bruce.test.ts",
  "tests/playout/games.campaign-options.test.ts",
  "tests/playout/games.campaign.test.ts",
];

export function rankOf(path: string): number {
  const rank = LONGEST_FIRST.indexOf(path);
  return rank === -1 ? LONGEST_FIRST.length : rank;
}

/**
 * HOTS_TEST_SHUFFLE=<seed> runs the files in an order shuffled by that seed instead (README "Tests"):
 * the files that share a worker's process (tests/sharedProcess.ts) then follow one another in
 * another order, which shows that none passes only because of what another left behind.
 */
export function shuffleSeed(env: Record<string, string | undefined>): number | null {
  const text = env.HOTS_TEST_SHUFFLE;
  if (text === undefined || text === "") return null;
  if (!/^\d{1,9}$/.test(text)) throw new Error(`HOTS_TEST_SHUFFLE must be a whole number (a seed), not ${JSON.stringify(text)}`);
  return Number(text);
}

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const seed = shuffleSeed(process.env);
    if (seed !== null) {
      console.log(`Test files in an order shuffled by seed ${seed} (HOTS_TEST_SHUFFLE)`);
      return shuffled(files, createPrng(seed));
    }
    const sorted = await super.sort(files);
    const root = this.ctx.config.root;
    const rank = (file: TestSpecification) => rankOf(relative(root, file.moduleId).split("\\").join("/"));
    // Array.prototype.sort is stable: the rest keep Vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}

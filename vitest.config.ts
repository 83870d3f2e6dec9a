import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";
import { LongestFirstSequencer } from "./tests/sequencer.js";
import { sharedPlan } from "./tests/sharedFolder.js";

const shared = sharedPlan(fileURLToPath(new URL(".", import.meta.url)), process.env);
if (shared.message) console.warn(shared.message);

export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts"],
    exclude: [...configDefaults.exclude, ...shared.exclude],
    // Generous, so that a busy machine makes the run slower, never red (issue 10, item 4).
    testTimeout: 300_000,
    hookTimeout: 300_000,
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine, which
    // leaves a core idle and stops everything while a file waits for a server, a mail or a child
    // process. One more worker than cores keeps every core busy (README "Tests").
    maxWorkers: availableParallelism() + 1,
    sequence: { sequencer: LongestFirstSequencer },
  },
});

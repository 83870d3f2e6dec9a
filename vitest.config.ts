import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";
import { LongestFirstSequencer } from "./tests/sequencer.js";
import { sharedPlan } from "./tests/sharedFolder.js";
import { OWN_PROCESS } from "./tests/sharedProcess.js";

const shared = sharedPlan(fileURLToPath(new URL(".", import.meta.url)), process.env);
if (shared.message) console.warn(shared.message);

const exclude = [...configDefaults.exclude, ...shared.exclude];
const ownProcess = Object.keys(OWN_PROCESS);

export default defineConfig({
  test: {
    // Generous, so that a busy machine makes the run slower, never red (issue 10, item 4).
    testTimeout: 300_000,
    hookTimeout: 300_000,
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine, which
    // leaves a core idle and stops everything while a file waits for a server, a mail or a child
    // process. One more worker than cores keeps every core busy (README "Tests").
    maxWorkers: availableParallelism() + 1,
    sequence: { sequencer: LongestFirstSequencer },
    // Nothing a test mocks, stubs or spies on outlives it, in whichever process it ran.
    restoreMocks: true,
    unstubEnvs: true,
    unstubGlobals: true,
    projects: [
      // A worker's process runs these files one after another (tests/sharedProcess.ts says why and how it is kept safe).
      { extends: true, test: { name: "shared", include: ["tests/**/*.test.ts"], exclude: [...exclude, ...ownProcess], isolate: false, setupFiles: ["tests/sharedProcessSetup.ts"] } },
      { extends: true, test: { name: "own process", include: ownProcess, exclude, isolate: true } },
    ],
  },
});

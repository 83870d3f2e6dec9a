import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";
import { sharedPlan } from "./tests/sharedFolder.js";

const shared = sharedPlan(fileURLToPath(new URL(".", import.meta.url)), process.env);
if (shared.message) console.warn(shared.message);

export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts"],
    exclude: [...configDefaults.exclude, ...shared.exclude],
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});

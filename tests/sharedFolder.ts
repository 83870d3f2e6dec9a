// The project's shared folder (../shared: RULES.md and the reference data) sits beside the repository
// in the workspace and in CI, but not beside a clone on its own. The tests that compare with it are
// left out there, with one message (vitest.config.ts); under CI=true they run, and fail without it.

import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";

/** A test that reads ../shared names a path in it: "../shared/..." or join(..., "..", "shared", ...). */
const READS_SHARED = /\.\.\/shared\/|["']\.\.["'],\s*["']shared["']/;

/** Every test file under `dir`, as paths joined to it. */
export function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

/** The test files, relative to `root`, that read ../shared. */
export function testsReadingShared(root: string): string[] {
  return testFiles(join(root, "tests"))
    .filter((path) => READS_SHARED.test(readFileSync(path, "utf8")))
    .map((path) => relative(root, path))
    .sort();
}

export interface SharedPlan {
  /** Test files to leave out of the run. */
  exclude: string[];
  /** The one message saying so, or null. */
  message: string | null;
}

export function sharedPlan(root: string, env: Record<string, string | undefined>): SharedPlan {
  if (existsSync(join(root, "..", "shared")) || env.CI === "true") return { exclude: [], message: null };
  const exclude = testsReadingShared(root);
  return {
    exclude,
    message:
      `No ../shared beside this repository: skipping ${exclude.length} test files that compare with the project's ` +
      `rules and reference data (${exclude.join(", ")}). Under CI=true they run, and fail without it.`,
  };
}

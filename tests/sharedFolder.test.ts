// Issue 12, item 16: a clone on its own (no ../shared beside it) passes its tests; CI still runs all.

import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { sharedPlan, testsReadingShared } from "./sharedFolder.js";

const ROOT = join(import.meta.dirname, "..");
const outer = mkdtempSync(join(tmpdir(), "hots-alone-"));
afterAll(() => rmSync(outer, { recursive: true, force: true }));

/** Spelt in pieces so that this file is not itself a test reading ../shared. */
const folderName = ["sh", "ared"].join("");

/** A repository in a folder of its own, with one test reading ../shared and one that does not. */
function clone(): string {
  const root = join(outer, `repo-${Math.random().toString(36).slice(2)}`);
  mkdirSync(join(root, "tests", "rules"), { recursive: true });
  const path = `../../../${folderName}/reference/map.json`;
  writeFileSync(join(root, "tests", "rules", "data.test.ts"), `readFileSync(new URL("${path}", import.meta.url));`);
  writeFileSync(join(root, "tests", "rules", "moves.test.ts"), 'it("4.1 moves", () => {});');
  return root;
}

describe("issue 12: a clone without ../shared", () => {
  it("12.16 finds every test that reads ../shared", () => {
    expect(testsReadingShared(ROOT)).toEqual(["tests/i18n/rulebookQuotes.test.ts", "tests/rules/coverage.test.ts", "tests/rules/data.test.ts", "tests/rules/scenarios.test.ts"]);
  });

  it("12.16 leaves those tests out with one message when ../shared is absent, and runs them under CI=true", () => {
    const root = clone();
    const alone = sharedPlan(root, {});
    expect(alone.exclude).toEqual(["tests/rules/data.test.ts"]);
    expect(alone.message).toMatch(/^No \.\.\/shared beside this repository: skipping 1 test files .*tests\/rules\/data\.test\.ts.*Under CI=true they run/);
    expect(sharedPlan(root, { CI: "true" })).toEqual({ exclude: [], message: null });
    mkdirSync(join(root, "..", folderName), { recursive: true });
    expect(sharedPlan(root, {})).toEqual({ exclude: [], message: null });
  });

  it("12.16 the README sends nobody to a file of ../shared", () => {
    const readme = readFileSync(join(ROOT, "README.md"), "utf8");
    expect(readme).not.toMatch(new RegExp(["RULES\\.md", "DESIGN\\.md", "STYLE\\.md", "\\.\\./shared", "reference/\\w+\\.json"].join("|")));
  });
});

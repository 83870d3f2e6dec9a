// Issue "rules engine", done-when: every section 1.0-9.1, EX-*, OPT-*, VAR-123 and TB-* of RULES.md has a test
// named after it. Reads RULES.md and the test files (tests may read ../shared; the engine never does).

import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..", "..");
const RULES = readFileSync(join(ROOT, "..", "shared", "rules", "RULES.md"), "utf8");

function ruleIds(): string[] {
  const ids = new Set<string>();
  for (const m of RULES.matchAll(/^## (\d)\.0 /gm)) ids.add(`${m[1]}.0`);
  for (const m of RULES.matchAll(/\*\*(\d\.\d+)\b/g)) ids.add(m[1] as string);
  for (const m of RULES.matchAll(/\b(EX-[0-9A-Z.]*[0-9A-Z][a-z]?|OPT-[A-Z-]*[A-Z]|VAR-123|TB-\d)\b/g)) ids.add(m[1] as string);
  return [...ids].sort();
}

function testNames(dir: string): string[] {
  const names: string[] = [];
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) names.push(...testNames(path));
    else if (entry.endsWith(".test.ts")) {
      for (const m of readFileSync(path, "utf8").matchAll(/\b(?:it|describe)\(\s*["'`](.*?)["'`]\s*,/g)) names.push(m[1] as string);
    }
  }
  return names;
}

describe("rule coverage", () => {
  const names = testNames(join(ROOT, "tests")).join("\n");
  const ids = ruleIds();

  it("finds the rule ids of RULES.md (sections, examples, options)", () => {
    expect(ids).toEqual(expect.arrayContaining(["1.0", "4.3", "9.1", "EX-4.4c", "EX-5.41b", "OPT-RALLY", "VAR-123", "TB-4"]));
    expect(ids.length).toBeGreaterThan(80);
  });

  it("every rule id has at least one test named after it", () => {
    const escape = (id: string) => id.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const missing = ids.filter((id) => !new RegExp(`(^|[^0-9A-Za-z-])${escape(id)}(?![0-9A-Za-z])`, "m").test(names));
    expect(missing).toEqual([]);
  });
});

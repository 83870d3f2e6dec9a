// The files that share their worker's process leave nothing to the next file (issue 10, item 4;
// tests/sharedProcess.ts): none of them, nor any module of tests/ it imports, mocks, stubs, spies,
// changes the environment, a global or the process's handlers, and no such module registers a hook
// at its top level; the files that do keep a process of their own, and the list of those names
// only files that exist.
import { existsSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { testFiles } from "./sharedFolder.js";
import { HOOK_AT_TOP_LEVEL, LEAVES_STATE, OWN_PROCESS } from "./sharedProcess.js";

const ROOT = join(import.meta.dirname, "..");
const TESTS = join(ROOT, "tests");

/** The modules of tests/ that `file` imports, itself included, followed through their own imports. */
function testModulesOf(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const text = readFileSync(file, "utf8");
  for (const match of text.matchAll(/(?:from|import)\s*\(?\s*["'](\.{1,2}\/[^"']+)["']/g)) {
    const target = resolve(dirname(file), match[1]!.replace(/\.js$/, ".ts"));
    if (target.startsWith(TESTS) && existsSync(target)) testModulesOf(target, seen);
  }
  return seen;
}

/** Each line of `text` that matches a pattern of LEAVES_STATE, with the reason. */
function leftState(text: string): string[] {
  return text.split("\n").flatMap((line, i) => LEAVES_STATE.filter(({ pattern }) => pattern.test(line)).map(({ why }) => `line ${i + 1}: ${why}: ${line.trim()}`));
}

/** Each line of an imported module's `text` that registers a hook at the module's top level. */
function topLevelHooks(text: string): string[] {
  return text.split("\n").flatMap((line, i) => (HOOK_AT_TOP_LEVEL.test(line) ? [`line ${i + 1}: a hook at the top level of an imported module runs for the first file that imports it only: ${line.trim()}`] : []));
}

const rel = (path: string): string => relative(ROOT, path).split("\\").join("/");

/** Each shared test file, with the modules of tests/ it imports (itself included). */
const SHARED = new Map(
  testFiles(TESTS)
    .filter((path) => !(rel(path) in OWN_PROCESS))
    .map((file) => [file, testModulesOf(file)]),
);

describe("test files that share a process (issue 10, item 4)", () => {
  it("the files kept in a process of their own exist", () => {
    for (const path of Object.keys(OWN_PROCESS)) expect(existsSync(join(ROOT, path)), path).toBe(true);
  });

  it("no shared file, nor a module of tests/ it imports, leaves a mock, a stub, the environment, a global or a handler behind", () => {
    expect(SHARED.size).toBeGreaterThan(100);
    const found: string[] = [];
    for (const [file, modules] of SHARED) {
      // This file's examples of leftovers are strings, not calls.
      if (file === import.meta.filename) continue;
      for (const module of modules) for (const line of leftState(readFileSync(module, "utf8"))) found.push(`${rel(file)} (${rel(module)}) ${line}`);
    }
    expect(found).toEqual([]);
  });

  it("no module of tests/ that a shared file imports registers a hook at its top level (it would be the first importer's only)", () => {
    const found = new Set<string>();
    for (const [file, modules] of SHARED) {
      for (const module of modules) if (module !== file) for (const line of topLevelHooks(readFileSync(module, "utf8"))) found.add(`${rel(module)} ${line}`);
    }
    expect([...found]).toEqual([]);
    // The check sees one, and not a hook a function registers for its caller.
    expect(topLevelHooks('const dir = mkdtempSync("x");\nafterAll(() => rmSync(dir));')).toHaveLength(1);
    expect(topLevelHooks("export function suite(): void {\n  afterAll(() => rmSync(dir));\n}")).toEqual([]);
  });

  it("the check sees each kind of leftover, and not the reading of the environment or a child's own", () => {
    const leftovers = [
      'const spy = vi.spyOn(Database.prototype, "prepare");',
      'vi.mock("../../src/config.js");',
      "vi.useFakeTimers();",
      'vi.stubEnv("PORT", "0");',
      'process.env.PORT = "0";',
      'process.env["MAIL_SECRET"] = "x";',
      "delete process.env.CI;",
      "Object.assign(process.env, { PORT: '0' });",
      "globalThis.fetch = fake;",
      'process.on("unhandledRejection", log);',
      'process.chdir("/tmp");',
    ];
    for (const line of leftovers) expect(leftState(line), line).toHaveLength(1);
    const harmless = [
      'const url = process.env.TEST_DATABASE_URL ?? "postgresql://127.0.0.1/test";',
      'env: { PATH: process.env.PATH ?? "", ...env },',
      'if (process.env.CI === "true") return;',
      "const prepare = vi.fn();",
      'child.on("exit", done);',
    ];
    for (const line of harmless) expect(leftState(line), line).toEqual([]);
  });

  it("the guard follows imports into tests/ helpers", () => {
    const modules = [...testModulesOf(join(TESTS, "mail", "sqlite.test.ts"))].map(rel);
    expect(modules).toContain("tests/mail/suite.ts");
    expect(modules.some((path) => path.startsWith("tests/helpers/") || path.startsWith("tests/api/"))).toBe(true);
  });
});

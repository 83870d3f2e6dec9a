// `hots replay` starts with what a replay needs (issue 10): not the other commands, the narrative's
// catalogues or zod, which a valid record does not need. Which modules load, not how long it takes.

import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const ENTRY = 'import { main } from "./src/cli/main.ts"; process.exitCode = await main(process.argv.slice(1));';

function hotsLoading(argv: string[], input = ""): { code: number | null; out: string; err: string; loaded: string[] } {
  const run = spawnSync(process.execPath, ["--import", "tsx", "--import", "./tests/helpers/loadedModules.mjs", "--input-type=module", "-e", ENTRY, ...argv], {
    cwd: ROOT,
    encoding: "utf8",
    input,
  });
  const line = run.stderr.split("\n").find((l) => l.startsWith("loaded modules: "));
  if (!line) throw new Error(`no module list: ${run.stderr}`);
  return { code: run.status, out: run.stdout, err: run.stderr, loaded: JSON.parse(line.slice("loaded modules: ".length)) as string[] };
}

const loads = (loaded: readonly string[], part: string): boolean => loaded.some((url) => url.includes(part));

describe("hots replay start-up", () => {
  it("replays a valid record to JSON without loading zod, i18n, the narrative or another command", () => {
    const { code, out, loaded } = hotsLoading(["replay", "examples/the_bruce-seed-2.json", "--json"]);
    expect(code).toBe(0);
    expect(JSON.parse(out)).toMatchObject({ verified: true });
    expect(loads(loaded, "/src/rules/engine.ts")).toBe(true);
    for (const part of ["/node_modules/zod/", "/node_modules/i18next/", "/src/i18n/locales/", "/src/i18n/translator", "/src/playout/narrative", "/src/cli/commands/render", "/src/cli/commands/play.ts"]) {
      expect(loads(loaded, part), part).toBe(false);
    }
  });

  it("loads the narrative for the words, and zod to explain a record it refuses", () => {
    const words = hotsLoading(["replay", "examples/the_bruce-seed-2.json"]);
    expect(words.out).toMatch(/England wins/);
    expect(loads(words.loaded, "/src/playout/narrative")).toBe(true);
    expect(loads(words.loaded, "/node_modules/zod/")).toBe(false);
    const refused = hotsLoading(["replay", "-"], JSON.stringify({ format: "hots-judge-record", version: 2 }));
    expect(refused.code).toBe(2);
    expect(refused.err).toMatch(/invalid record at gameId/);
    expect(loads(refused.loaded, "/node_modules/zod/")).toBe(true);
  });
});

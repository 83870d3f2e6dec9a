// Issue 10, item 3: `hots serve` sets V8 to keep a long-running server's memory down. Each case
// runs in a fresh process, since V8's settings are the process's.
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const SCRIPT = join(ROOT, "tests", "helpers", "serverMemoryFlags.ts");

interface Observed {
  newSpaceAtStartMb: number;
  largestNewSpaceMb: number;
  largestHeapMb: number;
  wasmTurboFan: boolean;
}

function observe(mode: "tuned" | "default", worker: "none" | "worker" | "bare-worker" = "none"): Observed {
  const out = execFileSync(process.execPath, ["--allow-natives-syntax", "--expose-gc", "--import", "tsx", SCRIPT, mode, worker], { cwd: ROOT, encoding: "utf8", timeout: 120_000 });
  return JSON.parse(out.trim().split("\n").pop() ?? "{}") as Observed;
}

describe("hots serve's V8 settings (issue 10, item 3)", () => {
  it("keep the young generation at its size, the old one close to what lives, and WebAssembly on its baseline code", () => {
    const tuned = observe("tuned");
    const untuned = observe("default");
    expect(tuned.largestNewSpaceMb).toBe(tuned.newSpaceAtStartMb);
    expect(untuned.largestNewSpaceMb).toBeGreaterThan(untuned.newSpaceAtStartMb);
    // Twice what lives instead of up to four times (about 150 MB against 280-350 MB here).
    expect(tuned.largestHeapMb).toBeLessThan(untuned.largestHeapMb * 0.75);
    expect(tuned.wasmTurboFan).toBe(false);
  });

  it("still hold once a worker thread has started (SQLite's writer, the referee pool), which resets V8's flags", () => {
    // Without keepV8FlagsAcross the worker's start undoes them: the young generation grows again.
    const bare = observe("tuned", "bare-worker");
    expect(bare.largestNewSpaceMb).toBeGreaterThan(bare.newSpaceAtStartMb);
    const kept = observe("tuned", "worker");
    expect(kept.largestNewSpaceMb).toBe(kept.newSpaceAtStartMb);
    expect(kept.wasmTurboFan).toBe(false);
  });
});

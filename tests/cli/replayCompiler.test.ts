// Issue 10, item 1: `hots replay` tells V8 to optimise later (src/cli/commands/replayCompiler.ts), since
// one replay does not run long enough to pay for TurboFan's compiling. Each case runs in a fresh
// process, since V8's settings are the process's. What V8 does, not how long it takes.
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { REPLAY_V8_FLAGS } from "../../src/cli/commands/replayCompiler.js";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const SCRIPT = join(ROOT, "tests", "helpers", "replayCompilerFlags.ts");

function observe(mode: "replay" | "none"): { exitCode: number | null; callsBeforeTierUp: number } {
  const out = execFileSync(process.execPath, ["--allow-natives-syntax", "--import", "tsx", SCRIPT, mode], { cwd: ROOT, encoding: "utf8", timeout: 120_000 });
  return JSON.parse(out.trim().split("\n").pop() ?? "{}") as { exitCode: number | null; callsBeforeTierUp: number };
}

describe("hots replay's V8 settings (issue 10, item 1)", () => {
  it("are flags this Node knows: it refuses an unknown one on its command line, where setFlagsFromString would ignore it", () => {
    for (const flag of REPLAY_V8_FLAGS) {
      expect(execFileSync(process.execPath, [flag, "-e", "process.stdout.write('ok')"], { encoding: "utf8" })).toBe("ok");
    }
    expect(() => execFileSync(process.execPath, ["--interrupt-budgets=1", "-e", "0"], { stdio: "ignore" })).toThrow();
  });

  it("make a process that replayed a record send a hot function to TurboFan about eight times later", () => {
    const replayed = observe("replay");
    const untouched = observe("none");
    expect(replayed.exitCode).toBe(0);
    expect(untouched.exitCode).toBeNull();
    expect(replayed.callsBeforeTierUp).toBeGreaterThan(untouched.callsBeforeTierUp * 6);
    expect(replayed.callsBeforeTierUp).toBeLessThan(untouched.callsBeforeTierUp * 10);
  });
});

// Issue 10, item 3: a SQLite server does not load what its requests may never need: the
// PostgreSQL driver, the PNG renderer (and its thread), the inbound mail parser and SMTP server, until a request
// needs it (resvg never: the PNG thread draws). Each case runs in a fresh process, where the module
// cache tells what its main thread loaded.
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const SCRIPT = join(ROOT, "tests", "helpers", "startupModules.ts");
const dirs: string[] = [];

function loadedAfter(...requests: string[]): Record<string, boolean> {
  const dir = mkdtempSync(join(tmpdir(), "hots-startup-"));
  dirs.push(dir);
  const out = execFileSync(process.execPath, ["--import", "tsx", SCRIPT, dir, ...requests], { cwd: ROOT, encoding: "utf8", timeout: 120_000 });
  return JSON.parse(out.trim().split("\n").pop() ?? "{}") as Record<string, boolean>;
}

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("what a SQLite server loads (issue 10, item 3)", () => {
  it("serving games and SVG boards loads neither the PostgreSQL driver, nor resvg, nor the inbound mail stack", () => {
    expect(loadedAfter("board.svg")).toEqual({ pg: false, "@resvg/resvg-js": false, mailparser: false, "smtp-server": false, "PNG thread": false });
  });

  it("the first board.png starts the PNG thread, which draws it: the server's own thread loads none of them, resvg included", () => {
    // The helper fails unless board.png answered 200, and it must end by itself: an idle PNG thread
    // holding the process would time it out.
    expect(loadedAfter("board.png")).toEqual({ pg: false, "@resvg/resvg-js": false, mailparser: false, "smtp-server": false, "PNG thread": true });
  });
});

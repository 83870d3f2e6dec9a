// The bench's cold replay (src/bench/coldReplay.ts, issue 10, item 1): one replay in a process of its
// own, as `hots replay` makes it, its parts timed apart. That it reports them, not how long they take.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const EXAMPLE = join(ROOT, "examples", "the_bruce-seed-2.json");

const coldReplay = (file: string): ReturnType<typeof spawnSync> =>
  spawnSync(process.execPath, ["--import", "tsx", join(ROOT, "src", "bench", "coldReplay.ts"), file], { cwd: ROOT, encoding: "utf8", timeout: 120_000 });

describe("the bench's cold replay", () => {
  it("replays a record in a fresh process and prints its start-up, the record's reading and the replay in ms", () => {
    const run = coldReplay(EXAMPLE);
    expect(run.status).toBe(0);
    const timed = JSON.parse(String(run.stdout).trim()) as Record<string, number>;
    expect(Object.keys(timed).sort()).toEqual(["readMs", "replayMs", "startUpMs"]);
    for (const ms of Object.values(timed)) expect(ms).toBeGreaterThan(0);
  });

  it("fails on a record that does not replay rather than timing it", () => {
    const dir = mkdtempSync(join(tmpdir(), "hots-cold-replay-"));
    try {
      const record = JSON.parse(readFileSync(EXAMPLE, "utf8")) as { orders: { stateHash: string }[] };
      const last = record.orders[record.orders.length - 1];
      if (last) last.stateHash = "0".repeat(64);
      const file = join(dir, "tampered.json");
      writeFileSync(file, JSON.stringify(record));
      const run = coldReplay(file);
      expect(run.status).not.toBe(0);
      expect(String(run.stderr)).toMatch(/does not replay/);
      expect(String(run.stdout)).toBe("");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

// Progress of long work on standard error (src/progress.ts): how far, how fast, the time left; and
// `hots playout --json` keeps standard output to its one JSON object while progress goes to stderr.
import { afterEach, describe, expect, it } from "vitest";
import { hots } from "../helpers/cli.js";
import { createProgress, formatDuration, progressLine } from "../../src/progress.js";

describe("progress on standard error", () => {
  afterEach(() => {
    delete process.env.PROGRESS_INTERVAL_MS;
  });

  it("says how far, how fast and about how long is left", () => {
    expect(progressLine("soak", "games", 50, 200, 10)).toBe("soak: 50/200 games (25%), 5.0 games/s, about 30s left");
    expect(progressLine("soak", "games", 0, 200, 0)).toBe("soak: 0/200 games (0%), 0.0 games/s, time left not known yet");
    expect(formatDuration(3725)).toBe("1h 02m");
    expect(formatDuration(185)).toBe("3m 05s");
  });

  it("reports at most once per interval; a terminal's line is rewritten in place", () => {
    let t = 0;
    const lines: string[] = [];
    const p = createProgress({ label: "x", unit: "games", total: 4, write: (s) => lines.push(s), tty: false, intervalMs: 1000, now: () => t });
    t = 500;
    p.update(1);
    expect(lines).toEqual([]);
    t = 1500;
    p.update(2);
    t = 1600;
    p.update(4);
    expect(lines).toEqual(["x: 2/4 games (50%), 1.3 games/s, about 2s left\n", "x: 4/4 games (100%), 2.5 games/s, about 0s left\n"]);
    const tty: string[] = [];
    const q = createProgress({ label: "x", unit: "games", total: 2, write: (s) => tty.push(s), tty: true, intervalMs: 0, now: () => (t += 1000) });
    q.update(1);
    q.finish();
    expect(tty[0]).toMatch(/^\r\u001b\[2Kx: 1\/2 games/);
    expect(tty.at(-1)).toBe("\n");
  });

  it("hots playout --json: progress lines on standard error, one pure JSON object on standard output", async () => {
    process.env.PROGRESS_INTERVAL_MS = "0";
    const { code, out, err } = await hots("playout", "--games", "4", "--seed", "3", "--json");
    expect(code).toBe(0);
    expect(out).toHaveLength(1);
    expect(JSON.parse(out[0]!).games).toBe(4);
    expect(err.length).toBeGreaterThanOrEqual(4);
    for (const line of err) expect(line).toMatch(/^playout: \d\/4 games \(\d+%\), [\d.]+ games\/s, (about .+ left|time left not known yet)$/);
    expect(err.at(-1)).toMatch(/^playout: 4\/4 games \(100%\)/);
  });
});

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { hots } from "../helpers/cli.js";
import type { PlayoutReport } from "../../src/playout/run.js";

type Report = PlayoutReport;

async function playoutJson(...argv: string[]): Promise<Report> {
  const { code, out, err } = await hots("playout", ...argv, "--json");
  expect(err).toEqual([]);
  expect(code).toBe(0);
  expect(out).toHaveLength(1);
  return JSON.parse(out[0] ?? "") as Report;
}

describe("hots playout --json", () => {
  it("prints one report of the agreed shape, the same digest for the same arguments", async () => {
    const args = ["--games", "3", "--scenario", "braveheart", "--seed", "7"];
    const first = await playoutJson(...args);
    expect(Object.keys(first).sort()).toEqual(["completed", "decisions", "digest", "errors", "games", "gamesPerSecond", "winners"]);
    expect(first.games).toBe(3);
    expect(first.completed).toBe(3);
    expect(first.errors).toEqual([]);
    expect(first.winners.england + first.winners.scotland).toBe(3);
    expect(first.decisions.min).toBeGreaterThan(0);
    expect(first.decisions.min).toBeLessThanOrEqual(first.decisions.median);
    expect(first.decisions.median).toBeLessThanOrEqual(first.decisions.max);
    expect(first.gamesPerSecond).toBeGreaterThan(0);
    expect(first.digest).toMatch(/^[0-9a-f]{64}$/);

    const again = await playoutJson(...args);
    expect(again.digest).toBe(first.digest);
    expect(again.decisions).toEqual(first.decisions);
  });

  it("gives another digest for another seed", async () => {
    const a = await playoutJson("--games", "1", "--seed", "7");
    const b = await playoutJson("--games", "1", "--seed", "8");
    expect(b.digest).not.toBe(a.digest);
  });
});

describe("hots playout without --json", () => {
  it("narrates game 1, then one line per game and a total", async () => {
    const { code, out } = await hots("playout", "--games", "2", "--scenario", "the_bruce", "--seed", "3");
    expect(code).toBe(0);
    expect(out[0]).toBe("== Set-up ==");
    expect(out).toContain("== 1306, turn 1 ==");
    expect(out.filter((l) => l.startsWith("Game over: "))).toHaveLength(1);
    const games = out.filter((l) => /^Game \d \(seed \d+, \d+ decisions\): (England|Scotland) wins /.test(l));
    expect(games.map((l) => l.slice(0, 6))).toEqual(["Game 1", "Game 2"]);
    expect(out[out.length - 1]).toMatch(/^2\/2 games completed; England won \d, Scotland \d; [\d.]+ games\/s; digest [0-9a-f]{64}$/);
  });
});

describe("hots usage errors", () => {
  it.each([
    [["playout", "--games", "0"], /--games must be an integer of at least 1/],
    [["playout", "--games", "three"], /--games must be an integer/],
    [["playout", "--seed=-1"], /--seed must be an integer from 0 to 4294967295, not "-1"/],
    [["playout", "--seed", "-1"], /^hots playout: --seed must be an integer from 0 to 4294967295, not "-1"/],
    [["record", "--scenario", "braveheart", "--seed", "-1"], /^hots record: --seed must be an integer from 0 to 4294967295, not "-1"/],
    [["playout", "--seed"], /Option '--seed <value>' argument missing/],
    [["playout", "--seed", "4294967296"], /--seed must be an integer from 0 to 4294967295/],
    [["playout", "--scenario", "falkirk"], /unknown scenario "falkirk"; scenarios: braveheart, the_bruce, campaign/],
    [["playout", "--options", "OPT-RALLY,OPT-NONE"], /unknown option id OPT-NONE; known: all, OPT-SCHILTROM, .*VAR-123/],
    [["playout", "--campaign-end-year", "1300"], /--campaign-end-year applies only to --scenario campaign/],
    [["playout", "--scenario", "campaign", "--campaign-end-year", "1200"], /--campaign-end-year must be an integer from 1297/],
    [["playout", "--turbo"], /Unknown option '--turbo'/],
    [["playout", "extra"], /Unexpected argument 'extra'/],
    [["joust"], /unknown command "joust"/],
    [["help", "joust"], /no command "joust"/],
  ])("hots %j exits 2 with a message", async (argv, message) => {
    const { code, out, err } = await hots(...argv);
    expect(code).toBe(2);
    expect(out).toEqual([]);
    expect(err.join("\n")).toMatch(message);
  });

  it("accepts every option id, or all", async () => {
    const some = await playoutJson("--options", "OPT-RALLY,OPT-FOCUS-FIRE", "--seed", "2");
    const all = await playoutJson("--options", "all", "--seed", "2");
    expect(some.completed).toBe(1);
    expect(all.completed).toBe(1);
  });
});

describe("hots help", () => {
  it("lists the commands and shows a command's usage", async () => {
    const list = await hots("help");
    expect(list.code).toBe(0);
    expect(list.out.join("\n")).toMatch(/playout +Play complete random games/);
    // Each command's module is loaded only when it runs; help loads them all for their summaries.
    const listed = list.out.map((line) => /^ {2}(\S+) {2,}\S/.exec(line)?.[1]).filter((name) => name !== undefined);
    expect(listed).toEqual(["playout", "play", "record", "replay", "serve", "verify-dice", "verify-tournament", "render", "help"]);
    const usage = await hots("help", "playout");
    expect(usage.code).toBe(0);
    expect(usage.out.join("\n")).toContain("--campaign-end-year Y");
    expect((await hots()).code).toBe(0);
  });
});

describe("issue 12, item 14: seeds and the version", () => {
  it("12.14 hots playout --seed 7 and hots record --seed 7 play the same first game", async () => {
    const playout = await hots("playout", "--scenario", "the_bruce", "--seed", "7");
    expect(playout.code).toBe(0);
    /** The narrative printed before the first line matching `end`, without the blank line after it. */
    const narrativeOf = (out: string[], end: RegExp) => out.slice(0, out.findIndex((l) => end.test(l)) - 1);
    const narrative = narrativeOf(playout.out, /^Game 1 \(/);
    expect(narrative.length).toBeGreaterThan(10);

    const recorded = await hots("record", "--scenario", "the_bruce", "--seed", "7");
    expect(recorded.code).toBe(0);
    const dir = mkdtempSync(join(tmpdir(), "hots-seed-"));
    try {
      const path = join(dir, "record.json");
      writeFileSync(path, recorded.out.join("\n"));
      const replayed = await hots("replay", path, "--log");
      expect(replayed.out.at(-1)).toBe("verified");
      expect(narrativeOf(replayed.out, /^replayed \d+ of \d+ orders/)).toEqual(narrative);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    const decisions = Number(/^Game 1 \(seed 7, (\d+) decisions\)/.exec(playout.out.find((l) => l.startsWith("Game 1 ")) ?? "")?.[1]);
    expect(decisions).toBe(JSON.parse(recorded.out.join("\n")).orders.length);
  });

  it("12.14 hots --version prints the package's version", async () => {
    const { code, out } = await hots("--version");
    expect(code).toBe(0);
    const { version } = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version: string };
    expect(out).toEqual([`hots-judge ${version}`]);
  });
});

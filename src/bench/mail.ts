// npm run bench:mail: N random Braveheart games by mail (src/bench/mailGames.ts), without and with
// standing orders on both sides; prints per side the judge's mails, the player's mails, decisions
// answered, duplicates, KB per mail (median, p90) and MB per game, and writes bench-results/mail.json.
// N: `--games N` or BENCH_MAIL_GAMES (default 20).
import { mkdirSync, writeFileSync } from "node:fs";
import { percentile, playMailGames, type GameFigures } from "./mailGames.js";
import type { Side } from "../rules/sides.js";

const SIDES: Side[] = ["england", "scotland"];

function gamesWanted(): number {
  const flag = process.argv.indexOf("--games");
  const given = flag >= 0 ? process.argv[flag + 1] : process.env.BENCH_MAIL_GAMES;
  const n = Number(given ?? 20);
  if (!Number.isInteger(n) || n < 1) throw new Error(`--games / BENCH_MAIL_GAMES: a whole number of games, not "${given}"`);
  return n;
}

const median = (values: readonly number[]): number => percentile(values, 50);

export interface SideSummary {
  judgeMailsMedian: number;
  refusals: number;
  playerMailsMedian: number;
  decisionsAnsweredMedian: number;
  duplicates: number;
  kbPerMailMedian: number;
  kbPerMailP90: number;
  mbPerGameMedian: number;
  mbPerGameMax: number;
  /** Games where judge mails > 1.1 × player mails + 3. */
  gamesOverMailBudget: number;
}

export function summarise(games: readonly GameFigures[], side: Side): SideSummary {
  const figures = games.map((g) => g.sides[side]);
  const sizes = figures.flatMap((f) => f.sizes);
  const mb = figures.map((f) => f.sizes.reduce((a, b) => a + b, 0) / 1e6);
  return {
    judgeMailsMedian: median(figures.map((f) => f.judgeMails)),
    refusals: figures.reduce((n, f) => n + f.refusals, 0),
    playerMailsMedian: median(figures.map((f) => f.playerMails)),
    decisionsAnsweredMedian: median(figures.map((f) => f.decisionsAnswered)),
    duplicates: figures.reduce((n, f) => n + f.duplicates, 0),
    kbPerMailMedian: Math.round(median(sizes) / 100) / 10,
    kbPerMailP90: Math.round(percentile(sizes, 90) / 100) / 10,
    mbPerGameMedian: Math.round(median(mb) * 100) / 100,
    mbPerGameMax: Math.round(Math.max(0, ...mb) * 100) / 100,
    gamesOverMailBudget: figures.filter((f) => f.judgeMails > 1.1 * f.playerMails + 3).length,
  };
}

async function main(): Promise<void> {
  const games = gamesWanted();
  const runs: Record<string, { games: number; finished: number; verified: number; sides: Record<Side, SideSummary> }> = {};
  for (const policies of [false, true]) {
    const name = policies ? "standing orders on both sides" : "no standing orders";
    const started = performance.now();
    const played = await playMailGames({ games, policies, seed: 1 });
    const sides = Object.fromEntries(SIDES.map((s) => [s, summarise(played, s)])) as Record<Side, SideSummary>;
    runs[name] = { games, finished: played.filter((g) => g.finished).length, verified: played.filter((g) => g.recordVerified).length, sides };
    console.log(`\n${name}: ${games} Braveheart games by mail, ${runs[name].finished} finished, ${runs[name].verified} records verified (${((performance.now() - started) / 1000).toFixed(0)} s)`);
    console.log("side      judge mails  player mails  decisions  duplicates  KB/mail median  p90  MB/game median  max  refusals");
    for (const s of SIDES) {
      const x = sides[s];
      console.log(
        `${s.padEnd(10)}${String(x.judgeMailsMedian).padStart(11)}${String(x.playerMailsMedian).padStart(14)}${String(x.decisionsAnsweredMedian).padStart(11)}${String(x.duplicates).padStart(12)}${String(x.kbPerMailMedian).padStart(16)}${String(x.kbPerMailP90).padStart(5)}${String(x.mbPerGameMedian).padStart(16)}${String(x.mbPerGameMax).padStart(5)}${String(x.refusals).padStart(10)}`,
      );
    }
  }
  const without = runs["no standing orders"]!;
  const withPolicies = runs["standing orders on both sides"]!;
  const fewer = Object.fromEntries(SIDES.map((s) => [s, Math.round((1 - withPolicies.sides[s].playerMailsMedian / without.sides[s].playerMailsMedian) * 100)]));
  console.log(`\nplayer mails with standing orders: ${SIDES.map((s) => `${s} ${fewer[s]}% fewer`).join(", ")}`);
  mkdirSync("bench-results", { recursive: true });
  writeFileSync("bench-results/mail.json", `${JSON.stringify({ scenario: "braveheart", games, runs, fewerPlayerMailsWithStandingOrdersPercent: fewer }, null, 2)}\n`);
  console.log("written: bench-results/mail.json");
}

await main();

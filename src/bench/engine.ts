// Engine benchmark (npm run bench:engine): random games per second, the cost of one
// pendingDecisions + applyOrder pair, and the size of a state, for each scenario.

import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { SCENARIO_IDS, type ScenarioId } from "../rules/data/index.js";
import { applyOrder, newGame, pendingDecisions } from "../rules/engine.js";
import { randomOrder } from "../playout/randomOrder.js";
import { playoutSources } from "../playout/seeds.js";

const GAMES = 30;
const FIRST_SEED = 1;
const RESULTS = new URL("../../bench-results/engine.json", import.meta.url);

interface ScenarioResult {
  scenario: ScenarioId;
  games: number;
  errors: number;
  /** Complete random games per second, random order choice included, size measurement excluded. */
  gamesPerSecond: number;
  pairs: number;
  pairMicros: { median: number; p99: number };
  stateBytes: { median: number; max: number };
}

interface Samples {
  pairNanos: number[];
  stateBytes: number[];
  /** Time spent measuring state sizes, taken out of the games' time. */
  sizingNanos: bigint;
  errors: number;
}

function playGame(scenario: ScenarioId, seed: number, samples: Samples): void {
  const { choices, dice } = playoutSources(scenario, seed);
  let state = newGame({ scenario, options: [], campaignEndYear: null }, dice).state;
  while (!state.winner) {
    const t0 = process.hrtime.bigint();
    const pending = pendingDecisions(state);
    const t1 = process.hrtime.bigint();
    const decision = choices.pick(pending);
    const order = randomOrder(state, decision, choices);
    const t2 = process.hrtime.bigint();
    let result;
    try {
      result = applyOrder(state, decision.side, order, dice);
    } catch {
      samples.errors += 1;
      return;
    }
    const t3 = process.hrtime.bigint();
    samples.pairNanos.push(Number(t1 - t0 + (t3 - t2)));
    if (!result.ok) {
      samples.errors += 1;
      return;
    }
    state = result.state;
    const s0 = process.hrtime.bigint();
    samples.stateBytes.push(Buffer.byteLength(JSON.stringify(state)));
    samples.sizingNanos += process.hrtime.bigint() - s0;
  }
}

/** The value at quantile q of an ascending list (nearest rank). */
function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
}

const round1 = (n: number): number => Math.round(n * 10) / 10;

function benchScenario(scenario: ScenarioId): ScenarioResult {
  const samples: Samples = { pairNanos: [], stateBytes: [], sizingNanos: 0n, errors: 0 };
  const started = process.hrtime.bigint();
  for (let seed = FIRST_SEED; seed < FIRST_SEED + GAMES; seed++) playGame(scenario, seed, samples);
  const seconds = Number(process.hrtime.bigint() - started - samples.sizingNanos) / 1e9;
  const pairs = samples.pairNanos.sort((a, b) => a - b);
  const sizes = samples.stateBytes.sort((a, b) => a - b);
  return {
    scenario,
    games: GAMES,
    errors: samples.errors,
    gamesPerSecond: round1(GAMES / seconds),
    pairs: pairs.length,
    pairMicros: { median: round1(quantile(pairs, 0.5) / 1000), p99: round1(quantile(pairs, 0.99) / 1000) },
    stateBytes: { median: quantile(sizes, 0.5), max: sizes[sizes.length - 1] ?? 0 },
  };
}

function table(results: readonly ScenarioResult[]): string[] {
  const header = ["scenario", "games/s", "errors", "pairs", "pair µs median", "pair µs p99", "state B median", "state B max"];
  const rows = results.map((r) => [
    r.scenario,
    r.gamesPerSecond.toFixed(1),
    String(r.errors),
    String(r.pairs),
    r.pairMicros.median.toFixed(1),
    r.pairMicros.p99.toFixed(1),
    String(r.stateBytes.median),
    String(r.stateBytes.max),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? "").length)));
  const line = (cells: string[]): string => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join("  ");
  return [line(header), ...rows.map(line)];
}

function run(): void {
  console.log(`Engine benchmark: ${GAMES} random games per scenario (seeds ${FIRST_SEED}-${FIRST_SEED + GAMES - 1}), Node ${process.version}`);
  console.log("A pair is one pendingDecisions + applyOrder, timed without the random player's choice.");
  console.log("");
  const results = SCENARIO_IDS.map(benchScenario);
  for (const line of table(results)) console.log(line);
  const path = fileURLToPath(RESULTS);
  mkdirSync(fileURLToPath(new URL(".", RESULTS)), { recursive: true });
  writeFileSync(path, `${JSON.stringify({ node: process.version, games: GAMES, firstSeed: FIRST_SEED, results }, null, 2)}\n`);
  console.log("");
  console.log(`Wrote ${path}`);
  if (results.some((r) => r.errors > 0)) process.exitCode = 1;
}

run();

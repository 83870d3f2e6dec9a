// Engine benchmark (npm run bench:engine): complete random games per second with every invariant
// checked, the cost of one pendingDecisions + applyOrder pair, engine time per game-year, and the
// replay of a Campaign record of 3,000 orders or more: in this process once V8 has compiled it, cold
// in a process of its own, and through `hots replay` with its start-up.

import { createProgress, type Progress } from "../progress.js";
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { SCENARIOS, SCENARIO_IDS, type ScenarioId } from "../rules/data/index.js";
import { applyOrder, newGame, pendingDecisions } from "../rules/engine.js";
import type { OptionId } from "../rules/state.js";
import { randomOrder } from "../playout/randomOrder.js";
import { playoutSources } from "../playout/seeds.js";
import { playOne } from "../playout/run.js";
import { recordRandomGame } from "../playout/recordGame.js";
import { replayRecord } from "../records/index.js";
import { sha256Hex } from "../records/canonical.js";
import { CanonicalJsonWriter } from "../records/canonicalWriter.js";
import { parseRecord, type GameRecord } from "../records/record.js";
import { createCommittedSource, seedFromHex, type LoggedRandomSource } from "../dice/index.js";
import { parseOrder } from "../orders/text.js";
import { describeMachine, machine } from "./machine.js";

const GAMES = 30;
const FIRST_SEED = 1;
/**
 * Untimed games of other seeds played before each scenario's timed games, so that the figures are
 * the engine's steady state (a server or a soak plays thousands of games in one process), not V8's
 * compilation of it; the first, cold pass of the process is timed and printed apart.
 */
const WARMUP_FIRST_SEED = 1001;
/**
 * Issue 10 times the replay of a Campaign record of about 3,000 orders: game seed 64 records one of
 * 2,995. Should the games ever change, seeds go up from it until a record's length is in range.
 */
const LONG_CAMPAIGN_SEED = 64;
const LONG_CAMPAIGN_ORDERS = { min: 2900, max: 3300 };
const REPLAY_RUNS = 5;
const RESULTS = new URL("../../bench-results/engine.json", import.meta.url);
const HOTS = fileURLToPath(new URL("../../bin/hots.js", import.meta.url));
const COLD_REPLAY = fileURLToPath(new URL("./coldReplay.js", import.meta.url));

interface ScenarioResult {
  scenario: ScenarioId;
  games: number;
  errors: number;
  /** Complete random games per second: random player and every invariant check included (as hots playout). */
  gamesPerSecond: number;
  /** The same games per second of this process's CPU time (process.cpuUsage): less sensitive to other load. */
  gamesPerCpuSecond: number;
  pairs: number;
  /** One pendingDecisions + applyOrder, the random player's choice left out. */
  pairMicros: { median: number; p99: number; max: number };
  /** Engine time (the pairs) per Year of play. */
  engineMsPerGameYear: number;
  stateBytes: { median: number; max: number };
}

interface ReplayResult {
  orders: number;
  /** replayRecord in this process, as hots replay calls it: every order applied and its state hash checked. */
  inProcessMs: { median: number; min: number };
  /** Where a replay's time goes (medians of instrumented runs, replayRecord's steps timed one by one). */
  splitMs: ReplaySplit;
  /**
   * The replay alone in a fresh process, as `hots replay` runs it (bench/coldReplay.ts): what a
   * referee's replay costs, V8 compiling the engine as it goes; with the process's start-up
   * (Node and the modules) and the record's reading before it (medians).
   */
  coldMs: { replay: { median: number; min: number }; startUp: number; recordReading: number };
  /** `node bin/hots.js replay FILE --json`, start-up included. */
  commandMs: { median: number; min: number };
}

interface ColdReplay {
  startUpMs: number;
  readMs: number;
  replayMs: number;
}

interface ReplaySplit {
  /** applyOrder, its dice draws left out (the engine's own work). */
  engine: number;
  /** The committed-seed draws (HMAC-SHA256). */
  dice: number;
  /** Canonical JSON and SHA-256 of the state after every order. */
  stateHash: number;
  /** The orders' text read back into orders. */
  orderParsing: number;
  /** The record file's JSON.parse and format check (what the command does before replaying). */
  recordReading: number;
}

const round1 = (n: number): number => Math.round(n * 10) / 10;

/** The value at quantile q of an ascending list (nearest rank). */
function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
}

function millisSince(start: bigint): number {
  return Number(process.hrtime.bigint() - start) / 1e6;
}

interface Speed {
  gamesPerSecond: number;
  gamesPerCpuSecond: number;
  errors: number;
}

/** Games/s as `hots playout` plays them: random orders, invariants after every order. */
function gamesPerSecond(scenario: ScenarioId, firstSeed = FIRST_SEED): Speed {
  let errors = 0;
  const started = process.hrtime.bigint();
  const cpuBefore = process.cpuUsage();
  for (let seed = firstSeed; seed < firstSeed + GAMES; seed++) {
    if (playOne({ scenario, options: [], campaignEndYear: null, seed }).error) errors += 1;
    gameDone();
  }
  const cpu = process.cpuUsage(cpuBefore);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  return { gamesPerSecond: round1(GAMES / (millisSince(started) / 1000)), gamesPerCpuSecond: round1(GAMES / Math.max(1e-6, cpuSeconds)), errors };
}

interface PairSamples {
  nanos: number[];
  stateBytes: number[];
  years: number;
  errors: number;
}

/** The same games again, timing each pair alone. */
function timePairs(scenario: ScenarioId, seed: number, samples: PairSamples): void {
  const { choices, dice } = playoutSources(scenario, seed);
  let state = newGame({ scenario, options: [], campaignEndYear: null }, dice).state;
  while (!state.winner) {
    const t0 = process.hrtime.bigint();
    const pending = pendingDecisions(state);
    const t1 = process.hrtime.bigint();
    const decision = choices.pick(pending);
    const order = randomOrder(state, decision, choices);
    const t2 = process.hrtime.bigint();
    const result = applyOrder(state, decision.side, order, dice);
    const t3 = process.hrtime.bigint();
    samples.nanos.push(Number(t1 - t0 + (t3 - t2)));
    if (!result.ok) {
      samples.errors += 1;
      return;
    }
    state = result.state;
    samples.stateBytes.push(Buffer.byteLength(JSON.stringify(state)));
  }
  samples.years += state.year - SCENARIOS[scenario].firstYear + 1;
}

/** Progress and the time left on standard error (src/progress.ts); the results stay on standard output. */
let progress: Progress | null = null;
let gamesDone = 0;
function gameDone(): void {
  gamesDone += 1;
  progress?.update(gamesDone);
}

function benchScenario(scenario: ScenarioId): ScenarioResult {
  gamesPerSecond(scenario, WARMUP_FIRST_SEED);
  const speed = gamesPerSecond(scenario);
  const samples: PairSamples = { nanos: [], stateBytes: [], years: 0, errors: 0 };
  for (let seed = FIRST_SEED; seed < FIRST_SEED + GAMES; seed++) {
    timePairs(scenario, seed, samples);
    gameDone();
  }
  const totalMs = samples.nanos.reduce((a, b) => a + b, 0) / 1e6;
  const pairs = samples.nanos.sort((a, b) => a - b);
  const sizes = samples.stateBytes.sort((a, b) => a - b);
  return {
    scenario,
    games: GAMES,
    errors: speed.errors + samples.errors,
    gamesPerSecond: speed.gamesPerSecond,
    gamesPerCpuSecond: speed.gamesPerCpuSecond,
    pairs: pairs.length,
    pairMicros: { median: round1(quantile(pairs, 0.5) / 1000), p99: round1(quantile(pairs, 0.99) / 1000), max: round1((pairs[pairs.length - 1] ?? 0) / 1000) },
    engineMsPerGameYear: Math.round((totalMs / Math.max(1, samples.years)) * 100) / 100,
    stateBytes: { median: quantile(sizes, 0.5), max: sizes[sizes.length - 1] ?? 0 },
  };
}

/** A dice source that adds the time of each draw to `spent.ms`. */
function timedDice(source: LoggedRandomSource, spent: { ms: number }): LoggedRandomSource {
  return {
    get log() {
      return source.log;
    },
    get counter() {
      return source.counter;
    },
    next(n, purpose, visibleTo) {
      const t0 = process.hrtime.bigint();
      const value = source.next(n, purpose, visibleTo);
      spent.ms += millisSince(t0);
      return value;
    },
  };
}

/** replayRecord's steps (src/records/replay.ts) timed apart: read the record, then per order parse, apply, hash. */
function timeReplaySteps(text: string): ReplaySplit {
  let t0 = process.hrtime.bigint();
  const record: GameRecord = parseRecord(JSON.parse(text));
  const recordReading = millisSince(t0);
  const dice = { ms: 0 };
  const source = timedDice(createCommittedSource({ seed: seedFromHex(record.dice.seed ?? ""), gameId: record.gameId, nonces: record.dice.nonces }), dice);
  const writer = new CanonicalJsonWriter({ objectsNeverChange: true });
  const { scenario, options, campaignEndYear } = record.setup;
  let state = newGame({ scenario: scenario as ScenarioId, options: options as OptionId[], campaignEndYear }, source).state;
  let orderParsing = 0;
  let applying = 0;
  let stateHash = 0;
  for (const entry of record.orders) {
    t0 = process.hrtime.bigint();
    const order = parseOrder(entry.text);
    const t1 = process.hrtime.bigint();
    const result = applyOrder(state, entry.side, order, source);
    const t2 = process.hrtime.bigint();
    if (!result.ok) throw new Error(`order ${entry.seq} does not replay: ${result.error.message}`);
    state = result.state;
    if (sha256Hex(writer.json(state)) !== entry.stateHash) throw new Error(`order ${entry.seq}: state hash differs`);
    stateHash += millisSince(t2);
    orderParsing += Number(t1 - t0) / 1e6;
    applying += Number(t2 - t1) / 1e6;
  }
  return { engine: applying - dice.ms, dice: dice.ms, stateHash, orderParsing, recordReading };
}

function medianSplit(runs: readonly ReplaySplit[]): ReplaySplit {
  const median = (part: keyof ReplaySplit): number => round1(quantile(runs.map((run) => run[part]).sort((a, b) => a - b), 0.5));
  return { engine: median("engine"), dice: median("dice"), stateHash: median("stateHash"), orderParsing: median("orderParsing"), recordReading: median("recordReading") };
}

function benchReplay(): ReplayResult {
  let seed = LONG_CAMPAIGN_SEED;
  let recorder = recordRandomGame({ setup: { scenario: "campaign", options: [], campaignEndYear: null }, seed });
  const inRange = (n: number): boolean => n >= LONG_CAMPAIGN_ORDERS.min && n <= LONG_CAMPAIGN_ORDERS.max;
  while (!inRange(recorder.record.orders.length)) {
    seed += 1;
    recorder = recordRandomGame({ setup: { scenario: "campaign", options: [], campaignEndYear: null }, seed });
  }
  const record = recorder.record;
  const dir = mkdtempSync(join(tmpdir(), "hots-bench-"));
  const file = join(dir, "campaign.json");
  const text = JSON.stringify(record);
  writeFileSync(file, text);
  const inProcess: number[] = [];
  const command: number[] = [];
  const splits: ReplaySplit[] = [];
  const colds: ColdReplay[] = [];
  try {
    for (let run = 0; run < REPLAY_RUNS; run++) {
      const t0 = process.hrtime.bigint();
      // As `hots replay` replays (without --log, which alone needs the events).
      const replay = replayRecord(record, "seed", { events: false });
      inProcess.push(millisSince(t0));
      if (!replay.report.verified) throw new Error(`the bench's own record does not replay: ${JSON.stringify(replay.report.divergence)}`);
      splits.push(timeReplaySteps(text));
      colds.push(JSON.parse(execFileSync(process.execPath, [COLD_REPLAY, file], { encoding: "utf8" })) as ColdReplay);
      const t1 = process.hrtime.bigint();
      execFileSync(process.execPath, [HOTS, "replay", file, "--json"], { stdio: "ignore" });
      command.push(millisSince(t1));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const summary = (ms: number[]): { median: number; min: number } => {
    const sorted = ms.sort((a, b) => a - b);
    return { median: round1(quantile(sorted, 0.5)), min: round1(sorted[0] ?? 0) };
  };
  const coldMs = {
    replay: summary(colds.map((c) => c.replayMs)),
    startUp: summary(colds.map((c) => c.startUpMs)).median,
    recordReading: summary(colds.map((c) => c.readMs)).median,
  };
  return { orders: record.orders.length, inProcessMs: summary(inProcess), splitMs: medianSplit(splits), coldMs, commandMs: summary(command) };
}

function table(results: readonly ScenarioResult[]): string[] {
  const header = ["scenario", "games/s", "games/CPU-s", "errors", "pairs", "pair µs median", "pair µs p99", "pair µs max", "engine ms/game-year", "state B median", "state B max"];
  const rows = results.map((r) => [
    r.scenario,
    r.gamesPerSecond.toFixed(1),
    r.gamesPerCpuSecond.toFixed(1),
    String(r.errors),
    String(r.pairs),
    r.pairMicros.median.toFixed(1),
    r.pairMicros.p99.toFixed(1),
    r.pairMicros.max.toFixed(1),
    r.engineMsPerGameYear.toFixed(2),
    String(r.stateBytes.median),
    String(r.stateBytes.max),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? "").length)));
  const line = (cells: string[]): string => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join("  ");
  return [line(header), ...rows.map(line)];
}

function run(): void {
  const host = machine();
  console.log(`Engine benchmark, ${describeMachine(host)}`);
  console.log(`${GAMES} random games per scenario (seeds ${FIRST_SEED}-${FIRST_SEED + GAMES - 1}), no options.`);
  console.log("games/s: complete games as hots playout plays them (random player, invariants after every order);");
  console.log("games/CPU-s: the same per second of this process's CPU time (less sensitive to other load).");
  console.log("A pair is one pendingDecisions + applyOrder, timed without the random player's choice.");
  console.log(`Each scenario's timed games follow ${GAMES} untimed ones (seeds ${WARMUP_FIRST_SEED}-${WARMUP_FIRST_SEED + GAMES - 1}): the steady state.`);
  console.log("");
  // Every game the run plays: the cold run, then per scenario the warm-up, timed and paired games.
  progress = createProgress({ label: "bench:engine", unit: "games", total: GAMES * (1 + 3 * SCENARIO_IDS.length) });
  const cold = gamesPerSecond("braveheart", WARMUP_FIRST_SEED);
  const results = SCENARIO_IDS.map(benchScenario);
  progress.finish();
  for (const line of table(results)) console.log(line);
  console.log(`Cold, the process's first ${GAMES} Braveheart games (seeds ${WARMUP_FIRST_SEED}-${WARMUP_FIRST_SEED + GAMES - 1}, while V8 compiles): ${cold.gamesPerSecond} games/s, ${cold.gamesPerCpuSecond} games/CPU-s.`);
  const replay = benchReplay();
  console.log("");
  console.log(
    `Replay of a ${replay.orders}-order Campaign record (state hash checked after every order): ` +
      `${replay.inProcessMs.median} ms in process (min ${replay.inProcessMs.min}), ` +
      `${replay.commandMs.median} ms for hots replay with start-up (min ${replay.commandMs.min}), median of ${REPLAY_RUNS}.`,
  );
  console.log(
    `Cold, in a process of its own as hots replay runs it: the replay ${replay.coldMs.replay.median} ms (min ${replay.coldMs.replay.min}), ` +
      `after ${replay.coldMs.startUp} ms of start-up (Node and the modules) and ${replay.coldMs.recordReading} ms reading the record.`,
  );
  const split = replay.splitMs;
  console.log(
    `Where the replay's time goes (ms, medians of ${REPLAY_RUNS} runs timed step by step): engine applyOrder ${split.engine}, ` +
      `dice ${split.dice}, state hashes ${split.stateHash}, order parsing ${split.orderParsing}; before them, reading the record ${split.recordReading}.`,
  );
  const path = fileURLToPath(RESULTS);
  mkdirSync(fileURLToPath(new URL(".", RESULTS)), { recursive: true });
  writeFileSync(path, `${JSON.stringify({ machine: host, games: GAMES, firstSeed: FIRST_SEED, warmupFirstSeed: WARMUP_FIRST_SEED, coldBraveheart: cold, results, replay }, null, 2)}\n`);
  console.log("");
  console.log(`Wrote ${path}`);
  if (results.some((r) => r.errors > 0)) process.exitCode = 1;
}

run();

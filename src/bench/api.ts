// API benchmark (npm run bench:api): the server in this process (its own worker thread, so the
// load generator does not share its event loop), on a temporary SQLite file and then on a fresh
// PostgreSQL schema (one server, then two server processes), then on SQLite again, so that the
// two processes are held against SQLite's runs before and after them. It measures accepted orders
// per second and their p50/p99 latency with autocannon, and the latency of order 2,000 of one long
// game against that of order 10; last, the memory of a server holding 10,000 games.
//
// Every request is a legal order: no token reveals a running game's seed (issue 9), but the bench
// owns the database, so it reads each game's seed there, replays the set-up here and drives it with
// the engine and the decision player, which gives the exact orders the server will accept, in order.

import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fork } from "node:child_process";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import pg from "pg";
import { buildApp } from "../api/app.js";
import { claimBothSeats } from "../client/randomGame.js";
import { createClient, type CreatedGame, type HotsClient } from "../client/index.js";
import type { GameRecord } from "../client/types.js";
import { loadConfig } from "../config.js";
import { createCommittedSource, seedFromHex, type DiceStreamInputs, type LoggedRandomSource } from "../dice/index.js";
import { chooseOrder, fallbackOrder } from "../playout/decisionPlayer.js";
import { createPrng, type Prng } from "../playout/prng.js";
import { stateHash } from "../records/index.js";
import type { ScenarioId } from "../rules/data/index.js";
import { applyOrder, newGame, pendingDecisions, type GameSetup } from "../rules/engine.js";
import type { Order } from "../rules/orders.js";
import type { Side } from "../rules/sides.js";
import type { GameState, OptionId } from "../rules/state.js";
import type { Bid } from "../rules/setup.js";
import { openStore } from "../store/index.js";
import { isRecordingOrderPhases, orderPhaseMeans, phaseDone, recordOrderPhases } from "../games/orderPhases.js";
import { autocannon, type AutocannonRequest, type AutocannonResult } from "./autocannon.js";
import { FLOOR_BODY, FLOOR_ROLE, serveFloorInWorker, startFloor } from "./apiFloor.js";
import { startThreadProfile, type ThreadProfile } from "./threadProfile.js";
import { describeMemory, measureMemory, type MemoryResult } from "./apiMemory.js";
import { describeMachine, machine } from "./machine.js";
import { cpuPerOrder, describeCpuPerOrder, machineCpuMs, postgresCpuMs, procAvailable, threadCpuMs, type CpuPerOrder, type CpuSnapshot } from "./cpuBudget.js";

/** Connections of every load, the floor's too (BENCH_CONNECTIONS): issue 10's figures are at 16. */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
/**
 * Server processes of each PostgreSQL run (BENCH_PG_SERVERS, a list): one, then two (issue 10,
 * item 2). With `BENCH_CONNECTIONS`, what makes two processes cost more per order can be seen apart:
 * each has half the connections (docs/performance.md, fourteenth round).
 */
const PG_SERVERS = (process.env.BENCH_PG_SERVERS ?? "1,2").split(",").map(Number);
/**
 * Orders before the measured load (BENCH_WARMUP_ORDERS): V8 is still compiling the order path for
 * the first few thousand orders, and a server that plays games is past that within seconds; 400
 * measures part of the compiling too (the README gives both).
 */
const WARMUP_ORDERS = Number(process.env.BENCH_WARMUP_ORDERS ?? 4_000);
/** Orders of the measured load (BENCH_LOAD_ORDERS): about 4 s on SQLite, so that a pause (a checkpoint, a collection) is not a tenth of it. */
const MEASURED_ORDERS = Number(process.env.BENCH_LOAD_ORDERS ?? 10_000);
/** Orders of the load that records where an order's time goes, after the warm-up and before the measured load (its timing costs CPU). */
const BREAKDOWN_ORDERS = Number(process.env.BENCH_BREAKDOWN_ORDERS ?? 2_000);
const LONG_GAME_ORDERS = 2_000;
/** Orders 1-20 and 1981-2000: the medians "around order 10" and "around order 2,000". */
const WINDOW = 20;
const POSTGRES_URL = process.env.BENCH_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/test";
const RESULTS = new URL("../../bench-results/api.json", import.meta.url);
/** Seconds of each floor run (the reference's `autocannon -d 10`). */
const FLOOR_SECONDS = Number(process.env.BENCH_FLOOR_SECONDS ?? 10);
/** Stored games of the memory measurement (issue 10, item 3). */
const MEMORY_GAMES = Number(process.env.BENCH_MEMORY_GAMES ?? 10_000);
/** BENCH_CPU_PROFILE=dir: a CPU profile of the server's thread during the measured load. */
const PROFILE_DIR = process.env.BENCH_CPU_PROFILE;

// ---------------------------------------------------------------------------------------------
// The server: in a worker thread (so the load generator does not share its event loop), or, for
// the two-server PostgreSQL run, in child processes like two `hots serve`.

export const SERVER_ROLE = "api-server";
const ORDERS_ROUTE = "/games/:id/orders";

interface ServeRequest {
  databaseUrl: string;
}

/** How the bench talks to a server: a worker's port or a child process's IPC channel. */
interface Channel {
  send(message: unknown): void;
  onMessage(handler: (message: unknown) => void): void;
  close(): void;
}

/**
 * Times the parts fastify does around the order route: parsing and validation, serialisation, the
 * whole request. Callback hooks, and the route looked up once per request (request.routeOptions
 * builds an object each time): async hooks cost the measured server a promise and a turn of the
 * microtask queue each: about 0.04 ms of CPU per order in all, measured in process (issue 10, item 2).
 * They time only while the breakdown is recorded (its own load, before the measured one), so that
 * the throughput is measured without them.
 */
function timeOrderRequests(app: Awaited<ReturnType<typeof buildApp>>): void {
  const started = new WeakMap<object, number>();
  const serialising = new WeakMap<object, number>();
  app.addHook("onRequest", (request, _reply, done) => {
    if (isRecordingOrderPhases() && request.routeOptions.url === ORDERS_ROUTE) started.set(request, performance.now());
    done();
  });
  app.addHook("preHandler", (request, _reply, done) => {
    const from = started.get(request);
    if (from !== undefined) phaseDone("parse", from);
    done();
  });
  app.addHook("preSerialization", (request, _reply, payload, done) => {
    if (started.has(request)) serialising.set(request, performance.now());
    done(null, payload);
  });
  app.addHook("onSend", (request, _reply, payload, done) => {
    const from = serialising.get(request);
    if (from !== undefined) phaseDone("serialise", from);
    done(null, payload);
  });
  app.addHook("onResponse", (request, reply, done) => {
    const from = started.get(request);
    if (from !== undefined && reply.statusCode === 200) phaseDone("request", from);
    done();
  });
}

/** The server's CPU time: its process's, and its JavaScript thread's (the process's main thread or its worker thread). */
function serverCpuMs(): { processMs: number; threadMs: number } {
  const { user, system } = process.cpuUsage();
  return { processMs: (user + system) / 1000, threadMs: threadCpuMs() };
}

async function serve(channel: Channel, { databaseUrl }: ServeRequest): Promise<void> {
  const loaded = loadConfig({ PORT: "0", HOST: "127.0.0.1", DATABASE_URL: databaseUrl, LOG_LEVEL: "silent", RATE_LIMIT_MAX: "1000000" });
  if (!loaded.ok) throw new Error(loaded.message);
  const store = await openStore(databaseUrl);
  const app = await buildApp({ config: loaded.config, store });
  timeOrderRequests(app);
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (address === null || typeof address === "string") throw new Error(`unexpected server address ${String(address)}`);
  let profile: ThreadProfile | undefined;
  channel.onMessage(async (message: unknown) => {
    if (message === "phases:start") {
      recordOrderPhases(true);
      channel.send({ recording: true });
    } else if (message === "phases:read") {
      // Read, then off for the measured load; which is profiled instead, when asked (BENCH_CPU_PROFILE).
      const means = orderPhaseMeans();
      recordOrderPhases(false);
      if (PROFILE_DIR) profile = await startThreadProfile(PROFILE_DIR, "server");
      channel.send(means);
    } else if (message === "profile:stop") {
      if (profile) process.stderr.write(`server thread profile: ${await profile.stop()}\n`);
      profile = undefined;
      channel.send({ profiled: true });
    } else if (message === "cpu") {
      channel.send(serverCpuMs());
    } else if (message === "close") {
      await app.close();
      await store.close().catch(() => undefined);
      channel.send({ closed: true });
      channel.close();
    }
  });
  channel.send({ port: address.port });
}

interface RunningServer {
  url: string;
  /** Sends a message and resolves with the server's answer. */
  ask(message: string): Promise<unknown>;
  stop(): Promise<void>;
}

function startServer(databaseUrl: string, as: "thread" | "process"): Promise<RunningServer> {
  const request: ServeRequest = { databaseUrl };
  const child =
    as === "thread"
      ? new Worker(new URL(import.meta.url), { workerData: { role: SERVER_ROLE, ...request } })
      : fork(new URL(import.meta.url), [], { env: { ...process.env, BENCH_ROLE: SERVER_ROLE, BENCH_SERVE_URL: databaseUrl }, stdio: "inherit" });
  const post = (message: string): void => {
    if (child instanceof Worker) child.postMessage(message);
    else child.send(message);
  };
  const next = (): Promise<unknown> => new Promise((resolve) => child.once("message", resolve));
  return new Promise((resolve, reject) => {
    child.once("error", reject);
    child.once("message", (message: unknown) => {
      resolve({
        url: `http://127.0.0.1:${(message as { port: number }).port}`,
        ask: (message) => {
          const answer = next();
          post(message);
          return answer;
        },
        stop: () =>
          new Promise((done) => {
            child.once("exit", () => done());
            post("close");
          }),
      });
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Games replayed here from the referee's record, and the orders the server will accept.

interface LocalGame {
  state: GameState;
  inputs: DiceStreamInputs;
  /** The dice counter of `state`: the committed stream resumes there (docs/dice.md). */
  counter: number;
}

const diceAt = (game: LocalGame): LoggedRandomSource => createCommittedSource({ ...game.inputs, startCounter: game.counter });

/** The server's game as it stands after set-up, rebuilt from its record and revealed seed. */
function rebuild(record: GameRecord, seedHex: string): LocalGame {
  const setup: GameSetup = {
    scenario: record.setup.scenario as ScenarioId,
    options: record.setup.options as OptionId[],
    campaignEndYear: record.setup.campaignEndYear,
    ...(record.setup.bids ? { bids: record.setup.bids as [Bid, Bid] } : {}),
  };
  const inputs: DiceStreamInputs = { seed: seedFromHex(seedHex), gameId: record.gameId, nonces: record.dice.nonces };
  const dice = createCommittedSource(inputs);
  const { state } = newGame(setup, dice);
  if (stateHash(state) !== record.initialStateHash) throw new Error(`game ${record.gameId}: the rebuilt set-up differs from the server's`);
  return { state, inputs, counter: dice.counter };
}

interface PlannedOrder {
  side: Side;
  order: Order;
}

/** One order of the decision player, applied to `game` in place. */
function step(game: LocalGame, dice: LoggedRandomSource, rng: Prng): PlannedOrder {
  const decision = rng.pick(pendingDecisions(game.state));
  let order = chooseOrder(decision, rng);
  let result = applyOrder(game.state, decision.side, order, dice);
  if (!result.ok) {
    order = fallbackOrder(decision);
    result = applyOrder(game.state, decision.side, order, dice);
    if (!result.ok) throw new Error(`fallback rejected: ${result.error.message}`);
  }
  game.state = result.state;
  game.counter = dice.counter;
  return { side: decision.side, order };
}

/** A whole game of the decision player. */
function planGame(start: LocalGame, seed: number): PlannedOrder[] {
  const game = { ...start };
  const dice = diceAt(game);
  const rng = createPrng(seed);
  const orders: PlannedOrder[] = [];
  while (!game.state.winner) orders.push(step(game, dice, rng));
  return orders;
}

const CHECKPOINT_EVERY = 50;

/**
 * `length` orders of a game that has not ended. Most random Campaigns end sooner, so when one
 * does, play resumes from an earlier checkpoint (state and dice counter) with other choices.
 */
function planLongGame(start: LocalGame, length: number): PlannedOrder[] {
  const checkpoints: { n: number; game: LocalGame }[] = [];
  const orders: PlannedOrder[] = [];
  let game = { ...start };
  let dice = diceAt(game);
  let rng = createPrng(1);
  for (let restarts = 0; orders.length < length; ) {
    if (game.state.winner) {
      if (++restarts > 1_000) throw new Error(`no way found to ${length} orders`);
      if (checkpoints.length > 1) checkpoints.pop();
      const back = checkpoints.at(-1) as { n: number; game: LocalGame };
      orders.length = back.n;
      game = { ...back.game };
      dice = diceAt(game);
      rng = createPrng(1 + restarts);
      continue;
    }
    if (orders.length % CHECKPOINT_EVERY === 0 && checkpoints.at(-1)?.n !== orders.length) checkpoints.push({ n: orders.length, game: { ...game } });
    orders.push(step(game, dice, rng));
  }
  return orders;
}

interface PreparedGame {
  gameId: string;
  tokens: Record<Side, string>;
  version: number;
  orders: PlannedOrder[];
  next: number;
  busy: boolean;
}

/** A game's seed, read straight from the bench's own database. */
type SeedReader = (gameId: string) => Promise<string>;

interface Joined {
  created: CreatedGame;
  tokens: Record<Side, string>;
}

async function createLocal(client: HotsClient, seeds: SeedReader, scenario: ScenarioId): Promise<{ created: Joined; game: LocalGame }> {
  const created = await client.createGame({ scenario, hostSees: "referee" });
  const tokens = await claimBothSeats(client, created);
  const record = await client.getRecord(created.gameId, created.tokens.host);
  return { created: { created, tokens }, game: rebuild(record, await seeds(created.gameId)) };
}

function prepared({ created, tokens }: Joined, orders: PlannedOrder[]): PreparedGame {
  return { gameId: created.gameId, tokens, version: created.version, orders, next: 0, busy: false };
}

// ---------------------------------------------------------------------------------------------
// Throughput: autocannon, each request the next order of a game no other request is waiting on.

interface LoadTally {
  accepted: number;
  rejected: string[];
  /** Requests sent while every unfinished game had an order in flight: a health check instead. */
  idle: number;
}

async function load(url: string, pool: PreparedGame[], amount: number, connections: number): Promise<{ result: AutocannonResult; tally: LoadTally }> {
  const tally: LoadTally = { accepted: 0, rejected: [], idle: 0 };
  // autocannon reports its result at its next one-second sample after the last response, so its
  // duration is rounded up to whole seconds (4,000 orders in 7.2 s read as 8 s): timed here instead.
  const started = performance.now();
  let lastResponse = started;
  let cursor = 0;
  const ready = (): PreparedGame | undefined => {
    for (let i = 0; i < pool.length; i++) {
      const g = pool[(cursor + i) % pool.length] as PreparedGame;
      if (!g.busy && g.next < g.orders.length) {
        cursor = (cursor + i + 1) % pool.length;
        return g;
      }
    }
    return undefined;
  };
  const result = await autocannon({
    url,
    connections,
    amount,
    timeout: 30,
    requests: [
      {
        setupRequest(request, context) {
          const game = ready();
          context.game = game;
          if (!game) {
            tally.idle += 1;
            return { ...request, method: "GET", path: "/healthz" };
          }
          game.busy = true;
          const { side, order } = game.orders[game.next] as PlannedOrder;
          return {
            ...request,
            method: "POST",
            path: `/games/${game.gameId}/orders`,
            headers: {
              authorization: `Bearer ${game.tokens[side]}`,
              "content-type": "application/json",
              "if-match": `"${game.version + game.next}"`,
              "idempotency-key": randomBytes(12).toString("base64url"),
            },
            body: JSON.stringify({ order }),
          };
        },
        onResponse(status, body, context) {
          lastResponse = performance.now();
          const game = context.game as PreparedGame | undefined;
          if (!game) return;
          game.busy = false;
          if (status === 200) {
            game.next += 1;
            tally.accepted += 1;
            return;
          }
          // A game whose order was refused cannot go on: take it out of the pool.
          game.next = game.orders.length;
          tally.rejected.push(`${status} ${body.slice(0, 300)}`);
        },
      },
    ],
  });
  return { result: { ...result, duration: (lastResponse - started) / 1000 }, tally };
}

/**
 * The load spread over several servers: each takes its share of the games (as a load balancer
 * routing by game would), with its share of the connections, all at once. Latency percentiles
 * cannot be merged: p50 is the mean of the servers', p99 and max the worst.
 */
async function spreadLoad(urls: readonly string[], pool: PreparedGame[], amount: number): Promise<{ result: AutocannonResult; tally: LoadTally }> {
  if (urls.length === 1) return load(urls[0] as string, pool, amount, CONNECTIONS);
  const runs = await Promise.all(
    urls.map((url, i) => load(url, pool.filter((_, g) => g % urls.length === i), Math.ceil(amount / urls.length), Math.ceil(CONNECTIONS / urls.length))),
  );
  const sum = (f: (r: (typeof runs)[number]) => number): number => runs.reduce((n, r) => n + f(r), 0);
  const worst = (f: (r: (typeof runs)[number]) => number): number => Math.max(...runs.map(f));
  return {
    result: {
      duration: worst((r) => r.result.duration),
      requests: { total: sum((r) => r.result.requests.total) },
      latency: { p50: sum((r) => r.result.latency.p50) / runs.length, p99: worst((r) => r.result.latency.p99), average: sum((r) => r.result.latency.average) / runs.length, max: worst((r) => r.result.latency.max) },
      "2xx": sum((r) => r.result["2xx"]),
      non2xx: sum((r) => r.result.non2xx),
      errors: sum((r) => r.result.errors),
      timeouts: sum((r) => r.result.timeouts),
    },
    tally: { accepted: sum((r) => r.tally.accepted), rejected: runs.flatMap((r) => r.tally.rejected), idle: sum((r) => r.tally.idle) },
  };
}

/**
 * Warm-up orders before the measured load. One server has taken the warm-up and the long game's
 * orders by then; each of several server processes compiles its own code, so each gets as many,
 * spread over them all (the long game still goes to the first).
 */
const warmUpOrders = (servers: number): number => (servers === 1 ? WARMUP_ORDERS : servers * (WARMUP_ORDERS + LONG_GAME_ORDERS));

// ---------------------------------------------------------------------------------------------
// Where the load's CPU goes (src/bench/cpuBudget.ts): the servers, the bench, PostgreSQL.

/** The `application_name` of the servers' PostgreSQL connections, to find their backends. */
const BENCH_APPLICATION = "hots-bench";

/** Starts counting the load's CPU; the function returned stops and divides it by the orders. */
async function countCpu(servers: readonly RunningServer[], threaded: boolean, postgres: boolean): Promise<(orders: number) => Promise<CpuPerOrder | undefined>> {
  if (!procAvailable) return async () => undefined;
  const admin = postgres ? new pg.Pool({ connectionString: POSTGRES_URL, max: 1 }) : null;
  const snapshot = async (): Promise<CpuSnapshot> => {
    const serverMs = await Promise.all(servers.map(async (s) => (await s.ask("cpu")) as ReturnType<typeof serverCpuMs>));
    const { user, system } = process.cpuUsage();
    const own = (user + system) / 1000;
    // A server in a worker thread: the bench is this thread (the load generator), and the server
    // every other thread of the process (its own, SQLite's writer, V8's and libuv's helpers).
    const bench = threaded ? threadCpuMs() : own;
    const postgres = admin ? await postgresCpuMs(admin, BENCH_APPLICATION) : new Map();
    const machine = machineCpuMs();
    return {
      serversMs: threaded ? own - bench : serverMs.reduce((n, ms) => n + ms.processMs, 0),
      serverThreadsMs: serverMs.reduce((n, ms) => n + ms.threadMs, 0),
      benchMs: bench,
      postgres,
      machineMs: machine.busyMs,
      cores: machine.cores,
    };
  };
  const before = await snapshot();
  return async (orders) => {
    try {
      return cpuPerOrder(before, await snapshot(), orders);
    } finally {
      await admin?.end();
    }
  };
}

// ---------------------------------------------------------------------------------------------
// The floor: the reference request, the same load generator and connections.

interface FloorRun {
  requestsPerSecond: number;
  latencyMs: { p50: number; p99: number };
  non2xx: number;
}

async function floorRun(): Promise<FloorRun> {
  const floor = await startFloor(new URL(import.meta.url));
  try {
    const result = await autocannon({
      url: `${floor.url}/games/x/orders`,
      connections: CONNECTIONS,
      duration: FLOOR_SECONDS,
      method: "POST",
      headers: { "content-type": "application/json" },
      body: FLOOR_BODY,
    });
    return { requestsPerSecond: round2(result["2xx"] / result.duration), latencyMs: { p50: result.latency.p50, p99: result.latency.p99 }, non2xx: result.non2xx };
  } finally {
    await floor.stop();
  }
}

// ---------------------------------------------------------------------------------------------
// One long game: the latency of each accepted order, one at a time.

async function longGame(client: HotsClient, seeds: SeedReader): Promise<number[]> {
  const { created, game } = await createLocal(client, seeds, "campaign");
  const { gameId, tokens, version, orders } = prepared(created, planLongGame(game, LONG_GAME_ORDERS));
  const latencies: number[] = [];
  for (const [i, { side, order }] of orders.entries()) {
    const started = performance.now();
    await client.postOrder(gameId, tokens[side], order, { ifMatch: version + i, idempotencyKey: randomBytes(12).toString("base64url") });
    latencies.push(performance.now() - started);
  }
  return latencies;
}

// ---------------------------------------------------------------------------------------------

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
const round2 = (n: number): number => Math.round(n * 100) / 100;

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

interface BackendResult {
  backend: "sqlite" | "postgresql";
  /** Server processes (or, for one, a worker thread) sharing the database. */
  servers?: number;
  skipped?: string;
  phases?: PhaseMeans;
  /** CPU milliseconds per accepted order of the measured load, by part (src/bench/cpuBudget.ts). */
  cpuBudget?: CpuPerOrder;
  games?: number;
  throughput?: {
    connections: number;
    requests: number;
    acceptedOrders: number;
    rejected: number;
    idleRequests: number;
    seconds: number;
    ordersPerSecond: number;
    latencyMs: { p50: number; p99: number; average: number; max: number };
  };
  longGame?: {
    scenario: "campaign";
    orders: number;
    aroundOrder10Ms: number;
    aroundOrder2000Ms: number;
    allOrdersMedianMs: number;
  };
}

/** Mean milliseconds per order of each part of an accepted order (src/games/orderPhases.ts). */
type PhaseMeans = Record<string, { meanMs: number; count: number }>;

async function benchBackend(backend: BackendResult["backend"], databaseUrl: string, serverCount = 1): Promise<BackendResult> {
  const servers = await Promise.all(Array.from({ length: serverCount }, () => startServer(databaseUrl, serverCount === 1 ? "thread" : "process")));
  const urls = servers.map((s) => s.url);
  const store = await openStore(databaseUrl);
  const seeds: SeedReader = async (gameId) => (await store.getGame(gameId))?.seedHex ?? "";
  const label = serverCount === 1 ? backend : `${backend} x${serverCount}`;
  try {
    const client = createClient(urls[0] as string);
    await client.health();
    process.stderr.write(`${label}: preparing games...\n`);
    const pool: PreparedGame[] = [];
    let total = 0;
    for (let seed = 1; total < 2 * (warmUpOrders(serverCount) + BREAKDOWN_ORDERS + MEASURED_ORDERS) || pool.length < 3 * CONNECTIONS; seed++) {
      const { created, game } = await createLocal(client, seeds, "braveheart");
      const orders = planGame(game, seed);
      pool.push(prepared(created, orders));
      total += orders.length;
    }
    process.stderr.write(`${label}: ${pool.length} games, ${total} orders ready; warm-up...\n`);
    await spreadLoad(urls, pool, warmUpOrders(serverCount));
    // The long game runs on a warm server, but not in the wake of the full load.
    await sleep(1_000);
    process.stderr.write(`${label}: one long game...\n`);
    const long = await longGame(client, seeds);
    process.stderr.write(`${label}: where an order's time goes...\n`);
    await Promise.all(servers.map((s) => s.ask("phases:start")));
    await spreadLoad(urls, pool, BREAKDOWN_ORDERS);
    // Every server stops timing; the breakdown shown is the first's.
    const [phases] = (await Promise.all(servers.map((s) => s.ask("phases:read")))) as PhaseMeans[];
    process.stderr.write(`${label}: load...\n`);
    const countingCpu = await countCpu(servers, serverCount === 1, backend === "postgresql");
    const { result, tally } = await spreadLoad(urls, pool, MEASURED_ORDERS);
    const cpu = await countingCpu(tally.accepted);
    await Promise.all(servers.map((s) => s.ask("profile:stop")));
    if (cpu) process.stderr.write(`${describeCpuPerOrder(label, cpu)}\n`);
    for (const r of tally.rejected.slice(0, 3)) process.stderr.write(`${label}: rejected: ${r}\n`);
    const around = (from: number): number => round2(median(long.slice(from, from + WINDOW)));
    return {
      backend,
      servers: serverCount,
      games: pool.length,
      throughput: {
        connections: CONNECTIONS,
        requests: result.requests.total,
        acceptedOrders: tally.accepted,
        rejected: tally.rejected.length,
        idleRequests: tally.idle,
        seconds: round2(result.duration),
        ordersPerSecond: round2(tally.accepted / result.duration),
        latencyMs: { p50: result.latency.p50, p99: result.latency.p99, average: round2(result.latency.average), max: result.latency.max },
      },
      phases,
      ...(cpu ? { cpuBudget: cpu } : {}),
      longGame: {
        scenario: "campaign",
        orders: long.length,
        aroundOrder10Ms: around(0),
        aroundOrder2000Ms: around(LONG_GAME_ORDERS - WINDOW),
        allOrdersMedianMs: round2(median(long)),
      },
    };
  } finally {
    await store.close();
    await Promise.all(servers.map((s) => s.stop()));
  }
}

async function withSqlite<T>(run: (url: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), "hots-bench-"));
  try {
    return await run(`file:${join(dir, "bench.db")}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function withPostgresSchema<T>(run: (url: string) => Promise<T>): Promise<T | string> {
  const admin = new pg.Pool({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3_000, max: 1 });
  const schema = `bench_${randomBytes(6).toString("hex")}`;
  try {
    await admin.query("SELECT 1");
  } catch (error) {
    await admin.end();
    return `PostgreSQL at ${new URL(POSTGRES_URL).host} does not answer: ${(error as Error).message}`;
  }
  try {
    await admin.query(`CREATE SCHEMA "${schema}"`);
    const url = new URL(POSTGRES_URL);
    url.searchParams.set("schema", schema);
    url.searchParams.set("application_name", BENCH_APPLICATION);
    return await run(url.toString());
  } finally {
    await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await admin.end();
  }
}

function table(results: BackendResult[]): string[] {
  const head = ["backend", "orders/s", "p50 ms", "p99 ms", "rejected", "order ~10 ms", "order ~2000 ms"];
  const rows = results.flatMap(({ backend, servers, throughput: t, longGame: l }) =>
    t && l ? [[servers && servers > 1 ? `${backend} x${servers}` : backend, t.ordersPerSecond, t.latencyMs.p50, t.latencyMs.p99, t.rejected, l.aroundOrder10Ms, l.aroundOrder2000Ms].map(String)] : [],
  );
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]?.length ?? 0)));
  const line = (cells: string[]): string => cells.map((c, i) => (i === 0 ? c.padEnd(widths[0] ?? 0) : c.padStart(widths[i] ?? 0))).join("  ");
  const skipped = results.filter((r) => r.skipped).map((r) => `${r.backend}: skipped (${r.skipped})`);
  return [line(head), ...rows.map(line), ...skipped];
}

const PHASE_NAMES: Record<string, string> = {
  parse: "fastify: routing, body parsing, zod validation",
  auth: "token check",
  load: "game and log heads (cache or database)",
  engine: "engine: applyOrder",
  view: "the caller's view and events",
  hash: "state hash",
  write: "write transaction (serialising state and response)",
  serialise: "response serialisation",
};

/** Where an accepted order's time goes in the server, per order (means over the measured load). */
function breakdown(phases: PhaseMeans | undefined): string[] {
  const request = phases?.request;
  if (!phases || !request) return [];
  const per = (name: string): number => ((phases[name]?.meanMs ?? 0) * (phases[name]?.count ?? 0)) / request.count;
  const parts = Object.keys(PHASE_NAMES).map((name) => [PHASE_NAMES[name] as string, per(name)] as const);
  const rest = request.meanMs - parts.reduce((n, [, ms]) => n + ms, 0);
  const rows = [...parts, ["the rest (fastify hooks, rate limit, sending)", rest] as const, ["whole request in the server", request.meanMs] as const];
  return ["", "SQLite, where an accepted order's time goes in the server (mean ms per order):", ...rows.map(([name, ms]) => `  ${name.padEnd(52)} ${ms.toFixed(3).padStart(8)}`)];
}

async function main(): Promise<void> {
  const host = machine();
  console.log(`API benchmark, ${describeMachine(host)}`);
  const results: BackendResult[] = [];
  // BENCH_SQLITE=0 skips the floor and SQLite, for the PostgreSQL runs alone.
  const withFloor = process.env.BENCH_SQLITE !== "0";
  const floor = (when: string): Promise<FloorRun> => {
    process.stderr.write(`floor: ${FLOOR_SECONDS} s ${when}...\n`);
    return floorRun();
  };
  const floorBefore = withFloor ? await floor("before") : null;
  const sqlite: BackendResult = withFloor ? await withSqlite((url) => benchBackend("sqlite", url)) : { backend: "sqlite", skipped: "BENCH_SQLITE=0" };
  results.push(sqlite);
  const floorAfter = withFloor ? await floor("after") : null;
  const floorMean = floorBefore && floorAfter ? round2((floorBefore.requestsPerSecond + floorAfter.requestsPerSecond) / 2) : 0;
  const ratio = sqlite.throughput && floorMean ? Math.round((sqlite.throughput.ordersPerSecond / floorMean) * 1000) / 1000 : 0;
  // BENCH_POSTGRES=0 skips the PostgreSQL runs.
  if (process.env.BENCH_POSTGRES === "0") results.push({ backend: "postgresql", skipped: "BENCH_POSTGRES=0" });
  else {
    // One server, then two server processes on one database (issue 10, item 2).
    for (const servers of PG_SERVERS) {
      const pgResult = await withPostgresSchema((url) => benchBackend("postgresql", url, servers));
      results.push(typeof pgResult === "string" ? { backend: "postgresql", servers, skipped: pgResult } : pgResult);
    }
  }
  const pgTwo = results.find((r) => r.backend === "postgresql" && r.servers === 2)?.throughput;
  // Two PostgreSQL processes are held against one SQLite process minutes later, and this machine's
  // speed drifts within minutes: SQLite runs again right after them, and the comparison takes the mean
  // of its two runs, as the floor's ratio takes the floor's runs before and after SQLite.
  const sqliteAgain = pgTwo && sqlite.throughput ? await withSqlite((url) => benchBackend("sqlite", url)) : null;
  const sqliteMean = sqlite.throughput && sqliteAgain?.throughput ? round2((sqlite.throughput.ordersPerSecond + sqliteAgain.throughput.ordersPerSecond) / 2) : 0;
  const twoProcessRatio = pgTwo && sqliteMean ? round2(pgTwo.ordersPerSecond / sqliteMean) : 0;
  // BENCH_MEMORY_GAMES=0 skips the memory part (issue 10, item 3).
  let memory: MemoryResult | null = null;
  if (MEMORY_GAMES > 0) {
    process.stderr.write(`memory: ${MEMORY_GAMES} games...\n`);
    memory = await withSqlite((url) => measureMemory(url, MEMORY_GAMES, CONNECTIONS));
  }
  const report = {
    machine: host,
    node: process.version,
    load: `${CONNECTIONS} connections, ${MEASURED_ORDERS} orders (after ${WARMUP_ORDERS} warm-up) of random braveheart games, every one legal`,
    longGame: `one campaign game of ${LONG_GAME_ORDERS} orders posted one at a time; medians of orders 1-${WINDOW} and ${LONG_GAME_ORDERS - WINDOW + 1}-${LONG_GAME_ORDERS}`,
    results,
    floor: floorBefore && floorAfter ? { seconds: FLOOR_SECONDS, before: floorBefore, after: floorAfter, meanRequestsPerSecond: floorMean, sqliteRatio: ratio } : null,
    twoPostgresProcesses: sqliteAgain ? { sqliteAfterPostgres: sqliteAgain, sqliteMeanOrdersPerSecond: sqliteMean, ratioToSqlite: twoProcessRatio } : null,
    memory,
  };
  for (const line of table(results)) console.log(line);
  if (floorBefore && floorAfter) {
    console.log(`\nfloor (fastify + one SQLite write transaction, ${CONNECTIONS} connections): ${floorBefore.requestsPerSecond} req/s before, ${floorAfter.requestsPerSecond} after`);
    console.log(`ratio of SQLite accepted orders/s to the floor: ${ratio} (target >= 0.25)`);
  }
  if (pgTwo && sqlite.throughput && sqliteAgain?.throughput) {
    const [before, after] = [sqlite.throughput.ordersPerSecond, sqliteAgain.throughput.ordersPerSecond];
    console.log(`PostgreSQL with two server processes: ${pgTwo.ordersPerSecond} orders/s, ${twoProcessRatio} x the single-process SQLite figure (target >= 1): SQLite's mean of ${before} orders/s before PostgreSQL and ${after} after (p99 ${sqliteAgain.throughput.latencyMs.p99} ms)`);
  }
  for (const line of breakdown(sqlite.phases)) console.log(line);
  for (const r of results) if (r.cpuBudget) console.log(describeCpuPerOrder(`${r.backend}${r.servers === 2 ? " (two processes)" : ""}`, r.cpuBudget));
  if (memory) console.log(describeMemory(memory));
  mkdirSync(new URL(".", RESULTS), { recursive: true });
  writeFileSync(RESULTS, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`\nwritten to bench-results/api.json`);
}

const role = isMainThread ? process.env.BENCH_ROLE : (workerData as { role?: string }).role;
if (role === FLOOR_ROLE) await serveFloorInWorker((workerData as { dbFile: string }).dbFile);
else if (role === SERVER_ROLE && isMainThread) {
  await serve(
    { send: (m) => process.send?.(m), onMessage: (h) => process.on("message", h), close: () => process.disconnect() },
    { databaseUrl: process.env.BENCH_SERVE_URL ?? "" },
  );
} else if (role === SERVER_ROLE && parentPort) {
  const port = parentPort;
  await serve({ send: (m) => port.postMessage(m), onMessage: (h) => port.on("message", h), close: () => port.close() }, workerData as ServeRequest);
} else if (isMainThread) await main();

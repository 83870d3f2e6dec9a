// Soak run (npm run soak): many random games across the three scenarios, with and without every
// option and with random tournament bids, on every core (worker threads), every invariant checked
// after every order. Prints each error and the games per second. Not part of the test suite.
//
//   npm run soak -- [--games N] [--seed S] [--workers W]
//   npm run soak -- --game N [--seed S]     plays game N of that run alone, to look at an error

import { createProgress } from "../progress.js";
import { availableParallelism } from "node:os";
import { parseArgs } from "node:util";
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";
import { playOne, type PlayedGame } from "../playout/run.js";
import { soakGame, type SoakGame } from "../playout/soakGame.js";

interface WorkerTask {
  base: number;
  /** Games first, first + stride, ... below end. */
  first: number;
  stride: number;
  end: number;
}

/** Why a game failed: the order it failed at (null when the player or a check threw), and what. */
interface GameError {
  order: number | null;
  message: string;
}

type WorkerMessage =
  | { type: "progress"; done: number }
  | { type: "error"; game: number; setup: SoakGame; error: GameError }
  | { type: "finished"; done: number };

const PROGRESS_EVERY = 500;
/** Orders shown before the failing one when a single game is replayed. */
const ORDERS_SHOWN = 8;

function play(setup: SoakGame, keepLog = false): PlayedGame {
  return playOne(
    { scenario: setup.scenario, options: setup.options, campaignEndYear: setup.campaignEndYear, seed: setup.seed, ...(setup.bids ? { bids: setup.bids } : {}) },
    keepLog,
  );
}

/** One game's error, if any; a throw (from the random player or a check) fails this game only. */
function soakOne(setup: SoakGame): GameError | null {
  try {
    return play(setup).error;
  } catch (error) {
    return { order: null, message: `threw: ${(error as Error).stack ?? String(error)}` };
  }
}

function work(task: WorkerTask, post: (m: WorkerMessage) => void): void {
  let done = 0;
  for (let game = task.first; game < task.end; game += task.stride) {
    const setup = soakGame(task.base, game);
    const error = soakOne(setup);
    if (error) post({ type: "error", game, setup, error });
    done += 1;
    if (done % PROGRESS_EVERY === 0) post({ type: "progress", done: PROGRESS_EVERY });
  }
  post({ type: "finished", done: done % PROGRESS_EVERY });
}

function describeError(game: number, setup: SoakGame, error: GameError): string {
  return `ERROR game ${game} ${JSON.stringify(setup)} at order ${error.order ?? "?"}: ${error.message}`;
}

/** --game N: the game alone, in this thread, with the orders that led to its error. */
function replayOne(base: number, game: number): void {
  const setup = soakGame(base, game);
  console.log(`Soak game ${game} from seed ${base}: ${JSON.stringify(setup)}`);
  const played = play(setup, true);
  if (!played.error) {
    console.log(`${played.decisions} orders, ${played.final.winner ? `${played.final.winner.side} won (${played.final.winner.reason}, ${played.final.winner.year})` : "no winner"}; no error.`);
    return;
  }
  const shown = played.orders.slice(-ORDERS_SHOWN);
  shown.forEach((o, i) => console.log(`order ${played.orders.length - shown.length + i}: ${o.side} ${JSON.stringify(o.order)}`));
  console.log(describeError(game, setup, played.error));
  process.exitCode = 1;
}

function main(): void {
  const { values } = parseArgs({
    options: {
      games: { type: "string", default: "100000" },
      seed: { type: "string", default: "1" },
      workers: { type: "string" },
      game: { type: "string" },
    },
  });
  const games = Number(values.games);
  const base = Number(values.seed);
  const workers = values.workers ? Number(values.workers) : availableParallelism();
  const only = values.game === undefined ? null : Number(values.game);
  if (![games, base, workers, only ?? 0].every((n) => Number.isInteger(n) && n >= 0) || workers < 1) {
    console.error("usage: soak [--games N] [--seed S] [--workers W] | soak --game N [--seed S] (whole numbers)");
    process.exitCode = 2;
    return;
  }
  if (only !== null) {
    replayOne(base, only);
    return;
  }
  console.log(`Soak: ${games} random games from seed ${base} on ${workers} worker threads, Node ${process.version}, ${new Date().toISOString()}`);
  const started = process.hrtime.bigint();
  const seconds = (): number => Number(process.hrtime.bigint() - started) / 1e9;
  let done = 0;
  const errors: string[] = [];
  let running = workers;
  // Progress and the time left on standard error (src/progress.ts); the log on standard output.
  const progress = createProgress({ label: "soak", unit: "games", total: games });
  for (let w = 0; w < workers; w++) {
    const task: WorkerTask = { base, first: w, stride: workers, end: games };
    const worker = new Worker(new URL(import.meta.url), { workerData: task });
    worker.on("message", (m: WorkerMessage) => {
      if (m.type === "error") {
        errors.push(describeError(m.game, m.setup, m.error));
        console.log(errors[errors.length - 1]);
        return;
      }
      done += m.done;
      progress.update(done);
    });
    worker.on("error", (error) => {
      errors.push(`ERROR worker ${w} crashed: ${error.stack ?? String(error)}`);
      console.log(errors[errors.length - 1]);
    });
    worker.on("exit", () => {
      running -= 1;
      if (running > 0) return;
      const elapsed = seconds();
      progress.finish();
      // The errors again at the end, where a long run's log is read first.
      if (errors.length > 0) console.log(`Errors:\n${errors.map((e) => e.split("\n")[0]).join("\n")}`);
      console.log(`Done: ${done} games in ${elapsed.toFixed(1)} s, ${(done / elapsed).toFixed(1)} games/s, ${errors.length} errors.`);
      if (errors.length > 0 || done !== games) process.exitCode = 1;
    });
  }
}

if (isMainThread) main();
else work(workerData as WorkerTask, (m) => parentPort?.postMessage(m));

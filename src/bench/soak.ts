// Soak run (npm run soak): many random games across the three scenarios, with and without every
// option and with random tournament bids, on every core (worker threads), every invariant checked
// after every order. Prints each error and the games per second. Not part of the test suite.
//
//   npm run soak -- [--games N] [--seed S] [--workers W]

import { availableParallelism } from "node:os";
import { parseArgs } from "node:util";
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";
import { playOne } from "../playout/run.js";
import { soakGame, type SoakGame } from "../playout/soakGame.js";

interface WorkerTask {
  base: number;
  /** Games first, first + stride, ... below end. */
  first: number;
  stride: number;
  end: number;
}

type WorkerMessage =
  | { type: "progress"; done: number }
  | { type: "error"; game: number; setup: SoakGame; order: number; message: string }
  | { type: "finished"; done: number };

const PROGRESS_EVERY = 500;

function work(task: WorkerTask, post: (m: WorkerMessage) => void): void {
  let done = 0;
  for (let game = task.first; game < task.end; game += task.stride) {
    const setup = soakGame(task.base, game);
    const played = playOne({ scenario: setup.scenario, options: setup.options, campaignEndYear: null, seed: setup.seed, ...(setup.bids ? { bids: setup.bids } : {}) });
    if (played.error) post({ type: "error", game, setup, order: played.error.order, message: played.error.message });
    done += 1;
    if (done % PROGRESS_EVERY === 0) post({ type: "progress", done: PROGRESS_EVERY });
  }
  post({ type: "finished", done: done % PROGRESS_EVERY });
}

function main(): void {
  const { values } = parseArgs({
    options: { games: { type: "string", default: "100000" }, seed: { type: "string", default: "1" }, workers: { type: "string" } },
  });
  const games = Number(values.games);
  const base = Number(values.seed);
  const workers = values.workers ? Number(values.workers) : availableParallelism();
  if (![games, base, workers].every((n) => Number.isInteger(n) && n >= 0) || workers < 1) {
    console.error("usage: soak [--games N] [--seed S] [--workers W] (whole numbers)");
    process.exitCode = 2;
    return;
  }
  console.log(`Soak: ${games} random games from seed ${base} on ${workers} worker threads, Node ${process.version}, ${new Date().toISOString()}`);
  const started = process.hrtime.bigint();
  const seconds = (): number => Number(process.hrtime.bigint() - started) / 1e9;
  let done = 0;
  let errors = 0;
  let running = workers;
  let lastReport = 0;
  for (let w = 0; w < workers; w++) {
    const task: WorkerTask = { base, first: w, stride: workers, end: games };
    const worker = new Worker(new URL(import.meta.url), { workerData: task });
    worker.on("message", (m: WorkerMessage) => {
      if (m.type === "error") {
        errors += 1;
        console.log(`ERROR game ${m.game} ${JSON.stringify(m.setup)} at order ${m.order}: ${m.message}`);
        return;
      }
      done += m.done;
      if (seconds() - lastReport >= 30) {
        lastReport = seconds();
        console.log(`${done}/${games} games, ${errors} errors, ${(done / seconds()).toFixed(1)} games/s`);
      }
    });
    worker.on("error", (error) => {
      errors += 1;
      console.log(`ERROR worker ${w} crashed: ${error.stack ?? String(error)}`);
    });
    worker.on("exit", () => {
      running -= 1;
      if (running > 0) return;
      const elapsed = seconds();
      console.log(`Done: ${done} games in ${elapsed.toFixed(1)} s, ${(done / elapsed).toFixed(1)} games/s, ${errors} errors.`);
      if (errors > 0 || done !== games) process.exitCode = 1;
    });
  }
}

if (isMainThread) main();
else work(workerData as WorkerTask, (m) => parentPort?.postMessage(m));

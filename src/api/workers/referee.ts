// The worker thread's side of the referee pool: replays and adjudications, pure CPU, no database.
import { parentPort } from "node:worker_threads";
import { adjudicate, replay, type AdjudicateInput } from "../../games/index.js";
import type { DiceMode, GameRecord } from "../../records/index.js";

export type RefereeTask = { kind: "replay"; record: GameRecord; dice?: DiceMode | undefined } | { kind: "adjudicate"; input: AdjudicateInput };

parentPort?.on("message", (task: RefereeTask) => {
  try {
    const value = task.kind === "replay" ? replay(task.record, task.dice) : adjudicate(task.input);
    parentPort?.postMessage({ ok: true, value });
  } catch (error) {
    parentPort?.postMessage({ ok: false, message: (error as Error).message });
  }
});

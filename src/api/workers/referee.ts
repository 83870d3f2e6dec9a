// The worker thread's side of the referee pool: replays and adjudications, pure CPU, no database.
import { parentPort } from "node:worker_threads";
import { adjudicate, replay, type AdjudicateInput, type Result } from "../../games/index.js";
import { parseRecord, RecordFormatError, type DiceMode } from "../../records/index.js";
import type { ReplayOutcome } from "../../games/index.js";

/** The record arrives unchecked: checking a large one is work too, so it is done here, off the request thread. */
export type RefereeTask = { kind: "replay"; record: unknown; dice?: DiceMode | undefined } | { kind: "adjudicate"; input: AdjudicateInput };

function replayUnchecked(json: unknown, dice: DiceMode | undefined): Result<ReplayOutcome> {
  try {
    return replay(parseRecord(json), dice);
  } catch (error) {
    if (!(error instanceof RecordFormatError)) throw error;
    return { ok: false, error: { code: "bad-request", detail: `The body is not a valid record: ${error.message}` } };
  }
}

parentPort?.on("message", (task: RefereeTask) => {
  try {
    const value = task.kind === "replay" ? replayUnchecked(task.record, task.dice) : adjudicate(task.input);
    parentPort?.postMessage({ ok: true, value });
  } catch (error) {
    parentPort?.postMessage({ ok: false, message: (error as Error).message });
  }
});

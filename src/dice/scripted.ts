// Given dice: for tests, for a referee adjudicating a disputed position, and for replaying a
// game record's dice log (where a change of range reveals that the replay has diverged).

import type { DrawPurpose, Visibility } from "../rules/random.js";
import {
  DEFAULT_VISIBILITY,
  assertValidCounter,
  assertValidDrawRange,
  type DiceLogEntry,
  type LoggedRandomSource,
} from "./log.js";

export type ScriptedDiceErrorCode = "exhausted" | "out-of-range" | "diverged";

export class ScriptedDiceError extends Error {
  override readonly name = "ScriptedDiceError";
  constructor(
    readonly code: ScriptedDiceErrorCode,
    /** The counter of the draw that failed. */
    readonly k: number,
    /** The position in the script of the draw that failed. */
    readonly index: number,
    message: string,
  ) {
    super(message);
  }
}

export interface ScriptedSourceOptions {
  /** The counter of the first scripted draw, when the script continues a game already begun. */
  startCounter?: number;
}

export function createScriptedSource(
  script: readonly number[] | readonly DiceLogEntry[],
  options: ScriptedSourceOptions = {},
): LoggedRandomSource {
  const startCounter = options.startCounter ?? 0;
  assertValidCounter(startCounter);
  const log: DiceLogEntry[] = [];
  let counter = startCounter;
  return {
    log,
    get counter() {
      return counter;
    },
    next(n: number, purpose: DrawPurpose, visibleTo: Visibility = DEFAULT_VISIBILITY): number {
      assertValidDrawRange(n);
      const k = counter;
      const index = k - startCounter;
      const scripted = script[index];
      if (scripted === undefined) {
        throw new ScriptedDiceError("exhausted", k, index, `scripted dice exhausted at draw ${k}`);
      }
      const value = typeof scripted === "number" ? scripted : scripted.value;
      if (typeof scripted !== "number") {
        if (scripted.k !== k) {
          throw new ScriptedDiceError(
            "diverged",
            k,
            index,
            `scripted dice diverged at draw ${k}: script entry ${index} is for draw ${scripted.k}`,
          );
        }
        if (scripted.n !== n) {
          throw new ScriptedDiceError(
            "diverged",
            k,
            index,
            `scripted dice diverged at draw ${k}: asked for a value in [0, ${n}) but the log drew from [0, ${scripted.n})`,
          );
        }
      }
      if (!Number.isInteger(value) || value < 0 || value >= n) {
        throw new ScriptedDiceError(
          "out-of-range",
          k,
          index,
          `scripted dice value ${value} at index ${index} (draw ${k}) is outside [0, ${n})`,
        );
      }
      log.push({ k, purpose, n, value, visibleTo });
      counter = k + 1;
      return value;
    },
  };
}

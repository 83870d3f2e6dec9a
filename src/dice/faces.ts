// Given dice written the way players read them: die rolls as faces 1-6, every other draw (deal,
// pool draw, levy) as the raw index it returns. For referees adjudicating a disputed position.

import type { DrawPurpose, Visibility } from "../rules/random.js";
import { DEFAULT_VISIBILITY, assertValidDrawRange, type DiceLogEntry, type LoggedRandomSource } from "./log.js";
import { ScriptedDiceError } from "./scripted.js";

/** Draws that are rolls of one six-sided die (5.2, 5.4, EV-HERALD). */
const DIE_ROLLS: readonly DrawPurpose[] = ["fire", "celtic", "herald"];

export function createFaceSource(values: readonly number[]): LoggedRandomSource {
  const log: DiceLogEntry[] = [];
  return {
    log,
    get counter() {
      return log.length;
    },
    next(n: number, purpose: DrawPurpose, visibleTo: Visibility = DEFAULT_VISIBILITY): number {
      assertValidDrawRange(n);
      const k = log.length;
      const given = values[k];
      if (given === undefined) {
        throw new ScriptedDiceError("exhausted", k, k, `the dice ran out: draw ${k} (${purpose}, range ${n}) has no value`);
      }
      const face = DIE_ROLLS.includes(purpose) && n === 6;
      const value = face ? given - 1 : given;
      if (!Number.isInteger(value) || value < 0 || value >= n) {
        const range = face ? "a face 1-6" : `an index in [0, ${n})`;
        throw new ScriptedDiceError("out-of-range", k, k, `draw ${k} (${purpose}) needs ${range}, got ${given}`);
      }
      log.push({ k, purpose, n, value, visibleTo });
      return value;
    },
  };
}

// The referee's audit: the seed matches the commitment published before the game, and every
// logged draw is the one the committed stream gives for its counter and range.

import { drawValue, type Nonces } from "./committed.js";
import { isValidDrawRange, type DiceLogEntry } from "./log.js";
import { SEED_BYTES, commitmentOf } from "./seed.js";

export interface DiceLogAudit {
  seed: Uint8Array;
  commitment: string;
  gameId: string;
  nonces: Nonces;
  /** The whole log of the game, from draw 0. */
  log: readonly DiceLogEntry[];
}

export type DiceLogVerdict =
  | { ok: true }
  | { ok: false; reason: "commitment-mismatch"; expected: string; actual: string }
  /** An entry's counter is not its position: a draw was dropped, repeated or reordered. */
  | { ok: false; reason: "counter-gap"; index: number; expected: number; actual: number }
  /** An entry's range is not one the stream can draw from, so its value cannot be recomputed. */
  | { ok: false; reason: "malformed-entry"; index: number; k: number; n: number }
  | { ok: false; reason: "entry-mismatch"; k: number; expected: number; actual: number };

/** Checks the commitment, then every entry in order; reports the first failure. */
export function verifyDiceLog(audit: DiceLogAudit): DiceLogVerdict {
  const { seed, gameId, nonces, log } = audit;
  const published = audit.commitment.toLowerCase();
  const revealed = seed.length === SEED_BYTES ? commitmentOf(seed) : "";
  if (revealed !== published) {
    return { ok: false, reason: "commitment-mismatch", expected: published, actual: revealed };
  }
  for (const [index, entry] of log.entries()) {
    if (entry.k !== index) {
      return { ok: false, reason: "counter-gap", index, expected: index, actual: entry.k };
    }
    if (!isValidDrawRange(entry.n)) {
      return { ok: false, reason: "malformed-entry", index, k: entry.k, n: entry.n };
    }
    const { value } = drawValue({ seed, gameId, nonces }, entry.k, entry.n);
    if (value !== entry.value) {
      return { ok: false, reason: "entry-mismatch", k: entry.k, expected: value, actual: entry.value };
    }
  }
  return { ok: true };
}

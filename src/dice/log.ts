// The dice log: one entry per draw, shared by every random source so that play, replay and audit
// all speak the same record.

import type { DrawPurpose, RandomSource, Visibility } from "../rules/random.js";

export interface DiceLogEntry {
  /** The draw counter: 0 for the first draw of the game, one more for each draw after it. */
  k: number;
  purpose: DrawPurpose;
  /** The range asked for: the value is in [0, n). */
  n: number;
  value: number;
  visibleTo: Visibility;
}

/** A random source that records what it drew and knows the counter of its next draw. */
export interface LoggedRandomSource extends RandomSource {
  readonly log: readonly DiceLogEntry[];
  readonly counter: number;
}

/** The committed stream maps a 32-bit word to [0, n), so n may not exceed 2^32. */
export const MAX_DRAW_RANGE = 2 ** 32;

// Fail closed: a draw nobody said could be shown stays with the referee.
export const DEFAULT_VISIBILITY: Visibility = "referee";

export function isValidDrawRange(n: number): boolean {
  return Number.isSafeInteger(n) && n >= 1 && n <= MAX_DRAW_RANGE;
}

// Scripted and committed sources accept the same ranges, so a game that replays with scripted
// dice can also be played with the committed stream.
export function assertValidDrawRange(n: number): void {
  if (!isValidDrawRange(n)) {
    throw new RangeError(`dice range n must be an integer in [1, 2^32], got ${n}`);
  }
}

export function assertValidCounter(k: number): void {
  if (!Number.isSafeInteger(k) || k < 0) {
    throw new RangeError(`dice counter must be a non-negative safe integer, got ${k}`);
  }
}

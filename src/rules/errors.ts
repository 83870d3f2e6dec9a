// Illegal orders are values with a code, the rule they break, and the decision they failed against.

import type { Decision } from "./decisions.js";

/** Every reason an order can be refused for; a list so that the catalogues can be checked against it. */
export const ILLEGAL_REASONS = [
  "no-decision",
  "not-your-decision",
  "wrong-order-type",
  "game-over",
  "not-in-hand",
  "illegal-choice",
  "unknown-block",
  "not-your-block",
  "not-adjacent",
  "border-limit",
  "must-stop",
  "move-rating",
  "already-moved",
  "no-move-points",
  "pinned",
  "border-control",
  "truce",
  "area-activated",
  "enemy-area",
  "not-friendly",
  "not-coastal",
  "castle-limit",
  "too-many-steps",
  "incomplete",
  "duplicate",
  "not-strongest",
  /** Not a well-formed order at all: a missing or unknown field, a wrong type, an unknown id (issue 14). */
  "malformed-order",
] as const;

export type IllegalReason = (typeof ILLEGAL_REASONS)[number];

export interface IllegalOrder {
  code: IllegalReason;
  rule: string;
  message: string;
  decision: Decision | null;
}

/** Thrown inside the engine, caught at applyOrder and returned as a value. */
export class IllegalOrderError extends Error {
  constructor(
    readonly code: IllegalReason,
    readonly rule: string,
    message: string,
  ) {
    // An illegal order is an answer, not a bug: skip the costly stack trace (players try many).
    const limit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    super(message);
    Error.stackTraceLimit = limit;
  }
}

export function illegal(code: IllegalReason, rule: string, message: string): never {
  throw new IllegalOrderError(code, rule, message);
}

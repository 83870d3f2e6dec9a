// An order the engine refuses, as a use-case error: "not your decision" when the caller's side has
// nothing to decide (403), else the engine's reason, rule and the decision's legal choices (422).
import type { IllegalOrder } from "../rules/errors.js";
import { pendingDecisions } from "../rules/engine.js";
import type { GameState } from "../rules/state.js";
import { fail, type Result } from "./errors.js";

const NOT_YOURS = new Set<IllegalOrder["code"]>(["not-your-decision", "no-decision", "game-over"]);

export function rejection(state: GameState, error: IllegalOrder): Result<never> {
  if (NOT_YOURS.has(error.code)) {
    const waitingFor = [...new Set(pendingDecisions(state).map((d) => d.side))];
    const detail = state.winner ? "The game is over" : `No decision is pending for your side; waiting for ${waitingFor.join(" and ")}`;
    return fail({ code: "not-your-decision", detail, waitingFor });
  }
  return fail({
    code: "illegal-order",
    detail: error.message,
    reason: error.code,
    rule: error.rule,
    message: error.message,
    decision: error.decision,
  });
}

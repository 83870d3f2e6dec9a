// POST /adjudicate: a referee's sandbox with no database. Set up a position (or continue a state),
// apply orders with the dice given, and report each order's outcome and the resulting state.
import { createFaceSource, ScriptedDiceError } from "../dice/index.js";
import { stateHash } from "../records/index.js";
import type { Decision } from "../rules/decisions.js";
import { applyOrder, pendingDecisions } from "../rules/engine.js";
import type { GameEvent } from "../rules/events.js";
import { position, type PositionSpec } from "../rules/position.js";
import type { Side } from "../rules/sides.js";
import type { GameState } from "../rules/state.js";
import { fail, ok, type GameError, type Result } from "./errors.js";
import { readOrder, type OrderInput } from "./orderInput.js";
import { rejection } from "./rejection.js";

export type AdjudicateInput = {
  orders: ({ side: Side } & OrderInput)[];
  /** Die rolls as faces 1-6, other draws as raw indices, in the order the engine asks for them. */
  dice?: number[];
} & ({ position: PositionSpec; state?: undefined } | { state: GameState; position?: undefined });

export type OrderOutcome =
  | { ok: true; events: GameEvent[] }
  | { ok: false; error: GameError | { code: "dice"; detail: string } };

export interface Adjudication {
  results: OrderOutcome[];
  state: GameState;
  stateHash: string;
  pending: Decision[];
}

function unusable(what: string, error: unknown): Result<never> {
  return fail({ code: "bad-request", detail: `${what}: ${(error as Error).message}` });
}

/**
 * The position or state comes from the client, and may describe what the engine never produces
 * (more blocks in an area than castles hold, a battle with no defender): an engine failure on it
 * is the request's fault, so every failure here is a 400 with the engine's message.
 */
export function adjudicate(input: AdjudicateInput): Result<Adjudication> {
  const dice = createFaceSource(input.dice ?? []);
  let state: GameState;
  try {
    state = input.position !== undefined ? position(input.position, dice).state : input.state;
  } catch (error) {
    return unusable("the position cannot be set up", error);
  }
  const results: OrderOutcome[] = [];
  for (const entry of input.orders) {
    const read = readOrder(entry);
    if (!read.ok) {
      results.push({ ok: false, error: read.error });
      continue;
    }
    let applied;
    try {
      applied = applyOrder(state, entry.side, read.value.order, dice);
    } catch (error) {
      if (error instanceof ScriptedDiceError) {
        results.push({ ok: false, error: { code: "dice", detail: error.message } });
        continue;
      }
      return unusable(`order ${results.length + 1} cannot be adjudicated`, error);
    }
    if (!applied.ok) {
      const refused = rejection(state, applied.error);
      if (!refused.ok) results.push({ ok: false, error: refused.error });
      continue;
    }
    state = applied.state;
    results.push({ ok: true, events: applied.events });
  }
  try {
    return ok({ results, state, stateHash: stateHash(state), pending: pendingDecisions(state) });
  } catch (error) {
    return unusable("the state reached cannot be read", error);
  }
}

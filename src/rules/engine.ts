// The engine's public contract: newGame, pendingDecisions, applyOrder. Pure: no I/O, no clock.

import type { Ctx } from "./board.js";
import { battleStep, hitsStep } from "./battle.js";
import { battlePhase, defections } from "./battlePhase.js";
import { cardPlay, nextTurn, resolveCards, yearStart } from "./cards.js";
import type { Decision } from "./decisions.js";
import { IllegalOrderError, type IllegalOrder } from "./errors.js";
import { eventStep, pillageHits, pillageSteps } from "./eventCards.js";
import type { GameEvent } from "./events.js";
import { advance, applyToCurrent, pendingOf, registerHandlers, rememberDecisions } from "./flow.js";
import { movementStep } from "./movement.js";
import type { Order } from "./orders.js";
import type { RandomSource } from "./random.js";
import type { Side } from "./sides.js";
import type { GameState } from "./state.js";
import { raid, suddenDeath, turnEnd } from "./turnEnd.js";
import { declareWinner } from "./victory.js";
import { enemyOf } from "./sides.js";
import { illegal } from "./errors.js";
import { copyStateJson, copyStateForOrder } from "./copy.js";
import { withBoardIndex } from "./boardIndex.js";
import { orderShapeProblem } from "./orderShape.js";
import {
  builds,
  edwardWinter,
  englishDisband,
  kingWinter,
  morayWinter,
  nobleHome,
  noblesHome,
  score,
  scottishDisband,
  wallaceWinter,
  winter,
} from "./winter.js";

registerHandlers({
  "year-start": yearStart,
  "card-play": cardPlay,
  "resolve-cards": resolveCards,
  event: eventStep,
  defections,
  "pillage-hits": pillageHits,
  "pillage-steps": pillageSteps,
  movement: movementStep,
  "battle-phase": battlePhase,
  battle: battleStep,
  hits: hitsStep,
  "turn-end": turnEnd,
  raid,
  "sudden-death": suddenDeath,
  "next-turn": nextTurn,
  winter,
  "nobles-home": noblesHome,
  "noble-home": nobleHome,
  "moray-winter": morayWinter,
  "king-winter": kingWinter,
  "edward-winter": edwardWinter,
  "english-disband": englishDisband,
  "wallace-winter": wallaceWinter,
  "scottish-disband": scottishDisband,
  builds,
  score,
});

export { newGame, resolveBids, type Bid, type BidResult, type GameSetup, type NewGame } from "./setup.js";

/**
 * States are plain JSON; copyJson copies them as a JSON round trip would, without the text: a copy
 * to change freely, sharing nothing with `state`.
 */
export function copyState(state: GameState): GameState {
  return copyStateJson(state);
}

function resign(ctx: Ctx, side: Side): void {
  if (ctx.s.winner) illegal("game-over", "9.0", "the game is over");
  declareWinner(ctx, enemyOf(side), "resignation");
}

/** Who must decide what now, with the legal choices. Empty once the game is over. */
export function pendingDecisions(state: GameState): Decision[] {
  return pendingOf(state);
}

export type ApplyResult =
  | { ok: true; state: GameState; events: GameEvent[] }
  | { ok: false; error: IllegalOrder; state: GameState };

/**
 * Applies one side's order. The input state is never mutated; an illegal order returns the
 * reason, the rule and the decision it failed against, with the state unchanged. The new state
 * shares the blocks the order left unchanged with the input (board.ts changes a block on its own copy).
 */
export function applyOrder(state: GameState, side: Side, order: Order, random: RandomSource): ApplyResult {
  const malformed = side === "england" || side === "scotland" ? orderShapeProblem(order) : `no side "${String(side)}" (england or scotland)`;
  if (malformed) return { ok: false, state, error: malformedOrder(state, side, malformed) };
  const ctx: Ctx = { s: copyStateForOrder(state), rng: random, events: [] };
  const pending = pendingOf(state);
  try {
    // Board queries on the new state are answered from an index (board.ts keeps it right as blocks move).
    withBoardIndex(
      ctx.s,
      () => {
        if (order.type === "resign") resign(ctx, side);
        else applyToCurrent(ctx, side, order, pending);
        ctx.s.ordersApplied += 1;
        // The new state's decisions are worked out here once; pendingDecisions answers from them.
        rememberDecisions(ctx.s, advance(ctx));
      },
      state,
    );
    return { ok: true, state: ctx.s, events: ctx.events };
  } catch (error) {
    if (error instanceof IllegalOrderError) {
      return { ok: false, state, error: { code: error.code, rule: error.rule, message: error.message, decision: decisionFor(state, side) } };
    }
    throw error;
  }
}

function decisionFor(state: GameState, side: Side): Decision | null {
  const pending = pendingOf(state);
  return pending.find((d) => d.side === side) ?? pending[0] ?? null;
}

/** Issue 14: the library's users pass orders without a schema in front; a bad shape is a value too. */
function malformedOrder(state: GameState, side: Side, message: string): IllegalOrder {
  return { code: "malformed-order", rule: "-", message, decision: decisionFor(state, side) };
}

/**
 * The order's own effects, as applyOrder would make them, without what the game then does by
 * itself (the steps that follow, decisions with one choice taken automatically). For previews,
 * which must not run on into what depends on the other side's secrets. The state returned is
 * between steps: its pending decisions are not meaningful.
 */
export function applyOrderAlone(state: GameState, side: Side, order: Order, random: RandomSource): ApplyResult {
  const malformed = side === "england" || side === "scotland" ? orderShapeProblem(order) : `no side "${String(side)}" (england or scotland)`;
  if (malformed) return { ok: false, state, error: malformedOrder(state, side, malformed) };
  const ctx: Ctx = { s: copyStateForOrder(state), rng: random, events: [] };
  const pending = pendingOf(state);
  try {
    withBoardIndex(
      ctx.s,
      () => {
        if (order.type === "resign") resign(ctx, side);
        else applyToCurrent(ctx, side, order, pending);
      },
      state,
    );
    return { ok: true, state: ctx.s, events: ctx.events };
  } catch (error) {
    if (error instanceof IllegalOrderError) {
      return { ok: false, state, error: { code: error.code, rule: error.rule, message: error.message, decision: decisionFor(state, side) } };
    }
    throw error;
  }
}

/**
 * Whether `order` is legal now: the reason it is not, or null, as applyOrder would answer. Cheaper
 * for trying candidate orders: the order is carried out on a scratch copy, but nothing that follows it.
 */
export function checkOrder(state: GameState, side: Side, order: Order, random: RandomSource): IllegalOrder | null {
  const malformed = side === "england" || side === "scotland" ? orderShapeProblem(order) : `no side "${String(side)}" (england or scotland)`;
  if (malformed) return malformedOrder(state, side, malformed);
  const ctx: Ctx = { s: copyStateForOrder(state), rng: random, events: [] };
  const pending = pendingOf(state);
  try {
    withBoardIndex(
      ctx.s,
      () => {
        if (order.type === "resign") resign(ctx, side);
        else applyToCurrent(ctx, side, order, pending);
      },
      state,
    );
    return null;
  } catch (error) {
    if (error instanceof IllegalOrderError) return { code: error.code, rule: error.rule, message: error.message, decision: decisionFor(state, side) };
    throw error;
  }
}

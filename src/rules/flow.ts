// The step machine: runs automatic work until someone must decide, and routes orders to their step.

import type { Ctx } from "./board.js";
import { withBoardIndex } from "./boardIndex.js";
import { emit } from "./board.js";
import type { Decision } from "./decisions.js";
import { IllegalOrderError, illegal } from "./errors.js";
import type { Order } from "./orders.js";
import type { Side } from "./sides.js";
import type { GameState, Step } from "./state.js";

export type RunResult = "continue" | "wait";

export interface StepHandler<S extends Step = Step> {
  /** Automatic work. Pops or replaces its step when finished; "wait" means a decision is pending. */
  run(ctx: Ctx, step: S): RunResult;
  /** The decisions this step is waiting for (only called after run said "wait"). */
  decide(s: GameState, step: S): Decision[];
  /** Applies one side's order; throws IllegalOrderError. */
  apply(ctx: Ctx, step: S, side: Side, order: Order): void;
}

type HandlerTable = { [K in Step["t"]]: StepHandler<Extract<Step, { t: K }>> };

let table: HandlerTable | null = null;

/** Phase modules register their handlers once (avoids import cycles between phases). */
export function registerHandlers(handlers: HandlerTable): void {
  table = handlers;
}

function handlerFor<S extends Step>(step: S): StepHandler<S> {
  if (!table) throw new Error("engine handlers not registered");
  return table[step.t] as unknown as StepHandler<S>;
}

export function currentStep(s: GameState): Step | undefined {
  return s.steps[s.steps.length - 1];
}

/** Schedules steps to run in the order given (the stack runs its last entry first). */
export function schedule(s: GameState, ...steps: Step[]): void {
  for (let i = steps.length - 1; i >= 0; i--) s.steps.push(steps[i] as Step);
}

export function popStep(s: GameState): void {
  s.steps.pop();
}

const MAX_AUTOMATIC_STEPS = 100_000;

/** A step's decisions, worked out with the board index (decide only reads the state). */
function decideNow<S extends Step>(s: GameState, step: S): Decision[] {
  return withBoardIndex(s, () => handlerFor(step).decide(s, step));
}

/**
 * The decisions of every state the engine handed out, worked out once when it was made (advance
 * needs them anyway to find single-choice decisions). States are never mutated after they are
 * handed out (the engine's contract: each order makes a new one), so the answer stays right.
 *
 * The last few states handed out are kept with their decisions (a player asks about the state it
 * was just given); an older state's decisions are worked out again when asked. (A WeakMap keyed
 * by state kept every state's decisions instead, but V8's scavenges keep a WeakMap's values alive
 * until a full collection: every state's decisions were promoted to the old generation.)
 *
 * A server plays many games at once, each order on the state its game's last order made: with
 * fewer slots than games in play, that state was pushed out by the others' and its decisions were
 * worked out again at every order (about a fifth of an order's engine time with a hundred games).
 * As many slots as the server keeps games in its cache (src/games/gameCache.ts).
 */
const REMEMBERED = 256;
const rememberedStates: (GameState | null)[] = new Array<GameState | null>(REMEMBERED).fill(null);
const rememberedLists: (Decision[] | null)[] = new Array<Decision[] | null>(REMEMBERED).fill(null);
let nextSlot = 0;

/** Records the decisions pending in a finished state (called by the engine once it hands `s` out). */
export function rememberDecisions(s: GameState, decisions: Decision[]): void {
  rememberedStates[nextSlot] = s;
  rememberedLists[nextSlot] = decisions;
  nextSlot = (nextSlot + 1) % REMEMBERED;
}

function recalled(s: GameState): Decision[] | undefined {
  // Newest first: nearly always the state handed out last.
  for (let n = 1; n <= REMEMBERED; n++) {
    const i = (nextSlot - n + REMEMBERED) % REMEMBERED;
    if (rememberedStates[i] === s) return rememberedLists[i] ?? undefined;
  }
  return undefined;
}

/**
 * Runs until a real decision is pending or the game is over; takes single-choice decisions itself.
 * Returns the decisions pending where it stopped (none once the game is over).
 */
export function advance(ctx: Ctx): Decision[] {
  for (let guard = 0; guard < MAX_AUTOMATIC_STEPS; guard++) {
    if (ctx.s.winner) {
      ctx.s.steps = [];
      return [];
    }
    const step = currentStep(ctx.s);
    if (!step) return [];
    if (handlerFor(step).run(ctx, step) === "continue") continue;
    const decisions = decideNow(ctx.s, step);
    const forced = decisions.find((d) => d.only !== undefined);
    if (!forced || !forced.only) return decisions;
    // The order may name blocks the other side may not identify; what it did shows in later events.
    emit(ctx, { type: "auto-order", side: forced.side, order: forced.only, secret: { from: forced.side === "england" ? "scotland" : "england" } });
    handlerFor(step).apply(ctx, step, forced.side, forced.only);
  }
  throw new Error("engine made no progress: automatic step loop");
}

/** The decisions remembered for a state the engine handed out, without working any out. */
export function rememberedDecisions(s: GameState): readonly Decision[] | undefined {
  return recalled(s);
}

export function pendingOf(s: GameState): Decision[] {
  if (s.winner) return [];
  const step = currentStep(s);
  if (!step) return [];
  const known = recalled(s);
  if (known) return known;
  return decideNow(s, step);
}

/** Applies an order to the current step; `pending` are the decisions of the state before it (as pendingOf gives). */
export function applyToCurrent(ctx: Ctx, side: Side, order: Order, pending?: Decision[]): void {
  if (ctx.s.winner) illegal("game-over", "9.0", "the game is over");
  const step = currentStep(ctx.s);
  if (!step) illegal("no-decision", "-", "nothing to decide");
  const decisions = pending ?? decideNow(ctx.s, step);
  if (!decisions.some((d) => d.side === side)) {
    illegal("not-your-decision", decisions[0]?.rule ?? "-", `no decision is pending for ${side}`);
  }
  handlerFor(step).apply(ctx, step, side, order);
}

export { IllegalOrderError };

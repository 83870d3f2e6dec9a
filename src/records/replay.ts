// Replays a record and names the first order where the result differs from what was recorded.

import { createCommittedSource, createScriptedSource, seedFromHex, ScriptedDiceError, type LoggedRandomSource } from "../dice/index.js";
import { applyOrder, newGame, type GameSetup } from "../rules/engine.js";
import { copyJson } from "../rules/copy.js";
import type { GameEvent } from "../rules/events.js";
import type { Order } from "../rules/orders.js";
import type { Bid } from "../rules/setup.js";
import type { GameState, OptionId, Victory } from "../rules/state.js";
import type { ScenarioId } from "../rules/data/index.js";
import { parseOrder } from "../orders/text.js";
import { sha256Hex } from "./canonical.js";
import { CanonicalJsonWriter } from "./canonicalWriter.js";
import type { GameRecord, RecordedOrder } from "./record.js";

export type DiceMode = "log" | "seed";

export interface Divergence {
  /** 0 for the set-up, else the seq of the order (1-based). */
  order: number;
  reason: "state-hash" | "illegal-order" | "unparsable-order" | "dice" | "unused-dice" | "dice-log" | "dice-purpose" | "order-time" | "order-default" | "result";
  expected: string;
  actual: string;
}

export interface ReplayReport {
  verified: boolean;
  dice: DiceMode;
  orders: number;
  outcome: Victory | null;
  finalStateHash: string;
  divergence: Divergence | null;
}

export interface Replay {
  report: ReplayReport;
  /** Every event of the game, in order; empty when the replay was asked not to keep them. */
  events: GameEvent[];
  state: GameState | null;
  /** For each draw replayed, by its counter k: the seq of the order that drew it (0: the set-up). */
  drawnBy: number[];
}

function setupOf(record: GameRecord): GameSetup {
  return {
    scenario: record.setup.scenario as ScenarioId,
    options: record.setup.options as OptionId[],
    campaignEndYear: record.setup.campaignEndYear,
    ...(record.setup.bids ? { bids: record.setup.bids as [Bid, Bid] } : {}),
  };
}

function sourceFor(record: GameRecord, mode: DiceMode): LoggedRandomSource {
  if (mode === "log") return createScriptedSource(record.diceLog);
  if (!record.dice.seed) throw new Error("the record's seed is not revealed: replay with its dice log instead");
  return createCommittedSource({ seed: seedFromHex(record.dice.seed), gameId: record.gameId, nonces: record.dice.nonces });
}

/**
 * parseOrder for one replay, each text read once: a game repeats many orders word for word ("play
 * Move 2", "move none", a battle's "combat ... fire"). Each order handed out is its own copy, so
 * nothing the engine keeps of one (in its events, which the replay hands on) is another's; or, for
 * a replay that keeps nothing of the engine's (`shared`), the one order read for the text. The
 * engine never changes an order (tests/rules/sharedBlocks.test.ts plays every order frozen); freezing
 * each here made a replay about 5% slower (docs/performance.md, thirteenth round).
 */
export function orderReader(shared = false): (text: string) => Order {
  const read = new Map<string, Order>();
  return (text) => {
    let order = read.get(text);
    if (order === undefined) {
      order = parseOrder(text);
      read.set(text, order);
    }
    return shared ? order : copyJson(order);
  };
}

export interface ReplayOptions {
  /** Whether to keep the game's events (true): a verdict alone needs none, and a long game has thousands. */
  events?: boolean;
}

/**
 * What is wrong with an order's time or its default mark, if anything: orders are accepted one
 * after another, after the game was created; a default (docs/deadlines.md) answers a deadline that
 * had passed when it was applied, and only a default names a deadline.
 */
function timingProblem(entry: RecordedOrder, previousAt: number, createdAt: string): Divergence | null {
  const at = Date.parse(entry.at);
  const order = entry.seq;
  if (!ISO_TIME.test(entry.at) || Number.isNaN(at)) return { order, reason: "order-time", expected: "an ISO 8601 time", actual: entry.at };
  if (Number.isNaN(previousAt)) return { order, reason: "order-time", expected: "the record's createdAt as an ISO 8601 time", actual: createdAt };
  if (at < previousAt) return { order, reason: "order-time", expected: `at or after ${new Date(previousAt).toISOString()} (the game's creation or the order before)`, actual: entry.at };
  if (entry.default === true) {
    const deadline = entry.deadline === undefined ? Number.NaN : Date.parse(entry.deadline);
    if (entry.deadline === undefined || !ISO_TIME.test(entry.deadline) || Number.isNaN(deadline)) {
      return { order, reason: "order-default", expected: "the deadline the default answered", actual: entry.deadline ?? "no deadline" };
    }
    if (deadline > at) return { order, reason: "order-default", expected: `a deadline passed by ${entry.at}`, actual: `deadline ${entry.deadline}` };
  } else if (entry.deadline !== undefined) {
    return { order, reason: "order-default", expected: "no deadline on an order the side gave", actual: `deadline ${entry.deadline}` };
  }
  return null;
}

/** A time as the server writes them (Date.prototype.toISOString, or without milliseconds). */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

export function replayRecord(record: GameRecord, mode: DiceMode = record.dice.seed ? "seed" : "log", options: ReplayOptions = {}): Replay {
  const keepEvents = options.events ?? true;
  const source = sourceFor(record, mode);
  // Each state differs from the one before by one order: its canonical text is mostly the last one's,
  // and the parts the engine shares between the two (unchanged blocks) are never changed in place.
  const writer = new CanonicalJsonWriter({ objectsNeverChange: true });
  const stateHash = (state: GameState): string => sha256Hex(writer.json(state));
  const events: GameEvent[] = [];
  const drawnBy: number[] = [];
  // Without the events, nothing of an order outlives the replay's next order: the orders need no copies.
  const orderOf = orderReader(!keepEvents);
  const report = (state: GameState | null, orders: number, divergence: Divergence | null): Replay => ({
    report: {
      verified: divergence === null,
      dice: mode,
      orders,
      outcome: state?.winner ?? null,
      finalStateHash: state ? stateHash(state) : "",
      divergence,
    },
    events,
    state,
    drawnBy,
  });
  /**
   * Notes which order made the draws since the last call and, replaying from the seed, names the
   * first one the record logs differently, at that order (in the words verify-dice uses).
   */
  const drawsOf = (order: number): Divergence | null => {
    const from = drawnBy.length;
    for (let k = from; k < source.log.length; k++) drawnBy.push(order);
    for (let k = from; k < Math.min(source.log.length, record.diceLog.length); k++) {
      const drawn = source.log[k];
      const logged = record.diceLog[k];
      if (drawn === undefined || logged === undefined) continue;
      // Why a draw was made and who may see it are the engine's: the replay says what they are.
      if (drawn.purpose !== logged.purpose || drawn.visibleTo !== logged.visibleTo) {
        const told = (e: typeof drawn) => `draw ${k} for ${e.purpose}, visible to ${e.visibleTo}`;
        return { order, reason: "dice-purpose", expected: `${told(drawn)} (as the replay draws it)`, actual: `${told(logged)} (in the record)` };
      }
      if (mode !== "seed" || (drawn.value === logged.value && drawn.n === logged.n)) continue;
      const range = drawn.n === logged.n ? ["", ""] : [` of ${drawn.n}`, ` of ${logged.n}`];
      return { order, reason: "dice-log", expected: `draw ${k} = ${drawn.value}${range[0]} (from the seed)`, actual: `draw ${k} = ${logged.value}${range[1]} (in the record)` };
    }
    return null;
  };
  const diceFailure = (error: unknown, order: number, state: GameState | null): Replay | null =>
    error instanceof ScriptedDiceError ? report(state, order - 1, { order, reason: "dice", expected: "the recorded dice log", actual: error.message }) : null;

  let state: GameState;
  try {
    const created = newGame(setupOf(record), source);
    state = created.state;
    if (keepEvents) events.push(...created.events);
  } catch (error) {
    const failed = diceFailure(error, 0, null);
    if (failed) return failed;
    throw error;
  }
  const setupDice = drawsOf(0);
  if (setupDice) return report(state, 0, setupDice);
  const initialHash = stateHash(state);
  if (initialHash !== record.initialStateHash) {
    return report(state, 0, { order: 0, reason: "state-hash", expected: record.initialStateHash, actual: initialHash });
  }
  let previousAt = Date.parse(record.createdAt);
  for (const entry of record.orders) {
    const timing = timingProblem(entry, previousAt, record.createdAt);
    if (timing) return report(state, entry.seq - 1, timing);
    previousAt = Date.parse(entry.at);
    let order;
    try {
      order = orderOf(entry.text);
    } catch (error) {
      return report(state, entry.seq - 1, { order: entry.seq, reason: "unparsable-order", expected: entry.text, actual: (error as Error).message });
    }
    let result;
    try {
      result = applyOrder(state, entry.side, order, source);
    } catch (error) {
      const failed = diceFailure(error, entry.seq, state);
      if (failed) return failed;
      throw error;
    }
    if (!result.ok) {
      return report(state, entry.seq - 1, { order: entry.seq, reason: "illegal-order", expected: entry.text, actual: `${result.error.code}: ${result.error.message}` });
    }
    state = result.state;
    if (keepEvents) events.push(...result.events);
    const dice = drawsOf(entry.seq);
    if (dice) return report(state, entry.seq, dice);
    const actual = stateHash(state);
    if (actual !== entry.stateHash) return report(state, entry.seq, { order: entry.seq, reason: "state-hash", expected: entry.stateHash, actual });
  }
  const last = record.orders.length;
  if (source.log.length !== record.diceLog.length) {
    return report(state, last, { order: last, reason: "unused-dice", expected: `${record.diceLog.length} draws`, actual: `${source.log.length} draws` });
  }
  // An abandoned game ended without a winner: its last state has none either.
  const expected = record.result?.winner ? `${record.result.winner} (${record.result.reason})` : "none";
  const actual = state.winner ? `${state.winner.side} (${state.winner.reason})` : "none";
  if (expected !== actual) return report(state, last, { order: last, reason: "result", expected, actual });
  if (state.winner && record.result && record.result.year !== state.winner.year) {
    return report(state, last, { order: last, reason: "result", expected: `the game ended in ${record.result.year}`, actual: `it ends in ${state.winner.year}` });
  }
  return report(state, last, null);
}

// Random playouts: complete games chosen uniformly among legal orders, invariants checked throughout.

import { createHash } from "node:crypto";
import { applyOrder, newGame, pendingDecisions, type Bid } from "../rules/engine.js";
import type { GameEvent } from "../rules/events.js";
import type { Order } from "../rules/orders.js";
import type { Side } from "../rules/sides.js";
import type { GameState, OptionId } from "../rules/state.js";
import type { ScenarioId } from "../rules/data/index.js";
import { checkCastleLimits, checkInvariants } from "./invariants.js";
import { randomOrder } from "./randomOrder.js";
import { gameSeed, playoutSources } from "./seeds.js";

export interface PlayoutOptions {
  scenario: ScenarioId;
  options: OptionId[];
  campaignEndYear: number | null;
  seed: number;
  /** TB-1 tournament bids, player A first; none by default. */
  bids?: [Bid, Bid];
  /** A game longer than this is reported as an error: every game must end. */
  maxOrders?: number;
}

export interface PlayedGame {
  seed: number;
  final: GameState;
  decisions: number;
  orders: { side: Side; order: Order }[];
  events: GameEvent[];
  error: { order: number; message: string } | null;
}

const DEFAULT_MAX_ORDERS = 200_000;

/** One game; `keepLog` keeps orders and events for a narrative (costly on long runs). */
export function playOne(opts: PlayoutOptions, keepLog = false): PlayedGame {
  const { choices, dice } = playoutSources(opts.scenario, opts.seed);
  const created = newGame({ scenario: opts.scenario, options: opts.options, campaignEndYear: opts.campaignEndYear, ...(opts.bids ? { bids: opts.bids } : {}) }, dice);
  let state = created.state;
  const events: GameEvent[] = keepLog ? created.events.slice() : [];
  const orders: { side: Side; order: Order }[] = [];
  let decisions = 0;
  let lastYearChecked = state.year;
  let drawnThisWinter = new Set<string>();
  const fail = (message: string): PlayedGame => ({ seed: opts.seed, final: state, decisions, orders, events, error: { order: decisions, message } });
  const max = opts.maxOrders ?? DEFAULT_MAX_ORDERS;
  while (!state.winner) {
    if (decisions >= max) return fail(`game did not end within ${max} orders`);
    const pending = pendingDecisions(state);
    const broken = checkInvariants(state);
    if (broken) return fail(broken);
    if (state.turn === 1 && state.year !== lastYearChecked) {
      lastYearChecked = state.year;
      const limits = checkCastleLimits(state, drawnThisWinter);
      drawnThisWinter = new Set();
      if (limits) return fail(limits);
    }
    const decision = choices.pick(pending);
    const order = randomOrder(state, decision, choices);
    let result;
    try {
      result = applyOrder(state, decision.side, order, dice);
    } catch (error) {
      return fail(`engine threw on ${JSON.stringify(order)}: ${(error as Error).stack ?? String(error)}`);
    }
    if (!result.ok) return fail(`random order rejected: ${result.error.code} (${result.error.rule}) ${result.error.message}: ${JSON.stringify(order)}`);
    decisions += 1;
    for (const e of result.events) if (e.type === "drawn" && e.rule === "7.61") drawnThisWinter.add(e.block);
    if (keepLog) {
      orders.push({ side: decision.side, order });
      events.push(...result.events);
    }
    state = result.state;
  }
  const broken = checkInvariants(state);
  return broken ? fail(broken) : { seed: opts.seed, final: state, decisions, orders, events, error: null };
}

export interface PlayoutReport {
  games: number;
  completed: number;
  errors: { game: number; seed: number; order: number; message: string }[];
  decisions: { min: number; median: number; max: number };
  winners: { england: number; scotland: number };
  gamesPerSecond: number;
  digest: string;
}

export { gameSeed, playoutSources } from "./seeds.js";

/**
 * Plays N games with seeds derived from one seed; the digest covers every final state in order.
 * `onGame` sees each game as it ends (for per-game reports); it does not change the result.
 */
export function playMany(
  n: number,
  base: Omit<PlayoutOptions, "seed"> & { seed: number },
  now: () => number,
  onGame?: (game: number, played: PlayedGame) => void,
): PlayoutReport {
  const hash = createHash("sha256");
  const counts: number[] = [];
  const errors: PlayoutReport["errors"] = [];
  const winners = { england: 0, scotland: 0 };
  const started = now();
  for (let game = 0; game < n; game++) {
    const seed = gameSeed(base.seed, game);
    const played = playOne({ ...base, seed });
    onGame?.(game, played);
    hash.update(JSON.stringify(played.final));
    counts.push(played.decisions);
    if (played.error) errors.push({ game, seed, order: played.error.order, message: played.error.message });
    else if (played.final.winner) winners[played.final.winner.side] += 1;
  }
  const seconds = Math.max(1e-9, (now() - started) / 1000);
  counts.sort((a, b) => a - b);
  return {
    games: n,
    completed: n - errors.length,
    errors,
    decisions: { min: counts[0] ?? 0, median: counts[Math.floor(counts.length / 2)] ?? 0, max: counts[counts.length - 1] ?? 0 },
    winners,
    gamesPerSecond: Math.round((n / seconds) * 100) / 100,
    digest: hash.digest("hex"),
  };
}

// Tests read like games: a position, a few orders in the text language, scripted dice, assertions.

import { applyOrder, pendingDecisions } from "../../src/rules/engine.js";
import type { Decision } from "../../src/rules/decisions.js";
import type { IllegalOrder } from "../../src/rules/errors.js";
import type { GameEvent } from "../../src/rules/events.js";
import type { Order } from "../../src/rules/orders.js";
import { blockByName, position, type PositionSpec } from "../../src/rules/position.js";
import type { DrawPurpose, RandomSource } from "../../src/rules/random.js";
import type { Side } from "../../src/rules/sides.js";
import type { BlockState, GameState } from "../../src/rules/state.js";
import { parseOrder } from "../../src/orders/text.js";

const DIE_PURPOSES: readonly DrawPurpose[] = ["fire", "celtic", "herald"];

/**
 * Scripted dice for tests: die rolls are written as faces 1-6; any other draw (deal, pool draw,
 * levy) as the raw index it returns. Running out is an error that names the draw.
 */
export class TestDice implements RandomSource {
  private readonly queue: number[] = [];
  readonly drawn: { purpose: DrawPurpose; n: number; value: number }[] = [];

  push(...values: number[]): void {
    this.queue.push(...values);
  }

  remaining(): number {
    return this.queue.length;
  }

  next(n: number, purpose: DrawPurpose): number {
    const raw = this.queue.shift();
    if (raw === undefined) throw new Error(`test dice exhausted: the engine asked for a ${purpose} draw (n=${n})`);
    const value = DIE_PURPOSES.includes(purpose) && n === 6 ? raw - 1 : raw;
    if (value < 0 || value >= n) throw new Error(`scripted value ${raw} is out of range for a ${purpose} draw (n=${n})`);
    this.drawn.push({ purpose, n, value });
    return value;
  }
}

export class TestGame {
  state: GameState;
  events: GameEvent[];
  /** Events of the last order only. */
  last: GameEvent[] = [];
  readonly dice = new TestDice();

  constructor(spec: PositionSpec, dice: number[] = []) {
    this.dice.push(...dice);
    const built = position(spec, this.dice);
    this.state = built.state;
    this.events = built.events;
    this.last = built.events;
  }

  /** Pending decisions, optionally only those of one side. */
  pending(side?: Side): Decision[] {
    const all = pendingDecisions(this.state);
    return side ? all.filter((d) => d.side === side) : all;
  }

  decision(side?: Side): Decision {
    const d = this.pending(side)[0];
    if (!d) throw new Error(`no decision pending${side ? ` for ${side}` : ""}`);
    return d;
  }

  /** Applies an order (text or object), with dice to append first; throws if it is illegal. */
  order(side: Side, order: string | Order, ...dice: number[]): GameEvent[] {
    this.dice.push(...dice);
    const parsed = typeof order === "string" ? parseOrder(order) : order;
    const result = applyOrder(this.state, side, parsed, this.dice);
    if (!result.ok) throw new Error(`illegal order "${typeof order === "string" ? order : JSON.stringify(order)}": ${result.error.code} (${result.error.rule}) ${result.error.message}`);
    this.state = result.state;
    this.last = result.events;
    this.events.push(...result.events);
    return result.events;
  }

  /** Applies an order that must be rejected; returns the error and checks the state is untouched. */
  reject(side: Side, order: string | Order): IllegalOrder {
    const parsed = typeof order === "string" ? parseOrder(order) : order;
    const before = JSON.stringify(this.state);
    const result = applyOrder(this.state, side, parsed, this.dice);
    if (result.ok) throw new Error(`order "${typeof order === "string" ? order : JSON.stringify(order)}" was accepted`);
    if (JSON.stringify(this.state) !== before) throw new Error("a rejected order changed the state");
    return result.error;
  }

  block(name: string): BlockState {
    return this.state.blocks[blockByName(name)];
  }

  /** Events of a type in the whole game so far. */
  eventsOf<T extends GameEvent["type"]>(type: T): Extract<GameEvent, { type: T }>[] {
    return this.events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);
  }
}

export function game(spec: PositionSpec, dice: number[] = []): TestGame {
  return new TestGame(spec, dice);
}

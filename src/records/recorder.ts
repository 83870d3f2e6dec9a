// Plays a game while keeping its record: every accepted order with its state hash, and the dice log.

import { createCommittedSource, seedToHex, commitmentOf, type DiceLogEntry } from "../dice/index.js";
import { applyOrder, newGame, type ApplyResult, type GameSetup } from "../rules/engine.js";
import type { GameEvent } from "../rules/events.js";
import type { Order } from "../rules/orders.js";
import type { Side } from "../rules/sides.js";
import type { GameState } from "../rules/state.js";
import { formatOrder } from "../orders/text.js";
import { stateHash } from "./canonical.js";
import { RECORD_FORMAT, RECORD_VERSION, type GameRecord } from "./record.js";

export interface RecorderOptions {
  gameId: string;
  setup: GameSetup;
  seed: Uint8Array;
  nonces?: Partial<Record<Side, string>>;
  /** The clock is injected so that records made in tests and examples are reproducible. */
  now: () => Date;
}

export class GameRecorder {
  readonly record: GameRecord;
  state: GameState;
  readonly events: GameEvent[];
  private readonly seed: Uint8Array;
  private readonly nonces: { england: string; scotland: string };

  constructor(private readonly options: RecorderOptions) {
    this.seed = new Uint8Array(options.seed);
    this.nonces = { england: options.nonces?.england ?? "", scotland: options.nonces?.scotland ?? "" };
    const createdAt = options.now().toISOString();
    // A nonce passed in stands for the player's own, given once the commitment existed.
    const origin = (side: Side) => (options.nonces?.[side] === undefined ? { givenBy: "creator" as const, at: null } : { givenBy: "player" as const, at: createdAt });
    const source = this.source();
    const created = newGame(options.setup, source);
    this.state = created.state;
    this.events = created.events.slice();
    this.record = {
      format: RECORD_FORMAT,
      version: RECORD_VERSION,
      gameId: options.gameId,
      setup: {
        scenario: options.setup.scenario,
        options: [...(options.setup.options ?? [])],
        campaignEndYear: options.setup.campaignEndYear ?? null,
        bids: options.setup.bids ?? null,
      },
      dice: {
        scheme: "hots-judge dice v1",
        commitment: commitmentOf(this.seed),
        nonces: { ...this.nonces },
        nonceOrigins: { england: origin("england"), scotland: origin("scotland") },
        seed: null,
      },
      createdAt,
      initialStateHash: stateHash(this.state),
      orders: [],
      diceLog: source.log.map((e) => ({ ...e })),
      result: null,
    };
  }

  /** A fresh committed stream continuing at the next counter: a rejected order draws nothing. */
  private source() {
    return createCommittedSource({ seed: this.seed, gameId: this.options.gameId, nonces: this.nonces, startCounter: this.record?.diceLog.length ?? 0 });
  }

  apply(side: Side, order: Order): ApplyResult {
    const source = this.source();
    const result = applyOrder(this.state, side, order, source);
    if (!result.ok) return result;
    this.state = result.state;
    this.events.push(...result.events);
    this.record.diceLog.push(...source.log.map((e: DiceLogEntry) => ({ ...e })));
    this.record.orders.push({ seq: this.record.orders.length + 1, side, text: formatOrder(order), at: this.options.now().toISOString(), stateHash: stateHash(result.state) });
    if (result.state.winner) {
      const { side: winner, reason, year } = result.state.winner;
      this.record.result = { winner, reason, year };
    }
    return result;
  }

  /** The seed is revealed when the game ends, or to the referee. */
  revealSeed(): void {
    this.record.dice.seed = seedToHex(this.seed);
  }
}

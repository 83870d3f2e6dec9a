// Plays one complete game through the API with the decision player: the demo of `hots play` and
// the load the API benchmark drives. Each side reads only its own view, with its own token.

import { randomUUID } from "node:crypto";
import type { Decision } from "../rules/decisions.js";
import type { Order } from "../rules/orders.js";
import type { Side } from "../rules/sides.js";
import type { Victory } from "../rules/state.js";
import { chooseOrder, fallbackOrder } from "../playout/decisionPlayer.js";
import type { Prng } from "../playout/prng.js";
import type { View } from "../views/view.js";
import type { HotsClient } from "./client.js";
import { ApiError, isApiError } from "./errors.js";
import type { CreatedGame, CreateGameRequest, OrderResult } from "./types.js";

export interface AcceptedOrder {
  /** 1-based count of orders accepted in this game. */
  n: number;
  side: Side;
  order: Order;
  /** Milliseconds the accepted POST took. */
  latencyMs: number;
  year: number;
  fallback: boolean;
}

export interface RandomGameOptions {
  setup: CreateGameRequest;
  rng: Prng;
  /** Stop (unfinished) after this many accepted orders. */
  maxOrders?: number;
  /** The created game, with its tokens and links, before the first order. */
  onCreated?(created: CreatedGame): void;
  onOrder?(accepted: AcceptedOrder): void;
}

export interface RandomGameResult {
  gameId: string;
  orders: number;
  /** Orders the server rejected (422) and that were sent again as the fallback. */
  fallbacks: number;
  /** 409 / 403 answers after which the game was read again. */
  conflicts: number;
  winner: Victory | null;
  year: number;
  version: number;
}

const NETWORK_RETRIES = 3;
const DEFAULT_MAX_ORDERS = 100_000;
/** Conflicts in a row before the game is given up: someone else is playing it, or the server is wrong. */
const MAX_STALLS = 20;

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** What a side knows: its last view and the version it was read at. */
interface Seen {
  side: Side;
  version: number;
  view: View;
}

class Game {
  readonly result: RandomGameResult;

  constructor(
    private readonly client: HotsClient,
    private readonly tokens: Record<Side, string>,
    gameId: string,
  ) {
    this.result = { gameId, orders: 0, fallbacks: 0, conflicts: 0, winner: null, year: 0, version: 0 };
  }

  /** Runs a call, retrying network failures (the Idempotency-Key makes a POST safe to repeat); the client waits out rate limits. */
  async patiently<T>(call: () => Promise<T>): Promise<T> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await call();
      } catch (error) {
        if (error instanceof ApiError || attempt >= NETWORK_RETRIES) throw error;
        await sleep(100 * 2 ** attempt);
      }
    }
  }

  async read(side: Side): Promise<Seen> {
    const game = await this.patiently(() => this.client.getGame(this.result.gameId, this.tokens[side]));
    if (game.view === null) throw new Error(`game ${this.result.gameId} is ${game.status}: it has no view yet`);
    return { side, version: game.version, view: game.view };
  }

  /** Posts an order; the answers a player reacts to (422, 409, 403) come back as values. */
  async post(side: Side, order: Order, version: number): Promise<Posted | ApiError> {
    const key = randomUUID();
    const started = performance.now();
    try {
      const answer = await this.patiently(() => this.client.postOrder(this.result.gameId, this.tokens[side], order, { idempotencyKey: key, ifMatch: version }));
      return { latencyMs: performance.now() - started, answer };
    } catch (error) {
      if (isApiError(error, "illegal-order") || isApiError(error, "stale-version") || isApiError(error, "not-your-decision")) return error;
      throw error;
    }
  }
}

interface Posted {
  latencyMs: number;
  answer: OrderResult;
}

/** The decision in a 422 answer, when it is the caller's; else the one the order was chosen for. */
function decisionAfterRejection(error: ApiError, side: Side, chosenFor: Decision): Decision {
  const d = error.body.decision as Decision | null | undefined;
  return d && d.side === side ? d : chosenFor;
}

/** Plays host and both players: claims each seat with its invite (the server draws the nonces). */
export async function claimBothSeats(client: HotsClient, created: CreatedGame): Promise<Record<Side, string>> {
  const tokens = {} as Record<Side, string>;
  for (const side of ["england", "scotland"] as const) {
    const invite = created.invites[side];
    if (invite === null) throw new Error(`game ${created.gameId}: the ${side} invite was mailed to its player`);
    tokens[side] = (await client.join(created.gameId, invite)).token;
  }
  return tokens;
}

export async function playRandomGame(client: HotsClient, options: RandomGameOptions): Promise<RandomGameResult> {
  const { rng } = options;
  // One program plays both sides, so its host token may see everything but the seed (issue 9).
  const created = await client.createGame({ hostSees: "referee", ...options.setup });
  options.onCreated?.(created);
  const game = new Game(client, await claimBothSeats(client, created), created.gameId);
  const { result } = game;
  const maxOrders = options.maxOrders ?? DEFAULT_MAX_ORDERS;
  let seen = await game.read("england");
  let stalls = 0;
  const stalled = async (side: Side, why: string): Promise<Seen> => {
    result.conflicts += 1;
    stalls += 1;
    if (stalls > MAX_STALLS) throw new Error(`game ${result.gameId}: ${why} ${stalls} times in a row at version ${seen.version}`);
    return game.read(side);
  };
  while (seen.view.winner === null && result.orders < maxOrders) {
    const waiting = seen.view.waitingFor;
    if (waiting.length === 0) throw new Error(`game ${result.gameId} waits for nobody at version ${seen.version}, yet has no winner`);
    const side = rng.pick(waiting);
    if (seen.side !== side) seen = await game.read(side);
    const decision = seen.view.decisions[0];
    if (!decision) {
      // Another order moved the game on since the view was read.
      seen = await stalled(side, `${side} was waited for but had no decision`);
      continue;
    }
    let order = chooseOrder(decision, rng);
    let posted = await game.post(side, order, seen.version);
    let fallback = false;
    if (isApiError(posted, "illegal-order")) {
      fallback = true;
      result.fallbacks += 1;
      order = fallbackOrder(decisionAfterRejection(posted, side, decision));
      posted = await game.post(side, order, seen.version);
      if (isApiError(posted, "illegal-order")) throw new Error(`game ${result.gameId}: the fallback ${JSON.stringify(order)} was rejected: ${posted.detail}`);
    }
    if (posted instanceof ApiError) {
      seen = await stalled(side, `the order met ${posted.code}`);
      continue;
    }
    stalls = 0;
    result.orders += 1;
    seen = { side, version: posted.answer.version, view: posted.answer.view };
    options.onOrder?.({ n: result.orders, side, order, latencyMs: posted.latencyMs, year: seen.view.year, fallback });
  }
  result.winner = seen.view.winner;
  result.year = seen.view.year;
  result.version = seen.version;
  return result;
}

// One seat played through the API, as a player at a distance would: read its own view, answer its
// decision with a random legal order, and otherwise wait for its turn on the event stream
// (turnWaiter.ts), not by polling. `hots play --game ID --token T` runs one per seat.
import { randomUUID } from "node:crypto";
import type { Decision } from "../rules/decisions.js";
import type { Order } from "../rules/orders.js";
import type { Side } from "../rules/sides.js";
import type { Victory } from "../rules/state.js";
import { chooseOrder, fallbackOrder } from "../playout/decisionPlayer.js";
import type { Prng } from "../playout/prng.js";
import type { HotsClient } from "./client.js";
import { isApiError } from "./errors.js";
import { startTurnWaiter, type TurnWaiterOptions } from "./turnWaiter.js";
import type { GameResource } from "./types.js";

export interface SeatOptions extends Pick<TurnWaiterOptions, "pollMs" | "quietMs" | "onFallback" | "fetch"> {
  gameId: string;
  token: string;
  rng: Prng;
  /** Stop (unfinished) after this many accepted orders. */
  maxOrders?: number;
  /** Stop (unfinished) when aborted, e.g. once the other seat's player has stopped. */
  signal?: AbortSignal;
  onOrder?(accepted: { n: number; side: Side; order: Order; year: number; fallback: boolean }): void;
}

export interface SeatResult {
  side: Side;
  orders: number;
  fallbacks: number;
  winner: Victory | null;
  year: number;
  /** How the seat waited in the end: "polling" when the stream was unavailable. */
  waitedBy: "stream" | "polling";
}

/** The decision in a 422 answer, when it is the caller's; else the one the order was chosen for. */
function decisionAfterRejection(error: { body: Record<string, unknown> }, side: Side, chosenFor: Decision): Decision {
  const d = error.body.decision as Decision | null | undefined;
  return d && d.side === side ? d : chosenFor;
}

export async function playSeat(client: HotsClient, options: SeatOptions): Promise<SeatResult> {
  const { gameId, token, rng } = options;
  const { pollMs, quietMs, onFallback, fetch } = options;
  const waiter = startTurnWaiter({ baseUrl: client.baseUrl, gameId, token, pollMs, quietMs, onFallback, fetch });
  options.signal?.addEventListener("abort", () => waiter.close());
  let game: GameResource = await client.getGame(gameId, token);
  if (game.role !== "england" && game.role !== "scotland") {
    waiter.close();
    throw new Error(`the token is the ${game.role}'s: a seat plays with a side's token`);
  }
  const side = game.role;
  const result: SeatResult = { side, orders: 0, fallbacks: 0, winner: null, year: 0, waitedBy: "stream" };
  try {
    while (!options.signal?.aborted) {
      const mark = waiter.mark();
      game = (await client.getGameIfChanged(gameId, token, game.version)) ?? game;
      const view = game.view;
      if (view === null) {
        // Claimed before the other seat: the deal's events wake it.
        if (game.ended !== null) return result;
        await waiter.after(mark);
        continue;
      }
      result.year = view.year;
      if (view.winner !== null || game.ended !== null) {
        result.winner = view.winner;
        return result;
      }
      if (result.orders >= (options.maxOrders ?? Number.POSITIVE_INFINITY)) return result;
      const decision = view.decisions.find((d) => d.side === side);
      if (!decision) {
        await waiter.after(mark);
        continue;
      }
      let order = chooseOrder(decision, rng);
      let fallback = false;
      try {
        const answer = await client
          .postOrder(gameId, token, order, { idempotencyKey: randomUUID(), ifMatch: game.version })
          .catch(async (error: unknown) => {
            if (!isApiError(error, "illegal-order")) throw error;
            fallback = true;
            result.fallbacks += 1;
            order = fallbackOrder(decisionAfterRejection(error, side, decision));
            return client.postOrder(gameId, token, order, { idempotencyKey: randomUUID(), ifMatch: game.version });
          });
        game = { ...game, version: answer.version, view: answer.view };
      } catch (error) {
        // The other side moved first (or a deadline did): read again and decide on what is there.
        if (isApiError(error, "stale-version") || isApiError(error, "not-your-decision")) continue;
        throw error;
      }
      result.orders += 1;
      options.onOrder?.({ n: result.orders, side, order, year: game.view?.year ?? result.year, fallback });
    }
    return result;
  } finally {
    result.waitedBy = waiter.mode;
    waiter.close();
  }
}

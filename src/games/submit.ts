// POST /games/{id}/orders (and /resign): one order, checked by the engine and written with its new
// snapshot, events and dice in one transaction (DESIGN "Persistence and scale").
import { createCommittedSource, seedFromHex } from "../dice/index.js";
import { formatOrder } from "../orders/index.js";
import { stateHash } from "../records/index.js";
import { applyOrder } from "../rules/engine.js";
import type { Order } from "../rules/orders.js";
import type { Side } from "../rules/sides.js";
import { isStoreError, type AppendResult, type JsonValue, type Store } from "../store/index.js";
import { viewFor } from "../views/index.js";
import { orderingSide, type Caller } from "./auth.js";
import { dryRun } from "./dryRun.js";
import { storedDice, storedEvents } from "./effects.js";
import { fail, ok, type Result } from "./errors.js";
import { numberedFor } from "./events.js";
import { loadGame, statusOf, streamNonces, type LoadedGame } from "./game.js";
import { readOrder, requestHash, type OrderInput } from "./orderInput.js";
import { rejection } from "./rejection.js";
import type { OrderResponse } from "./response.js";
import { noSuchGame } from "./view.js";

export interface SubmitOrder {
  caller: Caller;
  input: OrderInput;
  /** A repeated key gets the first response again, and the order is applied once. */
  idempotencyKey?: string;
  /** If-Match: the version the client saw; another version is a conflict. */
  expectedVersion?: number;
  dryRun?: boolean;
}

/**
 * Without If-Match the client does not care which version its order lands on, so losing a race
 * (typically the other side's secret card play, 3.1) is retried on the new state.
 */
const ATTEMPTS_WITHOUT_IF_MATCH = 5;

type Attempt = Result<OrderResponse> | "lost-race";

async function replayed(store: Store, gameId: string, key: string, hash: string): Promise<Result<OrderResponse> | null> {
  const earlier = await store.findOrderByIdempotencyKey(gameId, key);
  if (earlier === null) return null;
  if (earlier.requestHash !== hash || earlier.response === null) {
    return fail({ code: "idempotency-conflict", detail: `Idempotency-Key ${JSON.stringify(key)} was used for another request` });
  }
  return ok(earlier.response as unknown as OrderResponse);
}

async function attempt(store: Store, game: LoadedGame, side: Side, order: Order, text: string, key: string | null, hash: string): Promise<Attempt> {
  const dice = createCommittedSource({
    seed: seedFromHex(game.seedHex),
    gameId: game.id,
    nonces: streamNonces(game.nonces),
    startCounter: await store.diceCount(game.id),
  });
  const result = applyOrder(game.state, side, order, dice);
  if (!result.ok) return rejection(game.state, result.error);
  const next = result.state;
  const status = statusOf(next);
  const view = viewFor(next, side, { revealAll: status === "over" });
  const respond = ({ version, eventSeqs }: AppendResult): OrderResponse => {
    const rows = result.events.map((event, i) => ({ seq: eventSeqs[i] ?? 0, event }));
    return { version, view, events: numberedFor(rows, { gameId: game.id, role: side }, status === "over"), applied: true };
  };
  try {
    const appended = await store.appendOrder({
      gameId: game.id,
      expectedVersion: game.version,
      order: { side, text, json: order as unknown as JsonValue, idempotencyKey: key, requestHash: hash, stateHash: stateHash(next) },
      next: { state: next as unknown as JsonValue, status, deadline: null },
      dice: storedDice(dice.log),
      events: storedEvents(result.events),
      // Kept with the order, in the same transaction, for a repeated idempotency key.
      ...(key === null ? {} : { respond: (assigned: AppendResult) => respond(assigned) as unknown as JsonValue }),
    });
    return ok(respond(appended));
  } catch (error) {
    // Another order took this version first (or, racing, the same idempotency key or dice counter).
    if (isStoreError(error, "stale-version") || isStoreError(error, "duplicate")) return "lost-race";
    throw error;
  }
}

function stale(current: number, expected: number | undefined): Result<never> {
  const detail =
    expected === undefined
      ? `Other orders kept being accepted first; the game is at version ${current}`
      : `The game is at version ${current}, not ${expected}`;
  return fail({ code: "stale-version", detail, currentVersion: current });
}

export async function submitOrder(store: Store, request: SubmitOrder): Promise<Result<OrderResponse>> {
  const { caller, idempotencyKey: key, expectedVersion } = request;
  const side = orderingSide(caller);
  if (!side.ok) return side;
  const read = readOrder(request.input);
  if (!read.ok) return read;
  const { order } = read.value;
  const text = read.value.text ?? formatOrder(order);
  const hash = requestHash(side.value, order);

  if (key !== undefined && !request.dryRun) {
    const earlier = await replayed(store, caller.gameId, key, hash);
    if (earlier) return earlier;
  }
  for (let tries = 1; ; tries++) {
    const game = await loadGame(store, caller.gameId);
    if (game === null) return noSuchGame(caller.gameId);
    if (game.state === null) return fail({ code: "conflict", reason: "not-started", detail: "The game waits for its players: both seats must be claimed" });
    // Ended by its host (abandoned): the engine state has no winner, but no order is taken any more.
    if (game.meta.ended !== null) return fail({ code: "conflict", reason: "game-over", detail: "The host ended this game as abandoned" });
    if (expectedVersion !== undefined && expectedVersion !== game.version) {
      // The game may have moved on because of this very request, accepted (by another server, say)
      // since its key was looked up: then it gets the first answer, not a 409 (tests/api/race.test.ts).
      if (key !== undefined && !request.dryRun) {
        const earlier = await replayed(store, caller.gameId, key, hash);
        if (earlier) return earlier;
      }
      return stale(game.version, expectedVersion);
    }
    if (request.dryRun) return dryRun(game, side.value, order);

    const outcome = await attempt(store, game, side.value, order, text, key ?? null, hash);
    if (outcome !== "lost-race" && outcome.ok) return outcome;
    if (key !== undefined) {
      // A retry of this very request may have been accepted since the key was looked up: then the
      // order was lost to it, or is refused on the state it left ("already chosen a card").
      const earlier = await replayed(store, caller.gameId, key, hash);
      if (earlier) return earlier;
    }
    if (outcome !== "lost-race") return outcome;
    if (expectedVersion !== undefined || tries >= ATTEMPTS_WITHOUT_IF_MATCH) {
      const now = await loadGame(store, caller.gameId);
      return stale(now?.version ?? game.version, expectedVersion);
    }
  }
}

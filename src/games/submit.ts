// POST /games/{id}/orders (and /resign): one order, checked by the engine and written with its new
// snapshot, events and dice in one transaction (DESIGN "Persistence and scale").
import type { GameEvent } from "../rules/events.js";
import { createCommittedSource, seedFromHex } from "../dice/index.js";
import { formatOrder } from "../orders/index.js";
import { nextPolicyAnswer } from "../policies/answer.js";
import { sha256Hex, stateJson } from "../records/index.js";
import { applyOrder, pendingDecisions } from "../rules/engine.js";
import type { Order } from "../rules/orders.js";
import type { Side } from "../rules/sides.js";
import { isStoreError, type AppendResult, type JsonValue, type NewEvent, type Store } from "../store/index.js";
import { viewFor } from "../views/index.js";
import { orderingSide, type Caller } from "./auth.js";
import { afterOrder, type GameClock } from "./deadlines/clock.js";
import { storedClock } from "./deadlines/stored.js";
import { withDeadlines } from "./deadlines/view.js";
import { dryRun } from "./dryRun.js";
import { endOfTurn } from "./endOfTurn.js";
import { applyPolicies, hasPolicies } from "./policies.js";
import { storedDice, storedEvents } from "./effects.js";
import { fail, ok, type Result } from "./errors.js";
import { audiencesOf, numberedFor } from "./events.js";
import { HeldMail } from "./heldMail.js";
import { afterWrite, gameCacheOf, gameForOrder, headsAfter, type CachedGame, type GameForOrder } from "./gameCache.js";
import { phaseDone } from "./orderPhases.js";
import { loadGame, seatLanguage, statusOf, streamNonces, type LoadedGame } from "./game.js";
import type { GameMailer } from "./mailer.js";
import { readOrder, requestHash, type OrderInput } from "./orderInput.js";
import { rejection } from "./rejection.js";
import { responseText, type OrderResponse } from "./response.js";
import { noSuchGame } from "./view.js";

export interface SubmitOrder {
  caller: Caller;
  input: OrderInput;
  /** A repeated key gets the first response again, and the order is applied once. */
  idempotencyKey?: string;
  /** If-Match: the version the client saw; another version is a conflict. */
  expectedVersion?: number;
  dryRun?: boolean;
  /** Writes each side's mail with the order (src/mail); none without it. */
  mailer?: GameMailer;
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

/**
 * An order the server gives for a side: a deadline's default, recorded with the deadline it
 * answered (docs/deadlines.md), or a standing order's answer (no deadline: the side's own order).
 */
export interface ServerMark {
  deadline?: Date;
  /** Told to the sides with the order, in the same transaction. */
  events: readonly NewEvent[];
}

function nextClock(game: LoadedGame, side: Side, defaulted: boolean, next: LoadedGame["state"], now: number): GameClock | null {
  if (!game.clock) return null;
  return afterOrder(game.clock, pendingDecisions(game.state), pendingDecisions(next), side, defaulted, now);
}

/**
/**
 * Applies one order to the loaded version of the game and writes it; "lost-race" if the version
 * moved. With `held`, its mail waits while standing orders answer next (src/games/heldMail.ts).
 * Given the game's cache entry, the write reads nothing: one conditional update and one insert per
 * table (issue 10, item 2); without it, the log heads are read first (one query).
 */
export async function attempt(store: Store, game: LoadedGame, side: Side, order: Order, text: string, key: string | null, hash: string, mark?: ServerMark, mailer?: GameMailer, held?: HeldMail, cached?: CachedGame): Promise<Attempt> {
  let started = performance.now();
  const heads = cached?.heads ?? (await store.logHeads(game.id));
  if (!cached) started = phaseDone("load", started);
  const dice = createCommittedSource({
    seed: cached?.seed ?? seedFromHex(game.seedHex),
    gameId: game.id,
    nonces: streamNonces(game.nonces),
    startCounter: heads.diceCount,
  });
  const result = applyOrder(game.state, side, order, dice);
  started = phaseDone("engine", started);
  if (!result.ok) return rejection(game.state, result.error);
  const next = result.state;
  const status = statusOf(next);
  const defaulted = mark?.deadline !== undefined;
  const clock = nextClock(game, side, defaulted, next, store.now().getTime());
  const view = withDeadlines(viewFor(next, side, { revealAll: status === "over" }), clock);
  const caller = { gameId: game.id, role: side };
  // The game's version is checked when the order is written, so no event can land in between.
  const seenBefore = audiencesOf(side).reduce((n, audience) => n + heads.eventsByAudience[audience], 0);
  let response: OrderResponse | undefined;
  const respond = ({ version }: AppendResult): OrderResponse => {
    response ??= { version, view, events: numberedFor(result.events, caller, status === "over", seenBefore), applied: true };
    return response;
  };
  started = phaseDone("view", started);
  // The canonical text is hashed for the record and stored as the snapshot: the state is written
  // once. Read back, its sorted keys are put in the engine's order again (src/rules/storedState.ts).
  const nextText = stateJson(next);
  const hashAfter = sha256Hex(nextText);
  started = phaseDone("hash", started);
  const notices = (mark?.events ?? []).map((e) => e.json as unknown as GameEvent);
  // Standing orders answer next: this step's mail waits for the end of the adjudication.
  const holding = mailer !== undefined && held !== undefined && hasPolicies(game) && nextPolicyAnswer(next, game.policies ?? {}) !== null;
  const earlier = held?.told ?? [];
  const adjudication = { before: held?.start ?? game.state, acted: [...(held?.acted ?? []), side] };
  const mail = mailer && !holding ? await mailer.afterOrder({ store, game, side, order, stateHash: hashAfter, next, events: result.events, dice: dice.log, clock, notices, earlier, adjudication }) : [];
  if (mailer) started = phaseDone("mail", started);
  const events = [...storedEvents(result.events), ...(mark?.events ?? [])];
  const cache = gameCacheOf(store);
  try {
    const appended = await store.appendOrder({
      gameId: game.id,
      expectedVersion: game.version,
      known: { heads, ...(cached ? { optionsText: cached.optionsText } : {}) },
      order: {
        side,
        text,
        json: order as unknown as JsonValue,
        idempotencyKey: key,
        requestHash: hash,
        stateHash: hashAfter,
        ...(mark?.deadline ? { defaulted: true, deadline: mark.deadline } : {}),
      },
      next: { state: next as unknown as JsonValue, stateText: nextText, status, ...storedClock(clock) },
      dice: storedDice(dice.log),
      events,
      mail,
      // Kept with the order, in the same transaction, for a repeated idempotency key.
      ...(key === null ? {} : { respondText: (assigned: AppendResult) => responseText(respond(assigned)) }),
    });
    held?.settle(holding, [...notices, ...result.events], game.state, side);
    phaseDone("write", started);
    if (cached && status === "active") {
      const headsNow = headsAfter(heads, appended, events.map((e) => e.visibleTo), dice.counter);
      cache.set(game.id, afterWrite(cached, { ...game, version: appended.version, state: next, status }, headsNow));
    } else cache.delete(game.id);
    return ok(respond(appended));
  } catch (error) {
    cache.delete(game.id);
    // Another order took this version first (or, racing, the same idempotency key or dice counter).
    if (isStoreError(error, "stale-version") || isStoreError(error, "duplicate")) return "lost-race";
    throw error;
  }
}

/**
 * Issue 8, item 4: an order that lost its race to the deadline worker's default for the same side
 * is told so, and is not tried again on the state the default left.
 */
async function defaultedSince(store: Store, gameId: string, version: number, side: Side): Promise<Result<never> | null> {
  const orders = await store.listOrders(gameId);
  const taken = orders.find((o) => o.versionBefore >= version && o.defaulted && o.side === side);
  if (!taken) return null;
  const deadline = taken.deadline?.toISOString() ?? "its deadline";
  return fail({ code: "deadline-passed", detail: `The deadline (${deadline}) passed and the default order "${taken.text}" was applied for ${side}` });
}

/**
 * An order refused because a default already answered its decision, just before it arrived: the
 * side's last order is a default of the same type (a card play for a card play, and so on).
 */
async function answeredByDefault(store: Store, game: LoadedGame, side: Side, order: Order): Promise<Result<never> | null> {
  if (!game.clock) return null;
  const orders = await store.listOrders(game.id);
  const last = orders.filter((o) => o.side === side).at(-1);
  if (!last?.defaulted || (last.json as { type?: string }).type !== order.type) return null;
  return defaultedSince(store, game.id, last.versionBefore, side);
}

function stale(current: number, expected: number | undefined): Result<never> {
  const detail =
    expected === undefined
      ? `Other orders kept being accepted first; the game is at version ${current}`
      : `The game is at version ${current}, not ${expected}`;
  return fail({ code: "stale-version", detail, currentVersion: current });
}

/** A refusal of a request whose key was already answered gives that first answer instead. */
async function replayedOr(store: Store, gameId: string, key: string | undefined, hash: string, refusal: Result<never>): Promise<Result<OrderResponse>> {
  return (key === undefined ? null : await replayed(store, gameId, key, hash)) ?? refusal;
}

export async function submitOrder(store: Store, request: SubmitOrder): Promise<Result<OrderResponse>> {
  const { caller, idempotencyKey: key, expectedVersion } = request;
  const side = orderingSide(caller);
  if (!side.ok) return side;
  let loaded: GameForOrder | null = null;
  // A text order is in its seat's language, which the game keeps. It is read from the database:
  // a language change does not move the version, so a cached game could refuse the order's words.
  let language;
  if ("text" in request.input) {
    loaded = await gameForOrder(store, caller.gameId, { fresh: true });
    if (loaded === null) return noSuchGame(caller.gameId);
    language = seatLanguage(loaded.game.meta, side.value);
  }
  // Worked out with the other orders of this turn of the event loop, after them all (./endOfTurn.ts).
  await endOfTurn();
  const read = readOrder(request.input, language);
  if (!read.ok) return read;
  const { order } = read.value;
  const text = read.value.text ?? formatOrder(order);
  const hash = requestHash(side.value, order);
  // The key is not looked up first: a repeated key of an accepted order cannot be written again
  // (a unique index), and every refusal below looks for it before answering.
  const replayKey = request.dryRun ? undefined : key;

  for (let tries = 1; ; tries++) {
    const loading = performance.now();
    loaded ??= await gameForOrder(store, caller.gameId);
    phaseDone("load", loading);
    if (loaded === null) return noSuchGame(caller.gameId);
    const { game, cached, fromCache } = loaded;
    // A cached game may be behind the database: it may take an order (the write checks it), but
    // anything else is answered from the database's own copy.
    const refreshed = async (): Promise<GameForOrder | null> => {
      tries -= 1;
      return gameForOrder(store, caller.gameId, { fresh: true });
    };
    if (fromCache && (request.dryRun || (expectedVersion !== undefined && expectedVersion !== game.version))) {
      loaded = await refreshed();
      continue;
    }
    if (game.state === null) return fail({ code: "conflict", reason: "not-started", detail: "The game waits for its players: both seats must be claimed" });
    // Ended by its host (abandoned): the engine state has no winner, but no order is taken any more.
    if (game.meta.ended !== null) return replayedOr(store, caller.gameId, replayKey, hash, fail({ code: "conflict", reason: "game-over", detail: "The host ended this game as abandoned" }));
    if (expectedVersion !== undefined && expectedVersion !== game.version) {
      // The game may have moved on because of this very request, accepted (by another server, say)
      // since it was sent: then it gets the first answer, not a 409 (tests/api/race.test.ts).
      const earlier = replayKey === undefined ? null : await replayed(store, caller.gameId, replayKey, hash);
      if (earlier) return earlier;
      const passed = await defaultedSince(store, caller.gameId, expectedVersion, side.value);
      if (passed) return passed;
      return stale(game.version, expectedVersion);
    }
    if (request.dryRun) return dryRun(game, side.value, order);

    const held = new HeldMail();
    const outcome = await attempt(store, game, side.value, order, text, key ?? null, hash, undefined, request.mailer, held, cached);
    if (outcome !== "lost-race" && outcome.ok) {
      // Standing battle orders answer what they can of what comes next (docs/policies.md).
      if (hasPolicies(game)) await applyPolicies(store, game.id, request.mailer, held);
      return outcome;
    }
    // Refused or lost on a cached game: try once more on the database's copy, which answers.
    if (fromCache) {
      loaded = await refreshed();
      continue;
    }
    loaded = null;
    if (key !== undefined) {
      // A retry of this very request may have been accepted since: then the order was lost to it
      // (the key's unique index), or is refused on the state it left ("already chosen a card").
      const earlier = await replayed(store, caller.gameId, key, hash);
      if (earlier) return earlier;
    }
    if (outcome !== "lost-race") return (await answeredByDefault(store, game, side.value, order)) ?? outcome;
    const passed = await defaultedSince(store, caller.gameId, game.version, side.value);
    if (passed) return passed;
    if (expectedVersion !== undefined || tries >= ATTEMPTS_WITHOUT_IF_MATCH) {
      const now = await loadGame(store, caller.gameId);
      return stale(now?.version ?? game.version, expectedVersion);
    }
  }
}

// GET /games/{id}/record: the game record (docs/record.md) built from the stored rows, so that the
// server keeps no recorder in memory and any server can export any game.
import { DICE_SCHEME_TAG, type DiceLogEntry } from "../dice/index.js";
import { formatOrder } from "../orders/index.js";
import { RECORD_FORMAT, RECORD_VERSION, type GameRecord, type RecordedOrder } from "../records/index.js";
import type { Order } from "../rules/orders.js";
import type { DrawPurpose } from "../rules/random.js";
import type { Side } from "../rules/sides.js";
import type { OrderRecord, Store } from "../store/index.js";
import type { Caller } from "./auth.js";
import { fail, ok, type Result } from "./errors.js";
import { loadGame, streamNonces, type LoadedGame, type SeatNonces } from "./game.js";
import { noSuchGame } from "./view.js";

function recordedOrder(row: OrderRecord): RecordedOrder {
  if (row.side === "referee" || row.stateHash === null) {
    throw new Error(`order ${row.seq} of game ${row.gameId} cannot be recorded (side ${row.side}, state hash ${row.stateHash})`);
  }
  return {
    seq: row.seq,
    side: row.side,
    // The canonical text, whatever the player wrote: replays parse this line (docs/record.md).
    text: formatOrder(row.json as unknown as Order),
    at: row.createdAt.toISOString(),
    stateHash: row.stateHash,
    ...(row.defaulted ? { default: true as const, ...(row.deadline ? { deadline: row.deadline.toISOString() } : {}) } : {}),
  };
}

function nonceOrigins(nonces: SeatNonces) {
  const origin = (side: Side) => ({ givenBy: nonces[side]?.givenBy ?? ("creator" as const), at: nonces[side]?.at ?? null });
  return { england: origin("england"), scotland: origin("scotland") };
}

function resultOf(game: LoadedGame): GameRecord["result"] {
  const winner = game.state.winner;
  if (winner) return { winner: winner.side, reason: winner.reason, year: winner.year };
  if (game.meta.ended) return { winner: null, reason: game.meta.ended.reason, year: game.meta.ended.year ?? game.state.year };
  return null;
}

/** The seed is in it only once the game is over (issue 9): before, no token may read it. */
export function buildRecord(game: LoadedGame, orders: readonly OrderRecord[], dice: readonly DiceLogEntry[]): GameRecord {
  return {
    format: RECORD_FORMAT,
    version: RECORD_VERSION,
    gameId: game.id,
    setup: { ...game.meta.setup, options: [...game.meta.setup.options] },
    dice: {
      scheme: DICE_SCHEME_TAG,
      commitment: game.commitment,
      nonces: streamNonces(game.nonces),
      nonceOrigins: nonceOrigins(game.nonces),
      seed: game.status === "over" ? game.seedHex : null,
    },
    createdAt: game.createdAt.toISOString(),
    initialStateHash: game.meta.initialStateHash ?? "",
    orders: orders.map(recordedOrder),
    diceLog: dice.map((entry) => ({ ...entry })),
    result: resultOf(game),
  };
}

/** The host may export a running game (without the seed); the sides only once it is over (their enemy's secrets are in it). */
export async function getRecord(store: Store, caller: Caller): Promise<Result<GameRecord>> {
  const game = await loadGame(store, caller.gameId);
  if (game === null) return noSuchGame(caller.gameId);
  if (game.state === null) return fail({ code: "conflict", reason: "not-started", detail: "The game was never set up: both seats must be claimed first" });
  const over = game.status === "over";
  if (!over && caller.role !== "referee") {
    return fail({ code: "forbidden", detail: "The record holds both sides' secrets: only a referee host (hostSees: \"referee\") may read it before the game ends" });
  }
  const [orders, dice] = await Promise.all([store.listOrders(game.id), store.listDice(game.id)]);
  const log = dice.map(({ k, purpose, n, value, visibleTo }) => ({ k, purpose: purpose as DrawPurpose, n, value, visibleTo }));
  return ok(buildRecord(game, orders, log));
}

// GET /games/{id}: the caller's view of the current state, and who has claimed which seat.
import type { BattlePolicy } from "../policies/policy.js";
import type { Side } from "../rules/sides.js";
import type { Store } from "../store/index.js";
import { viewFor, type View } from "../views/index.js";
import { viewerOf, type Caller, type Role } from "./auth.js";
import { fail, ok, type Result } from "./errors.js";
import { withDeadlines } from "./deadlines/view.js";
import { loadGame, type GameStatus, type LoadedGame, type NonceGiver, type StoredGame } from "./game.js";
import type { Decision } from "../rules/decisions.js";
import type { GameState } from "../rules/state.js";
import { fallbackOrder } from "../playout/decisionPlayer.js";

/** Ready-made order lines for one of the caller's decisions (the mail's, passed in by the caller of getView). */
export type OrderLinesOf = (state: GameState, decision: Decision, version: number) => string[];

export interface SeatInfo {
  claimed: boolean;
  /** The side's nonce in the dice stream, public once given (without the seed it predicts nothing). */
  nonce: string | null;
  /** "server" when the player gave none and the server drew it (issue 9). */
  nonceGivenBy: NonceGiver | null;
}

export interface GameView {
  gameId: string;
  role: Role;
  version: number;
  status: GameStatus;
  /** Null while the game waits for its players: nothing is dealt yet. */
  view: View | null;
  seats: Record<Side, SeatInfo>;
  /** TB-3: the side of player A and of player B, once the game is set up with bids. */
  players: { a: Side; b: Side } | null;
  /** Set when the host ended the game as abandoned. */
  ended: { reason: "abandoned"; at: string } | null;
  /** The caller's side's standing battle orders (docs/policies.md); sides only. */
  policy?: BattlePolicy | null;
}

/** Once the game is over every secret is out (the seed and the record are published too). */
export function viewOf(game: LoadedGame, role: Role): View {
  return withDeadlines(viewFor(game.state, viewerOf(role), { revealAll: game.status === "over" }), game.clock ?? null);
}

export function noSuchGame(gameId: string): Result<never> {
  return fail({ code: "not-found", detail: `No game ${gameId}` });
}

export function seatsOf(game: StoredGame): Record<Side, SeatInfo> {
  const seat = (side: Side): SeatInfo => {
    const given = game.nonces[side];
    return { claimed: given !== undefined, nonce: given?.nonce ?? null, nonceGivenBy: given?.givenBy ?? null };
  };
  return { england: seat("england"), scotland: seat("scotland") };
}

/**
 * The caller's view. With `orderLines`, each of the caller's pending decisions also carries its
 * ready-made order lines and `answer`, the plainest legal answer as JSON (the one a deadline applies).
 */
export async function getView(store: Store, caller: Caller, orderLines?: OrderLinesOf): Promise<Result<GameView>> {
  const game = await loadGame(store, caller.gameId);
  if (game === null) return noSuchGame(caller.gameId);
  const seen = game.state === null ? null : viewOf(game, caller.role);
  const state = game.state;
  // A copy: the view may be shared with other callers at this version, which must not see the lines.
  const view =
    seen !== null && state !== null && orderLines !== undefined && game.status === "active"
      ? { ...seen, decisions: seen.decisions.map((d) => ({ ...d, orderLines: orderLines(state, d, game.version), answer: fallbackOrder(d) })) }
      : seen;
  const ended = game.meta.ended === null ? null : { reason: game.meta.ended.reason, at: game.meta.ended.at };
  return ok({
    gameId: game.id,
    role: caller.role,
    version: game.version,
    status: game.status,
    view,
    seats: seatsOf(game),
    players: game.meta.players,
    ended,
    ...(caller.role === "england" || caller.role === "scotland" ? { policy: game.policies?.[caller.role] ?? null } : {}),
  });
}

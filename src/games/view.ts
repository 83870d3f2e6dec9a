// GET /games/{id}: the caller's view of the current state, and who has claimed which seat.
import type { Side } from "../rules/sides.js";
import type { Store } from "../store/index.js";
import { viewFor, type View } from "../views/index.js";
import { viewerOf, type Caller, type Role } from "./auth.js";
import { fail, ok, type Result } from "./errors.js";
import { loadGame, type GameStatus, type LoadedGame, type NonceGiver, type StoredGame } from "./game.js";

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
}

/** Once the game is over every secret is out (the seed and the record are published too). */
export function viewOf(game: LoadedGame, role: Role): View {
  return viewFor(game.state, viewerOf(role), { revealAll: game.status === "over" });
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

export async function getView(store: Store, caller: Caller): Promise<Result<GameView>> {
  const game = await loadGame(store, caller.gameId);
  if (game === null) return noSuchGame(caller.gameId);
  const ended = game.meta.ended === null ? null : { reason: game.meta.ended.reason, at: game.meta.ended.at };
  return ok({
    gameId: game.id,
    role: caller.role,
    version: game.version,
    status: game.status,
    view: game.state === null ? null : viewOf(game, caller.role),
    seats: seatsOf(game),
    players: game.meta.players,
    ended,
  });
}

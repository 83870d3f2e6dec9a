// GET /games/{id}: the caller's view of the current state.
import type { BattlePolicy } from "../policies/policy.js";
import type { Store } from "../store/index.js";
import { viewFor, type View, type Viewer } from "../views/index.js";
import type { Caller } from "./auth.js";
import { fail, ok, type Result } from "./errors.js";
import { withDeadlines } from "./deadlines/view.js";
import { loadGame, type GameStatus, type LoadedGame } from "./game.js";

export interface GameView {
  gameId: string;
  role: Viewer;
  version: number;
  status: GameStatus;
  view: View;
  /** The caller's side's standing battle orders (docs/policies.md); sides only. */
  policy?: BattlePolicy | null;
}

/** Once the game is over every secret is out (the seed and the record are published too). */
export function viewOf(game: LoadedGame, role: Viewer): View {
  return withDeadlines(viewFor(game.state, role, { revealAll: game.status === "over" }), game.clock ?? null);
}

export function noSuchGame(gameId: string): Result<never> {
  return fail({ code: "not-found", detail: `No game ${gameId}` });
}

export async function getView(store: Store, caller: Caller): Promise<Result<GameView>> {
  const game = await loadGame(store, caller.gameId);
  if (game === null) return noSuchGame(caller.gameId);
  const role = caller.role;
  const policy = role === "england" || role === "scotland" ? { policy: game.policies?.[role] ?? null } : {};
  return ok({ gameId: game.id, role, version: game.version, status: game.status, view: viewOf(game, role), ...policy });
}

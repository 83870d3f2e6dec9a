// POST /games/{id}/end: the host ends a game its players abandoned (issue 9). It is recorded as such
// (docs/record.md: result reason "abandoned", no winner) and, the game being over, the seed is
// revealed to everyone like after a victory.
import { isStoreError, type Store } from "../store/index.js";
import { hostOnly, type Caller } from "./auth.js";
import { fail, ok, type Result } from "./errors.js";
import { loadGame, metaToJson, type GameMeta } from "./game.js";
import { getView, noSuchGame, type GameView } from "./view.js";

/** An order accepted meanwhile moves the version on; the host's decision stands on the new state. */
const ATTEMPTS = 5;

export async function endAbandoned(store: Store, caller: Caller, now: () => Date = () => new Date()): Promise<Result<GameView>> {
  const allowed = hostOnly(caller, "end the game");
  if (!allowed.ok) return allowed;
  for (let tries = 1; tries <= ATTEMPTS; tries++) {
    const game = await loadGame(store, caller.gameId);
    if (game === null) return noSuchGame(caller.gameId);
    if (game.status === "over") return fail({ code: "conflict", reason: "game-over", detail: "The game is already over" });
    const meta: GameMeta = { ...game.meta, ended: { reason: "abandoned", at: now().toISOString(), year: game.state?.year ?? null } };
    try {
      await store.endGame({ gameId: game.id, expectedVersion: game.version, status: "over", options: metaToJson(meta) });
      return getView(store, caller);
    } catch (error) {
      if (!isStoreError(error, "stale-version")) throw error;
    }
  }
  return fail({ code: "conflict", reason: "not-waiting", detail: "Orders kept being accepted meanwhile; try again" });
}

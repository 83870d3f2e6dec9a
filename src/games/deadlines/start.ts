// The first deadline of a game starts when it is set up (both seats claimed, issue 9): until then
// there is no decision to time.
import { pendingDecisions } from "../../rules/engine.js";
import { isStoreError, type Store } from "../../store/index.js";
import { loadGame } from "../game.js";
import { newClock } from "./clock.js";
import { storedClock } from "./stored.js";

export async function startDeadlines(store: Store, gameId: string): Promise<void> {
  const game = await loadGame(store, gameId);
  if (!game || game.state === null || !game.clock || game.clock.period) return;
  const clock = { ...newClock(game.clock.settings, pendingDecisions(game.state), store.now().getTime()), paused: game.clock.paused };
  try {
    await store.updateClock({ gameId, expectedVersion: game.version, ...storedClock(clock) });
  } catch (error) {
    // An order got in first: its own clock update (src/games/submit.ts) started the deadline.
    if (!isStoreError(error, "stale-version")) throw error;
  }
}

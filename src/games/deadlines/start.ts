// The first deadline of a game starts when it is set up (both seats claimed, issue 9): until then
// there is no decision to time.
import { pendingDecisions } from "../../rules/engine.js";
import { isStoreError, type Store } from "../../store/index.js";
import { loadGame } from "../game.js";
import type { GameState } from "../../rules/state.js";
import { newClock, type GameClock } from "./clock.js";
import { storedClock } from "./stored.js";

/** The clock of a game just set up; `now` is shared with the first mails so they show the same due time. */
export function firstClock(clock: GameClock | null | undefined, state: GameState, now: number): GameClock | null {
  if (!clock) return null;
  return { ...newClock(clock.settings, pendingDecisions(state), now), paused: clock.paused };
}

export async function startDeadlines(store: Store, gameId: string, startedAt: number = store.now().getTime()): Promise<void> {
  const game = await loadGame(store, gameId);
  if (!game || game.state === null || !game.clock || game.clock.period) return;
  const clock = firstClock(game.clock, game.state, startedAt);
  try {
    await store.updateClock({ gameId, expectedVersion: game.version, ...storedClock(clock) });
  } catch (error) {
    // An order got in first: its own clock update (src/games/submit.ts) started the deadline.
    if (!isStoreError(error, "stale-version")) throw error;
  }
}

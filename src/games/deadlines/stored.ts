// A game's clock as the store keeps it: the JSON, the due time shown, and when to wake the worker.
import type { JsonValue } from "../../store/index.js";
import { wakeAt, type GameClock } from "./clock.js";

export interface StoredClock {
  clock: JsonValue | null;
  deadline: Date | null;
  wakeAt: Date | null;
}

export function storedClock(clock: GameClock | null): StoredClock {
  if (!clock) return { clock: null, deadline: null, wakeAt: null };
  const wake = wakeAt(clock);
  const due = clock.period && !clock.paused ? new Date(clock.period.dueAt) : null;
  return { clock: clock as unknown as JsonValue, deadline: due, wakeAt: wake === null ? null : new Date(wake) };
}

/** Written by storedClock; a shape error here is a corrupt database. */
export function clockFromStore(json: JsonValue | null): GameClock | null {
  return json === null ? null : (json as unknown as GameClock);
}

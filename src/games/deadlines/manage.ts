// Deadlines managed through the API (issue 8, item 1): the host changes the settings, pauses and
// resumes; each side may ask to extend, and the deadline moves
// once both have asked. Each change moves the game's version, like an order, and is told as an event.
import { pendingDecisions } from "../../rules/engine.js";
import type { Side } from "../../rules/sides.js";
import { isStoreError, type Store } from "../../store/index.js";
import { hostOnly, orderingSide, type Caller } from "../auth.js";
import { fail, ok, type Result } from "../errors.js";
import { loadGame, type LoadedGame } from "../game.js";
import { noSuchGame } from "../view.js";
import { isoWithOffset } from "./calendar.js";
import { extend, newClock, pause, resume, withSettings, type GameClock } from "./clock.js";
import { stored, type DeadlineEvent } from "./events.js";
import { deadlineSettingsSchema, type DeadlineSettings } from "./settings.js";
import { storedClock } from "./stored.js";

export interface DeadlineStatus {
  version: number;
  settings: DeadlineSettings | null;
  paused: boolean;
  /** The current deadline, ISO 8601 with the game's offset; null when paused or without deadlines. */
  deadline: string | null;
  waiting: Side[];
  missed: Record<Side, number>;
  /** Seconds each side has asked to extend the current deadline by. */
  extension: Partial<Record<Side, number>>;
}

export function deadlineStatus(version: number, clock: GameClock | null): DeadlineStatus {
  const period = clock?.period ?? null;
  return {
    version,
    settings: clock?.settings ?? null,
    paused: clock?.paused != null,
    deadline: clock && period && !clock.paused ? isoWithOffset(period.dueAt, clock.settings.timeZone) : null,
    waiting: period?.waiting ?? [],
    missed: clock?.missed ?? { england: 0, scotland: 0 },
    extension: period?.extension ?? {},
  };
}

type Change = (game: LoadedGame, now: number) => Result<{ clock: GameClock; events: DeadlineEvent[] }>;

const ATTEMPTS = 5;

/** Applies a clock change to the current version, again on a newer one if an order got in first. */
export async function change(store: Store, caller: Caller, apply: Change): Promise<Result<DeadlineStatus>> {
  for (let tries = 1; ; tries++) {
    const game = await loadGame(store, caller.gameId);
    if (game === null) return noSuchGame(caller.gameId);
    if (game.status === "over") return fail({ code: "bad-request", detail: "The game is over: its deadlines no longer change" });
    if (game.state === null) return fail({ code: "conflict", reason: "not-started", detail: "The game waits for its players: both seats must be claimed" });
    const changed = apply(game, store.now().getTime());
    if (!changed.ok) return changed;
    const { clock, events } = changed.value;
    try {
      const { version } = await store.updateClock({ gameId: game.id, expectedVersion: game.version, ...storedClock(clock), events: stored(events) });
      return ok(deadlineStatus(version, clock));
    } catch (error) {
      if (!isStoreError(error, "stale-version") || tries >= ATTEMPTS) throw error;
    }
  }
}

const needsDeadlines = (game: LoadedGame): Result<GameClock> =>
  game.clock ? ok(game.clock) : fail({ code: "bad-request", detail: "This game has no deadlines: set them first (POST /games/{id}/deadlines)" });

export async function getDeadlines(store: Store, caller: Caller): Promise<Result<DeadlineStatus>> {
  const game = await loadGame(store, caller.gameId);
  if (game === null) return noSuchGame(caller.gameId);
  return ok(deadlineStatus(game.version, game.clock ?? null));
}

/** New settings apply from the next deadline; a game without deadlines gets its first one now. */
export async function setDeadlines(store: Store, caller: Caller, input: unknown): Promise<Result<DeadlineStatus>> {
  const allowed = hostOnly(caller, "change the deadlines");
  if (!allowed.ok) return allowed;
  const parsed = deadlineSettingsSchema.safeParse(input);
  if (!parsed.success) return fail({ code: "bad-request", detail: `deadlines: ${parsed.error.issues[0]?.message ?? "invalid"}` });
  return change(store, caller, (game, now) =>
    ok({ clock: game.clock ? withSettings(game.clock, parsed.data) : newClock(parsed.data, pendingDecisions(game.state), now), events: [] }),
  );
}

export async function pauseGame(store: Store, caller: Caller): Promise<Result<DeadlineStatus>> {
  const allowed = hostOnly(caller, "pause the game");
  if (!allowed.ok) return allowed;
  return change(store, caller, (game, now) => {
    const clock = needsDeadlines(game);
    if (!clock.ok) return clock;
    if (clock.value.paused) return fail({ code: "bad-request", detail: "The game is already paused" });
    return ok({ clock: pause(clock.value, now), events: [{ type: "deadline-paused", by: caller.role }] });
  });
}

export async function resumeGame(store: Store, caller: Caller): Promise<Result<DeadlineStatus>> {
  const allowed = hostOnly(caller, "resume the game");
  if (!allowed.ok) return allowed;
  return change(store, caller, (game, now) => {
    const clock = needsDeadlines(game);
    if (!clock.ok) return clock;
    if (!clock.value.paused) return fail({ code: "bad-request", detail: "The game is not paused" });
    const resumed = resume(clock.value, now);
    const deadline = resumed.period ? isoWithOffset(resumed.period.dueAt, resumed.settings.timeZone) : null;
    return ok({ clock: resumed, events: [{ type: "deadline-resumed", by: caller.role, deadline }] });
  });
}

export const MAX_EXTENSION_SECONDS = 14 * 24 * 3600;

/** EXTEND: both sides must ask; the deadline moves by the smaller request once the second side asks. */
export async function extendDeadline(store: Store, caller: Caller, seconds: number): Promise<Result<DeadlineStatus>> {
  const side = orderingSide(caller);
  if (!side.ok) return side;
  if (!Number.isInteger(seconds) || seconds < 1 || seconds > MAX_EXTENSION_SECONDS) {
    return fail({ code: "bad-request", detail: `An extension is 1 to ${MAX_EXTENSION_SECONDS} seconds` });
  }
  return change(store, caller, (game, now) => {
    const clock = needsDeadlines(game);
    if (!clock.ok) return clock;
    if (!clock.value.period) return fail({ code: "bad-request", detail: "No decision is pending" });
    const extended = extend(clock.value, side.value, seconds, now);
    const period = extended.clock.period;
    const events: DeadlineEvent[] =
      extended.agreed === null || !period
        ? [{ type: "deadline-extend-asked", side: side.value, seconds }]
        : [{ type: "deadline-extended", seconds: extended.agreed, deadline: isoWithOffset(period.dueAt, extended.clock.settings.timeZone) }];
    return ok({ clock: extended.clock, events });
  });
}

// GET /games/{id}/events and /dice: the log as the caller may see it.
import type { DrawPurpose } from "../rules/random.js";
import type { GameEvent } from "../rules/events.js";
import type { Audience, Store } from "../store/index.js";
import { diceEntryFor, eventFor, type DiceEntryView, type Viewer } from "../views/index.js";
import { viewerOf, type Caller } from "./auth.js";
import { ok, type Result } from "./errors.js";
import { loadGame } from "./game.js";
import { noSuchGame } from "./view.js";

export interface NumberedEvent {
  seq: number;
  event: GameEvent;
}

export interface EventPage {
  events: NumberedEvent[];
  /** The caller's number of its latest event: poll again with after=last. */
  last: number;
}

/**
 * Each viewer numbers the events it may see 1, 2, 3, ...: a gap in the numbers would tell a side
 * that something hidden from it happened, and when (issue 12, item 6). The numbering keeps to what
 * the viewer may see during play, so it stays the same once the game is over and resuming with
 * after=N keeps working; events hidden whole from a side stay out of its list then (the record has
 * them).
 */
export function audiencesOf(viewer: Viewer): Audience[] {
  if (viewer === "referee") return ["all", "england", "scotland", "referee"];
  if (viewer === "observer") return ["all"];
  return ["all", viewer];
}

/** Redacts each event for the viewer and numbers it in the viewer's numbering, from `before` + 1. */
export function numberedFor(
  events: readonly GameEvent[],
  caller: Caller,
  revealAll: boolean,
  before: number,
): NumberedEvent[] {
  const out: NumberedEvent[] = [];
  const viewer = viewerOf(caller.role);
  for (const event of events) {
    // Hidden whole during play: not in the viewer's numbering (the same test as its stored audience).
    if (eventFor(event, viewer) === null) continue;
    out.push({ seq: before + out.length + 1, event: eventFor(event, viewer, { revealAll }) ?? event });
  }
  return out;
}

export async function listEvents(store: Store, caller: Caller, after: number): Promise<Result<EventPage>> {
  const game = await loadGame(store, caller.gameId);
  if (game === null) return noSuchGame(caller.gameId);
  const rows = await store.listEventsSeenBy(game.id, audiencesOf(viewerOf(caller.role)), after);
  const events = numberedFor(
    rows.map((row) => row.json as unknown as GameEvent),
    caller,
    game.status === "over",
    after,
  );
  return ok({ events, last: events.at(-1)?.seq ?? after });
}

export interface DiceView {
  commitment: string;
  /** Revealed once the game is over, to everyone, and before that to no one (issue 9). */
  seed: string | null;
  entries: DiceEntryView[];
}

export async function listDice(store: Store, caller: Caller): Promise<Result<DiceView>> {
  const game = await loadGame(store, caller.gameId);
  if (game === null) return noSuchGame(caller.gameId);
  const over = game.status === "over";
  const rows = await store.listDice(game.id);
  const entries = rows.map((row) =>
    diceEntryFor(
      { k: row.k, purpose: row.purpose as DrawPurpose, n: row.n, value: row.value, visibleTo: row.visibleTo },
      viewerOf(caller.role),
      { revealAll: over },
    ),
  );
  return ok({ commitment: game.commitment, seed: over ? game.seedHex : null, entries });
}

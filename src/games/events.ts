// GET /games/{id}/events and /dice: the log as the caller may see it.
import type { DrawPurpose } from "../rules/random.js";
import type { GameEvent } from "../rules/events.js";
import type { Store } from "../store/index.js";
import { diceEntryFor, eventFor, type DiceEntryView } from "../views/index.js";
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
  /** The highest sequence number looked at: poll again with after=last. */
  last: number;
}

/** Redacts each event for the viewer, keeping its sequence number; hidden events are left out. */
export function numberedFor(
  rows: readonly { seq: number; event: GameEvent }[],
  caller: Caller,
  revealAll: boolean,
): NumberedEvent[] {
  const out: NumberedEvent[] = [];
  for (const row of rows) {
    const visible = eventFor(row.event, viewerOf(caller.role), { revealAll });
    if (visible) out.push({ seq: row.seq, event: visible });
  }
  return out;
}

export async function listEvents(store: Store, caller: Caller, after: number): Promise<Result<EventPage>> {
  const game = await loadGame(store, caller.gameId);
  if (game === null) return noSuchGame(caller.gameId);
  const rows = await store.listEvents(game.id, after);
  const events = numberedFor(
    rows.map((row) => ({ seq: row.seq, event: row.json as unknown as GameEvent })),
    caller,
    game.status === "over",
  );
  return ok({ events, last: rows.at(-1)?.seq ?? after });
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

// The engine's events and dice log in the store's shape. Who may see what is decided when reading
// (src/views); the audience kept here is a summary for queries and the outbox.
import type { DiceLogEntry } from "../dice/index.js";
import type { GameEvent } from "../rules/events.js";
import { enemyOf } from "../rules/sides.js";
import type { Audience, JsonValue, NewDice, NewEvent } from "../store/index.js";

/** An event hidden whole from one side is for the other; one with hidden fields is partly public. */
function audienceOf(event: GameEvent): Audience {
  if (!event.secret || (event.secret.fields?.length ?? 0) > 0) return "all";
  return enemyOf(event.secret.from);
}

export function storedEvents(events: readonly GameEvent[]): NewEvent[] {
  return events.map((event) => ({ json: event as unknown as JsonValue, visibleTo: audienceOf(event) }));
}

export function storedDice(log: readonly DiceLogEntry[]): NewDice[] {
  return log.map(({ k, purpose, n, value, visibleTo }) => ({ k, purpose, n, value, visibleTo }));
}

// Which events, and which parts of them, a viewer may see (Q27). The engine marks secrets; this applies them.

import type { GameEvent } from "../rules/events.js";
import type { RevealOptions, Viewer } from "./view.js";

/** True when the viewer is not entitled to an event's secret (observers see what both sides see). */
function barred(viewer: Viewer, event: GameEvent): boolean {
  if (!event.secret || viewer === "referee") return false;
  return viewer === "observer" || viewer === event.secret.from;
}

/** The event as the viewer may see it, or null when it is hidden entirely. */
export function eventFor(event: GameEvent, viewer: Viewer, options: RevealOptions = {}): GameEvent | null {
  if (options.revealAll || !barred(viewer, event)) return event;
  const fields = event.secret?.fields;
  if (!fields || fields.length === 0) return null;
  const copy: Record<string, unknown> = { ...event };
  for (const field of fields) delete copy[field];
  delete copy.secret;
  return copy as unknown as GameEvent;
}

export function eventsFor(events: readonly GameEvent[], viewer: Viewer, options: RevealOptions = {}): GameEvent[] {
  const out: GameEvent[] = [];
  for (const e of events) {
    const visible = eventFor(e, viewer, options);
    if (visible) out.push(visible);
  }
  return out;
}

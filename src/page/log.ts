// The visible log as sentences. The narrative describes whole events; an event redacted for the
// viewer (src/views/events.ts) lacks its secret fields, so it is told without them. A line never
// fails the page: an event that cannot be told (a new type, a field missing) gets a generic line.
import { describe } from "../playout/narrative.js";
import type { GameEvent } from "../rules/events.js";
import { DEFAULT_LANGUAGE, type Language } from "../i18n/languages.js";
import { translator } from "../i18n/translator.js";
import { deadlineLine } from "../mail/deadlineStory.js";
import { storyLines } from "../mail/story.js";

const SIDE_NAME: Record<string, string> = { england: "England", scotland: "Scotland" };

function hiddenLine(e: GameEvent): string {
  const who = "side" in e && typeof e.side === "string" ? `${SIDE_NAME[e.side] ?? e.side}: ` : "";
  return `${who}${String(e.type).replace(/-/g, " ")} (details hidden)`;
}

/** The line of an event nothing else can tell, in `lang`. */
export function undescribedLine(e: GameEvent, lang: Language = DEFAULT_LANGUAGE): string {
  return translator(lang)("pageLog.undescribed", { type: String((e as { type?: unknown }).type ?? "?") });
}

const told = (line: string | null | undefined): line is string => typeof line === "string" && line !== "" && !line.includes("undefined");

/** The event's line; null for an event deliberately left silent (src/playout/narrative.ts). */
function tell(e: GameEvent, lang: Language): string | null | undefined {
  // Other languages tell a redacted event as the seat's mails do (src/mail/story.ts), in its words.
  if (lang !== DEFAULT_LANGUAGE) {
    const lines = storyLines([e], lang);
    return lines.length === 0 ? null : lines[0];
  }
  // The deadline worker's and standing orders' events are not the engine's: the mails' lines tell them.
  const deadline = deadlineLine(e as unknown as Record<string, unknown> & { type: string }, lang);
  if (deadline !== undefined) return deadline;
  const line = describe(e, lang);
  // A redacted event told in English without its secret fields: said to be hidden.
  return typeof line === "string" && !told(line) ? hiddenLine(e) : line;
}

export function visibleLine(e: GameEvent, lang: Language = DEFAULT_LANGUAGE): string | null {
  let line: string | null | undefined;
  try {
    line = tell(e, lang);
  } catch {
    return lang === DEFAULT_LANGUAGE ? hiddenLine(e) : undescribedLine(e, lang);
  }
  if (line === null) return null;
  return told(line) ? line : undescribedLine(e, lang);
}

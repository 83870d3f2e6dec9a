// The visible log as sentences. The narrative describes whole events; an event redacted for the
// viewer (src/views/events.ts) lacks its secret fields, so it is told without them.
import { describe } from "../playout/narrative.js";
import type { GameEvent } from "../rules/events.js";
import { DEFAULT_LANGUAGE, type Language } from "../i18n/languages.js";
import { storyLines } from "../mail/story.js";

const SIDE_NAME: Record<string, string> = { england: "England", scotland: "Scotland" };

function hiddenLine(e: GameEvent): string {
  const who = "side" in e && typeof e.side === "string" ? `${SIDE_NAME[e.side] ?? e.side}: ` : "";
  return `${who}${e.type.replace(/-/g, " ")} (details hidden)`;
}

export function visibleLine(e: GameEvent, lang: Language = DEFAULT_LANGUAGE): string | null {
  // Other languages tell a redacted event as the seat's mails do (src/mail/story.ts), in its words;
  // an event that cannot be told without its secret fields is left out rather than told in English.
  if (lang !== DEFAULT_LANGUAGE) {
    try {
      const told = storyLines([e], lang)[0] ?? null;
      return told !== null && told.includes("undefined") ? null : told;
    } catch {
      return null;
    }
  }
  let line: string | null;
  try {
    line = describe(e, lang);
  } catch {
    return hiddenLine(e);
  }
  return line !== null && line.includes("undefined") ? hiddenLine(e) : line;
}

// The visible log as sentences. The narrative describes whole events; an event redacted for the
// viewer (src/views/events.ts) lacks its secret fields, so it is told without them.
import { describe } from "../playout/narrative.js";
import type { GameEvent } from "../rules/events.js";

const SIDE_NAME: Record<string, string> = { england: "England", scotland: "Scotland" };

function hiddenLine(e: GameEvent): string {
  const who = "side" in e && typeof e.side === "string" ? `${SIDE_NAME[e.side] ?? e.side}: ` : "";
  return `${who}${e.type.replace(/-/g, " ")} (details hidden)`;
}

export function visibleLine(e: GameEvent): string | null {
  let line: string | null;
  try {
    line = describe(e);
  } catch {
    return hiddenLine(e);
  }
  return line !== null && line.includes("undefined") ? hiddenLine(e) : line;
}

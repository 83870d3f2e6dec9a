// "What happened" in a side's mail: the narrative (src/playout/narrative.ts) of the events this side
// may see. Events redacted by src/views lack the secret fields, so they get a line of their own that
// says only what is left: "an enemy block retreats from Fife to Mar".
import { describe } from "../playout/narrative.js";
import { deadlineLine } from "./deadlineStory.js";
import type { GameEvent } from "../rules/events.js";
import type { Side } from "../rules/sides.js";

const SIDE_NAME: Record<Side, string> = { england: "England", scotland: "Scotland" };

type Loose = Record<string, unknown> & { type: string };

function redactedLine(e: Loose): string | null {
  const who = typeof e.side === "string" ? SIDE_NAME[e.side as Side] : "The enemy";
  const count = typeof e.count === "number" ? e.count : 1;
  const blocks = `${count} block${count === 1 ? "" : "s"}`;
  switch (e.type) {
    case "hand-dealt":
      return `${who} is dealt a new hand.`;
    case "moved":
      return `${who} moves ${blocks}: ${(e.path as string[]).join(" > ")}.`;
    case "sea-move":
      return `${who} moves ${blocks} by sea: ${String(e.from)} > ${String(e.to)}.`;
    case "steps-added":
      return `${who} adds steps in ${String(e.area)}.`;
    case "retreated":
      return `A ${who} block retreats from ${String(e.from)} to ${String(e.to)}.`;
    case "regrouped":
      return `A ${who} block regroups from ${String(e.from)} to ${String(e.to)}.`;
    case "step-lost":
      return `A ${who} block loses a step to pillage in ${String(e.area)}.`;
    case "eliminated":
      return `A ${who} block is eliminated${e.area ? ` in ${String(e.area)}` : ""}.`;
    case "drawn":
      return `${who} draws a block into ${String(e.area)}.`;
    case "draw-returned":
      return `A block ${who} drew in ${String(e.area)} goes back to the pool.`;
    case "raid-attrition":
      return `Border raid: England loses a block in ${String(e.from)}.`;
    case "disbanded":
      return `${who} disbands a block in ${String(e.from)}.`;
    case "wintered":
      return `An English block winters in ${String(e.area)}.`;
    case "moved-in-winter":
      return `A ${who} block moves in winter to ${String(e.to)}.`;
    default:
      return null;
  }
}

/** The field each redactable event loses (src/rules: `secret.fields`); "block" for the rest. */
const SECRET_FIELD: Record<string, string> = { "hand-dealt": "cards", moved: "blocks", "sea-move": "blocks", "steps-added": "grants" };

function isRedacted(e: GameEvent): boolean {
  const loose = e as unknown as Loose;
  return redactedLine(loose) !== null && !((SECRET_FIELD[loose.type] ?? "block") in loose);
}

/** One line per visible event that says something. */
export function storyLines(events: readonly GameEvent[]): string[] {
  const lines: string[] = [];
  for (const e of events) {
    const told = deadlineLine(e as unknown as Loose);
    const line = told !== undefined ? told : isRedacted(e) ? redactedLine(e as unknown as Loose) : describe(e);
    if (line !== null) lines.push(line);
  }
  return lines;
}

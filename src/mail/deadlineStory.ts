// The lines "What happened" gives for what the deadline worker and standing orders did (issue 8,
// items 2, 3 and 5). The events come redacted by src/views: the other side's default order and
// policy answers arrive without the order (or not at all), so a line says only what is left.
import type { Side } from "../rules/sides.js";

const SIDE_NAME: Record<Side, string> = { england: "England", scotland: "Scotland" };

type Loose = Record<string, unknown> & { type: string };

/** A line for a deadline or policy event; undefined when the event is not one of them. */
export function deadlineLine(event: Loose): string | null | undefined {
  const who = typeof event.side === "string" ? SIDE_NAME[event.side as Side] : "A side";
  switch (event.type) {
    case "deadline-reminder":
      return `Reminder: ${who}'s decision (${String(event.kind)}) is due by ${String(event.deadline)}.`;
    case "deadline-default":
      return `${who} missed the deadline of ${String(event.deadline)} (${String(event.missed)} in a row): the default order for ${String(event.kind)} was applied${typeof event.order === "string" ? `: ${event.order}` : ""}.`;
    case "deadline-warning":
      return `Warning: ${who} has missed ${String(event.missed)} deadlines in a row; one more (${String(event.limit)}) and ${who} resigns.`;
    case "deadline-resignation":
      return `${who} missed ${String(event.missed)} deadlines in a row (the last ${String(event.deadline)}) and is resigned.`;
    case "deadline-extended":
      return `Both sides agreed: the deadline moves by ${Math.round(Number(event.seconds) / 3600)} h to ${String(event.deadline)}.`;
    case "deadline-extend-asked":
      return `${who} asks to extend the deadline by ${Math.round(Number(event.seconds) / 3600)} h; it moves once both sides ask.`;
    case "deadline-paused":
      return "The game is paused: no deadline runs.";
    case "deadline-resumed":
      return `The game is resumed${typeof event.deadline === "string" ? `; the deadline is ${event.deadline}` : ""}.`;
    case "policy-answer":
      return `Your standing battle orders answered ${String(event.kind)}: ${String(event.order)}.`;
    case "policy-set":
      return event.cleared ? "Your standing battle orders are cleared." : "Your standing battle orders are set.";
    default:
      return undefined;
  }
}

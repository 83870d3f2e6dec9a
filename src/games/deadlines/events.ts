// What the deadline worker and standing orders tell the sides, as events beside the engine's (API clients poll them;
// the mail channel turns them into mails). Each carries the same secrecy marker as engine events.
import type { DecisionKind } from "../../rules/decisions.js";
import { enemyOf, type Side } from "../../rules/sides.js";
import type { NewEvent } from "../../store/index.js";
import { storedEvents } from "../effects.js";
import type { GameEvent } from "../../rules/events.js";

export type DeadlineEvent =
  /** Item 2: to the side that still has to decide. */
  | { type: "deadline-reminder"; side: Side; kind: DecisionKind; deadline: string; secret: { from: Side } }
  /** Item 3: both sides are told; the order itself only to the side it was given for. */
  | { type: "deadline-default"; side: Side; kind: DecisionKind; deadline: string; order: string; missed: number; secret: { from: Side; fields: ["order"] } }
  /** Item 3: one more missed deadline in a row resigns the side. */
  | { type: "deadline-warning"; side: Side; missed: number; limit: number }
  | { type: "deadline-resignation"; side: Side; missed: number; deadline: string }
  | { type: "deadline-paused"; by: string }
  | { type: "deadline-resumed"; by: string; deadline: string | null }
  | { type: "deadline-extend-asked"; side: Side; seconds: number }
  | { type: "deadline-extended"; seconds: number; deadline: string }
  /** docs/policies.md: told to the side alone. */
  | { type: "policy-set"; side: Side; cleared: boolean; secret: { from: Side } }
  | { type: "policy-answer"; side: Side; kind: DecisionKind; order: string; secret: { from: Side } };

export const reminderEvent = (side: Side, kind: DecisionKind, deadline: string): DeadlineEvent => ({
  type: "deadline-reminder",
  side,
  kind,
  deadline,
  secret: { from: enemyOf(side) },
});

export const defaultEvent = (side: Side, kind: DecisionKind, deadline: string, order: string, missed: number): DeadlineEvent => ({
  type: "deadline-default",
  side,
  kind,
  deadline,
  order,
  missed,
  secret: { from: enemyOf(side), fields: ["order"] },
});

export function stored(events: readonly DeadlineEvent[]): NewEvent[] {
  return storedEvents(events as unknown as GameEvent[]);
}

// One mail per side per adjudication (issue 8, item 5): while standing battle orders go on answering
// what an order left (a whole battle phase, say), the mail each step would cause is held back, and
// what the steps told goes in the mail of the step that leaves a decision to a player.
import type { GameEvent } from "../rules/events.js";

export class HeldMail {
  /** What the written steps whose mail was held told, in order (each step's notices, then its events). */
  told: GameEvent[] = [];

  /** After a step is written: its mail was held (keep what it told), or sent (with all held so far). */
  settle(held: boolean, told: readonly GameEvent[]): void {
    this.told = held ? [...this.told, ...told] : [];
  }
}

// One mail per side per adjudication (docs/policies.md): while standing battle orders go on answering
// what an order left (a whole battle phase, say), the mail each step would cause is held back, and
// what the steps told goes in the mail of the step that leaves a decision to a player. The mail of
// that step also needs the state before the first held step and who answered since, to tell which
// side has a new decision to make (docs/email.md "When a side is mailed").
import type { GameEvent } from "../rules/events.js";
import type { Side } from "../rules/sides.js";
import type { GameState } from "../rules/state.js";

export class HeldMail {
  /** What the written steps whose mail was held told, in order (each step's notices, then its events). */
  told: GameEvent[] = [];
  /** The state before the first held step; null when no step is held. */
  start: GameState | null = null;
  /** The sides that gave the held steps' orders. */
  acted = new Set<Side>();

  /** After a step is written: its mail was held (keep what it told), or sent (with all held so far). */
  settle(held: boolean, told: readonly GameEvent[], before?: GameState, side?: Side): void {
    if (!held) {
      this.told = [];
      this.start = null;
      this.acted = new Set();
      return;
    }
    this.told = [...this.told, ...told];
    this.start ??= before ?? null;
    if (side) this.acted.add(side);
  }
}

// The shapes of the HTTP contract (docs/api.md) as a client sees them.

import type { Bid } from "../rules/setup.js";
import type { ScenarioId } from "../rules/data/index.js";
import type { ApiEvent } from "../api/schemas/gameEvent.js";
import type { DrawPurpose, Visibility } from "../rules/random.js";
import type { OptionId } from "../rules/state.js";
import type { Side } from "../rules/sides.js";
import type { GameRecord } from "../records/index.js";
import type { View, Viewer } from "../views/view.js";

export type Role = Viewer;

export interface CreateGameRequest {
  scenario: ScenarioId;
  options?: OptionId[];
  campaignEndYear?: number;
  bids?: [Bid, Bid];
  emails?: Partial<Record<Side, string>>;
  nonces?: Partial<Record<Side, string>>;
}

export interface CreatedGame {
  gameId: string;
  version: number;
  commitment: string;
  /** Shown once: the server keeps only their hashes. */
  tokens: Record<Role, string>;
  players: { a: Side; b: Side } | null;
  links: { self: string; observer: string };
}

export interface GameResource {
  gameId: string;
  role: Role;
  version: number;
  status: "active" | "over";
  view: View;
}

/** An event as the caller may see it: secret fields are left out, cards by key (docs/api.md). */
export interface SeqEvent {
  seq: number;
  event: ApiEvent;
}

export interface OrderResult {
  version: number;
  view: View;
  events: SeqEvent[];
  /** False for a dry run. */
  applied: boolean;
}

export interface EventsPage {
  events: SeqEvent[];
  last: number;
}

export interface DiceEntryView {
  k: number;
  purpose: DrawPurpose;
  n: number;
  /** Absent when the caller may not see the value yet. */
  value?: number;
  visibleTo: Visibility;
}

export interface DiceLog {
  commitment: string;
  /** Revealed once the game is over, or to the referee. */
  seed?: string | null;
  entries: DiceEntryView[];
}

export type { GameRecord };

// The shapes of the HTTP contract (docs/api.md) as a client sees them.

import type { Bid } from "../rules/setup.js";
import type { ScenarioId } from "../rules/data/index.js";
import type { ApiEvent } from "../api/schemas/gameEvent.js";
import type { DrawPurpose, Visibility } from "../rules/random.js";
import type { OptionId } from "../rules/state.js";
import type { Side } from "../rules/sides.js";
import type { GameRecord } from "../records/index.js";
import type { View, Viewer } from "../views/view.js";

/** What a token may do: a side's, the host's (the referee view, never the seed) or the observer's. */
export type Role = Side | "host" | "observer";
export type { Viewer };

export interface CreateGameRequest {
  scenario: ScenarioId;
  options?: OptionId[];
  campaignEndYear?: number;
  bids?: [Bid, Bid];
  emails?: Partial<Record<Side, string>>;
  /** What the host token sees: an observer's view (default) or, for a host who plays neither side, a referee's. */
  hostSees?: "observer" | "referee";
}

export type GameStatus = "waiting-for-players" | "active" | "over";

export interface CreatedGame {
  gameId: string;
  version: number;
  status: GameStatus;
  commitment: string;
  /** Shown once: the server keeps only their hashes. */
  tokens: { host: string; observer: string };
  /** One single-use invite per side (null: mailed to its player). */
  invites: Record<Side, string | null>;
  links: { self: string; observer: string; join: string };
}

export type NonceGiver = "player" | "server" | "creator";

export interface ClaimedSeat {
  gameId: string;
  side: Side;
  /** The side's token, shown once. */
  token: string;
  nonce: { nonce: string; givenBy: NonceGiver; at: string | null };
  status: GameStatus;
}

export interface SeatInfo {
  claimed: boolean;
  nonce: string | null;
  nonceGivenBy: NonceGiver | null;
}

export interface GameResource {
  gameId: string;
  role: Role;
  version: number;
  status: GameStatus;
  /** Null while the game waits for its players. */
  view: View | null;
  seats: Record<Side, SeatInfo>;
  players: { a: Side; b: Side } | null;
  ended: { reason: "abandoned"; at: string } | null;
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
  /** Revealed once the game is over, to everyone; null before. */
  seed?: string | null;
  entries: DiceEntryView[];
}

export type { GameRecord };

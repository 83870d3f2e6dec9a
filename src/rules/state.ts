// The game state: plain JSON, versioned, enough on its own to continue the game.

import type { AreaName, BlockId, ScenarioId } from "./data/index.js";
import type { Side } from "./sides.js";

export const STATE_FORMAT = 1;

/** Optional rules and variants (RULES.md "Optional rules"), each off unless named. */
export const OPTION_IDS = [
  "OPT-SCHILTROM",
  "OPT-ANDREW-DE-MORAY",
  "OPT-ANGUS-OG",
  "OPT-FOCUS-FIRE",
  "OPT-RALLY",
  "OPT-CELTIC-PERMANENT",
  "VAR-123",
] as const;
export type OptionId = (typeof OPTION_IDS)[number];

/** Where a block is: an area, its side's pool, set aside (not yet in play), or removed for good. */
export type Place = AreaName | "pool" | "aside" | "removed";

export interface BlockState {
  /** Owner now; nobles switch (5.7, 6.21, 7.1, EV-HERALD). */
  side: Side;
  at: Place;
  strength: number;
}

/** TB-2 effect of the tournament bids. */
export interface Handicap {
  /** En: Edward cannot be drawn while year < this (firstYear + n). */
  edwardUndrawableBefore: number;
  /** Sn: extra blocks in England's initial draw. */
  englandExtraDraw: number;
}

/** A battle created during the Move Phase and not yet fought (4.6, 5.32, 5.33). */
export interface Contest {
  area: AreaName;
  attacker: Side;
  /** Origin area and last area crossed from (or "sea") of the first block in: the Main Attack (5.32, Q17). */
  mainKey: string;
  /** Attacking and reinforcing blocks that arrive in round 2. */
  reserves: BlockId[];
  /** Areas across whose border each side entered this battle (5.5 border control). */
  entries: Record<Side, AreaName[]>;
}

export type BattlePhase = "start" | "round-start" | "steps" | "round-end" | "forced-retreat" | "regroup" | "done";

export type CombatActionKind = "fire" | "pass" | "retreat";
export interface CombatAction {
  block: BlockId;
  act: CombatActionKind;
  to?: AreaName;
}

export interface Battle {
  area: AreaName;
  defection: boolean;
  attacker: Side;
  /** P2 of the turn: the side that entered last, may retreat across a shared entry border (5.5). */
  enteredLast: Side | null;
  round: number;
  /** Index into the six combat steps: Defender A, Attacker A, Defender B, Attacker B, Defender C, Attacker C. */
  step: number;
  phase: BattlePhase;
  engaged: BlockId[];
  reserves: BlockId[];
  acted: BlockId[];
  /** Blocks whose identity the enemy has seen in this battle (5.1). */
  revealed: BlockId[];
  entries: Record<Side, AreaName[]>;
  /** Border crossings by retreats this round / forced retreat / regroup (C5). */
  crossings: Record<string, number>;
  /** The rest of an answered combat turn, when a hit choice interrupted it. */
  queue: CombatAction[];
  winner: Side | null;
}

export type KingCandidate = "bruce" | "comyn" | "balliol";

/** Flow steps: the stack of what remains to be done; the last one is current. */
export type Step =
  | { t: "year-start" }
  | { t: "card-play" }
  | { t: "resolve-cards" }
  | { t: "event"; side: Side }
  | { t: "defections"; areas: AreaName[]; chooser: Side; attacker: Side }
  | { t: "pillage-hits"; victim: Side; area: AreaName; hitsLeft: number; stolen: number; from: AreaName; converted: BlockId[] }
  | { t: "pillage-steps"; side: Side; from: AreaName; steps: number; target: AreaName; converted: BlockId[] }
  | { t: "movement"; side: Side }
  | { t: "battle-phase" }
  | { t: "battle" }
  | { t: "hits"; victim: Side; hits: number; focus: boolean }
  | { t: "turn-end" }
  | { t: "raid" }
  | { t: "sudden-death" }
  | { t: "next-turn" }
  | { t: "winter"; w: number }
  | { t: "nobles-home"; side: Side; pending: BlockId[] }
  | { t: "noble-home"; side: Side; noble: BlockId; homes: AreaName[] }
  | { t: "moray-winter" }
  | { t: "king-winter" }
  | { t: "edward-winter" }
  | { t: "english-disband" }
  | { t: "wallace-winter" }
  | { t: "scottish-disband" }
  /**
   * rp: RPs left per "side:area"; seaDrawn: sea reinforcements per "from:area" and "to:area" (7.61);
   * seaLanded: each sea reinforcement landed this winter and the area that drew it, whose RPs may
   * still add steps to it (absent in states saved before it existed).
   */
  | { t: "builds"; done: Side[]; rp: Record<string, number>; seaDrawn: Record<string, number>; seaLanded?: Partial<Record<BlockId, AreaName>> }
  | { t: "score" };

export interface Victory {
  side: Side;
  reason: "sudden-death" | "scottish-king-killed" | "edward-ii-killed" | "majority" | "wallace-tie-break" | "resignation";
  year: number;
}

export interface GameState {
  format: typeof STATE_FORMAT;
  scenario: ScenarioId;
  options: OptionId[];
  campaignEndYear: number | null;
  handicap: Handicap;
  year: number;
  /** Game Turn 1-5 of the Year; 0 during the Winter Turn. */
  turn: number;
  p1: Side | null;
  blocks: Record<BlockId, BlockState>;
  hands: Record<Side, number[]>;
  /** Secretly chosen, not yet revealed (3.1). */
  chosen: Record<Side, number | null>;
  /** Revealed this turn. */
  played: Record<Side, number | null>;
  /** Cards revealed earlier this Year stay public (3.1). */
  playedThisYear: Record<Side, number[]>;
  kingCrowned: boolean;
  edward: "I" | "II";
  /** Edward I wintered in Scotland at the last Winter Turn (7.4). */
  edwardWintered: boolean;
  frenchKnightsAdded: boolean;
  /** The side a Truce forbids to attack this turn (EV-TRUCE). */
  truceAgainst: Side | null;
  /** Blocks that moved this Game Turn (4.0). */
  moved: BlockId[];
  contests: Contest[];
  battle: Battle | null;
  steps: Step[];
  winner: Victory | null;
  /** Orders applied so far; names the state in records and logs. */
  ordersApplied: number;
}

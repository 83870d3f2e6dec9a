// Pending decisions: who must decide what now, with the legal choices enumerated.

import type { AreaName, BlockId, EventName } from "./data/index.js";
import type { CardKey, Order } from "./orders.js";
import type { Side } from "./sides.js";
import type { KingCandidate } from "./state.js";

export interface BlockChoice {
  block: BlockId;
  strength: number;
  /** Legal destinations for a retreat or regroup. */
  to: AreaName[];
}

export interface PillageChoice {
  target: AreaName;
  from: AreaName[];
}

export interface SeaMoveChoice {
  from: AreaName;
  to: AreaName[];
  blocks: BlockId[];
}

export interface VictualsChoice {
  area: AreaName;
  blocks: { block: BlockId; room: number }[];
}

export interface MovableGroup {
  from: AreaName;
  /** `routes[i]` is one legal path (origin first) to `to[i]`; other routes may exist. */
  blocks: { block: BlockId; to: AreaName[]; routes: AreaName[][] }[];
}

/** 4.6 a contested area where this side's blocks are pinned: `keep` must stay, at most `mayLeave` may go. */
export interface PinnedArea {
  area: AreaName;
  keep: number;
  mayLeave: number;
}

export interface BuildChoice {
  area: AreaName;
  rp: number;
  /** Blocks that may take steps and how many more they can take. */
  blocks: { block: BlockId; room: number }[];
  /** Draws still allowed by the castle limit (7.61); 0 for England. */
  maxDraws: number;
}

interface DecisionBase {
  side: Side;
  /** Rule that asks this question. */
  rule: string;
  /** Set when exactly one legal choice exists: the engine takes it. */
  only?: Order;
}

export type Decision = DecisionBase &
  (
    | { kind: "play-card"; cards: CardKey[] }
    | {
        kind: "event";
        event: EventName;
        crown: KingCandidate[];
        herald: BlockId[];
        pillage: PillageChoice[];
        seaMove: SeaMoveChoice[];
        victuals: VictualsChoice[];
      }
    | { kind: "assign-hits"; area: AreaName; hits: number; focus: boolean; blocks: { block: BlockId; strength: number }[]; outcomes: BlockId[][] }
    | { kind: "pillage-steps"; area: AreaName; steps: number; blocks: { block: BlockId; room: number }[] }
    | { kind: "choose-battle"; areas: AreaName[]; defection: boolean }
    | {
        kind: "movement";
        mp: number;
        groups: MovableGroup[];
        norse: { from: AreaName; to: AreaName[] } | null;
        rally: boolean;
        /** 4.6 areas where pinning limits how many blocks (the Norse included) may leave. */
        pinned: PinnedArea[];
      }
    | { kind: "combat-turn"; area: AreaName; round: number; blocks: BlockChoice[] }
    | { kind: "forced-retreat"; area: AreaName; blocks: BlockChoice[] }
    | { kind: "regroup"; area: AreaName; blocks: BlockChoice[] }
    | { kind: "raid-attrition"; blocks: BlockId[] }
    | { kind: "noble-home"; noble: BlockId; homes: AreaName[] }
    | { kind: "moray-winter"; choices: ("stay" | "home" | "disband")[] }
    | { kind: "king-winter"; choices: ("stay" | "disband" | AreaName)[] }
    | { kind: "edward-winter"; choices: ("winter" | "disband")[] }
    | { kind: "wallace-winter"; choices: ("selkirk" | "stay" | "disband")[] }
    | { kind: "disband"; required: { area: AreaName; count: number; from: BlockId[] }[]; voluntary: BlockId[] }
    | { kind: "builds"; areas: BuildChoice[]; /** Blocks in the pool: the most draws in all areas together. */ pool: number }
  );

export type DecisionKind = Decision["kind"];

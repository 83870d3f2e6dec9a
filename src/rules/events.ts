// Events: what happened, each with what the other side may not learn from it (Q27).

import type { AreaName, BlockId } from "./data/index.js";
import type { Side } from "./sides.js";
import type { Victory } from "./state.js";
import type { Order } from "./orders.js";

/**
 * Secrecy marker. Without `fields` the whole event is hidden from `from`; with `fields`, only those
 * fields are (the rest, such as where a block went, is public). The referee sees everything.
 */
export interface Secret {
  from: Side;
  fields?: string[];
}

export interface EventBase {
  secret?: Secret;
}

export interface FiredEvent extends EventBase {
  type: "fired";
  side: Side;
  block: BlockId;
  rating: string;
  dice: number[];
  hits: number;
}

export type GameEvent = EventBase &
  (
    | { type: "game-started"; scenario: string; year: number }
    | { type: "year-started"; year: number }
    | { type: "hand-dealt"; side: Side; cards: number[] }
    | { type: "hands-redealt"; reason: string }
    | { type: "card-chosen"; side: Side }
    | { type: "cards-revealed"; england: number; scotland: number; p1: Side | null }
    | { type: "event-passed"; side: Side; event: string }
    | { type: "truce"; side: Side }
    | { type: "coronation"; king: string; area: AreaName }
    | { type: "herald"; side: Side; noble: BlockId; roll: number; success: boolean }
    | { type: "noble-switched"; noble: BlockId; to: Side; area: AreaName; strength: number; rule: string }
    | { type: "pillage"; side: Side; target: AreaName; from: AreaName }
    | { type: "step-lost"; side: Side; block: BlockId; area: AreaName; strength: number }
    | { type: "steps-added"; side: Side; area: AreaName; grants: { block: BlockId; steps: number }[] }
    | { type: "sea-move"; side: Side; from: AreaName; to: AreaName; blocks: BlockId[]; count: number }
    | { type: "moved"; side: Side; path: AreaName[]; blocks: BlockId[]; count: number; mp: number }
    | { type: "movement-done"; side: Side; mpUsed: number }
    | { type: "battle-started"; area: AreaName; attacker: Side; defection: boolean; engaged: { block: BlockId; side: Side; strength: number }[]; reserves: Record<Side, number> }
    | { type: "round-started"; area: AreaName; round: number; attacker: Side }
    | { type: "reserves-joined"; area: AreaName; blocks: { block: BlockId; side: Side; strength: number }[] }
    | { type: "celtic-roll"; block: BlockId; roll: number; deserted: boolean }
    | FiredEvent
    | { type: "passed"; side: Side; block: BlockId }
    | { type: "hit"; side: Side; block: BlockId; strength: number }
    | { type: "eliminated"; side: Side; block: BlockId; to: "pool" | "removed"; area: AreaName | null }
    | { type: "captured"; noble: BlockId; from: Side; to: Side; area: AreaName }
    | { type: "edward-killed"; area: AreaName }
    | { type: "retreated"; side: Side; block: BlockId; from: AreaName; to: AreaName }
    | { type: "control-swapped"; area: AreaName; attacker: Side }
    | { type: "battle-won"; area: AreaName; winner: Side }
    | { type: "regrouped"; side: Side; block: BlockId; from: AreaName; to: AreaName }
    | { type: "raid-attrition"; block: BlockId; from: AreaName }
    | { type: "year-ended"; year: number; reason: "five-turns" | "two-events" }
    | { type: "winter-step"; step: string; rule: string }
    | { type: "noble-home"; side: Side; noble: BlockId; from: AreaName; to: AreaName }
    | { type: "disbanded"; side: Side; block: BlockId; from: AreaName; voluntary: boolean }
    | { type: "wintered"; side: Side; block: BlockId; area: AreaName }
    | { type: "moved-in-winter"; side: Side; block: BlockId; from: AreaName; to: AreaName; rule: string }
    | { type: "healed"; side: Side; block: BlockId; area: AreaName; strength: number }
    | { type: "french-knights-available" }
    | { type: "drawn"; side: Side; block: BlockId; area: AreaName; strength: number; rule: string }
    | { type: "draw-returned"; side: Side; block: BlockId; area: AreaName; rule: string }
    | { type: "edward-ii" }
    | { type: "scored"; england: number; scotland: number }
    | { type: "auto-order"; side: Side; order: Order }
    | { type: "game-over"; victory: Victory }
  );

export type EventType = GameEvent["type"];

// Queries over a state's board, shared by every phase module.

import {
  BLOCK_IDS,
  NOBLE_IDS,
  area,
  blockInfo,
  byBlockOrder,
  type AreaName,
  type BlockId,
  type Initiative,
} from "./data/index.js";
import { boardChanged, indexedBlocks, indexedCount, indexedOnMap } from "./boardIndex.js";
import { ownBlock } from "./copy.js";
import type { GameEvent } from "./events.js";
import type { RandomSource } from "./random.js";
import { enemyOf, type Side } from "./sides.js";
import type { BlockState, GameState, OptionId, Place } from "./state.js";

/** Everything a rule needs while it works on a private copy of the state. */
export interface Ctx {
  s: GameState;
  rng: RandomSource;
  events: GameEvent[];
}

export function emit(ctx: Ctx, event: GameEvent): void {
  ctx.events.push(event);
}

export function hasOption(s: GameState, option: OptionId): boolean {
  return s.options.includes(option);
}

export function blocksAt(s: GameState, place: Place): BlockId[] {
  const indexed = indexedBlocks(s, place, null);
  if (indexed) return indexed;
  return blocksWhere(s, place, null) ?? BLOCK_IDS.filter((id) => s.blocks[id].at === place);
}

export function sideBlocksAt(s: GameState, place: Place, side: Side): BlockId[] {
  const indexed = indexedBlocks(s, place, side);
  if (indexed) return indexed;
  return blocksWhere(s, place, side) ?? BLOCK_IDS.filter((id) => s.blocks[id].at === place && s.blocks[id].side === side);
}

/**
 * The blocks in `place` (of `side`, unless null), in block order, by a for-in walk of the state's
 * blocks (V8's cheapest walk over an object). Null when the blocks are not keyed in BLOCK_IDS order
 * (every state the engine makes is): then the caller scans BLOCK_IDS.
 */
function blocksWhere(s: GameState, place: Place, side: Side | null): BlockId[] | null {
  const out: BlockId[] = [];
  const blocks = s.blocks;
  let i = 0;
  for (const id in blocks) {
    if (id !== BLOCK_IDS[i]) return null;
    i += 1;
    const b = blocks[id as BlockId];
    if (b.at === place && (side === null || b.side === side)) out.push(id);
  }
  return i === BLOCK_IDS.length ? out : null;
}

export function countAt(s: GameState, place: Place, side: Side): number {
  const indexed = indexedCount(s, place, side);
  if (indexed >= 0) return indexed;
  // Every block of the state is counted once, whatever order its keys are in (for-in: see blocksWhere).
  let n = 0;
  const blocks = s.blocks;
  for (const id in blocks) {
    const b = blocks[id as BlockId];
    if (b.at === place && b.side === side) n++;
  }
  return n;
}

export type AreaStatus = "friendly" | "enemy" | "contested" | "neutral";

/** 4.5 area control, seen from one side. */
export function areaStatus(s: GameState, where: AreaName, side: Side): AreaStatus {
  const own = countAt(s, where, side);
  const enemy = countAt(s, where, enemyOf(side));
  if (own && enemy) return "contested";
  if (own) return "friendly";
  if (enemy) return "enemy";
  return "neutral";
}

export function isContested(s: GameState, where: AreaName): boolean {
  return areaStatus(s, where, "england") === "contested";
}

export function onMap(place: Place): place is AreaName {
  return place !== "pool" && place !== "aside" && place !== "removed";
}

export function sideOnMap(s: GameState, side: Side): BlockId[] {
  return indexedOnMap(s, side) ?? BLOCK_IDS.filter((id) => s.blocks[id].side === side && onMap(s.blocks[id].at));
}

export function poolOf(s: GameState, side: Side): BlockId[] {
  return sideBlocksAt(s, "pool", side);
}

export function isNoble(id: BlockId): boolean {
  return blockInfo(id).type === "noble";
}

/** 9.0 nobles in play: those on the map (a pooled or dead Moray is not). */
export function noblesOnMap(s: GameState): BlockId[] {
  return NOBLE_IDS.filter((id) => onMap(s.blocks[id].at));
}

export function noblesControlled(s: GameState, side: Side): number {
  return noblesOnMap(s).filter((id) => s.blocks[id].side === side).length;
}

/** 1.2 / 1.3 castle limit for a side: Scotland adds 1 for a cathedral. */
export function castleLimit(where: AreaName, side: Side): number {
  const a = area(where);
  return a.castle + (side === "scotland" && a.cathedral ? 1 : 0);
}

export function maxSteps(id: BlockId): number {
  return blockInfo(id).maxSteps;
}

/** OPT-ANDREW-DE-MORAY (a): Moray rates A3. */
export function initiativeOf(s: GameState, id: BlockId): Initiative {
  if (id === "moray" && hasOption(s, "OPT-ANDREW-DE-MORAY")) return "A";
  return blockInfo(id).initiative;
}

export function baseFire(s: GameState, id: BlockId): number {
  if (id === "moray" && hasOption(s, "OPT-ANDREW-DE-MORAY")) return 3;
  return blockInfo(id).fire;
}

export function isEdward(id: BlockId): boolean {
  return id === "edward";
}

export function sortBlocks(ids: BlockId[]): BlockId[] {
  return ids.sort(byBlockOrder);
}

export function blockName(id: BlockId): string {
  return blockInfo(id).name;
}

// Every change of a block goes through these: they keep the board index right, and give the state
// its own copy of the block first (ownBlock: states share the blocks an order leaves unchanged).

/** Puts a block in `place` (its strength unchanged). */
export function placeBlock(s: GameState, id: BlockId, place: Place): void {
  ownBlock(s, id).at = place;
  boardChanged(s, id);
}

/** Sets a block's whole state (6.2 a King crowned). */
export function setBlock(s: GameState, id: BlockId, block: BlockState): void {
  const own = ownBlock(s, id);
  own.side = block.side;
  own.at = block.at;
  own.strength = block.strength;
  boardChanged(s, id);
}

/** Sets a block's strength (hits, steps added, a block drawn or healed). */
export function setStrength(s: GameState, id: BlockId, strength: number): void {
  ownBlock(s, id).strength = strength;
}

/** Moves a block off the map to its side's pool (5.8 disband / non-battle elimination). */
export function toPool(s: GameState, id: BlockId): void {
  placeBlock(s, id, "pool");
  setStrength(s, id, 0);
}

export function remove(s: GameState, id: BlockId): void {
  placeBlock(s, id, "removed");
  setStrength(s, id, 0);
}

export function switchSide(s: GameState, id: BlockId, strength?: number): void {
  const own = ownBlock(s, id);
  own.side = enemyOf(own.side);
  boardChanged(s, id);
  if (strength !== undefined) own.strength = strength;
}

// Lookups over the static game data. Built once at module load; never mutated.

import { BLOCKS, BLOCK_IDS, type BlockId, type BlockInfo } from "./blocks.js";
import { CARDS, type Card } from "./cards.js";
import { AREAS, AREA_NAMES, BORDERS, type Area, type AreaName, type Border } from "./map.js";

export * from "./blocks.js";
export * from "./cards.js";
export * from "./map.js";
export * from "./scenarios.js";

const AREA_BY_NAME = new Map<AreaName, Area>(AREAS.map((a) => [a.name, a]));
const BLOCK_BY_ID = new Map<BlockId, BlockInfo>(BLOCKS.map((b) => [b.id, b]));
const CARD_BY_ID = new Map<number, Card>(CARDS.map((c) => [c.id, c]));

const NEIGHBOURS = new Map<AreaName, AreaName[]>(AREA_NAMES.map((n) => [n, []]));
const BORDER_BY_KEY = new Map<string, Border>();
for (const border of BORDERS) {
  const [a, b] = border.between;
  NEIGHBOURS.get(a)?.push(b);
  NEIGHBOURS.get(b)?.push(a);
  BORDER_BY_KEY.set(borderKey(a, b), border);
}
for (const list of NEIGHBOURS.values()) list.sort(byMapOrder);

/** A border's identity, the same whichever way it is crossed. */
export function borderKey(a: AreaName, b: AreaName): string {
  return a < b ? `${a}|${b}` : `${b}|${a}`;
}

export function area(name: AreaName): Area {
  const found = AREA_BY_NAME.get(name);
  if (!found) throw new Error(`unknown area ${name}`);
  return found;
}

export function isAreaName(name: string): name is AreaName {
  return AREA_BY_NAME.has(name as AreaName);
}

export function blockInfo(id: BlockId): BlockInfo {
  const found = BLOCK_BY_ID.get(id);
  if (!found) throw new Error(`unknown block ${id}`);
  return found;
}

export function isBlockId(id: string): id is BlockId {
  return BLOCK_BY_ID.has(id as BlockId);
}

export function card(id: number): Card {
  const found = CARD_BY_ID.get(id);
  if (!found) throw new Error(`unknown card ${id}`);
  return found;
}

export function neighbours(name: AreaName): readonly AreaName[] {
  return NEIGHBOURS.get(name) ?? [];
}

export function border(a: AreaName, b: AreaName): Border | undefined {
  return BORDER_BY_KEY.get(borderKey(a, b));
}

/** 4.3 black borders allow 6 crossings per side, red ones 2. */
export function borderLimit(b: Border): number {
  return b.color === "red" ? 2 : 6;
}

/** 4.4 the Anglo-Scottish border: England's borders with Annan, Dunbar and Teviot. */
export function isAngloScottish(a: AreaName, b: AreaName): boolean {
  return a === "England" || b === "England";
}

export function isCoastal(name: AreaName): boolean {
  return area(name).coastal;
}

/** Map order (reference/map.json order) is the deterministic tie-break for defaults and listings. */
export function mapIndex(name: AreaName): number {
  return AREA_NAMES.indexOf(name);
}

export function byMapOrder(a: AreaName, b: AreaName): number {
  return mapIndex(a) - mapIndex(b);
}

export function blockIndex(id: BlockId): number {
  return BLOCK_IDS.indexOf(id);
}

export function byBlockOrder(a: BlockId, b: BlockId): number {
  return blockIndex(a) - blockIndex(b);
}

export const NOBLE_IDS: readonly BlockId[] = BLOCKS.filter((b) => b.type === "noble").map((b) => b.id);

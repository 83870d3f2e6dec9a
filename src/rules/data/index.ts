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

// Area and block numbers (map and block order), so hot lookups index arrays instead of hashing strings.
const AREA_NUMBER = new Map<string, number>(AREA_NAMES.map((n, i) => [n, i]));
const BLOCK_NUMBER = new Map<string, number>(BLOCK_IDS.map((id, i) => [id, i]));
/** How many areas the map has; area numbers run 0..AREA_COUNT-1 in map order. */
export const AREA_COUNT = AREA_NAMES.length;

const NEIGHBOURS = new Map<AreaName, AreaName[]>(AREA_NAMES.map((n) => [n, []]));
const BORDER_BY_KEY = new Map<string, Border>();
/** BORDER_MATRIX[a * AREA_COUNT + b]: the border between areas number a and b, both ways. */
const BORDER_MATRIX: (Border | undefined)[] = new Array<Border | undefined>(AREA_COUNT * AREA_COUNT).fill(undefined);
/** BORDER_NUMBER likewise: the border's index in BORDERS, or -1. */
const BORDER_NUMBER = new Int16Array(AREA_COUNT * AREA_COUNT).fill(-1);
BORDERS.forEach((border, n) => {
  const [a, b] = border.between;
  NEIGHBOURS.get(a)?.push(b);
  NEIGHBOURS.get(b)?.push(a);
  BORDER_BY_KEY.set(borderKey(a, b), border);
  const i = AREA_NUMBER.get(a) as number;
  const j = AREA_NUMBER.get(b) as number;
  BORDER_MATRIX[i * AREA_COUNT + j] = border;
  BORDER_MATRIX[j * AREA_COUNT + i] = border;
  BORDER_NUMBER[i * AREA_COUNT + j] = n;
  BORDER_NUMBER[j * AREA_COUNT + i] = n;
});
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
  const i = AREA_NUMBER.get(a);
  const j = AREA_NUMBER.get(b);
  return i === undefined || j === undefined ? BORDER_BY_KEY.get(borderKey(a, b)) : BORDER_MATRIX[i * AREA_COUNT + j];
}

/** Each area's neighbours as area numbers, in map order (as neighbours()). */
export const NEIGHBOUR_NUMBERS: readonly (readonly number[])[] = AREA_NAMES.map((n) => (NEIGHBOURS.get(n) ?? []).map((m) => AREA_NUMBER.get(m) as number));

/** The border between areas number a and b (undefined when they are not adjacent). */
export function borderBetween(a: number, b: number): Border | undefined {
  return BORDER_MATRIX[a * AREA_COUNT + b];
}

/** borderNumber by area numbers. */
export function borderNumberBetween(a: number, b: number): number {
  return BORDER_NUMBER[a * AREA_COUNT + b] as number;
}

/** The border's index in BORDERS (-1 when the areas are not adjacent): a cheap key for per-border counts. */
export function borderNumber(a: AreaName, b: AreaName): number {
  const i = AREA_NUMBER.get(a);
  const j = AREA_NUMBER.get(b);
  return i === undefined || j === undefined ? -1 : (BORDER_NUMBER[i * AREA_COUNT + j] as number);
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
  return AREA_NUMBER.get(name) ?? -1;
}

export function byMapOrder(a: AreaName, b: AreaName): number {
  return mapIndex(a) - mapIndex(b);
}

export function blockIndex(id: BlockId): number {
  return BLOCK_NUMBER.get(id) ?? -1;
}

export function byBlockOrder(a: BlockId, b: BlockId): number {
  return blockIndex(a) - blockIndex(b);
}

export const NOBLE_IDS: readonly BlockId[] = BLOCKS.filter((b) => b.type === "noble").map((b) => b.id);

// Where every block is, indexed by place and side, so countAt / blocksAt stop scanning all 56
// blocks on every call while the engine works on a state.
//
// The index is for one state object at a time (withBoardIndex scopes it). Board changes made in
// the scope go through board.ts (placeBlock, setBlock, switchSide, toPool, remove), which call
// boardChanged: the index follows the change, so it never answers for an older board.

import { AREA_NAMES, BLOCK_IDS, blockIndex, type BlockId } from "./data/index.js";
import type { BlockState, GameState, Place } from "./state.js";

/** Areas first, in map order, so an area's place number is its area number. */
const PLACES: readonly Place[] = [...AREA_NAMES, "pool", "aside", "removed"];
const PLACE_NUMBER = new Map<string, number>(PLACES.map((p, i) => [p, i]));
const BLOCK_COUNT = BLOCK_IDS.length;
/** Place numbers below this are areas (the map). */
const AREA_COUNT = AREA_NAMES.length;

interface Index {
  /** Each block's place number, by block number. */
  placeOf: Int8Array;
  /** Each block's side (0 England, 1 Scotland), by block number. */
  sideOf: Int8Array;
  /** Blocks per place and side: counts[place * 2 + side]. */
  counts: Int16Array;
}

/** An index a finished scope left out of date, reused by the next one (an order's worth of typed arrays saved). */
let spare: Index | null = null;
/**
 * The indexes scopes left up to date, by the state they describe (states are not changed once the
 * engine hands them out). A server applies orders to many games in turn: each game's next order
 * finds its state's index here, where a single one left by the last scope would describe another
 * game's state. Taken when the state is copied for its next order, so that it follows that copy.
 */
const carriedIndexes = new WeakMap<GameState, Index>();

function newIndex(): Index {
  const reused = spare;
  spare = null;
  if (reused) return reused;
  return { placeOf: new Int8Array(BLOCK_COUNT), sideOf: new Int8Array(BLOCK_COUNT), counts: new Int16Array(PLACES.length * 2) };
}

/** The index a scope left up to date for `s`, taken from the map: it will describe another state. */
function takeCarried(s: GameState): Index | undefined {
  const index = carriedIndexes.get(s);
  if (index !== undefined) carriedIndexes.delete(s);
  return index;
}

/** One pass over the blocks, into `index`; false when their keys are not BLOCK_IDS in order or a place is unknown (then callers scan). */
function build(s: GameState, index: Index): boolean {
  const { placeOf, sideOf, counts } = index;
  counts.fill(0);
  const blocks = s.blocks;
  let i = 0;
  for (const id in blocks) {
    if (id !== BLOCK_IDS[i]) return false;
    const b = blocks[id as BlockId];
    const place = PLACE_NUMBER.get(b.at);
    if (place === undefined) return false;
    const side = b.side === "england" ? 0 : 1;
    placeOf[i] = place;
    sideOf[i] = side;
    counts[place * 2 + side] = (counts[place * 2 + side] as number) + 1;
    i += 1;
  }
  return i === BLOCK_COUNT;
}

interface Scope {
  state: GameState;
  /** Null until first asked; rebuilt in place when asked after a board change. */
  index: Index | null;
  upToDate: boolean;
  /** Whether the build failed for this board (odd key order): answer by scanning. */
  unindexable: boolean;
  outer: Scope | null;
}

let scope: Scope | null = null;

/**
 * Runs `work` on `s` with board queries on `s` answered from an index, kept right by boardChanged.
 * `s` may be a copy of `copiedFrom`, made for the work: then the index a scope left for
 * `copiedFrom` (the previous order's, in a game played or replayed) serves `s` without a rebuild.
 */
export function withBoardIndex<T>(s: GameState, work: () => T, copiedFrom?: GameState): T {
  // Already indexed (a step's decisions worked out while an order is applied): one index, one truth.
  if (scope !== null && scope.state === s) return work();
  const outer = scope;
  const carried = copiedFrom === undefined ? undefined : takeCarried(copiedFrom);
  scope = { state: s, index: carried ?? null, upToDate: carried !== undefined, unindexable: false, outer };
  try {
    return work();
  } finally {
    if (scope.index !== null && scope.upToDate) carriedIndexes.set(s, scope.index);
    else if (scope.index !== null) spare = scope.index;
    scope = outer;
  }
}

/**
 * Called after every change of block `id`'s place or side in `s`: an index of `s` that was up to
 * date follows the change (one block's entry and two counts); any other is rebuilt when next asked.
 */
export function boardChanged(s: GameState, id: BlockId): void {
  for (let at = scope; at !== null; at = at.outer) {
    if (at.state !== s) continue;
    if (at.upToDate && at.index !== null && follow(at.index, id, s.blocks[id])) continue;
    at.upToDate = false;
    at.unindexable = false;
  }
}

function follow(index: Index, id: BlockId, block: BlockState): boolean {
  const n = blockIndex(id);
  const place = PLACE_NUMBER.get(block.at);
  if (n < 0 || place === undefined) return false;
  const side = block.side === "england" ? 0 : 1;
  const { placeOf, sideOf, counts } = index;
  const was = (placeOf[n] as number) * 2 + (sideOf[n] as number);
  counts[was] = (counts[was] as number) - 1;
  counts[place * 2 + side] = (counts[place * 2 + side] as number) + 1;
  placeOf[n] = place;
  sideOf[n] = side;
  return true;
}

/** Set by tests: every answer first checks that the index matches the board (a change that bypassed board.ts throws). */
let verifying = false;

export function verifyBoardIndex(on: boolean): void {
  verifying = on;
}

function checkUpToDate(s: GameState, index: Index): void {
  const fresh = newIndex();
  const same = build(s, fresh) && fresh.placeOf.every((p, i) => p === index.placeOf[i]) && fresh.sideOf.every((x, i) => x === index.sideOf[i]);
  if (!same) throw new Error("board index out of date: a block's place or side changed without board.ts");
}

function indexOf(s: GameState): Index | null {
  if (scope === null || scope.state !== s || scope.unindexable) return null;
  if (verifying && scope.upToDate && scope.index) checkUpToDate(s, scope.index);
  if (!scope.upToDate) {
    scope.index ??= newIndex();
    scope.upToDate = build(s, scope.index);
    scope.unindexable = !scope.upToDate;
    if (scope.unindexable) return null;
  }
  return scope.index;
}

/**
 * Every area's count of English and Scottish blocks (area number a: England's at 2a, Scotland's at
 * 2a + 1) when an index for `s` is in scope, else null. Read it, never change it.
 */
export function indexedAreaCounts(s: GameState): Readonly<Int16Array> | null {
  return indexOf(s)?.counts ?? null;
}

/** The count of `side`'s blocks in `place` when an index for `s` is in scope, else -1. */
export function indexedCount(s: GameState, place: Place, side: "england" | "scotland"): number {
  const index = indexOf(s);
  if (index === null) return -1;
  const p = PLACE_NUMBER.get(place);
  if (p === undefined) return 0;
  return index.counts[p * 2 + (side === "england" ? 0 : 1)] as number;
}

/** `side`'s blocks on the map (in an area: not pooled, aside or removed), in block order, as a new list, when an index for `s` is in scope; else null. */
export function indexedOnMap(s: GameState, side: "england" | "scotland"): BlockId[] | null {
  const index = indexOf(s);
  if (index === null) return null;
  const out: BlockId[] = [];
  const wanted = side === "england" ? 0 : 1;
  const { placeOf, sideOf } = index;
  for (let i = 0; i < BLOCK_COUNT; i++) {
    if ((placeOf[i] as number) < AREA_COUNT && sideOf[i] === wanted) out.push(BLOCK_IDS[i] as BlockId);
  }
  return out;
}

/**
 * The blocks in `place` (of `side`, unless null), in block order, as a new list, when an index for
 * `s` is in scope; else null.
 */
export function indexedBlocks(s: GameState, place: Place, side: "england" | "scotland" | null): BlockId[] | null {
  const index = indexOf(s);
  if (index === null) return null;
  const out: BlockId[] = [];
  const p = PLACE_NUMBER.get(place);
  if (p === undefined) return out;
  const wanted = side === null ? -1 : side === "england" ? 0 : 1;
  const total = wanted < 0 ? (index.counts[p * 2] as number) + (index.counts[p * 2 + 1] as number) : (index.counts[p * 2 + wanted] as number);
  const { placeOf, sideOf } = index;
  for (let i = 0; out.length < total; i++) {
    if (placeOf[i] === p && (wanted < 0 || sideOf[i] === wanted)) out.push(BLOCK_IDS[i] as BlockId);
  }
  return out;
}

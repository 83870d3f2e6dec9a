// Where every block is, indexed by place and side: built at most once while a state's decisions
// are worked out, so countAt / blocksAt stop scanning all 56 blocks on every call.
//
// The index is valid only while the state cannot change: withBoardIndex scopes it to a read-only
// computation (a step's decide), and board queries use it only for that very state object.

import { BLOCK_IDS, type BlockId } from "./data/index.js";
import type { GameState, Place } from "./state.js";

/** Blocks in one place, each list in block order (the order a scan of BLOCK_IDS gives). */
export interface PlaceBlocks {
  all: BlockId[];
  england: BlockId[];
  scotland: BlockId[];
}

const EMPTY: PlaceBlocks = Object.freeze({ all: [], england: [], scotland: [] }) as PlaceBlocks;

function build(s: GameState): Map<Place, PlaceBlocks> {
  return buildInKeyOrder(s) ?? buildByScan(s);
}

function add(byPlace: Map<Place, PlaceBlocks>, id: BlockId, at: Place, side: "england" | "scotland"): void {
  let entry = byPlace.get(at);
  if (!entry) {
    entry = { all: [], england: [], scotland: [] };
    byPlace.set(at, entry);
  }
  entry.all.push(id);
  entry[side].push(id);
}

/** By a for-in walk (V8's cheapest over an object); null unless the keys are in BLOCK_IDS order. */
function buildInKeyOrder(s: GameState): Map<Place, PlaceBlocks> | null {
  const byPlace = new Map<Place, PlaceBlocks>();
  const blocks = s.blocks;
  let i = 0;
  for (const id in blocks) {
    if (id !== BLOCK_IDS[i]) return null;
    i += 1;
    const b = blocks[id as BlockId];
    add(byPlace, id as BlockId, b.at, b.side);
  }
  return i === BLOCK_IDS.length ? byPlace : null;
}

function buildByScan(s: GameState): Map<Place, PlaceBlocks> {
  const byPlace = new Map<Place, PlaceBlocks>();
  for (const id of BLOCK_IDS) add(byPlace, id, s.blocks[id].at, s.blocks[id].side);
  return byPlace;
}

interface Scope {
  state: GameState;
  index: Map<Place, PlaceBlocks> | null;
}

let scope: Scope | null = null;

/** Runs `read`, which must not change `s`, with board queries on `s` answered from an index. */
export function withBoardIndex<T>(s: GameState, read: () => T): T {
  const outer = scope;
  scope = { state: s, index: null };
  try {
    return read();
  } finally {
    scope = outer;
  }
}

/** The blocks in `place` when an index for `s` is in scope (never to be mutated), else null. */
export function indexedPlace(s: GameState, place: Place): PlaceBlocks | null {
  if (scope === null || scope.state !== s) return null;
  if (scope.index === null) scope.index = build(s);
  return scope.index.get(place) ?? EMPTY;
}


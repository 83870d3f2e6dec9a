// What one side, the referee or an observer may see of a state (DESIGN "Fog of war", Q27).
// This is the only place that decides what a state shows; events are filtered in ./events.ts.

import { AREA_NAMES, BLOCK_IDS, blockInfo, type AreaName, type BlockId } from "../rules/data/index.js";
import { noblesControlled, onMap } from "../rules/board.js";
import { cardKey } from "../rules/cards.js";
import type { Decision } from "../rules/decisions.js";
import { pendingDecisions } from "../rules/engine.js";
import type { CardKey } from "../rules/orders.js";
import { SIDES, type Side } from "../rules/sides.js";
import type { GameState, OptionId, Victory } from "../rules/state.js";

export type Viewer = Side | "referee" | "observer";
export const VIEWERS: readonly Viewer[] = ["england", "scotland", "referee", "observer"];

export interface VisibleBlock {
  block: BlockId;
  name: string;
  side: Side;
  area: AreaName;
  strength: number;
}

/** Blocks the viewer sees only as a count: where they stand, not what they are. */
export interface HiddenBlocks {
  side: Side;
  area: AreaName;
  count: number;
}

export interface View {
  viewer: Viewer;
  scenario: string;
  options: OptionId[];
  year: number;
  turn: number;
  p1: Side | null;
  winner: Victory | null;
  track: { nobles: Record<Side, number>; kingCrowned: boolean; edward: "I" | "II"; frenchKnightsAdded: boolean };
  blocks: VisibleBlock[];
  hidden: HiddenBlocks[];
  /** Pool contents where the viewer may see them, else null; sizes are public. */
  pools: Record<Side, BlockId[] | null>;
  poolSizes: Record<Side, number>;
  removed: BlockId[];
  hands: Record<Side, CardKey[] | null>;
  handSizes: Record<Side, number>;
  /** Whether each side has chosen its card this turn (the card itself stays hidden until both reveal). */
  chosen: Record<Side, boolean>;
  played: Record<Side, CardKey | null>;
  playedThisYear: Record<Side, CardKey[]>;
  truceAgainst: Side | null;
  battle: { area: AreaName; round: number; attacker: Side; defection: boolean; reserves: Record<Side, number> } | null;
  pendingBattles: { area: AreaName; attacker: Side }[];
  waitingFor: Side[];
  decisions: Decision[];
}

/** Once a game is over nothing is secret any more (its seed and record are published too). */
export interface RevealOptions {
  revealAll?: boolean;
}

function seesAll(viewer: Viewer, side: Side, options: RevealOptions): boolean {
  return options.revealAll === true || viewer === "referee" || viewer === side;
}

/** 5.1 blocks revealed in the battle being fought (reserves once they have joined). */
function revealedInBattle(s: GameState, id: BlockId): boolean {
  return s.battle !== null && s.battle.revealed.includes(id) && s.blocks[id].at === s.battle.area && !s.battle.reserves.includes(id);
}

/** Areas in the order the hidden counts list them (alphabetical, as localeCompare sorts them). */
const AREA_RANK = new Map<string, number>([...AREA_NAMES].sort((a, b) => a.localeCompare(b)).map((name, i) => [name, i]));

function byArea(a: HiddenBlocks, b: HiddenBlocks): number {
  return a.area === b.area ? a.side.localeCompare(b.side) : (AREA_RANK.get(a.area) ?? 0) - (AREA_RANK.get(b.area) ?? 0);
}

export function viewFor(s: GameState, viewer: Viewer, options: RevealOptions = {}): View {
  // One pass over the blocks (an order's answer carries a view): on the map, in a pool, or removed.
  const blocks: VisibleBlock[] = [];
  // By side, then place: both keys are names the state already holds, so no key text is made per block.
  const hiddenCounts: Record<Side, Map<string, HiddenBlocks>> = { england: new Map(), scotland: new Map() };
  const pooled: Record<Side, BlockId[]> = { england: [], scotland: [] };
  const removed: BlockId[] = [];
  for (const id of BLOCK_IDS) {
    const b = s.blocks[id];
    if (b.at === "pool") pooled[b.side].push(id);
    else if (b.at === "removed") removed.push(id);
    if (!onMap(b.at)) continue;
    if (seesAll(viewer, b.side, options) || revealedInBattle(s, id)) {
      blocks.push({ block: id, name: blockInfo(id).name, side: b.side, area: b.at, strength: b.strength });
      continue;
    }
    const counts = hiddenCounts[b.side];
    let entry = counts.get(b.at);
    if (entry === undefined) counts.set(b.at, (entry = { side: b.side, area: b.at, count: 0 }));
    entry.count += 1;
  }
  const pools = { england: null as BlockId[] | null, scotland: null as BlockId[] | null };
  const hands = { england: null as CardKey[] | null, scotland: null as CardKey[] | null };
  for (const side of SIDES) {
    if (seesAll(viewer, side, options)) {
      pools[side] = pooled[side];
      hands[side] = s.hands[side].map(cardKey).sort();
    }
  }
  const battle = s.battle;
  const pending = s.winner ? [] : pendingDecisions(s);
  return {
    viewer,
    scenario: s.scenario,
    options: s.options.slice(),
    year: s.year,
    turn: s.turn,
    p1: s.p1,
    winner: s.winner,
    track: {
      nobles: { england: noblesControlled(s, "england"), scotland: noblesControlled(s, "scotland") },
      kingCrowned: s.kingCrowned,
      edward: s.edward,
      frenchKnightsAdded: s.frenchKnightsAdded,
    },
    blocks,
    hidden: [...hiddenCounts.england.values(), ...hiddenCounts.scotland.values()].sort(byArea),
    pools,
    poolSizes: { england: pooled.england.length, scotland: pooled.scotland.length },
    removed,
    hands,
    handSizes: { england: s.hands.england.length, scotland: s.hands.scotland.length },
    chosen: { england: s.chosen.england !== null, scotland: s.chosen.scotland !== null },
    played: {
      england: s.played.england === null ? null : cardKey(s.played.england),
      scotland: s.played.scotland === null ? null : cardKey(s.played.scotland),
    },
    playedThisYear: { england: s.playedThisYear.england.map(cardKey), scotland: s.playedThisYear.scotland.map(cardKey) },
    truceAgainst: s.truceAgainst,
    battle: battle
      ? {
          area: battle.area,
          round: battle.round,
          attacker: battle.attacker,
          defection: battle.defection,
          reserves: {
            england: battle.reserves.filter((id) => s.blocks[id].side === "england").length,
            scotland: battle.reserves.filter((id) => s.blocks[id].side === "scotland").length,
          },
        }
      : null,
    pendingBattles: s.contests.map((c) => ({ area: c.area, attacker: c.attacker })),
    waitingFor: [...new Set(pending.map((d) => d.side))],
    decisions: pending.filter((d) => seesAll(viewer, d.side, options)),
  };
}

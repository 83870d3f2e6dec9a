// Where a block may go when it leaves a battle: 5.5 retreats and 5.6 regroups.

import { area, border, borderKey, borderLimit, neighbours, AREA_NAMES, type AreaName, type BlockId } from "./data/index.js";
import { areaStatus, hasOption, type AreaStatus } from "./board.js";
import type { Side } from "./sides.js";
import type { Battle, GameState } from "./state.js";

export type Withdrawal = "retreat" | "regroup";

export function crossingKey(side: Side, from: AreaName, to: AreaName): string {
  return `${side}:${borderKey(from, to)}`;
}

/** 4.7 / OPT-ANGUS-OG (a): the Norse goes only by sea, to a friendly coastal Scottish area. */
function norseDestinations(s: GameState, from: AreaName): AreaName[] {
  const irishOnly = hasOption(s, "OPT-ANGUS-OG");
  return AREA_NAMES.filter((name) => {
    if (name === from || name === "England") return false;
    const a = area(name);
    if (!a.coastal || (irishOnly && !a.seas.includes("irish"))) return false;
    return areaStatus(s, name, "scotland") === "friendly";
  });
}

function openStatus(status: AreaStatus): boolean {
  return status === "friendly" || status === "neutral";
}

/** 5.5 border control: borders the enemy used to enter this battle, unless we entered last across it too. */
export function closedByEnemy(battle: Battle, side: Side, to: AreaName): boolean {
  const enemy: Side = side === "england" ? "scotland" : "england";
  if (!battle.entries[enemy].includes(to)) return false;
  return !(battle.entries[side].includes(to) && battle.enteredLast === side);
}

/** Legal destinations of one block leaving the battle area now. */
export function withdrawalDestinations(s: GameState, battle: Battle, block: BlockId, kind: Withdrawal): AreaName[] {
  const from = battle.area;
  const side = s.blocks[block].side;
  if (block === "norse") return from === "England" ? [] : norseDestinations(s, from);
  const out: AreaName[] = [];
  // Most withdrawals come before any crossing is recorded: then no crossing key need be made.
  const anyCrossing = hasAnyKey(battle.crossings);
  for (const to of neighbours(from)) {
    if (!openStatus(areaStatus(s, to, side))) continue;
    // 5.5 Anglo-Scottish: English never from England into Scotland, Scots never into England.
    if (side === "england" && from === "England") continue;
    if (side === "scotland" && to === "England") continue;
    const b = border(from, to);
    if (!b) continue;
    if (anyCrossing && (battle.crossings[crossingKey(side, from, to)] ?? 0) >= borderLimit(b)) continue;
    if (kind === "retreat" && closedByEnemy(battle, side, to)) continue;
    out.push(to);
  }
  return out;
}

function hasAnyKey(record: Record<string, number>): boolean {
  for (const _ in record) return true;
  return false;
}

export function isSeaWithdrawal(block: BlockId): boolean {
  return block === "norse";
}

export function recordCrossing(battle: Battle, side: Side, from: AreaName, to: AreaName, block: BlockId): void {
  if (isSeaWithdrawal(block)) return; // 4.7 the Norse crosses no border
  const key = crossingKey(side, from, to);
  battle.crossings[key] = (battle.crossings[key] ?? 0) + 1;
}

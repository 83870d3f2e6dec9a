// 4.0 movement: group moves, move ratings, stop rules, border limits, the Anglo-Scottish border,
// pinning, the Norse, OPT-RALLY; and the battles that movement creates (5.32, 5.33).

import {
  area,
  blockInfo,
  border,
  borderLimit,
  borderNumber,
  mapIndex,
  AREA_COUNT,
  BORDERS,
  byMapOrder,
  isAngloScottish,
  isAreaName,
  neighbours,
  AREA_NAMES,
  NEIGHBOUR_NUMBERS,
  borderBetween,
  borderNumberBetween,
  type AreaName,
  type BlockId,
  type Border,
} from "./data/index.js";
import { blockName, countAt, emit, hasOption, onMap, placeBlock, sideBlocksAt, type Ctx } from "./board.js";
import { moveValue } from "./cards.js";
import type { Decision, MovableGroup, PinnedArea } from "./decisions.js";
import { illegal } from "./errors.js";
import { popStep, type StepHandler } from "./flow.js";
import { indexedAreaCounts, withBoardIndex } from "./boardIndex.js";
import type { MoveLeg, MovementStep, RallyMove } from "./orders.js";
import { enemyOf, type Side } from "./sides.js";
import type { Contest, GameState, Step } from "./state.js";

/** A movement phase being checked and carried out, one leg at a time. */
export interface MoveSim {
  s: GameState;
  side: Side;
  mpLeft: number;
  mpUsed: number;
  activated: AreaName[];
  /** This side's crossings per border this phase (4.3), indexed by borderNumber. */
  crossings: Int16Array;
  /** P2 blocks that may still leave each area P1 attacked (4.6 pinning). */
  mayLeave: Record<string, number>;
  rallied: boolean;
  legs: { path: AreaName[]; blocks: BlockId[]; mp: number }[];
  /** Blocks per side and area (occupancySlot), kept in step with moves (legality checks ask it constantly). */
  occupancy: Int16Array;
  /**
   * reachable()'s answers for this position, per origin and move rating (every other input of a
   * block's moves is the sim's); dropped, never changed, when a block moves.
   */
  reach?: Map<number, Map<AreaName, AreaName[]>>;
}

/** Where a side's count for an area sits in MoveSim.occupancy. */
function occupancySlot(side: Side, where: AreaName): number {
  return (side === "england" ? 0 : AREA_COUNT) + mapIndex(where);
}

function bump(counts: Int16Array, slot: number, by: number): void {
  counts[slot] = (counts[slot] as number) + by;
}

function occupancyOf(s: GameState): Int16Array {
  const occ = new Int16Array(2 * AREA_COUNT);
  const counts = indexedAreaCounts(s);
  if (counts) {
    for (let a = 0; a < AREA_COUNT; a++) {
      occ[a] = counts[2 * a] as number;
      occ[AREA_COUNT + a] = counts[2 * a + 1] as number;
    }
    return occ;
  }
  for (const id in s.blocks) {
    const b = s.blocks[id as BlockId];
    if (onMap(b.at)) bump(occ, occupancySlot(b.side, b.at), 1);
  }
  return occ;
}

export function movePoints(s: GameState, side: Side): number {
  const played = s.played[side];
  return played === null ? 0 : moveValue(played);
}

export function startMovement(s: GameState, side: Side): MoveSim {
  const mayLeave: Record<string, number> = {};
  for (const c of s.contests) {
    if (c.attacker === side) continue;
    // 4.6 the attacking blocks (reserves included) pin as many of the defender's blocks.
    mayLeave[c.area] = Math.max(0, countAt(s, c.area, side) - countAt(s, c.area, c.attacker));
  }
  return { s, side, mpLeft: movePoints(s, side), mpUsed: 0, activated: [], crossings: new Int16Array(BORDERS.length), mayLeave, rallied: false, legs: [], occupancy: occupancyOf(s) };
}

function hasEnemy(s: GameState, where: AreaName, side: Side): boolean {
  return countAt(s, where, enemyOf(side)) > 0;
}

function enemyIn(sim: MoveSim, where: AreaName): boolean {
  return (sim.occupancy[occupancySlot(enemyOf(sim.side), where)] as number) > 0;
}

function contestAt(s: GameState, where: AreaName): Contest | undefined {
  return s.contests.find((c) => c.area === where);
}

function isNorse(id: BlockId): boolean {
  return id === "norse";
}

/** Coastal Scottish areas the Norse may sail between (4.7, OPT-ANGUS-OG a). */
export function norseSeaAreas(s: GameState): AreaName[] {
  const irishOnly = hasOption(s, "OPT-ANGUS-OG");
  return AREA_NAMES.filter((n) => n !== "England" && area(n).coastal && (!irishOnly || area(n).seas.includes("irish")));
}

type Problem = { code: Parameters<typeof illegal>[0]; rule: string; message: string };

/** Why one block may not cross from `from` to `to` as hop `hop` (0-based) of its move, or null. */
function hopProblem(sim: MoveSim, block: BlockId, path: AreaName[], hop: number): Problem | null {
  const { s, side } = sim;
  const from = path[hop] as AreaName;
  const to = path[hop + 1] as AreaName;
  const b = border(from, to);
  if (!b) return { code: "not-adjacent", rule: "1.1", message: `${from} and ${to} are not adjacent` };
  if (path.indexOf(to) <= hop) return { code: "illegal-choice", rule: "Q2", message: `${blockName(block)} may not enter ${to} twice in one move` };
  const rating = blockInfo(block).move ?? 0;
  if (hop + 1 > rating) return { code: "move-rating", rule: "2.13", message: `${blockName(block)} may enter at most ${rating} areas` };
  if ((sim.crossings[borderNumber(from, to)] as number) + 1 > borderLimit(b)) {
    return { code: "border-limit", rule: "4.3", message: `the ${from}-${to} border is closed to ${side} (limit ${borderLimit(b)} reached)` };
  }
  if (sim.s.truceAgainst === side) {
    if (enemyIn(sim, to)) return { code: "truce", rule: "EV-TRUCE", message: `a Truce forbids entering ${to}, which holds enemy blocks` };
    if (side === "scotland" && to === "England") return { code: "truce", rule: "EV-TRUCE", message: "a Truce forbids crossing into England" };
  }
  if (hop === 0) {
    const contest = contestAt(s, from);
    if (contest && contest.attacker !== side) {
      // 4.6 pinned blocks stay; unpinned ones may not leave across a border the enemy used to enter.
      if ((sim.mayLeave[from] ?? 0) <= 0) return { code: "pinned", rule: "4.6", message: `${side} blocks in ${from} are pinned` };
      if (contest.entries[contest.attacker].includes(to)) {
        return { code: "border-control", rule: "4.6", message: `blocks leaving ${from} may not cross the border the enemy used to enter (${to})` };
      }
    }
  }
  return null;
}

/** 4.2 (a)-(d) a block must stop after entering `to`; (e), the move rating, is checked by hopProblem (2.13). */
function mustStop(sim: MoveSim, from: AreaName, to: AreaName): boolean {
  if (enemyIn(sim, to)) return true;
  if (border(from, to)?.color === "red") return true;
  return to === "England";
}

function pathProblem(sim: MoveSim, block: BlockId, path: AreaName[]): Problem | null {
  if (path.length < 2) return { code: "illegal-choice", rule: "4.2", message: "a move needs an origin and a destination" };
  for (let hop = 0; hop + 1 < path.length; hop++) {
    const problem = hopProblem(sim, block, path, hop);
    if (problem) return problem;
    const last = hop + 2 === path.length;
    if (!last && mustStop(sim, path[hop] as AreaName, path[hop + 1] as AreaName)) {
      return { code: "must-stop", rule: "4.2", message: `${blockName(block)} must stop in ${path[hop + 1]}` };
    }
  }
  return null;
}

function crossesBorderOfEngland(path: AreaName[]): boolean {
  for (let i = 0; i + 1 < path.length; i++) if (isAngloScottish(path[i] as AreaName, path[i + 1] as AreaName)) return true;
  return false;
}

function checkMover(sim: MoveSim, block: BlockId, origin: AreaName): void {
  const { s, side } = sim;
  const b = s.blocks[block];
  if (!b || b.side !== side || !onMap(b.at)) illegal("not-your-block", "4.2", `${blockName(block)} is not one of ${side}'s blocks on the map`);
  if (b.at !== origin) illegal("illegal-choice", "4.2", `${blockName(block)} is in ${String(b.at)}, not ${origin}`);
  if (s.moved.includes(block)) illegal("already-moved", "4.0", `${blockName(block)} has already moved this turn`);
}

/** Moves one block along a checked path and records what the arrival means for battles. */
function moveBlock(sim: MoveSim, block: BlockId, path: AreaName[], key: string): void {
  const { s, side } = sim;
  const origin = path[0] as AreaName;
  const dest = path[path.length - 1] as AreaName;
  if (!isNorse(block)) {
    for (let i = 0; i + 1 < path.length; i++) {
      bump(sim.crossings, borderNumber(path[i] as AreaName, path[i + 1] as AreaName), 1);
    }
  }
  if (sim.mayLeave[origin] !== undefined) sim.mayLeave[origin] -= 1;
  sim.reach = undefined;
  const enemyThere = enemyIn(sim, dest);
  bump(sim.occupancy, occupancySlot(side, origin), -1);
  bump(sim.occupancy, occupancySlot(side, dest), 1);
  placeBlock(s, block, dest);
  // The moved list and the contests, shared with the state before the order (copy.ts), are replaced, never changed in place.
  s.moved = [...s.moved, block];
  if (!enemyThere) return;
  const lastFrom = isNorse(block) ? null : (path[path.length - 2] as AreaName);
  const found = contestAt(s, dest);
  // Q17 the first block in fixes the Main Attack: its origin and entry border.
  let contest = found ?? { area: dest, attacker: side, mainKey: key, reserves: [], entries: { england: [], scotland: [] } };
  // 5.32 other groups are reserves; 5.33 P2 reinforcements are reserves.
  if (found && (found.attacker !== side || found.mainKey !== key)) contest = { ...contest, reserves: [...contest.reserves, block] };
  if (lastFrom && !contest.entries[side].includes(lastFrom)) contest = { ...contest, entries: { ...contest.entries, [side]: [...contest.entries[side], lastFrom] } };
  if (contest !== found) s.contests = found ? s.contests.map((c) => (c === found ? contest : c)) : [...s.contests, contest];
}

function spend(sim: MoveSim, mp: number): void {
  if (mp > sim.mpLeft) illegal("no-move-points", "3.11", `not enough move points: ${sim.mpUsed + mp} needed, card gives ${sim.mpUsed + sim.mpLeft}`);
  sim.mpLeft -= mp;
  sim.mpUsed += mp;
}

function applyNorseLeg(sim: MoveSim, leg: MoveLeg): void {
  const origin = leg.path[0] as AreaName;
  const dest = leg.path[1] as AreaName;
  checkMover(sim, "norse", origin);
  if (leg.path.length !== 2) illegal("illegal-choice", "4.7", "the Norse sails straight from one coastal area to another");
  const sea = norseSeaAreas(sim.s);
  if (!sea.includes(origin) || !sea.includes(dest) || origin === dest) {
    illegal("not-coastal", "4.7", `the Norse sails only between coastal Scottish areas${hasOption(sim.s, "OPT-ANGUS-OG") ? " on the Irish Sea" : ""}`);
  }
  if (sim.s.truceAgainst === sim.side && hasEnemy(sim.s, dest, sim.side)) illegal("truce", "EV-TRUCE", `a Truce forbids entering ${dest}`);
  const contest = contestAt(sim.s, origin);
  if (contest && contest.attacker !== sim.side && (sim.mayLeave[origin] ?? 0) <= 0) illegal("pinned", "4.6", `the Norse is pinned in ${origin}`);
  spend(sim, 1);
  moveBlock(sim, "norse", leg.path, `${origin}>sea`);
  sim.legs.push({ path: leg.path, blocks: ["norse"], mp: 1 });
}

export function applyLeg(sim: MoveSim, leg: MoveLeg): void {
  if (leg.blocks.length === 0) illegal("illegal-choice", "4.2", "a move names at least one block");
  if (leg.blocks.length > 1 && new Set(leg.blocks).size !== leg.blocks.length) illegal("duplicate", "4.2", "a block is named twice");
  for (const a of leg.path) if (!isAreaName(a)) illegal("illegal-choice", "1.1", `unknown area ${a}`);
  if (leg.blocks.includes("norse")) {
    if (leg.blocks.length > 1) illegal("illegal-choice", "4.7", "the Norse moves by itself");
    applyNorseLeg(sim, leg);
    return;
  }
  const origin = leg.path[0] as AreaName;
  const crossing = crossesBorderOfEngland(leg.path);
  for (const block of leg.blocks) checkMover(sim, block, origin);
  // 4.4 each block crossing the Anglo-Scottish border pays 1 MP and is no part of a group move.
  const cost = crossing ? leg.blocks.length : sim.activated.includes(origin) ? 0 : 1;
  spend(sim, cost);
  if (!crossing && !sim.activated.includes(origin)) sim.activated.push(origin);
  const key = `${origin}>${leg.path[leg.path.length - 2]}`;
  for (const block of leg.blocks) {
    const problem = pathProblem(sim, block, leg.path);
    if (problem) illegal(problem.code, problem.rule, problem.message);
    moveBlock(sim, block, leg.path, key);
  }
  sim.legs.push({ path: leg.path, blocks: leg.blocks.slice(), mp: cost });
}

/** OPT-RALLY: the areas of the side's rally leaders (the King, else Knights / Wallace or Moray). */
function rallyLeaderAreas(s: GameState, side: Side): AreaName[] {
  const at = (id: BlockId): AreaName | null => {
    const b = s.blocks[id];
    return b.side === side && onMap(b.at) ? b.at : null;
  };
  const king = at(side === "england" ? "edward" : "king");
  const points = king ? [king] : (side === "england" ? (["lancaster_knights", "york_knights", "durham_knights"] as BlockId[]) : (["wallace", "moray"] as BlockId[])).map(at).filter((a): a is AreaName => a !== null);
  return [...new Set(points)].sort(byMapOrder);
}

/** OPT-RALLY: where the side's blocks rally to now, if anywhere (Q26 never into a battle area). */
export function rallyPoints(s: GameState, side: Side): AreaName[] {
  return rallyLeaderAreas(s, side).filter((p) => !hasEnemy(s, p, side));
}

function applyRally(sim: MoveSim, rally: RallyMove): void {
  const { s, side } = sim;
  if (!hasOption(s, "OPT-RALLY")) illegal("illegal-choice", "OPT-RALLY", "rallies are not used in this game");
  if (rally.rally.length === 0) illegal("illegal-choice", "OPT-RALLY", "a rally moves at least one block");
  const point = rally.rally[0]?.path[rally.rally[0].path.length - 1] as AreaName;
  if (!rallyLeaderAreas(s, side).includes(point)) illegal("illegal-choice", "OPT-RALLY", `${point} is not a rally point (legal: ${rallyPoints(s, side).join(", ") || "none"})`);
  // Q26 a rally may not make the leader's area contested.
  if (hasEnemy(s, point, side)) illegal("enemy-area", "Q26", `blocks cannot rally into ${point}, where a battle will be fought`);
  spend(sim, 1);
  for (const leg of rally.rally) {
    if (leg.path[leg.path.length - 1] !== point) illegal("illegal-choice", "OPT-RALLY", "all rallying blocks go to the same leader");
    if (crossesBorderOfEngland(leg.path)) illegal("illegal-choice", "4.4", "a crossing of the Anglo-Scottish border is paid for on its own, not in a rally");
    for (const block of leg.blocks) {
      if (isNorse(block)) illegal("illegal-choice", "4.7", "the Norse moves only by sea");
      checkMover(sim, block, leg.path[0] as AreaName);
      const problem = pathProblem(sim, block, leg.path);
      if (problem) illegal(problem.code, problem.rule, problem.message);
      moveBlock(sim, block, leg.path, `rally>${point}`);
    }
    sim.legs.push({ path: leg.path, blocks: leg.blocks.slice(), mp: 0 });
  }
  const last = sim.legs[sim.legs.length - 1];
  if (last) last.mp = 1;
}

export function applyMovementStep(sim: MoveSim, step: MovementStep): void {
  if ("rally" in step) applyRally(sim, step);
  else applyLeg(sim, step);
}

/**
 * Every area one block can reach now, with one legal path to each (shortest first). The answer is
 * shared by the blocks with the same origin and move rating: read it, never change it.
 */
export function reachable(sim: MoveSim, block: BlockId): Map<AreaName, AreaName[]> {
  if (isNorse(block)) return reachableAlone(sim, block);
  const key = mapIndex(sim.s.blocks[block].at as AreaName) * 16 + (blockInfo(block).move ?? 0);
  const known = sim.reach?.get(key);
  if (known) return known;
  const found = reachableAlone(sim, block);
  (sim.reach ??= new Map()).set(key, found);
  return found;
}

function reachableAlone(sim: MoveSim, block: BlockId): Map<AreaName, AreaName[]> {
  const { s } = sim;
  const origin = s.blocks[block].at as AreaName;
  if (!isNorse(block)) return reachableOverland(sim, blockInfo(block).move ?? 0, origin);
  const out = new Map<AreaName, AreaName[]>();
  const sea = norseSeaAreas(s);
  if (!sea.includes(origin)) return out;
  const contest = contestAt(s, origin);
  if (contest && contest.attacker !== sim.side && (sim.mayLeave[origin] ?? 0) <= 0) return out;
  for (const dest of sea) {
    if (dest === origin) continue;
    if (s.truceAgainst === sim.side && hasEnemy(s, dest, sim.side)) continue;
    out.set(dest, [origin, dest]);
  }
  return out;
}

const ENGLAND = mapIndex("England");

/**
 * The moves found so far by reachableOverland, as a tree of area numbers: entry i was reached from
 * entry parent[i]. Reused from call to call (grown when needed) instead of a list per path.
 */
let treeArea = new Int16Array(1024);
let treeParent = new Int16Array(1024);

function onTreePath(node: number, area: number): boolean {
  for (let i = node; i >= 0; i = treeParent[i] as number) if (treeArea[i] === area) return true;
  return false;
}

function treePath(node: number, hops: number): AreaName[] {
  const path = new Array<AreaName>(hops + 1);
  for (let i = node, at = hops; i >= 0; i = treeParent[i] as number, at--) path[at] = AREA_NAMES[treeArea[i] as number] as AreaName;
  return path;
}

/**
 * Every area a block with move rating `rating` can reach from `origin` over land, with the first
 * path found to each, breadth first (shortest first, then in map order). Every path is walked, as a
 * move's legality depends on its route: each hop is checked as hopProblem checks it, and a path
 * goes on only where mustStop allows.
 */
function reachableOverland(sim: MoveSim, rating: number, origin: AreaName): Map<AreaName, AreaName[]> {
  const out = new Map<AreaName, AreaName[]>();
  const { s, side, crossings, occupancy } = sim;
  // 4.6 blocks leaving an area the enemy attacked: pinned ones stay, and not across the enemy's entry borders.
  const contest = contestAt(s, origin);
  let closedFirstHop: readonly AreaName[] = [];
  if (contest && contest.attacker !== side) {
    if ((sim.mayLeave[origin] ?? 0) <= 0) return out;
    closedFirstHop = contest.entries[contest.attacker];
  }
  const truce = s.truceAgainst === side;
  const enemySlots = side === "england" ? AREA_COUNT : 0;
  treeArea[0] = mapIndex(origin);
  treeParent[0] = -1;
  let size = 1;
  let levelStart = 0;
  for (let hop = 0; hop < rating; hop++) {
    const levelEnd = size;
    for (let node = levelStart; node < levelEnd; node++) {
      const here = treeArea[node] as number;
      if (hop > 0) {
        // 4.2 (a)-(d) a block that entered an enemy area, crossed a red border or entered England stops.
        const from = treeArea[treeParent[node] as number] as number;
        if ((occupancy[enemySlots + here] as number) > 0 || borderBetween(from, here)?.color === "red" || here === ENGLAND) continue;
      }
      for (const to of NEIGHBOUR_NUMBERS[here] as readonly number[]) {
        // Q2 no area twice in one move.
        if (onTreePath(node, to)) continue;
        // 4.3 border limits.
        const crossed = borderBetween(here, to) as Border;
        if ((crossings[borderNumberBetween(here, to)] as number) + 1 > borderLimit(crossed)) continue;
        // EV-TRUCE.
        if (truce && ((occupancy[enemySlots + to] as number) > 0 || (side === "scotland" && to === ENGLAND))) continue;
        if (hop === 0 && closedFirstHop.includes(AREA_NAMES[to] as AreaName)) continue;
        if (size === treeArea.length) growTree();
        treeArea[size] = to;
        treeParent[size] = node;
        const name = AREA_NAMES[to] as AreaName;
        if (!out.has(name)) out.set(name, treePath(size, hop + 1));
        size += 1;
      }
    }
    levelStart = levelEnd;
  }
  return out;
}

function growTree(): void {
  const area = new Int16Array(treeArea.length * 2);
  const parent = new Int16Array(treeParent.length * 2);
  area.set(treeArea);
  parent.set(treeParent);
  treeArea = area;
  treeParent = parent;
}

/** Whether any of the side's blocks (the Norse aside) may move: movableGroups(sim).length > 0, stopping at the first. */
function anyMovable(sim: MoveSim): boolean {
  const { s, side } = sim;
  for (const from of AREA_NAMES) {
    if (countAt(s, from, side) === 0) continue;
    for (const block of sideBlocksAt(s, from, side)) {
      if (isNorse(block) || s.moved.includes(block)) continue;
      if (reachable(sim, block).size > 0) return true;
    }
  }
  return false;
}

function movableGroups(sim: MoveSim): MovableGroup[] {
  const { s, side } = sim;
  const groups: MovableGroup[] = [];
  // Blocks with the same origin and move rating share reachable()'s answer, so its sorted lists too.
  const listed = new Map<Map<AreaName, AreaName[]>, { to: AreaName[]; routes: AreaName[][] }>();
  for (const from of AREA_NAMES) {
    if (countAt(s, from, side) === 0) continue;
    const blocks: MovableGroup["blocks"] = [];
    for (const block of sideBlocksAt(s, from, side)) {
      if (isNorse(block) || s.moved.includes(block)) continue;
      const options = reachable(sim, block);
      if (options.size === 0) continue;
      let lists = listed.get(options);
      if (!lists) {
        const to = AREA_NAMES.filter((n) => options.has(n));
        lists = { to, routes: to.map((dest) => options.get(dest) as AreaName[]) };
        listed.set(options, lists);
      }
      blocks.push({ block, to: lists.to, routes: lists.routes });
    }
    if (blocks.length > 0) groups.push({ from, blocks });
  }
  return groups;
}

/** 4.6 where the side's blocks are pinned: the routes listed are each legal, but only so many may leave. */
function pinnedAreas(sim: MoveSim): PinnedArea[] {
  const out: PinnedArea[] = [];
  for (const [where, mayLeave] of Object.entries(sim.mayLeave) as [AreaName, number][]) {
    const own = countAt(sim.s, where, sim.side);
    if (own > 0) out.push({ area: where, keep: own - mayLeave, mayLeave });
  }
  return out.sort((a, b) => byMapOrder(a.area, b.area));
}

export function movementDecision(s: GameState, side: Side): Decision {
  const sim = startMovement(s, side);
  const mp = sim.mpLeft;
  const norseAt = s.blocks.norse.side === side && onMap(s.blocks.norse.at) && !s.moved.includes("norse") ? (s.blocks.norse.at as AreaName) : null;
  const norse = norseAt ? { from: norseAt, to: [...reachable(sim, "norse").keys()].sort(byMapOrder) } : null;
  const decision: Decision = {
    kind: "movement",
    side,
    rule: "4.0",
    mp,
    // Worked out when first read (then a plain property, in its place among the keys): the engine
    // only needs to know whether any block may move (anyMovable), and a replay, or a server checking
    // orders, never reads them. The state never changes once its decisions are handed out.
    get groups(): MovableGroup[] {
      const groups = withBoardIndex(s, () => movableGroups(sim));
      Object.defineProperty(this, "groups", { value: groups, writable: true, enumerable: true, configurable: true });
      return groups;
    },
    norse: norse && norse.to.length > 0 ? norse : null,
    rally: hasOption(s, "OPT-RALLY") && rallyPoints(s, side).length > 0,
    pinned: pinnedAreas(sim),
  };
  const nothingToMove = mp === 0 || (!decision.norse && !anyMovable(sim));
  if (nothingToMove) return { ...decision, only: { type: "move", moves: [] } };
  if (sim.reach) lastReach = { decision, reach: sim.reach };
  return decision;
}

/**
 * What reachable() found while the last movement decision was worked out, for a player of the same
 * position (a player asks about the decision it was just given).
 */
let lastReach: { decision: Decision; reach: Map<number, Map<AreaName, AreaName[]>> } | null = null;

/**
 * A new MoveSim for a movement decision's position, knowing what the decision's own working out
 * found (the caller vouches that `decision` is `s`'s pending decision: same board, same answers).
 */
export function startMovementFor(s: GameState, decision: Decision): MoveSim {
  const sim = startMovement(s, decision.side);
  if (lastReach?.decision === decision) sim.reach = new Map(lastReach.reach);
  return sim;
}

export const movementStep: StepHandler<Extract<Step, { t: "movement" }>> = {
  run: () => "wait",
  decide(s, step) {
    return [movementDecision(s, step.side)];
  },
  apply(ctx: Ctx, step, side, order) {
    if (order.type !== "move") illegal("wrong-order-type", "4.0", "answer with the whole movement phase (or move none)");
    const sim = startMovement(ctx.s, side);
    for (const m of order.moves) applyMovementStep(sim, m);
    for (const leg of sim.legs) {
      emit(ctx, { type: "moved", side, path: leg.path, blocks: leg.blocks, count: leg.blocks.length, mp: leg.mp, secret: { from: enemyOf(side), fields: ["blocks"] } });
    }
    emit(ctx, { type: "movement-done", side: step.side, mpUsed: sim.mpUsed });
    popStep(ctx.s);
  },
};

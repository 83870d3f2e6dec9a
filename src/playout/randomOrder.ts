// Chooses a random legal order for a pending decision: the playout and load-test player.

import { checkOrder } from "../rules/engine.js";
import type { Decision } from "../rules/decisions.js";
import type { AreaName, BlockId } from "../rules/data/index.js";
import { applyMovementStep, reachable, rallyPoints, startMovement, startMovementFor } from "../rules/movement.js";
import { placeBlock } from "../rules/board.js";
import { rememberedDecisions } from "../rules/flow.js";
import type { BlockMove, MoveLeg, MovementStep, Order } from "../rules/orders.js";
import type { CombatAction, GameState } from "../rules/state.js";
import type { Side } from "../rules/sides.js";
import { copyStateForOrder } from "../rules/copy.js";
import { chooseOrder } from "./decisionPlayer.js";
import { shuffled, type Prng } from "./prng.js";

/** Builds a whole movement phase leg by leg, checking each leg on a scratch copy. */
function movementOrder(state: GameState, d: Extract<Decision, { kind: "movement" }>, rng: Prng): Order {
  // The decision's own reachable() answers are reused when it is the one the engine remembered for this state.
  const sim = rememberedDecisions(state)?.includes(d) ? startMovementFor(copyStateForOrder(state), d) : startMovement(copyStateForOrder(state), d.side);
  const moves: MovementStep[] = [];
  const tryStep = (step: MovementStep): boolean => {
    if (!("rally" in step) && step.blocks.length === 1) return tryOneBlock(step);
    // A step changes only its blocks' places, the moved list and the contests (moveBlock): undo those.
    // The moved list and the contests are replaced by a change, never changed in place: keeping them is enough.
    const named = "rally" in step ? step.rally.flatMap((leg) => leg.blocks) : step.blocks;
    const places = named.map((id) => sim.s.blocks[id]?.at);
    const { moved, contests } = sim.s;
    const saved = { ...sim, crossings: sim.crossings.slice(), mayLeave: { ...sim.mayLeave }, occupancy: sim.occupancy.slice(), activated: sim.activated.slice(), legs: sim.legs.slice() };
    try {
      applyMovementStep(sim, step);
      moves.push(step);
      return true;
    } catch {
      const s = sim.s;
      // Through board.ts, so that a board index over this state stays right.
      named.forEach((id, i) => {
        const place = places[i];
        if (s.blocks[id] && place !== undefined) placeBlock(s, id, place);
      });
      s.moved = moved;
      s.contests = contests;
      Object.assign(sim, saved);
      return false;
    }
  };
  /**
   * A one-block leg is refused (applyLeg) before its block moves: by then it may have spent move
   * points and activated its origin, nothing else. Undoing those is enough.
   */
  const tryOneBlock = (leg: MoveLeg): boolean => {
    const { mpLeft, mpUsed } = sim;
    const activated = sim.activated.length;
    try {
      applyMovementStep(sim, leg);
      moves.push(leg);
      return true;
    } catch {
      sim.mpLeft = mpLeft;
      sim.mpUsed = mpUsed;
      sim.activated.length = activated;
      return false;
    }
  };
  for (let attempt = 0; attempt < 12 && sim.mpLeft > 0; attempt++) {
    if (rng.chance(0.12)) break;
    const mine = movableBlocks(sim.s, d.side);
    if (mine.length === 0) break;
    // Worked out only when the decision offers rallies (OPT-RALLY); the draws are the same either way.
    const points = d.rally ? rallyPoints(sim.s, d.side) : [];
    if (d.rally && points.length > 0 && rng.chance(0.1)) {
      const point: AreaName = rng.pick(points);
      {
        const legs: MoveLeg[] = [];
        for (const id of shuffled(mine, rng).slice(0, 3)) {
          const path = reachable(sim, id).get(point);
          if (path && id !== "norse") legs.push({ path, blocks: [id] });
        }
        if (legs.length) tryStep({ rally: legs });
        continue;
      }
    }
    const first = rng.pick(mine);
    const origin = sim.s.blocks[first].at as AreaName;
    const group = first === "norse" ? [first] : shuffled(mine.filter((id) => id !== "norse" && sim.s.blocks[id].at === origin), rng);
    const count = 1 + rng.int(group.length);
    for (const id of group.slice(0, count)) {
      const options = reachable(sim, id);
      if (options.size === 0) continue;
      tryStep({ path: nthValue(options, rng.int(options.size)), blocks: [id] });
    }
  }
  return { type: "move", moves };
}

/** The side's blocks on the map that have not moved, in key order (a for-in walk, no key list). */
function movableBlocks(s: GameState, side: Side): BlockId[] {
  const out: BlockId[] = [];
  const blocks = s.blocks;
  for (const id in blocks) {
    const b = blocks[id as BlockId];
    if (b.side === side && b.at !== "pool" && b.at !== "aside" && b.at !== "removed" && !s.moved.includes(id as BlockId)) out.push(id as BlockId);
  }
  return out;
}

/** The map's value number `n` in insertion order (rng.pick of its values, without the list). */
function nthValue<V>(map: ReadonlyMap<unknown, V>, n: number): V {
  let i = 0;
  for (const value of map.values()) if (i++ === n) return value;
  throw new Error(`no value number ${n} in a map of ${map.size}`);
}

function withdrawalOrder(state: GameState, d: Extract<Decision, { kind: "forced-retreat" | "regroup" }>, rng: Prng): Order {
  const type = d.kind === "forced-retreat" ? "retreat" : "regroup";
  const moves: BlockMove[] = [];
  for (const c of shuffled(d.blocks, rng)) {
    if (c.to.length === 0) continue;
    if (type === "regroup" && rng.chance(0.5)) continue;
    for (const to of shuffled(c.to, rng)) {
      if (!sharesBorder(moves, c.block, to)) {
        moves.push({ block: c.block, to });
        break;
      }
      const candidate = [...moves, { block: c.block, to }];
      const problem = checkOrder(state, d.side, { type, moves: candidate }, SCRATCH_DICE);
      if (problem === null || problem.code === "incomplete") {
        moves.push({ block: c.block, to });
        break;
      }
    }
  }
  if (d.kind === "forced-retreat") followOpenedWays(state, d, moves, rng);
  return { type, moves } as Order;
}

/**
 * Whether a destination the decision lists for `block` may have been closed by the moves chosen so
 * far: only their crossings of the same border can (5.5 / C5 border limits; the Norse crosses no
 * border). Moving blocks out never closes an area (4.5: a friendly or neutral area stays open).
 */
function sharesBorder(moves: readonly BlockMove[], block: BlockId, to: AreaName): boolean {
  return block !== "norse" && moves.some((m) => m.to === to && m.block !== "norse");
}

/**
 * 5.3 every attacking block that can retreat must, and 4.5 area control changes at once: a block
 * that retreats into a neutral coastal area makes it friendly, so the Norse, listed with nowhere to
 * go (4.7), may now follow it there and must. Draws from `rng` only when the order is incomplete.
 */
function followOpenedWays(state: GameState, d: Extract<Decision, { kind: "forced-retreat" }>, moves: BlockMove[], rng: Prng): void {
  for (;;) {
    if (checkOrder(state, d.side, { type: "retreat", moves }, SCRATCH_DICE)?.code !== "incomplete") return;
    const before = moves.length;
    // Only an area a retreat entered can have opened: the others are as the decision saw them.
    const opened = [...new Set(moves.map((m) => m.to))];
    for (const c of d.blocks) {
      if (moves.some((m) => m.block === c.block)) continue;
      for (const to of shuffled(opened, rng)) {
        const problem = checkOrder(state, d.side, { type: "retreat", moves: [...moves, { block: c.block, to }] }, SCRATCH_DICE);
        if (problem === null || problem.code === "incomplete") {
          moves.push({ block: c.block, to });
          break;
        }
      }
    }
    if (moves.length === before) return;
  }
}

/** Dice for checking an order's legality on a scratch copy: every draw is 0. */
const SCRATCH_DICE = { next: () => 0 };

function combatOrder(state: GameState, d: Extract<Decision, { kind: "combat-turn" }>, rng: Prng): Order {
  const actions: CombatAction[] = shuffled(d.blocks, rng).map((b) => {
    const roll = rng.float();
    if (b.to.length > 0 && roll < 0.12) return { block: b.block, act: "retreat" as const, to: rng.pick(b.to) };
    if (roll > 0.93) return { block: b.block, act: "pass" as const };
    return { block: b.block, act: "fire" as const };
  });
  // Retreats share this round's border limits: turn the ones that no longer fit into fire.
  // (Without a retreat there is nothing to turn: the order stands as it is.)
  for (let i = actions.length - 1; i >= 0 && actions.some((a) => a.act === "retreat"); i--) {
    if (checkOrder(state, d.side, { type: "combat", actions }, SCRATCH_DICE) === null) break;
    const a = actions[i] as CombatAction;
    if (a.act === "retreat") actions[i] = { block: a.block, act: "fire" };
  }
  // 12.1 now and then only the first few blocks act; the rest are asked again.
  return { type: "combat", actions: rng.chance(0.3) ? actions.slice(0, 1 + rng.int(actions.length)) : actions };
}

/**
 * A random legal order. Movement, combat turns, retreats and regroups are checked against the full
 * state (border limits, pinning); every other decision is answered from what it lists.
 */
export function randomOrder(state: GameState, d: Decision, rng: Prng): Order {
  if (d.only) return d.only;
  switch (d.kind) {
    case "movement":
      return movementOrder(state, d, rng);
    case "combat-turn":
      return combatOrder(state, d, rng);
    case "forced-retreat":
    case "regroup":
      return withdrawalOrder(state, d, rng);
    default:
      return chooseOrder(d, rng);
  }
}

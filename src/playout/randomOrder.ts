// Chooses a random legal order for a pending decision: the playout and load-test player.

import { applyOrder } from "../rules/engine.js";
import type { Decision } from "../rules/decisions.js";
import type { AreaName, BlockId } from "../rules/data/index.js";
import { applyMovementStep, reachable, rallyPoints, startMovement } from "../rules/movement.js";
import type { BlockMove, BuildArea, MoveLeg, MovementStep, Order, StepGrant } from "../rules/orders.js";
import type { CombatAction, GameState } from "../rules/state.js";
import type { Prng } from "./prng.js";

function shuffled<T>(items: readonly T[], rng: Prng): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/** Spreads up to `total` steps at random over blocks with room. */
function spread(blocks: { block: BlockId; room: number }[], total: number, rng: Prng): StepGrant[] {
  const given = new Map<BlockId, number>();
  for (let i = 0; i < total; i++) {
    const open = blocks.filter((b) => (given.get(b.block) ?? 0) < b.room);
    if (open.length === 0) break;
    const b = rng.pick(open);
    given.set(b.block, (given.get(b.block) ?? 0) + 1);
  }
  return [...given].map(([block, steps]) => ({ block, steps }));
}

function eventOrder(d: Extract<Decision, { kind: "event" }>, rng: Prng): Order {
  const options: (() => Order)[] = [() => ({ type: "pass" })];
  for (const king of d.crown) options.push(() => ({ type: "crown", king }), () => ({ type: "crown", king }));
  if (d.event === "truce") options.push(() => ({ type: "truce" }), () => ({ type: "truce" }));
  if (d.herald.length) options.push(() => ({ type: "herald", noble: rng.pick(d.herald) }), () => ({ type: "herald", noble: rng.pick(d.herald) }));
  if (d.pillage.length) {
    const make = (): Order => {
      const c = rng.pick(d.pillage);
      return { type: "pillage", target: c.target, from: rng.pick(c.from) };
    };
    options.push(make, make);
  }
  if (d.seaMove.length) {
    const make = (): Order => {
      const c = rng.pick(d.seaMove);
      const n = Math.min(c.blocks.length, 1 + rng.int(2));
      return { type: "sea-move", from: c.from, to: rng.pick(c.to), blocks: shuffled(c.blocks, rng).slice(0, n) };
    };
    options.push(make, make);
  }
  if (d.victuals.length) {
    const make = (): Order => {
      const c = rng.pick(d.victuals);
      return { type: "victuals", area: c.area, steps: spread(c.blocks, 3, rng) };
    };
    options.push(make, make);
  }
  return rng.pick(options)();
}

/** Builds a whole movement phase leg by leg, checking each leg on a scratch copy. */
function movementOrder(state: GameState, d: Extract<Decision, { kind: "movement" }>, rng: Prng): Order {
  const sim = startMovement(structuredClone(state), d.side);
  const moves: MovementStep[] = [];
  const tryStep = (step: MovementStep): boolean => {
    const snapshot = structuredClone(sim.s);
    const saved = { ...sim, crossings: { ...sim.crossings }, mayLeave: { ...sim.mayLeave }, occupancy: { ...sim.occupancy }, activated: sim.activated.slice(), legs: sim.legs.slice() };
    try {
      applyMovementStep(sim, step);
      moves.push(step);
      return true;
    } catch {
      Object.assign(sim, saved, { s: snapshot });
      return false;
    }
  };
  for (let attempt = 0; attempt < 12 && sim.mpLeft > 0; attempt++) {
    if (rng.chance(0.12)) break;
    const mine = (Object.keys(sim.s.blocks) as BlockId[]).filter((id) => {
      const b = sim.s.blocks[id];
      return b.side === d.side && b.at !== "pool" && b.at !== "aside" && b.at !== "removed" && !sim.s.moved.includes(id);
    });
    if (mine.length === 0) break;
    const points = rallyPoints(sim.s, d.side);
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
      const options = [...reachable(sim, id).values()];
      if (options.length === 0) continue;
      tryStep({ path: rng.pick(options), blocks: [id] });
    }
  }
  return { type: "move", moves };
}

function withdrawalOrder(state: GameState, d: Extract<Decision, { kind: "forced-retreat" | "regroup" }>, rng: Prng): Order {
  const type = d.kind === "forced-retreat" ? "retreat" : "regroup";
  const moves: BlockMove[] = [];
  for (const c of shuffled(d.blocks, rng)) {
    if (c.to.length === 0) continue;
    if (type === "regroup" && rng.chance(0.5)) continue;
    for (const to of shuffled(c.to, rng)) {
      const candidate = [...moves, { block: c.block, to }];
      const result = applyOrder(state, d.side, { type, moves: candidate }, SCRATCH_DICE);
      if (result.ok || result.error.code === "incomplete") {
        moves.push({ block: c.block, to });
        break;
      }
    }
  }
  return { type, moves } as Order;
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
  for (let i = actions.length - 1; i >= 0; i--) {
    if (applyOrder(state, d.side, { type: "combat", actions }, SCRATCH_DICE).ok) break;
    const a = actions[i] as CombatAction;
    if (a.act === "retreat") actions[i] = { block: a.block, act: "fire" };
  }
  return { type: "combat", actions };
}

function buildOrder(d: Extract<Decision, { kind: "builds" }>, rng: Prng): Order {
  const areas: BuildArea[] = [];
  let pool = d.pool;
  for (const c of d.areas) {
    if (rng.chance(0.15)) continue;
    const grants = new Map<BlockId, number>();
    const draws: number[] = [];
    let rp = c.rp;
    while (rp > 0) {
      const open = c.blocks.filter((b) => (grants.get(b.block) ?? 0) < b.room);
      const canDraw = draws.length < c.maxDraws && pool > 0;
      if (!canDraw && open.length === 0) break;
      if (canDraw && (open.length === 0 || rng.chance(0.5))) {
        draws.push(0);
        pool -= 1;
      } else {
        const b = rng.pick(open);
        grants.set(b.block, (grants.get(b.block) ?? 0) + 1);
      }
      rp -= 1;
    }
    // An area that could spend nothing (its blocks full, the pool emptied by other areas) is left
    // out: the order language and the API schema need a step or a draw per area named (7.6).
    if (grants.size + draws.length === 0) continue;
    areas.push({ area: c.area, steps: [...grants].map(([block, steps]) => ({ block, steps })), draws });
  }
  return { type: "build", areas };
}

export function randomOrder(state: GameState, d: Decision, rng: Prng): Order {
  if (d.only) return d.only;
  switch (d.kind) {
    case "play-card":
      return { type: "play", card: rng.pick(d.cards) };
    case "event":
      return eventOrder(d, rng);
    case "assign-hits":
      return { type: "hits", blocks: rng.pick(d.outcomes) };
    case "pillage-steps":
      return { type: "steps", steps: spread(d.blocks, d.steps, rng) };
    case "choose-battle":
      return { type: "battle", area: rng.pick(d.areas) };
    case "movement":
      return movementOrder(state, d, rng);
    case "combat-turn":
      return combatOrder(state, d, rng);
    case "forced-retreat":
    case "regroup":
      return withdrawalOrder(state, d, rng);
    case "raid-attrition":
      return { type: "raid", block: rng.pick(d.blocks) };
    case "noble-home":
      return { type: "home", area: rng.pick(d.homes) };
    case "moray-winter":
      return { type: "moray", choice: rng.pick(d.choices) };
    case "king-winter":
      return { type: "king", choice: rng.pick(d.choices) };
    case "edward-winter":
      return { type: "edward", choice: rng.pick(d.choices) };
    case "wallace-winter":
      return { type: "wallace", choice: rng.pick(d.choices) };
    case "disband": {
      const chosen = new Set<BlockId>();
      for (const r of d.required) for (const id of shuffled(r.from, rng).slice(0, r.count)) chosen.add(id);
      for (const id of d.voluntary) if (rng.chance(0.05)) chosen.add(id);
      return { type: "disband", blocks: [...chosen] };
    }
    case "builds":
      return buildOrder(d, rng);
  }
}

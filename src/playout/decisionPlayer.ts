// A random player that sees only a Decision, as an API client does (its view, never the GameState).
// Orders are legal by construction from what the decision lists; fallbackOrder is the plainest
// legal answer, for clients that want one (a deadline's default, a retry after a lost race).

import { area, border, borderKey, borderLimit, isAngloScottish, type AreaName, type BlockId } from "../rules/data/index.js";
import type { BlockChoice, Decision, MovableGroup } from "../rules/decisions.js";
import type { BlockMove, BuildArea, MoveLeg, Order, StepGrant } from "../rules/orders.js";
import type { CombatAction } from "../rules/state.js";
import { shuffled, type Prng } from "./prng.js";

type DecisionOf<K extends Decision["kind"]> = Extract<Decision, { kind: K }>;

/** Spreads up to `total` steps at random over blocks with room. */
function spread(blocks: readonly { block: BlockId; room: number }[], total: number, rng: Prng): StepGrant[] {
  const given = new Map<BlockId, number>();
  for (let i = 0; i < total; i++) {
    const open = blocks.filter((b) => (given.get(b.block) ?? 0) < b.room);
    if (open.length === 0) break;
    const b = rng.pick(open);
    given.set(b.block, (given.get(b.block) ?? 0) + 1);
  }
  return [...given].map(([block, steps]) => ({ block, steps }));
}

function eventOrder(d: DecisionOf<"event">, rng: Prng): Order {
  const options: (() => Order)[] = [() => ({ type: "pass" })];
  for (const king of d.crown) options.push(() => ({ type: "crown", king }));
  if (d.event === "truce") options.push(() => ({ type: "truce" }));
  if (d.herald.length > 0) options.push(() => ({ type: "herald", noble: rng.pick(d.herald) }));
  if (d.pillage.length > 0) {
    options.push(() => {
      const c = rng.pick(d.pillage);
      return { type: "pillage", target: c.target, from: rng.pick(c.from) };
    });
  }
  if (d.seaMove.length > 0) {
    options.push(() => {
      const c = rng.pick(d.seaMove);
      // EV-SEA-MOVE carries 1 or 2 blocks.
      const n = Math.min(c.blocks.length, 1 + rng.int(2));
      return { type: "sea-move", from: c.from, to: rng.pick(c.to), blocks: shuffled(c.blocks, rng).slice(0, n) };
    });
  }
  if (d.victuals.length > 0) {
    options.push(() => {
      const c = rng.pick(d.victuals);
      const steps = spread(c.blocks, 3, rng);
      return steps.length > 0 ? { type: "victuals", area: c.area, steps } : { type: "pass" };
    });
  }
  // Acting is three times as likely as passing, as a player who played the card would.
  const act = options.length > 1 && !rng.chance(0.25);
  return act ? rng.pick(options.slice(1))() : { type: "pass" };
}

/** The movement phase as it is being planned: what this order has spent and crossed so far. */
interface MovePlan {
  mpLeft: number;
  /** 4.2, Q3 areas already activated: further legs from them cost nothing. */
  activated: Set<AreaName>;
  /** 4.3 crossings per border by this side this phase (the decision's routes assume none yet). */
  crossings: Map<string, number>;
  moved: Set<BlockId>;
  legs: MoveLeg[];
  /** 4.6 how many more blocks may leave each pinned area. */
  mayLeave: Map<AreaName, number>;
}

function hops(path: readonly AreaName[]): [AreaName, AreaName][] {
  const out: [AreaName, AreaName][] = [];
  for (let i = 0; i + 1 < path.length; i++) out.push([path[i] as AreaName, path[i + 1] as AreaName]);
  return out;
}

/** 4.4 a crossing of the Anglo-Scottish border costs each block 1 MP and activates nothing. */
function crossesBorderOfEngland(path: readonly AreaName[]): boolean {
  return hops(path).some(([a, b]) => isAngloScottish(a, b));
}

/** 4.3 whether `n` more blocks may follow `path` without exceeding any border limit. */
function withinBorderLimits(plan: MovePlan, path: readonly AreaName[], n: number): boolean {
  return hops(path).every(([a, b]) => {
    const found = border(a, b);
    return found !== undefined && (plan.crossings.get(borderKey(a, b)) ?? 0) + n <= borderLimit(found);
  });
}

function legCost(plan: MovePlan, path: readonly AreaName[], n: number): number {
  if (crossesBorderOfEngland(path)) return n;
  return plan.activated.has(path[0] as AreaName) ? 0 : 1;
}

function addLeg(plan: MovePlan, path: AreaName[], blocks: BlockId[], cost: number): void {
  const from = path[0] as AreaName;
  const left = plan.mayLeave.get(from);
  if (left !== undefined) plan.mayLeave.set(from, left - blocks.length);
  plan.mpLeft -= cost;
  for (const id of blocks) plan.moved.add(id);
  plan.legs.push({ path, blocks });
}

function samePath(a: readonly AreaName[] | undefined, b: readonly AreaName[]): boolean {
  return a !== undefined && a.length === b.length && a.every((x, i) => x === b[i]);
}

/** One group leg from `group`: a leading block's destination and route, with some companions on the same route. */
function tryGroupLeg(plan: MovePlan, group: MovableGroup, rng: Prng): void {
  const free = group.blocks.filter((b) => !plan.moved.has(b.block));
  if (free.length === 0) return;
  const lead = rng.pick(free);
  const i = rng.int(lead.to.length);
  const dest = lead.to[i];
  const path = lead.routes[i];
  if (dest === undefined || path === undefined) return;
  const companions = shuffled(
    free.filter((b) => b !== lead && samePath(b.routes[b.to.indexOf(dest)], path)),
    rng,
  );
  let blocks = [lead.block, ...companions.slice(0, rng.int(companions.length + 1)).map((b) => b.block)];
  if (crossesBorderOfEngland(path)) blocks = blocks.slice(0, plan.mpLeft);
  blocks = blocks.slice(0, plan.mayLeave.get(group.from) ?? blocks.length);
  while (blocks.length > 0 && !withinBorderLimits(plan, path, blocks.length)) blocks.pop();
  const cost = legCost(plan, path, blocks.length);
  if (blocks.length === 0 || cost > plan.mpLeft) return;
  if (!crossesBorderOfEngland(path)) plan.activated.add(group.from);
  for (const [a, b] of hops(path)) plan.crossings.set(borderKey(a, b), (plan.crossings.get(borderKey(a, b)) ?? 0) + blocks.length);
  addLeg(plan, path, blocks, cost);
}

/** 4.0 a few legs, each along a route the decision gave, within MP and border limits. */
function movementOrder(d: DecisionOf<"movement">, rng: Prng): Order {
  if (rng.chance(0.08)) return { type: "move", moves: [] };
  const mayLeave = new Map(d.pinned.map((p) => [p.area, p.mayLeave] as const));
  const plan: MovePlan = { mpLeft: d.mp, activated: new Set(), crossings: new Map(), moved: new Set(), legs: [], mayLeave };
  const wanted = 1 + rng.int(d.mp + 1);
  for (let attempt = 0; attempt < 3 * wanted && plan.mpLeft > 0 && plan.legs.length < wanted; attempt++) {
    const norse = d.norse;
    // 4.7 the Norse sails alone for 1 MP.
    const norseFree = norse !== null && !plan.moved.has("norse") && (plan.mayLeave.get(norse.from) ?? 1) > 0;
    if (norse && norseFree && (d.groups.length === 0 || rng.chance(0.15))) {
      addLeg(plan, [norse.from, rng.pick(norse.to)], ["norse"], 1);
      continue;
    }
    if (d.groups.length === 0) break;
    tryGroupLeg(plan, rng.pick(d.groups), rng);
  }
  return { type: "move", moves: plan.legs };
}

function crossingsOf(moves: readonly BlockMove[], to: AreaName): number {
  return moves.filter((m) => m.block !== "norse" && m.to === to).length;
}

/**
 * Destinations a block may take given the moves already in the order. `known` says whether the
 * border counts start at zero (5.3 the forced retreat) or may already hold this round's crossings;
 * then only one more block per border is certainly within its limit.
 */
function openDestinations(area: AreaName, c: BlockChoice, moves: readonly BlockMove[], known: boolean): AreaName[] {
  if (c.block === "norse") return c.to;
  return c.to.filter((to) => {
    const found = border(area, to);
    const used = crossingsOf(moves, to);
    return known && found ? used < borderLimit(found) : used === 0;
  });
}

/** 5.31 mostly fire; now and then a pass or a retreat (one block per border, C5). */
function combatOrder(d: DecisionOf<"combat-turn">, rng: Prng): Order {
  const retreats: BlockMove[] = [];
  const actions: CombatAction[] = d.blocks.map((b) => {
    const roll = rng.float();
    const open = openDestinations(d.area, b, retreats, false);
    if (open.length > 0 && roll < 0.1) {
      const to = rng.pick(open);
      retreats.push({ block: b.block, to });
      return { block: b.block, act: "retreat", to };
    }
    return roll > 0.95 ? { block: b.block, act: "pass" } : { block: b.block, act: "fire" };
  });
  // 12.1 now and then only the first few blocks act; the rest are asked again.
  return { type: "combat", actions: rng.chance(0.3) ? actions.slice(0, 1 + rng.int(actions.length)) : actions };
}

/** 5.3 every attacking block that can retreat must; border limits count from zero here. */
function forcedRetreat(d: DecisionOf<"forced-retreat">, rng: Prng | null): Order {
  const moves: BlockMove[] = [];
  for (const c of rng ? shuffled(d.blocks, rng) : d.blocks) {
    const open = openDestinations(d.area, c, moves, true);
    const to = rng && open.length > 0 ? rng.pick(open) : open[0];
    if (to !== undefined) moves.push({ block: c.block, to });
  }
  const follow = norseFollows(d.blocks, moves);
  if (follow) moves.push(follow);
  return { type: "retreat", moves };
}

/**
 * 4.5 / 4.7 a block that retreats into a neutral coastal Scottish area makes it friendly, so a
 * Norse listed with nowhere to go may follow it, and must (5.3). An Irish Sea area is preferred:
 * the decision does not say whether OPT-ANGUS-OG keeps the Norse off the North Sea.
 */
function norseFollows(blocks: readonly BlockChoice[], moves: readonly BlockMove[]): BlockMove | null {
  if (!blocks.some((c) => c.block === "norse" && c.to.length === 0)) return null;
  const coasts = moves.map((m) => m.to).filter((to) => to !== "England" && area(to).coastal);
  const to = coasts.find((c) => area(c).seas.includes("irish")) ?? coasts[0];
  return to === undefined ? null : { block: "norse", to };
}

/** 5.6 some winners regroup, one per border, since this round's retreats may have used the rest. */
function regroupOrder(d: DecisionOf<"regroup">, rng: Prng): Order {
  const moves: BlockMove[] = [];
  for (const c of shuffled(d.blocks, rng)) {
    if (rng.chance(0.5)) continue;
    const open = openDestinations(d.area, c, moves, false);
    if (open.length > 0) moves.push({ block: c.block, to: rng.pick(open) });
  }
  return { type: "regroup", moves };
}

/** 7.6 spend each area's RPs on steps and draws, within room, the castle limit and the pool. */
function buildOrder(d: DecisionOf<"builds">, rng: Prng): Order {
  const areas: BuildArea[] = [];
  let pool = d.pool;
  // 7.61 a sea reinforcement is listed by the area that drew it and the one it landed in: one room.
  const given = new Map<BlockId, number>();
  for (const c of d.areas) {
    if (rng.chance(0.15)) continue;
    const grants = new Map<BlockId, number>();
    const draws: number[] = [];
    for (let rp = c.rp; rp > 0; rp--) {
      const open = c.blocks.filter((b) => (given.get(b.block) ?? 0) < b.room);
      const canDraw = draws.length < c.maxDraws && pool > 0;
      if (!canDraw && open.length === 0) break;
      if (canDraw && (open.length === 0 || rng.chance(0.5))) {
        draws.push(0);
        pool -= 1;
      } else {
        const b = rng.pick(open);
        grants.set(b.block, (grants.get(b.block) ?? 0) + 1);
        given.set(b.block, (given.get(b.block) ?? 0) + 1);
      }
    }
    if (grants.size > 0 || draws.length > 0) areas.push({ area: c.area, steps: [...grants].map(([block, steps]) => ({ block, steps })), draws });
  }
  return { type: "build", areas };
}

/** 7.3 / 7.5 the required disbands, and rarely a voluntary one. */
function disbandOrder(d: DecisionOf<"disband">, rng: Prng | null): Order {
  const chosen = new Set<BlockId>();
  for (const r of d.required) {
    const from = rng ? shuffled(r.from, rng) : r.from;
    for (const id of from.slice(0, r.count)) chosen.add(id);
  }
  if (rng) for (const id of d.voluntary) if (rng.chance(0.05)) chosen.add(id);
  return { type: "disband", blocks: [...chosen] };
}

/** A random order for the decision, chosen from what the decision itself lists. */
export function chooseOrder(d: Decision, rng: Prng): Order {
  if (d.only) return d.only;
  switch (d.kind) {
    case "play-card":
      return { type: "play", card: rng.pick(d.cards) };
    case "event":
      return eventOrder(d, rng);
    case "assign-hits": {
      // 12.1 hits may be answered one at a time: an outcome's first hits are a legal answer.
      const blocks = rng.pick(d.outcomes);
      return { type: "hits", blocks: !d.focus && rng.chance(0.3) ? blocks.slice(0, 1 + rng.int(blocks.length)) : blocks };
    }
    case "pillage-steps":
      // EV-PILLAGE the stolen steps may be declined in part or in full (issue 12, item 2).
      return { type: "steps", steps: spread(d.blocks, rng.chance(0.2) ? rng.int(d.steps + 1) : d.steps, rng) };
    case "choose-battle":
      return { type: "battle", area: rng.pick(d.areas) };
    case "movement":
      return movementOrder(d, rng);
    case "combat-turn":
      return combatOrder(d, rng);
    case "forced-retreat":
      return forcedRetreat(d, rng);
    case "regroup":
      return regroupOrder(d, rng);
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
    case "disband":
      return disbandOrder(d, rng);
    case "builds":
      return buildOrder(d, rng);
  }
}

function first<T>(items: readonly T[], what: string): T {
  const item = items[0];
  if (item === undefined) throw new Error(`the decision lists no ${what}`);
  return item;
}

/** The plainest order for the decision: legal whenever the decision offers any choice at all. */
export function fallbackOrder(d: Decision): Order {
  if (d.only) return d.only;
  switch (d.kind) {
    case "play-card":
      return { type: "play", card: first(d.cards, "card") };
    case "event":
      return { type: "pass" };
    case "assign-hits":
      return { type: "hits", blocks: first(d.outcomes, "hit outcome") };
    case "pillage-steps":
      return { type: "steps", steps: [] };
    case "choose-battle":
      return { type: "battle", area: first(d.areas, "battle area") };
    case "movement":
      return { type: "move", moves: [] };
    case "combat-turn":
      return { type: "combat", actions: d.blocks.map((b) => ({ block: b.block, act: "fire" })) };
    case "forced-retreat":
      return forcedRetreat(d, null);
    case "regroup":
      return { type: "regroup", moves: [] };
    case "raid-attrition":
      return { type: "raid", block: first(d.blocks, "block") };
    case "noble-home":
      return { type: "home", area: first(d.homes, "home") };
    case "moray-winter":
      return { type: "moray", choice: first(d.choices, "choice") };
    case "king-winter":
      return { type: "king", choice: first(d.choices, "choice") };
    case "edward-winter":
      return { type: "edward", choice: first(d.choices, "choice") };
    case "wallace-winter":
      return { type: "wallace", choice: first(d.choices, "choice") };
    case "disband":
      return disbandOrder(d, null);
    case "builds":
      return { type: "build", areas: [] };
  }
}

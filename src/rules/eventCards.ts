// 3.12 event cards: Herald, Pillage, Sea Move, Truce, Victuals (EV-*), and Q8/C1 for Pillage.

import {
  AREA_NAMES,
  area,
  card,
  neighbours,
  type AreaName,
  type BlockId,
  type EventName,
} from "./data/index.js";
import {
  blockName,
  countAt,
  emit,
  isNoble,
  maxSteps,
  noblesOnMap,
  placeBlock,
  setStrength,
  sideBlocksAt,
  switchSide,
  toPool,
  type Ctx,
} from "./board.js";
import { coronationCandidates, crown } from "./coronation.js";
import type { Decision, PillageChoice, SeaMoveChoice, VictualsChoice } from "./decisions.js";
import { illegal } from "./errors.js";
import { popStep, schedule, type StepHandler } from "./flow.js";
import { strongest } from "./hits.js";
import type { Order, StepGrant } from "./orders.js";
import { rollDie } from "./random.js";
import { enemyOf, type Side } from "./sides.js";
import type { GameState, Step } from "./state.js";

export function playedEvent(s: GameState, side: Side): EventName {
  const id = s.played[side];
  const c = id === null ? null : card(id);
  if (!c || c.kind !== "event") throw new Error(`${side} did not play an event`);
  return c.event;
}

function heraldTargets(s: GameState, side: Side): BlockId[] {
  // Q22 any enemy noble on the map except Moray, England included.
  return noblesOnMap(s).filter((id) => id !== "moray" && s.blocks[id].side === enemyOf(side));
}

function hasOwn(s: GameState, where: AreaName, side: Side): boolean {
  return countAt(s, where, side) > 0;
}

function pillageChoices(s: GameState, side: Side): PillageChoice[] {
  const out: PillageChoice[] = [];
  for (const target of AREA_NAMES) {
    if (!hasOwn(s, target, enemyOf(side)) || hasOwn(s, target, side)) continue;
    const from = neighbours(target).filter((n) => hasOwn(s, n, side) && !hasOwn(s, n, enemyOf(side)));
    if (from.length > 0) out.push({ target, from });
  }
  return out;
}

function isFriendly(s: GameState, where: AreaName, side: Side): boolean {
  return hasOwn(s, where, side) && !hasOwn(s, where, enemyOf(side));
}

/** EV-SEA-MOVE movers: unmoved, not the Norse (v3). */
function seaMovers(s: GameState, where: AreaName, side: Side): BlockId[] {
  return sideBlocksAt(s, where, side).filter((id) => id !== "norse" && !s.moved.includes(id));
}

function seaMoveChoices(s: GameState, side: Side): SeaMoveChoice[] {
  const coastal = AREA_NAMES.filter((a) => area(a).coastal);
  const out: SeaMoveChoice[] = [];
  for (const from of coastal) {
    const blocks = seaMovers(s, from, side);
    if (blocks.length === 0 || !isFriendly(s, from, side)) continue;
    const to = coastal.filter((a) => a !== from && isFriendly(s, a, side));
    if (to.length > 0) out.push({ from, to, blocks });
  }
  return out;
}

function room(s: GameState, id: BlockId): number {
  return maxSteps(id) - s.blocks[id].strength;
}

function victualsChoices(s: GameState, side: Side): VictualsChoice[] {
  const out: VictualsChoice[] = [];
  for (const where of AREA_NAMES) {
    const blocks = sideBlocksAt(s, where, side)
      .map((block) => ({ block, room: room(s, block) }))
      .filter((b) => b.room > 0);
    if (blocks.length > 0) out.push({ area: where, blocks });
  }
  return out;
}

function eventDecision(s: GameState, side: Side): Decision {
  const event = playedEvent(s, side);
  const crownChoices = side === "scotland" ? coronationCandidates(s) : [];
  const decision: Decision = {
    kind: "event",
    side,
    rule: "3.12",
    event,
    crown: crownChoices,
    herald: event === "herald" ? heraldTargets(s, side) : [],
    pillage: event === "pillage" ? pillageChoices(s, side) : [],
    seaMove: event === "sea_move" ? seaMoveChoices(s, side) : [],
    victuals: event === "victuals" ? victualsChoices(s, side) : [],
  };
  if (crownChoices.length > 0) return decision;
  // Playing a Truce has no parameter and no downside, so the engine plays it rather than ask.
  if (event === "truce") return { ...decision, only: { type: "truce" } };
  const options = decision.herald.length + decision.pillage.length + decision.seaMove.length + decision.victuals.length;
  return options === 0 ? { ...decision, only: { type: "pass" } } : decision;
}

function checkGrants(s: GameState, side: Side, where: AreaName, grants: StepGrant[], total: number, rule: string): void {
  let sum = 0;
  const seen = new Set<BlockId>();
  for (const g of grants) {
    if (seen.has(g.block)) illegal("duplicate", rule, `${blockName(g.block)} is named twice`);
    seen.add(g.block);
    const b = s.blocks[g.block];
    if (!b || b.side !== side || b.at !== where) illegal("not-your-block", rule, `${blockName(g.block)} is not one of your blocks in ${where}`);
    if (!Number.isInteger(g.steps) || g.steps < 1) illegal("illegal-choice", rule, "steps are whole numbers of at least 1");
    if (g.steps > room(s, g.block)) illegal("too-many-steps", rule, `${blockName(g.block)} can take only ${room(s, g.block)} more steps`);
    sum += g.steps;
  }
  if (sum > total) illegal("too-many-steps", rule, `${sum} steps given, only ${total} available`);
}

function addSteps(ctx: Ctx, side: Side, where: AreaName, grants: StepGrant[]): void {
  for (const g of grants) setStrength(ctx.s, g.block, ctx.s.blocks[g.block].strength + g.steps);
  if (grants.length > 0) emit(ctx, { type: "steps-added", side, area: where, grants: grants.map((g) => ({ ...g })), secret: { from: enemyOf(side), fields: ["grants"] } });
}

function herald(ctx: Ctx, side: Side, noble: BlockId): void {
  const { s } = ctx;
  if (!heraldTargets(s, side).includes(noble)) illegal("illegal-choice", "EV-HERALD", `${blockName(noble)} is not an enemy noble on the map (Moray excepted)`);
  const roll = rollDie(ctx.rng, "herald");
  const success = roll <= 4;
  emit(ctx, { type: "herald", side, noble, roll, success });
  if (!success) return;
  const where = s.blocks[noble].at as AreaName;
  switchSide(s, noble);
  emit(ctx, { type: "noble-switched", noble, to: side, area: where, strength: s.blocks[noble].strength, rule: "EV-HERALD" });
  schedule(s, { t: "defections", areas: [where], chooser: s.p1 ?? side, attacker: side });
}

function pillage(ctx: Ctx, side: Side, target: AreaName, from: AreaName): void {
  const choice = pillageChoices(ctx.s, side).find((c) => c.target === target);
  if (!choice) illegal("illegal-choice", "EV-PILLAGE", `${target} is not an enemy-occupied area next to your blocks`);
  if (!choice.from.includes(from)) illegal("illegal-choice", "EV-PILLAGE", `the pillaging group must be in an area next to ${target}: ${choice.from.join(", ")}`);
  emit(ctx, { type: "pillage", side, target, from });
  schedule(ctx.s, { t: "pillage-hits", victim: enemyOf(side), area: target, hitsLeft: 2, stolen: 0, from, converted: [] });
}

function seaMove(ctx: Ctx, side: Side, order: Extract<Order, { type: "sea-move" }>): void {
  const { s } = ctx;
  const choice = seaMoveChoices(s, side).find((c) => c.from === order.from);
  if (!choice) illegal("illegal-choice", "EV-SEA-MOVE", `no blocks of yours can sail from ${order.from}`);
  if (!choice.to.includes(order.to)) illegal("not-friendly", "Q20", `the destination must be another friendly coastal area: ${choice.to.join(", ")}`);
  if (order.blocks.length < 1 || order.blocks.length > 2) illegal("illegal-choice", "EV-SEA-MOVE", "a Sea Move carries 1 or 2 blocks");
  if (new Set(order.blocks).size !== order.blocks.length) illegal("duplicate", "EV-SEA-MOVE", "a block is named twice");
  for (const id of order.blocks) {
    if (!choice.blocks.includes(id)) illegal("illegal-choice", "EV-SEA-MOVE", `${blockName(id)} cannot sail from ${order.from}`);
  }
  for (const id of order.blocks) placeBlock(s, id, order.to);
  s.moved = [...s.moved, ...order.blocks];
  emit(ctx, { type: "sea-move", side, from: order.from, to: order.to, blocks: order.blocks.slice(), count: order.blocks.length, secret: { from: enemyOf(side), fields: ["blocks"] } });
}

function victuals(ctx: Ctx, side: Side, order: Extract<Order, { type: "victuals" }>): void {
  if (!hasOwn(ctx.s, order.area, side)) illegal("illegal-choice", "EV-VICTUALS", `you have no blocks in ${order.area}`);
  checkGrants(ctx.s, side, order.area, order.steps, 3, "EV-VICTUALS");
  addSteps(ctx, side, order.area, order.steps);
}

export const eventStep: StepHandler<Extract<Step, { t: "event" }>> = {
  run: () => "wait",
  decide(s, step) {
    return [eventDecision(s, step.side)];
  },
  apply(ctx, step, side, order) {
    const event = playedEvent(ctx.s, side);
    const wrong = (): never => illegal("wrong-order-type", "3.12", `resolve ${event}, or pass`);
    popStep(ctx.s);
    switch (order.type) {
      case "pass":
        emit(ctx, { type: "event-passed", side, event });
        return;
      case "crown":
        if (side !== "scotland") wrong();
        crown(ctx, order.king);
        return;
      case "truce":
        if (event !== "truce") wrong();
        ctx.s.truceAgainst = enemyOf(step.side);
        emit(ctx, { type: "truce", side });
        return;
      case "herald":
        if (event !== "herald") wrong();
        herald(ctx, side, order.noble);
        return;
      case "pillage":
        if (event !== "pillage") wrong();
        pillage(ctx, side, order.target, order.from);
        return;
      case "sea-move":
        if (event !== "sea_move") wrong();
        seaMove(ctx, side, order);
        return;
      case "victuals":
        if (event !== "victuals") wrong();
        victuals(ctx, side, order);
        return;
      default:
        wrong();
    }
  },
};

function victimBlocks(s: GameState, step: Extract<Step, { t: "pillage-hits" }>): { block: BlockId; strength: number }[] {
  return sideBlocksAt(s, step.area, step.victim).map((block) => ({ block, strength: s.blocks[block].strength }));
}

/** C1 one Pillage hit on the victim's strongest block; Q8 a noble reduced to nothing changes sides. */
function pillageHit(ctx: Ctx, step: Extract<Step, { t: "pillage-hits" }>, id: BlockId): void {
  const { s } = ctx;
  const strength = s.blocks[id].strength - 1;
  setStrength(s, id, strength);
  step.hitsLeft -= 1;
  step.stolen += 1;
  // Q27 the pillager learns how many steps were lost, not from which blocks.
  const hidden = { from: enemyOf(step.victim), fields: ["block", "strength"] };
  emit(ctx, { type: "step-lost", side: step.victim, block: id, area: step.area, strength, secret: hidden });
  if (strength > 0) return;
  if (isNoble(id) && id !== "moray") {
    switchSide(s, id, 1);
    step.converted.push(id);
    emit(ctx, { type: "noble-switched", noble: id, to: enemyOf(step.victim), area: step.area, strength: 1, rule: "Q8" });
    return;
  }
  // 5.8 black-cross blocks, the King (Q25) and Moray go to the pool when pillaged.
  toPool(s, id);
  emit(ctx, { type: "eliminated", side: step.victim, block: id, to: "pool", area: step.area, secret: { from: enemyOf(step.victim), fields: ["block"] } });
}

export const pillageHits: StepHandler<Extract<Step, { t: "pillage-hits" }>> = {
  run(ctx, step) {
    const { s } = ctx;
    for (;;) {
      const targets = victimBlocks(s, step);
      if (step.hitsLeft <= 0 || targets.length === 0) {
        popStep(s);
        const pillager = enemyOf(step.victim);
        const defection = step.converted.length > 0 ? [step.area] : [];
        schedule(
          s,
          { t: "pillage-steps", side: pillager, from: step.from, steps: step.stolen, target: step.area, converted: step.converted },
          { t: "defections", areas: defection, chooser: s.p1 ?? pillager, attacker: pillager },
        );
        return "continue";
      }
      const candidates = strongest(targets);
      if (candidates.length > 1) return "wait";
      pillageHit(ctx, step, candidates[0] as BlockId);
    }
  },
  decide(s, step) {
    const targets = victimBlocks(s, step);
    return [
      {
        kind: "assign-hits",
        side: step.victim,
        rule: "EV-PILLAGE",
        area: step.area,
        hits: 1,
        focus: false,
        blocks: targets,
        outcomes: strongest(targets).map((b) => [b]),
      },
    ];
  },
  apply(ctx, step, _side, order) {
    if (order.type !== "hits" || order.blocks.length !== 1) illegal("wrong-order-type", "C1", "name the one block that takes this Pillage hit");
    const id = order.blocks[0] as BlockId;
    const allowed = strongest(victimBlocks(ctx.s, step));
    if (!allowed.includes(id)) illegal("not-strongest", "5.41", `the hit goes to a strongest block: ${allowed.map(blockName).join(", ")}`);
    pillageHit(ctx, step, id);
  },
};

function pillagingGroup(s: GameState, step: Extract<Step, { t: "pillage-steps" }>): { block: BlockId; room: number }[] {
  return sideBlocksAt(s, step.from, step.side)
    .map((block) => ({ block, room: room(s, block) }))
    .filter((b) => b.room > 0);
}

export const pillageSteps: StepHandler<Extract<Step, { t: "pillage-steps" }>> = {
  run(ctx, step) {
    if (step.steps <= 0 || pillagingGroup(ctx.s, step).length === 0) {
      popStep(ctx.s);
      return "continue";
    }
    return "wait";
  },
  decide(s, step) {
    const blocks = pillagingGroup(s, step);
    // EV-PILLAGE stolen steps "may" be added: always asked, since fewer or none is always a choice.
    return [{ kind: "pillage-steps", side: step.side, rule: "EV-PILLAGE", area: step.from, steps: step.steps, blocks }];
  },
  apply(ctx, step, side, order) {
    if (order.type !== "steps") illegal("wrong-order-type", "EV-PILLAGE", "give the stolen steps to blocks of the pillaging group");
    checkGrants(ctx.s, side, step.from, order.steps, step.steps, "EV-PILLAGE");
    addSteps(ctx, side, step.from, order.steps);
    popStep(ctx.s);
  },
};

export { heraldTargets, pillageChoices, seaMoveChoices, victualsChoices };

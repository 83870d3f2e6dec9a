// 5.0 battles: reveal, Celtic loyalty, three rounds of combat turns, reserves, control swap,
// hits, captures, the attacker's forced retreat and the winner's regroup.

import { blockInfo, type AreaName, type BlockId, type Initiative } from "./data/index.js";
import {
  baseFire,
  blockName,
  blocksAt,
  countAt,
  emit,
  hasOption,
  initiativeOf,
  placeBlock,
  remove,
  setStrength,
  switchSide,
  toPool,
  type Ctx,
} from "./board.js";
import type { BlockChoice, Decision } from "./decisions.js";
import { illegal } from "./errors.js";
import { focusOutcomes, firstIllegalHit, effectiveHits, hitOutcomes, strongest, type Target } from "./hits.js";
import { popStep, schedule, type StepHandler } from "./flow.js";
import type { BlockMove, Order } from "./orders.js";
import { rollDie } from "./random.js";
import { enemyOf, type Side } from "./sides.js";
import type { Battle, CombatAction, GameState, Step } from "./state.js";
import { declareWinner } from "./victory.js";
import { crossingKey, recordCrossing, withdrawalDestinations, type Withdrawal } from "./withdrawals.js";

const LETTERS: readonly Initiative[] = ["A", "B", "C"];

export interface BattleSetup {
  area: AreaName;
  attacker: Side;
  defection: boolean;
  reserves: BlockId[];
  entries: Record<Side, AreaName[]>;
  enteredLast: Side | null;
}

export function beginBattle(ctx: Ctx, setup: BattleSetup): void {
  const inArea = blocksAt(ctx.s, setup.area);
  const reserves = setup.reserves.filter((id) => inArea.includes(id));
  ctx.s.battle = {
    area: setup.area,
    defection: setup.defection,
    attacker: setup.attacker,
    enteredLast: setup.enteredLast,
    round: 1,
    step: 0,
    phase: "start",
    engaged: inArea.filter((id) => !reserves.includes(id)),
    reserves,
    acted: [],
    revealed: [],
    entries: { england: setup.entries.england.slice(), scotland: setup.entries.scotland.slice() },
    crossings: {},
    queue: [],
    winner: null,
  };
  schedule(ctx.s, { t: "battle" });
}

function battleOf(s: GameState): Battle {
  if (!s.battle) throw new Error("no battle in progress");
  return s.battle;
}

function engagedOf(s: GameState, b: Battle, side: Side): BlockId[] {
  return b.engaged.filter((id) => s.blocks[id].side === side);
}

function defenderOf(b: Battle): Side {
  return enemyOf(b.attacker);
}

/** 5.31 step order: Defender A, Attacker A, Defender B, Attacker B, Defender C, Attacker C. */
function stepSide(b: Battle, step: number): Side {
  return step % 2 === 0 ? defenderOf(b) : b.attacker;
}

function hasEngaged(s: GameState, b: Battle, side: Side): boolean {
  return b.engaged.some((id) => s.blocks[id].side === side);
}

function hasEligibleAt(s: GameState, b: Battle, step: number): boolean {
  const side = stepSide(b, step);
  const letter = LETTERS[step >> 1];
  return b.engaged.some((id) => s.blocks[id].side === side && initiativeOf(s, id) === letter && !b.acted.includes(id));
}

function eligibleAt(s: GameState, b: Battle, step: number): BlockId[] {
  const side = stepSide(b, step);
  const letter = LETTERS[step >> 1];
  return b.engaged.filter((id) => s.blocks[id].side === side && initiativeOf(s, id) === letter && !b.acted.includes(id));
}

function isOver(s: GameState, b: Battle): boolean {
  return countAt(s, b.area, "england") === 0 || countAt(s, b.area, "scotland") === 0;
}

/** 2.12 fire digit with 1.4 home defence and OPT-SCHILTROM. */
export function fireValue(s: GameState, b: Battle, id: BlockId): number {
  const info = blockInfo(id);
  const side = s.blocks[id].side;
  let fire = baseFire(s, id);
  if (info.type === "noble" && side !== b.attacker && info.homes.includes(b.area)) fire = Math.max(fire, 3);
  if (hasOption(s, "OPT-SCHILTROM") && side === "scotland" && info.type === "infantry") {
    const archers = blocksAt(s, b.area).some((x) => s.blocks[x].side === "england" && blockInfo(x).type === "archers");
    if (!archers) fire += 1;
  }
  return fire;
}

function strengthList(s: GameState, ids: BlockId[]): { block: BlockId; side: Side; strength: number }[] {
  return ids.map((block) => ({ block, side: s.blocks[block].side, strength: s.blocks[block].strength }));
}

/** 5.2 Welsh and Ulster: 5-6 and the block goes to the English pool before firing. */
function celticRolls(ctx: Ctx, b: Battle, ids: BlockId[]): void {
  for (const id of ids) {
    if (!blockInfo(id).celtic) continue;
    const roll = rollDie(ctx.rng, "celtic");
    const deserted = roll >= 5;
    emit(ctx, { type: "celtic-roll", block: id, roll, deserted });
    if (deserted) {
      b.engaged = b.engaged.filter((x) => x !== id);
      toPool(ctx.s, id);
    }
  }
}

/** 5.7 / 5.8 / 6.1 / 9.1 a block eliminated in battle (by hits or by failing a required retreat). */
export function eliminateInBattle(ctx: Ctx, id: BlockId): void {
  const { s } = ctx;
  const b = battleOf(s);
  const info = blockInfo(id);
  const side = s.blocks[id].side;
  b.engaged = b.engaged.filter((x) => x !== id);
  b.reserves = b.reserves.filter((x) => x !== id);
  b.acted = b.acted.filter((x) => x !== id);
  if (info.type === "noble" && id !== "moray") {
    switchSide(s, id, 1);
    b.reserves.push(id);
    emit(ctx, { type: "captured", noble: id, from: side, to: enemyOf(side), area: b.area });
    return;
  }
  if (id === "edward" && s.edward === "I") {
    // Q7: Edward I killed becomes Edward II, in the English pool.
    s.edward = "II";
    toPool(s, id);
    emit(ctx, { type: "edward-killed", area: b.area });
    return;
  }
  const permanent = info.mortal || id === "king" || (info.celtic && hasOption(s, "OPT-CELTIC-PERMANENT"));
  if (permanent) remove(s, id);
  else toPool(s, id);
  emit(ctx, { type: "eliminated", side, block: id, to: permanent ? "removed" : "pool", area: b.area });
  if (id === "king") declareWinner(ctx, "england", "scottish-king-killed");
  if (id === "edward") declareWinner(ctx, "scotland", "edward-ii-killed");
}

function applyHit(ctx: Ctx, id: BlockId): void {
  const { side, strength } = ctx.s.blocks[id];
  setStrength(ctx.s, id, strength - 1);
  emit(ctx, { type: "hit", side, block: id, strength: strength - 1 });
  if (strength - 1 <= 0) eliminateInBattle(ctx, id);
}

function targetsOf(s: GameState, b: Battle, side: Side): Target[] {
  return engagedOf(s, b, side).map((block) => ({ block, strength: s.blocks[block].strength }));
}

function hitChoices(s: GameState, b: Battle, victim: Side, hits: number, focus: boolean): BlockId[][] {
  const targets = targetsOf(s, b, victim);
  return focus ? focusOutcomes(targets, hits) : hitOutcomes(targets, hits);
}

/** Performs one combat action; "paused" when the enemy must choose among tied blocks first. */
function perform(ctx: Ctx, b: Battle, action: CombatAction): "done" | "paused" {
  const { s } = ctx;
  const side = s.blocks[action.block].side;
  if (!b.engaged.includes(action.block)) return "done";
  b.acted.push(action.block);
  if (action.act === "pass") {
    emit(ctx, { type: "passed", side, block: action.block });
    return "done";
  }
  if (action.act === "retreat") {
    const to = action.to as AreaName;
    placeBlock(s, action.block, to);
    b.engaged = b.engaged.filter((x) => x !== action.block);
    recordCrossing(b, side, b.area, to, action.block);
    emit(ctx, { type: "retreated", side, block: action.block, from: b.area, to, secret: { from: enemyOf(side), fields: ["block"] } });
    return "done";
  }
  const fire = fireValue(s, b, action.block);
  // 5.4 one die per step, rolled in turn.
  const dice: number[] = [];
  let hits = 0;
  for (let n = s.blocks[action.block].strength; n > 0; n--) {
    const roll = rollDie(ctx.rng, "fire");
    dice.push(roll);
    if (roll <= fire) hits += 1;
  }
  const rating = `${initiativeOf(s, action.block)}${fire}`;
  emit(ctx, { type: "fired", side, block: action.block, rating, dice, hits });
  const victim = enemyOf(side);
  if (hits === 0 || targetsOf(s, b, victim).length === 0) return "done";
  const focus = hasOption(s, "OPT-FOCUS-FIRE");
  const outcomes = hitChoices(s, b, victim, hits, focus);
  if (outcomes.length === 1) {
    for (const id of outcomes[0] as BlockId[]) {
      if (s.winner) break;
      applyHit(ctx, id);
    }
    return "done";
  }
  schedule(s, { t: "hits", victim, hits, focus });
  return "paused";
}

function finish(ctx: Ctx, b: Battle): void {
  const { s } = ctx;
  const english = countAt(s, b.area, "england");
  const scottish = countAt(s, b.area, "scotland");
  const winner: Side | null = english && !scottish ? "england" : scottish && !english ? "scotland" : null;
  b.winner = winner;
  b.queue = [];
  b.crossings = {};
  if (winner) emit(ctx, { type: "battle-won", area: b.area, winner });
  b.phase = winner && withdrawalChoices(s, b, winner, "regroup").some((c) => c.to.length > 0) ? "regroup" : "done";
}

function withdrawalChoices(s: GameState, b: Battle, side: Side, kind: Withdrawal): BlockChoice[] {
  return blocksAt(s, b.area)
    .filter((id) => s.blocks[id].side === side)
    .map((block) => ({ block, strength: s.blocks[block].strength, to: withdrawalDestinations(s, b, block, kind) }));
}

function joinReserves(ctx: Ctx, b: Battle): void {
  const joining = b.reserves.slice();
  if (joining.length === 0) return;
  b.reserves = [];
  b.engaged.push(...joining);
  for (const id of joining) if (!b.revealed.includes(id)) b.revealed.push(id);
  emit(ctx, { type: "reserves-joined", area: b.area, blocks: strengthList(ctx.s, joining) });
  celticRolls(ctx, b, joining);
}

export const battleStep: StepHandler<Extract<Step, { t: "battle" }>> = {
  run(ctx) {
    const { s } = ctx;
    const b = battleOf(s);
    for (;;) {
      if (s.winner) return "continue";
      switch (b.phase) {
        case "start": {
          const reserves = { england: 0, scotland: 0 };
          for (const id of b.reserves) reserves[s.blocks[id].side] += 1;
          emit(ctx, { type: "battle-started", area: b.area, attacker: b.attacker, defection: b.defection, engaged: strengthList(s, b.engaged), reserves });
          b.revealed = b.engaged.slice();
          celticRolls(ctx, b, b.engaged.slice());
          b.phase = "round-start";
          break;
        }
        case "round-start": {
          // 5.32 reserves (and 5.7 captured nobles) join at the start of the next round.
          if (b.round > 1) joinReserves(ctx, b);
          b.acted = [];
          b.step = 0;
          b.crossings = {};
          b.queue = [];
          emit(ctx, { type: "round-started", area: b.area, round: b.round, attacker: b.attacker });
          b.phase = "steps";
          break;
        }
        case "steps": {
          if (isOver(s, b)) {
            finish(ctx, b);
            break;
          }
          // C2: a side without engaged blocks ends the round at once, even in the middle of an
          // answered combat turn: the rest of it is dropped and no dice are rolled at an empty side.
          if (!hasEngaged(s, b, "england") || !hasEngaged(s, b, "scotland")) {
            b.queue = [];
            b.phase = "round-end";
            break;
          }
          const next = b.queue.shift();
          if (next) {
            if (perform(ctx, b, next) === "paused") return "continue";
            break;
          }
          let step = b.step;
          while (step < 6 && !hasEligibleAt(s, b, step)) step++;
          if (step >= 6) {
            b.phase = "round-end";
            break;
          }
          b.step = step;
          return "wait";
        }
        case "round-end": {
          if (isOver(s, b)) {
            finish(ctx, b);
            break;
          }
          if (b.round === 1) {
            const attackerEngaged = hasEngaged(s, b, b.attacker);
            const defender = defenderOf(b);
            const defenderEngaged = hasEngaged(s, b, defender);
            const defenderReserves = b.reserves.some((id) => s.blocks[id].side === defender);
            if (attackerEngaged && !defenderEngaged && defenderReserves) {
              // 5.32 battlefield control: the roles swap for rounds 2-3.
              b.attacker = defender;
              emit(ctx, { type: "control-swapped", area: b.area, attacker: b.attacker });
            }
          }
          if (b.round >= 3) {
            b.crossings = {};
            b.phase = "forced-retreat";
            break;
          }
          b.round += 1;
          b.phase = "round-start";
          break;
        }
        case "forced-retreat":
          return "wait";
        case "regroup":
          return "wait";
        case "done": {
          s.battle = null;
          popStep(s);
          return "continue";
        }
      }
    }
  },

  decide(s) {
    const b = battleOf(s);
    if (b.phase === "steps") {
      const side = stepSide(b, b.step);
      const blocks = eligibleAt(s, b, b.step).map((block) => ({
        block,
        strength: s.blocks[block].strength,
        to: withdrawalDestinations(s, b, block, "retreat"),
      }));
      return [{ kind: "combat-turn", side, rule: "5.31", area: b.area, round: b.round, blocks }];
    }
    if (b.phase === "forced-retreat") {
      const blocks = withdrawalChoices(s, b, b.attacker, "retreat");
      const decision: Decision = { kind: "forced-retreat", side: b.attacker, rule: "5.3", area: b.area, blocks };
      const only = onlyWithdrawal(blocks, "retreat");
      return [only ? { ...decision, only } : decision];
    }
    if (b.phase === "regroup" && b.winner) {
      return [{ kind: "regroup", side: b.winner, rule: "5.6", area: b.area, blocks: withdrawalChoices(s, b, b.winner, "regroup") }];
    }
    return [];
  },

  apply(ctx, _step, side, order) {
    const { s } = ctx;
    const b = battleOf(s);
    if (b.phase === "steps") return applyCombatTurn(ctx, b, side, order);
    if (b.phase === "forced-retreat") return applyForcedRetreat(ctx, b, side, order);
    if (b.phase === "regroup") return applyRegroup(ctx, b, side, order);
    illegal("no-decision", "5.0", "the battle is not waiting for an order");
  },
};

/** Forced retreat with no real choice: nobody can move, or every block has exactly one way out. */
function onlyWithdrawal(blocks: BlockChoice[], type: "retreat"): Order | undefined {
  if (blocks.every((c) => c.to.length === 0)) return { type, moves: [] };
  return undefined;
}

function applyCombatTurn(ctx: Ctx, b: Battle, side: Side, order: Order): void {
  const { s } = ctx;
  if (order.type !== "combat") illegal("wrong-order-type", "5.31", "answer the combat turn with fire, retreat or pass for each block");
  const eligible = eligibleAt(s, b, b.step);
  const named = order.actions.map((a) => a.block);
  for (const id of named) {
    if (!eligible.includes(id)) illegal("illegal-choice", "5.31", `${blockName(id)} has no combat turn now (blocks due: ${eligible.map(blockName).join(", ")})`);
  }
  if (new Set(named).size !== named.length) illegal("duplicate", "5.31", "each block takes exactly one combat turn");
  // 5.31 blocks fire one at a time: an order may name some of the step's blocks, in the order the
  // player chooses; the others stay due as the same decision once these have acted (issue 12, item 1).
  // 5.5 retreat legality, with this round's border counts as the order's own retreats add to them.
  const trial: Battle = { ...b, crossings: { ...b.crossings } };
  for (const a of order.actions) {
    if (a.act !== "retreat") continue;
    if (!a.to) illegal("illegal-choice", "5.5", `say where ${blockName(a.block)} retreats to`);
    const legal = withdrawalDestinations(s, trial, a.block, "retreat");
    if (!legal.includes(a.to)) {
      illegal("illegal-choice", "5.5", `${blockName(a.block)} cannot retreat to ${a.to} (legal: ${legal.join(", ") || "none"})`);
    }
    recordCrossing(trial, side, b.area, a.to, a.block);
  }
  b.queue = order.actions.map((a) => ({ ...a }));
}

function applyWithdrawals(ctx: Ctx, b: Battle, side: Side, moves: BlockMove[], kind: Withdrawal): void {
  const { s } = ctx;
  const seen = new Set<BlockId>();
  for (const m of moves) {
    if (seen.has(m.block)) illegal("duplicate", kind === "retreat" ? "5.5" : "5.6", `${blockName(m.block)} is named twice`);
    seen.add(m.block);
    if (s.blocks[m.block].side !== side || s.blocks[m.block].at !== b.area) {
      illegal("not-your-block", kind === "retreat" ? "5.5" : "5.6", `${blockName(m.block)} is not one of your blocks in ${b.area}`);
    }
    const legal = withdrawalDestinations(s, b, m.block, kind);
    if (!legal.includes(m.to)) {
      illegal("illegal-choice", kind === "retreat" ? "5.5" : "5.6", `${blockName(m.block)} cannot go to ${m.to} (legal: ${legal.join(", ") || "none"})`);
    }
    placeBlock(s, m.block, m.to);
    b.engaged = b.engaged.filter((x) => x !== m.block);
    b.reserves = b.reserves.filter((x) => x !== m.block);
    recordCrossing(b, side, b.area, m.to, m.block);
    const secret = { from: enemyOf(side), fields: ["block"] };
    if (kind === "retreat") emit(ctx, { type: "retreated", side, block: m.block, from: b.area, to: m.to, secret });
    else emit(ctx, { type: "regrouped", side, block: m.block, from: b.area, to: m.to, secret });
  }
}

/** 5.3 / 5.5 after round 3 the Attacker retreats every block; a block that cannot is eliminated. */
function applyForcedRetreat(ctx: Ctx, b: Battle, side: Side, order: Order): void {
  const { s } = ctx;
  if (order.type !== "retreat") illegal("wrong-order-type", "5.3", "the attacker must retreat its blocks");
  applyWithdrawals(ctx, b, side, order.moves, "retreat");
  const stuck = withdrawalChoices(s, b, side, "retreat");
  const couldGo = stuck.filter((c) => c.to.length > 0);
  if (couldGo.length > 0) {
    illegal("incomplete", "5.3", `every attacking block that can retreat must: ${couldGo.map((c) => blockName(c.block)).join(", ")}`);
  }
  for (const c of stuck) {
    if (s.winner) break;
    eliminateInBattle(ctx, c.block);
  }
  if (s.winner) return;
  // Captured nobles joined the winners; the battle is over.
  finish(ctx, b);
}

function applyRegroup(ctx: Ctx, b: Battle, side: Side, order: Order): void {
  if (order.type !== "regroup") illegal("wrong-order-type", "5.6", "answer with regroup moves, or regroup none");
  applyWithdrawals(ctx, b, side, order.moves, "regroup");
  b.phase = "done";
}

/** The victim chooses among tied strongest blocks (5.41) or the focus target (OPT-FOCUS-FIRE). */
export const hitsStep: StepHandler<Extract<Step, { t: "hits" }>> = {
  run(ctx, step) {
    // Hits answered one at a time: once none is left to place (or no one to take it), the firing is done.
    if (step.hits <= 0 || targetsOf(ctx.s, battleOf(ctx.s), step.victim).length === 0) {
      popStep(ctx.s);
      return "continue";
    }
    return "wait";
  },
  decide(s, step) {
    const b = battleOf(s);
    const targets = targetsOf(s, b, step.victim);
    const outcomes = hitChoices(s, b, step.victim, step.hits, step.focus);
    const decision: Decision = {
      kind: "assign-hits",
      side: step.victim,
      rule: step.focus ? "OPT-FOCUS-FIRE" : "5.41",
      area: b.area,
      hits: step.hits,
      focus: step.focus,
      blocks: targets.map((t) => ({ block: t.block, strength: t.strength })),
      outcomes,
    };
    // The hits left after a partial answer may no longer need a choice.
    return [outcomes.length === 1 ? { ...decision, only: { type: "hits", blocks: outcomes[0] as BlockId[] } } : decision];
  },
  apply(ctx, step, _side, order) {
    const { s } = ctx;
    const b = battleOf(s);
    if (order.type !== "hits") illegal("wrong-order-type", "5.41", "name the block that takes each hit");
    const targets = targetsOf(s, b, step.victim);
    checkHitList(targets, step.hits, step.focus, order.blocks);
    const placed = step.focus ? step.hits : order.blocks.length;
    for (const id of order.blocks) {
      if (s.winner) break;
      applyHit(ctx, id);
    }
    step.hits -= placed;
    if (s.winner || step.hits <= 0) popStep(s);
  },
};

export function checkHitList(targets: Target[], hits: number, focus: boolean, blocks: BlockId[]): void {
  if (focus) {
    const first = blocks[0];
    if (!first || !strongest(targets).includes(first) || blocks.some((x) => x !== first)) {
      illegal("not-strongest", "OPT-FOCUS-FIRE", `all hits go to one of the strongest blocks: ${strongest(targets).map(blockName).join(", ")}`);
    }
    const target = targets.find((t) => t.block === first) as Target;
    if (blocks.length !== Math.min(hits, target.strength)) {
      illegal("illegal-choice", "OPT-FOCUS-FIRE", `${blockName(first)} takes ${Math.min(hits, target.strength)} hits`);
    }
    return;
  }
  // 5.41 hits land one at a time: the owner may answer the first few and see the rest asked again.
  const expected = effectiveHits(targets, hits);
  if (blocks.length === 0 || blocks.length > expected) illegal("illegal-choice", "5.41", `assign 1 to ${expected} hits`);
  const bad = firstIllegalHit(targets, blocks);
  if (bad >= 0) illegal("not-strongest", "5.41", `hit ${bad + 1} must go to a strongest block, not ${blockName(blocks[bad] as BlockId)}`);
}

export { crossingKey };

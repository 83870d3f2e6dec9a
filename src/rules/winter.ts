// 7.0 the Winter Turn, in the exact order W1-W8.

import { AREA_NAMES, SCENARIOS, blockInfo, byMapOrder, neighbours, area, type AreaName, type BlockId } from "./data/index.js";
import { blockName, castleLimit, countAt, emit, hasOption, isNoble, maxSteps, noblesControlled, onMap, placeBlock, poolOf, setStrength, sideBlocksAt, sideOnMap, switchSide, toPool, type Ctx } from "./board.js";
import type { BuildChoice, Decision } from "./decisions.js";
import { drawRandom } from "./draws.js";
import { illegal } from "./errors.js";
import { popStep, schedule, type StepHandler } from "./flow.js";
import type { BuildArea, Order } from "./orders.js";
import { englishDrawable } from "./setup.js";
import { enemyOf, type Side } from "./sides.js";
import type { GameState, Step } from "./state.js";
import { scoreScenario } from "./victory.js";

type StepOf<T extends Step["t"]> = Extract<Step, { t: T }>;

const none = () => illegal("no-decision", "7.0", "nothing to decide");

/** Q27 the English see that a Scottish block moved or left, not which one. */
const HIDE_BLOCK_FROM_ENGLAND = { from: "england" as const, fields: ["block"] };

function isFinalYear(s: GameState): boolean {
  const last = SCENARIOS[s.scenario].lastYear;
  return (last !== null && s.year >= last) || (s.campaignEndYear !== null && s.year >= s.campaignEndYear);
}

function step(ctx: Ctx, name: string, rule: string): void {
  emit(ctx, { type: "winter-step", step: name, rule });
}

export const winter: StepHandler<StepOf<"winter">> = {
  run(ctx, st) {
    const { s } = ctx;
    popStep(s);
    switch (st.w) {
      case 1: {
        step(ctx, "W1", "7.1");
        const english = sideOnMap(s, "england").filter(isNoble);
        const scottish = sideOnMap(s, "scotland").filter((id) => isNoble(id) && id !== "moray");
        const after: Step[] = [];
        if (onMap(s.blocks.moray.at)) after.push({ t: "moray-winter" });
        // Q10: the final Winter Turn is played through W1, then the nobles are counted.
        if (isFinalYear(s)) after.push({ t: "score" });
        schedule(s, { t: "nobles-home", side: "england", pending: english }, { t: "nobles-home", side: "scotland", pending: scottish }, ...after, { t: "winter", w: 2 });
        break;
      }
      case 2:
        step(ctx, "W2", "7.2");
        schedule(s, ...(s.blocks.king.side === "scotland" && onMap(s.blocks.king.at) ? [{ t: "king-winter" } as Step] : []), { t: "winter", w: 3 });
        break;
      case 3:
        step(ctx, "W3", "7.3");
        schedule(s, { t: "edward-winter" }, { t: "english-disband" }, { t: "winter", w: 4 });
        break;
      case 4:
        step(ctx, "W4", "7.5");
        schedule(s, ...(s.blocks.wallace.side === "scotland" && onMap(s.blocks.wallace.at) ? [{ t: "wallace-winter" } as Step] : []), { t: "winter", w: 5 });
        break;
      case 5:
        step(ctx, "W5", "7.5");
        schedule(s, { t: "scottish-disband" }, { t: "winter", w: 6 });
        break;
      case 6:
        step(ctx, "W6", "7.6");
        frenchKnightsCheck(ctx);
        schedule(s, { t: "builds", done: [], rp: buildPoints(s), seaDrawn: {} }, { t: "winter", w: 7 });
        break;
      case 7:
        step(ctx, "W7", "7.7");
        feudalLevy(ctx);
        schedule(s, { t: "winter", w: 8 });
        break;
      default:
        step(ctx, "W8", "7.8");
        if (s.year === 1306 && s.edward === "I") {
          // 6.1 Edward I becomes Edward II at the end of 1306.
          s.edward = "II";
          emit(ctx, { type: "edward-ii" });
        }
        s.year += 1;
        schedule(s, { t: "year-start" });
    }
    return "continue";
  },
  decide: () => [],
  apply: none,
};

function homeIsEnemy(s: GameState, home: AreaName, side: Side): boolean {
  return countAt(s, home, enemyOf(side)) > 0;
}

/** 7.1 one noble goes home, whatever the distance, and switches if his home holds enemy blocks. */
function goHome(ctx: Ctx, id: BlockId, home: AreaName): void {
  const { s } = ctx;
  const { at, side, strength } = s.blocks[id];
  const from = at as AreaName;
  if (from !== home) {
    placeBlock(s, id, home);
    emit(ctx, { type: "noble-home", side, noble: id, from, to: home });
  }
  if (homeIsEnemy(s, home, side)) {
    switchSide(s, id);
    emit(ctx, { type: "noble-switched", noble: id, to: enemyOf(side), area: home, strength, rule: "7.1" });
  }
}

export const noblesHome: StepHandler<StepOf<"nobles-home">> = {
  run(ctx, st) {
    const { s } = ctx;
    for (;;) {
      const id = st.pending.shift();
      if (!id) {
        popStep(s);
        return "continue";
      }
      const { side, at, strength } = s.blocks[id];
      if (side !== st.side || !onMap(at)) continue;
      const homes = blockInfo(id).homes;
      if (homes.length === 1) {
        goHome(ctx, id, homes[0] as AreaName);
        continue;
      }
      // 7.12 Bruce and Comyn: either home, never an enemy-occupied one while the other is free.
      const free = homes.filter((h) => !homeIsEnemy(s, h, side));
      if (free.length === 1) {
        goHome(ctx, id, free[0] as AreaName);
        continue;
      }
      if (free.length === 0) {
        switchSide(s, id);
        emit(ctx, { type: "noble-switched", noble: id, to: enemyOf(side), area: at, strength, rule: "7.12" });
      }
      // His owner chooses which home (his new owner, when he switched).
      schedule(s, { t: "noble-home", side: s.blocks[id].side, noble: id, homes: homes.slice() });
      return "continue";
    }
  },
  decide: () => [],
  apply: none,
};

export const nobleHome: StepHandler<StepOf<"noble-home">> = {
  run: () => "wait",
  decide(_s, st) {
    return [{ kind: "noble-home", side: st.side, rule: "7.12", noble: st.noble, homes: st.homes }];
  },
  apply(ctx, st, _side, order) {
    if (order.type !== "home") illegal("wrong-order-type", "7.12", `choose ${blockName(st.noble)}'s home: ${st.homes.join(" or ")}`);
    if (!st.homes.includes(order.area)) illegal("illegal-choice", "7.12", `${blockName(st.noble)} goes to ${st.homes.join(" or ")}`);
    popStep(ctx.s);
    goHome(ctx, st.noble, order.area);
  },
};

function morayChoices(s: GameState): ("stay" | "home" | "disband")[] {
  const at = s.blocks.moray.at;
  const canGoHome = at !== "Moray" && !homeIsEnemy(s, "Moray", "scotland");
  return canGoHome ? ["stay", "home", "disband"] : ["stay", "disband"];
}

/** OPT-ANDREW-DE-MORAY (b), Q12: Moray wintering in his home area regains up to 2 steps. */
function morayHealing(ctx: Ctx): void {
  const m = ctx.s.blocks.moray;
  if (!hasOption(ctx.s, "OPT-ANDREW-DE-MORAY") || m.at !== "Moray") return;
  const strength = Math.min(maxSteps("moray"), m.strength + 2);
  if (strength === m.strength) return;
  setStrength(ctx.s, "moray", strength);
  emit(ctx, { type: "healed", side: "scotland", block: "moray", area: "Moray", strength, secret: { from: "england" } });
}

export const morayWinter: StepHandler<StepOf<"moray-winter">> = {
  run(ctx) {
    if (!onMap(ctx.s.blocks.moray.at)) {
      popStep(ctx.s);
      return "continue";
    }
    return "wait";
  },
  decide(s) {
    return [{ kind: "moray-winter", side: "scotland", rule: "7.1", choices: morayChoices(s) }];
  },
  apply(ctx, _st, _side, order) {
    const { s } = ctx;
    if (order.type !== "moray") illegal("wrong-order-type", "7.1", "Moray stays, goes home or disbands");
    if (!morayChoices(s).includes(order.choice)) illegal("illegal-choice", "C3", `Moray may: ${morayChoices(s).join(", ")}`);
    popStep(s);
    const from = s.blocks.moray.at as AreaName;
    if (order.choice === "disband") {
      toPool(s, "moray");
      emit(ctx, { type: "disbanded", side: "scotland", block: "moray", from, voluntary: true, secret: HIDE_BLOCK_FROM_ENGLAND });
      return;
    }
    if (order.choice === "home") {
      placeBlock(s, "moray", "Moray");
      emit(ctx, { type: "moved-in-winter", side: "scotland", block: "moray", from, to: "Moray", rule: "7.1", secret: HIDE_BLOCK_FROM_ENGLAND });
    }
    morayHealing(ctx);
  },
};

export const score: StepHandler<StepOf<"score">> = {
  run(ctx) {
    popStep(ctx.s);
    scoreScenario(ctx);
    return "continue";
  },
  decide: () => [],
  apply: none,
};

const CATHEDRALS: readonly AreaName[] = AREA_NAMES.filter((a) => area(a).cathedral);

function kingChoices(s: GameState): ("stay" | "disband" | AreaName)[] {
  const at = s.blocks.king.at;
  const cathedrals = CATHEDRALS.filter((c) => c !== at && !homeIsEnemy(s, c, "scotland"));
  return ["stay", ...cathedrals, "disband"];
}

export const kingWinter: StepHandler<StepOf<"king-winter">> = {
  run: () => "wait",
  decide(s) {
    return [{ kind: "king-winter", side: "scotland", rule: "7.2", choices: kingChoices(s) }];
  },
  apply(ctx, _st, _side, order) {
    const { s } = ctx;
    if (order.type !== "king") illegal("wrong-order-type", "7.2", "the King stays, moves to a cathedral or disbands");
    if (!kingChoices(s).includes(order.choice)) illegal("illegal-choice", "7.2", `the King may: ${kingChoices(s).join(", ")}`);
    popStep(s);
    const from = s.blocks.king.at as AreaName;
    if (order.choice === "disband") {
      toPool(s, "king");
      emit(ctx, { type: "disbanded", side: "scotland", block: "king", from, voluntary: true, secret: HIDE_BLOCK_FROM_ENGLAND });
    } else if (order.choice !== "stay") {
      placeBlock(s, "king", order.choice);
      emit(ctx, { type: "moved-in-winter", side: "scotland", block: "king", from, to: order.choice, rule: "7.2", secret: HIDE_BLOCK_FROM_ENGLAND });
    }
  },
};

function edwardInScotland(s: GameState): AreaName | null {
  const e = s.blocks.edward;
  return e.side === "england" && onMap(e.at) && e.at !== "England" ? e.at : null;
}

/** 7.4 Edward II, the year 1306 and a second winter in a row all force him home. */
function edwardMustDisband(s: GameState): boolean {
  return s.edward === "II" || s.year === 1306 || s.edwardWintered;
}

function disbandBlock(ctx: Ctx, id: BlockId, voluntary: boolean): void {
  const b = ctx.s.blocks[id];
  const from = b.at as AreaName;
  const side = b.side;
  toPool(ctx.s, id);
  emit(ctx, { type: "disbanded", side, block: id, from, voluntary, secret: { from: enemyOf(side), fields: ["block"] } });
}

export const edwardWinter: StepHandler<StepOf<"edward-winter">> = {
  run(ctx) {
    const { s } = ctx;
    const where = edwardInScotland(s);
    if (!where || edwardMustDisband(s)) {
      if (where) disbandBlock(ctx, "edward", false);
      s.edwardWintered = false;
      popStep(s);
      return "continue";
    }
    return "wait";
  },
  decide() {
    return [{ kind: "edward-winter", side: "england", rule: "7.4", choices: ["winter", "disband"] }];
  },
  apply(ctx, _st, _side, order) {
    const { s } = ctx;
    if (order.type !== "edward") illegal("wrong-order-type", "7.4", "Edward winters in Scotland or disbands");
    popStep(s);
    s.edwardWintered = order.choice === "winter";
    if (order.choice === "disband") disbandBlock(ctx, "edward", true);
    else emit(ctx, { type: "wintered", side: "england", block: "edward", area: s.blocks.edward.at as AreaName, secret: { from: "scotland", fields: ["block"] } });
  },
};

/** Where Edward I winters this winter, if he does (7.4). */
function edwardWinteringArea(s: GameState): AreaName | null {
  return s.edwardWintered && s.edward === "I" ? edwardInScotland(s) : null;
}

interface Requirement {
  area: AreaName;
  count: number;
  from: BlockId[];
}

/** 7.32 infantry beyond the English castle limit, nobles counted first. */
function englishRequirements(s: GameState): Requirement[] {
  const out: Requirement[] = [];
  const edwardArea = edwardWinteringArea(s);
  for (const where of AREA_NAMES) {
    if (where === "England" || where === edwardArea) continue;
    const blocks = sideBlocksAt(s, where, "england");
    const nobles = blocks.filter(isNoble).length;
    const infantry = blocks.filter((id) => blockInfo(id).type === "infantry");
    const allowed = Math.max(0, castleLimit(where, "england") - nobles);
    if (infantry.length > allowed) out.push({ area: where, count: infantry.length - allowed, from: infantry });
  }
  return out;
}

function englishVoluntary(s: GameState): BlockId[] {
  // 7.4 a wintering Edward has already chosen not to disband; his companions' exemption depends on him.
  return sideOnMap(s, "england").filter((id) => !isNoble(id) && !(id === "edward" && s.edwardWintered));
}

export const englishDisband: StepHandler<StepOf<"english-disband">> = {
  run(ctx) {
    const { s } = ctx;
    // 7.3 (v3, Q4) everything English in England disbands; 7.31 knights, archers and hobelars too unless with Edward I.
    const edwardArea = edwardWinteringArea(s);
    for (const id of sideOnMap(s, "england")) {
      const at = s.blocks[id].at;
      const type = blockInfo(id).type;
      const mounted = type === "knights" || type === "archers" || type === "hobelars";
      if (at === "England" || (mounted && at !== edwardArea)) disbandBlock(ctx, id, false);
    }
    if (englishVoluntary(s).length === 0) {
      popStep(s);
      return "continue";
    }
    return "wait";
  },
  decide(s) {
    return [{ kind: "disband", side: "england", rule: "7.3", required: englishRequirements(s), voluntary: englishVoluntary(s) }];
  },
  apply(ctx, _st, _side, order) {
    applyDisband(ctx, order, englishRequirements(ctx.s), englishVoluntary(ctx.s), "7.32");
  },
};

function applyDisband(ctx: Ctx, order: Order, required: Requirement[], allowed: BlockId[], rule: string): void {
  if (order.type !== "disband") illegal("wrong-order-type", rule, "name the blocks to disband (or disband none)");
  if (new Set(order.blocks).size !== order.blocks.length) illegal("duplicate", rule, "a block is named twice");
  for (const id of order.blocks) {
    if (!allowed.includes(id)) illegal("illegal-choice", rule, `${blockName(id)} cannot be disbanded`);
  }
  for (const r of required) {
    const chosen = order.blocks.filter((id) => r.from.includes(id)).length;
    if (chosen < r.count) {
      illegal("castle-limit", rule, `${r.area} is over its castle limit: disband ${r.count} of ${r.from.map(blockName).join(", ")}`);
    }
  }
  popStep(ctx.s);
  const requiredIds = new Set(required.flatMap((r) => r.from));
  for (const id of order.blocks) disbandBlock(ctx, id, !requiredIds.has(id));
}

function wallaceChoices(s: GameState): ("selkirk" | "stay")[] {
  return homeIsEnemy(s, "Selkirk", "scotland") ? ["stay"] : ["selkirk", "stay"];
}

export const wallaceWinter: StepHandler<StepOf<"wallace-winter">> = {
  run: () => "wait",
  decide(s) {
    const choices = wallaceChoices(s);
    const decision: Decision = { kind: "wallace-winter", side: "scotland", rule: "7.5", choices };
    return [choices.length === 1 ? { ...decision, only: { type: "wallace", choice: "stay" } } : decision];
  },
  apply(ctx, _st, _side, order) {
    const { s } = ctx;
    if (order.type !== "wallace") illegal("wrong-order-type", "7.5", "Wallace goes to Selkirk or stays");
    if (!(wallaceChoices(s) as string[]).includes(order.choice)) illegal("illegal-choice", "7.5", `Wallace may: ${wallaceChoices(s).join(", ")}`);
    popStep(s);
    if (order.choice !== "selkirk") return;
    const { at: from, strength } = s.blocks.wallace;
    const healed = Math.min(maxSteps("wallace"), strength + 2);
    placeBlock(s, "wallace", "Selkirk");
    setStrength(s, "wallace", healed);
    emit(ctx, { type: "moved-in-winter", side: "scotland", block: "wallace", from: from as AreaName, to: "Selkirk", rule: "7.5", secret: HIDE_BLOCK_FROM_ENGLAND });
    emit(ctx, { type: "healed", side: "scotland", block: "wallace", area: "Selkirk", strength: healed, secret: { from: "england" } });
  },
};

/** OPT-ANGUS-OG (b): the Norse ignores castle limits and may winter where the castle is 0. */
function exemptFromLimit(s: GameState, id: BlockId): boolean {
  if (id === "norse" && hasOption(s, "OPT-ANGUS-OG")) return true;
  return id === "wallace" && s.blocks[id].at === "Selkirk";
}

function disbandable(id: BlockId): boolean {
  return !isNoble(id) || id === "moray";
}

function scottishRequirements(s: GameState): Requirement[] {
  const out: Requirement[] = [];
  for (const where of AREA_NAMES) {
    const blocks = sideBlocksAt(s, where, "scotland").filter((id) => !exemptFromLimit(s, id));
    const excess = blocks.length - castleLimit(where, "scotland");
    if (excess <= 0) continue;
    const from = blocks.filter(disbandable);
    if (from.length > 0) out.push({ area: where, count: Math.min(excess, from.length), from });
  }
  return out;
}

function scottishVoluntary(s: GameState): BlockId[] {
  return sideOnMap(s, "scotland").filter(disbandable);
}

export const scottishDisband: StepHandler<StepOf<"scottish-disband">> = {
  run(ctx) {
    const { s } = ctx;
    // 7.5 Scots never winter in England, Garmoran or Selkirk (Wallace excepted).
    for (const id of sideOnMap(s, "scotland")) {
      const at = s.blocks[id].at;
      const barred = at === "England" || at === "Garmoran" || at === "Selkirk";
      const exempt = (id === "wallace" && at === "Selkirk") || (id === "norse" && hasOption(s, "OPT-ANGUS-OG") && at !== "England");
      if (barred && disbandable(id) && !exempt) disbandBlock(ctx, id, false);
    }
    if (scottishVoluntary(s).length === 0) {
      popStep(s);
      return "continue";
    }
    return "wait";
  },
  decide(s) {
    return [{ kind: "disband", side: "scotland", rule: "7.5", required: scottishRequirements(s), voluntary: scottishVoluntary(s) }];
  },
  apply(ctx, _st, _side, order) {
    applyDisband(ctx, order, scottishRequirements(ctx.s), scottishVoluntary(ctx.s), "7.5");
  },
};

/** 7.62 French Knights join the Scottish pool once Scotland controls 8 nobles. */
function frenchKnightsCheck(ctx: Ctx): void {
  const { s } = ctx;
  if (s.frenchKnightsAdded || s.blocks.french_knights.at !== "aside") return;
  if (noblesControlled(s, "scotland") < 8) return;
  placeBlock(s, "french_knights", "pool");
  s.frenchKnightsAdded = true;
  emit(ctx, { type: "french-knights-available" });
}

/** 7.6 RPs per friendly area, keyed "side:area". */
function buildPoints(s: GameState): Record<string, number> {
  const rp: Record<string, number> = {};
  for (const side of ["england", "scotland"] as const) {
    for (const where of AREA_NAMES) {
      if (countAt(s, where, side) === 0 || countAt(s, where, enemyOf(side)) > 0) continue;
      const points = castleLimit(where, side);
      if (points > 0) rp[`${side}:${where}`] = points;
    }
  }
  return rp;
}

/** 7.63 England adds steps only to infantry and nobles. */
function canTakeBuildSteps(side: Side, id: BlockId): boolean {
  if (side === "scotland") return true;
  const type = blockInfo(id).type;
  return type === "infantry" || type === "noble";
}

/** 7.61 sea reinforcements drawn from (or landed in) an area this winter; no key is made before any was drawn. */
function seaDrawnCount(st: StepOf<"builds">, way: "from" | "to", where: AreaName): number {
  for (const _ in st.seaDrawn) return st.seaDrawn[`${way}:${where}`] ?? 0;
  return 0;
}

function buildChoices(s: GameState, st: StepOf<"builds">, side: Side): BuildChoice[] {
  const out: BuildChoice[] = [];
  const landed = st.seaLanded ? (Object.entries(st.seaLanded) as [BlockId, AreaName][]) : [];
  const prefix = `${side}:`;
  const pool = side === "scotland" ? poolOf(s, side) : [];
  for (const key in st.rp) {
    const rp = st.rp[key] as number;
    if (!key.startsWith(prefix) || rp <= 0) continue;
    const where = key.slice(prefix.length) as AreaName;
    const blocks: { block: BlockId; room: number }[] = [];
    const offer = (block: BlockId): void => {
      const room = maxSteps(block) - s.blocks[block].strength;
      if (room > 0 && canTakeBuildSteps(side, block)) blocks.push({ block, room });
    };
    for (const id of sideBlocksAt(s, where, side)) offer(id);
    // 7.61 a sea reinforcement drawn here may take this area's steps wherever it landed.
    for (const [id, from] of landed) {
      if (from === where && s.blocks[id].side === side && onMap(s.blocks[id].at) && s.blocks[id].at !== where) offer(id);
    }
    // 7.61 a sea reinforcement drawn here counts against this area's limit, not where it landed.
    const here = countAt(s, where, side) + seaDrawnCount(st, "from", where) - seaDrawnCount(st, "to", where);
    // Q6 only blocks that could land count: a draw that can only bring the Norse back is no draw.
    let landing = 0;
    for (const id of pool) if (canLand(s, where, id)) landing += 1;
    const maxDraws = Math.min(landing, Math.max(0, castleLimit(where, side) - here));
    if (blocks.length > 0 || maxDraws > 0) out.push({ area: where, rp, blocks, maxDraws: Math.min(maxDraws, rp) });
  }
  return out.sort((a, b) => byMapOrder(a.area, b.area));
}

export const builds: StepHandler<StepOf<"builds">> = {
  run(ctx, st) {
    for (const side of ["england", "scotland"] as const) {
      if (!st.done.includes(side) && buildChoices(ctx.s, st, side).length === 0) st.done.push(side);
    }
    if (st.done.length === 2) {
      popStep(ctx.s);
      return "continue";
    }
    return "wait";
  },
  decide(s, st) {
    return (["england", "scotland"] as const)
      .filter((side) => !st.done.includes(side))
      .map((side) => ({ kind: "builds" as const, side, rule: side === "england" ? "7.63" : "7.61", areas: buildChoices(s, st, side), pool: side === "scotland" ? poolOf(s, side).length : 0 }));
  },
  apply(ctx, st, side, order) {
    if (order.type !== "build") illegal("wrong-order-type", "7.6", "send all your builds in one order (or build none)");
    if (st.done.includes(side)) illegal("not-your-decision", "C4", `${side} has already built`);
    const choices = buildChoices(ctx.s, st, side);
    const draws = order.areas.reduce((n, b) => n + b.draws.length, 0);
    if (draws > poolOf(ctx.s, side).length) illegal("illegal-choice", "7.61", `${draws} draws, but only ${poolOf(ctx.s, side).length} blocks in the pool`);
    const seen = new Set<AreaName>();
    const spend = new Map<AreaName, number>();
    const stepsTo = new Map<BlockId, number>();
    for (const b of order.areas) {
      if (seen.has(b.area)) illegal("duplicate", "C4", `${b.area} is named twice`);
      seen.add(b.area);
      const choice = choices.find((c) => c.area === b.area);
      if (!choice) illegal("illegal-choice", "7.6", `${b.area} gives ${side} no replacement points`);
      checkBuildArea(ctx.s, side, b, choice);
      for (const g of b.steps) stepsTo.set(g.block, (stepsTo.get(g.block) ?? 0) + g.steps);
      const { here, sea } = drawingAreaShare(b, choice.rp);
      spend.set(b.area, (spend.get(b.area) ?? 0) + buildCost(b) - sea);
      if (sea > 0) spend.set(b.sea as AreaName, (spend.get(b.sea as AreaName) ?? 0) + sea);
      if (here < 0) illegal("too-many-steps", "7.61", `${b.area} gives ${choice.rp} RP; its own steps and draws need more`);
    }
    // 7.61 a sea reinforcement may take steps paid by two areas: together never above its maximum.
    for (const [id, steps] of stepsTo) {
      const room = maxSteps(id) - ctx.s.blocks[id].strength;
      if (steps > room) illegal("too-many-steps", "7.61", `${blockName(id)} can take only ${room} more steps`);
    }
    // No RP is spent twice: each area's own spending and the sea reinforcement steps it pays for.
    for (const [where, cost] of spend) {
      const rp = st.rp[`${side}:${where}`] ?? 0;
      if (cost > rp) illegal("too-many-steps", "7.61", `${where} gives ${rp} RP; the order spends ${cost} there`);
    }
    for (const b of order.areas) buildArea(ctx, st, side, b);
    if (!order.more) st.done.push(side);
  },
};

function checkBuildArea(s: GameState, side: Side, b: BuildArea, choice: BuildChoice): void {
  const rule = side === "england" ? "7.63" : "7.61";
  let cost = 0;
  const seen = new Set<BlockId>();
  for (const g of b.steps) {
    if (seen.has(g.block)) illegal("duplicate", rule, `${blockName(g.block)} is named twice`);
    seen.add(g.block);
    const room = choice.blocks.find((x) => x.block === g.block)?.room ?? 0;
    if (room === 0) illegal("illegal-choice", rule, `${blockName(g.block)} cannot take steps in ${b.area}`);
    if (!Number.isInteger(g.steps) || g.steps < 1 || g.steps > room) illegal("too-many-steps", rule, `${blockName(g.block)} can take 1 to ${room} steps`);
    cost += g.steps;
  }
  if (b.draws.length > 0 && side === "england") illegal("illegal-choice", "7.63", "England never draws blocks with RPs");
  // Q6: when only blocks that would have to go back (Norse, French Knights) remain, the draw is illegal.
  const landing = poolOf(s, "scotland").filter((id) => canLand(s, b.area, id)).length;
  if (b.draws.length > landing) illegal("illegal-choice", "Q6", `only ${landing} block(s) in the pool can be placed from ${b.area}`);
  if (b.draws.length > choice.maxDraws) illegal("castle-limit", "7.61", `at most ${choice.maxDraws} draws in ${b.area} (castle limit)`);
  for (const extra of b.draws) {
    if (!Number.isInteger(extra) || extra < 0) illegal("illegal-choice", rule, "a draw's extra steps are a whole number");
    cost += 1 + extra;
  }
  if (b.sea && !seaReinforcementAreas(s, b.area).includes(b.sea)) illegal("not-friendly", "7.61", `${b.sea} is not a friendly coastal area next to ${b.area}`);
  // 7.61 a draw's extra steps beyond this area's RPs are paid by the landing area named with `sea`.
  if (cost > choice.rp && (!b.sea || area(b.area).coastal)) illegal("too-many-steps", rule, `${b.area} gives ${choice.rp} RP; the order spends ${cost}`);
}

/**
 * 7.61 how a build entry's cost is split: this area pays its steps, each draw and as many of the
 * draws' extra steps as its RPs allow (in order); the landing area (`sea`) pays the rest, and only
 * if a sea reinforcement lands there. `here` < 0 means this area cannot even pay its own part.
 */
function drawingAreaShare(b: BuildArea, rp: number): { here: number; sea: number } {
  const own = b.steps.reduce((n, g) => n + g.steps, 0) + b.draws.length;
  const extras = b.draws.reduce((n, extra) => n + extra, 0);
  const sea = b.sea ? Math.max(0, own + extras - rp) : 0;
  return { here: rp - own, sea: Math.min(sea, extras) };
}

/** Q6, OPT-ANGUS-OG (c): whether a block drawn for this area can be placed, or would go back to the pool. */
function canLand(s: GameState, where: AreaName, id: BlockId): boolean {
  if (id === "norse" && hasOption(s, "OPT-ANGUS-OG") && !area(where).seas.includes("irish")) return false;
  if ((id === "norse" || id === "french_knights") && !area(where).coastal) return seaReinforcementAreas(s, where).length > 0;
  return true;
}

/** 7.61 sea reinforcements: Norse or French Knights drawn inland land in an adjacent friendly coastal area. */
function seaReinforcementAreas(s: GameState, where: AreaName): AreaName[] {
  return neighbours(where).filter((n) => n !== "England" && area(n).coastal && countAt(s, n, "scotland") > 0 && countAt(s, n, "england") === 0);
}

function buildCost(b: BuildArea): number {
  return b.steps.reduce((n, g) => n + g.steps, 0) + b.draws.reduce((n, extra) => n + 1 + extra, 0);
}

function buildArea(ctx: Ctx, st: StepOf<"builds">, side: Side, b: BuildArea): void {
  const { s } = ctx;
  const key = `${side}:${b.area}`;
  for (const g of b.steps) setStrength(s, g.block, s.blocks[g.block].strength + g.steps);
  st.rp[key] = (st.rp[key] ?? 0) - b.steps.reduce((n, g) => n + g.steps, 0);
  if (b.steps.length > 0) emit(ctx, { type: "steps-added", side, area: b.area, grants: b.steps.map((g) => ({ ...g })), secret: { from: enemyOf(side), fields: ["grants"] } });
  for (const [i, extra] of b.draws.entries()) {
    // The draw and what this area can pay of its extra steps come from here, keeping 1 RP for
    // each draw still to come; the rest from `sea` (drawingAreaShare's split, draw by draw).
    const spare = Math.max(0, (st.rp[key] ?? 0) - (b.draws.length - i));
    const paidHere = 1 + Math.min(extra, spare);
    st.rp[key] = (st.rp[key] ?? 0) - paidHere;
    const drawn = drawForArea(ctx, b, extra);
    if (!drawn) continue;
    const { block, landed } = drawn;
    const fromSea = 1 + extra - paidHere;
    if (landed !== b.area) {
      st.seaDrawn[`from:${b.area}`] = (st.seaDrawn[`from:${b.area}`] ?? 0) + 1;
      st.seaDrawn[`to:${landed}`] = (st.seaDrawn[`to:${landed}`] ?? 0) + 1;
      st.seaLanded = { ...st.seaLanded, [block]: b.area };
    }
    if (fromSea > 0 && landed === b.sea) st.rp[`${side}:${landed}`] = (st.rp[`${side}:${landed}`] ?? 0) - fromSea;
    // Not landed in `sea`: that area pays nothing, and the block has only the steps paid here.
    else if (fromSea > 0) setStrength(s, block, Math.min(maxSteps(block), paidHere));
    emit(ctx, { type: "drawn", side: "scotland", block, area: landed, strength: s.blocks[block].strength, rule: "7.61", secret: { from: "england", fields: ["block", "strength"] } });
  }
}

/** Draws one block for an area; returns it and where it landed, or null when nothing could be drawn. */
function drawForArea(ctx: Ctx, b: BuildArea, extra: number): { block: BlockId; landed: AreaName } | null {
  const { s } = ctx;
  const excluded: BlockId[] = [];
  for (;;) {
    const id = drawRandom(ctx, "scotland", "pool-draw", (x) => !excluded.includes(x));
    if (!id) return null;
    // OPT-ANGUS-OG (c): a Norse drawn away from the Irish Sea is put back and another block drawn.
    if (id === "norse" && hasOption(s, "OPT-ANGUS-OG") && !area(b.area).seas.includes("irish")) {
      excluded.push(id);
      emit(ctx, { type: "draw-returned", side: "scotland", block: id, area: b.area, rule: "OPT-ANGUS-OG", secret: { from: "england", fields: ["block"] } });
      continue;
    }
    let place = b.area;
    if ((id === "norse" || id === "french_knights") && !area(b.area).coastal) {
      const options = seaReinforcementAreas(s, b.area);
      const chosen = b.sea && options.includes(b.sea) ? b.sea : options[0];
      if (!chosen) {
        // Q6 no friendly coastal neighbour: back to the pool, draw again with the same RP.
        excluded.push(id);
        emit(ctx, { type: "draw-returned", side: "scotland", block: id, area: b.area, rule: "Q6", secret: { from: "england", fields: ["block"] } });
        continue;
      }
      place = chosen;
    }
    placeBlock(s, id, place);
    setStrength(s, id, Math.min(maxSteps(id), 1 + extra));
    return { block: id, landed: place };
  }
}

/** 7.7 draw half the English pool, rounded up, into England at full strength. */
function feudalLevy(ctx: Ctx): void {
  const { s } = ctx;
  if (s.edwardWintered && s.edward === "I") return;
  const count = Math.ceil(poolOf(s, "england").length / 2);
  for (let i = 0; i < count; i++) {
    const id = drawRandom(ctx, "england", "levy", englishDrawable(s));
    if (!id) return;
    placeBlock(s, id, "England");
    setStrength(s, id, maxSteps(id));
    emit(ctx, { type: "drawn", side: "england", block: id, area: "England", strength: maxSteps(id), rule: "7.7", secret: { from: "scotland", fields: ["block", "strength"] } });
  }
}

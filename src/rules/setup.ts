// 8.0 scenarios and TB tournament bidding: the state before the first card is dealt.

import { BLOCKS, SCENARIOS, type BlockId, type ScenarioId } from "./data/index.js";
import { emit, placeBlock, poolOf, setStrength, type Ctx } from "./board.js";
import type { GameEvent } from "./events.js";
import { advance, rememberDecisions, schedule } from "./flow.js";
import type { RandomSource } from "./random.js";
import type { Side } from "./sides.js";
import { OPTION_IDS, STATE_FORMAT, type BlockState, type GameState, type Handicap, type OptionId } from "./state.js";
import { drawRandom } from "./draws.js";

/** TB-1 a bid: E1-E3 to play England, S1-S3 to play Scotland. */
export type Bid = "E1" | "E2" | "E3" | "S1" | "S2" | "S3";

export interface GameSetup {
  scenario: ScenarioId;
  options?: OptionId[];
  /** Q11: score the Campaign by 9.0 at the end of this year. */
  campaignEndYear?: number | null;
  /** TB-1: the two players' bids, player A first. */
  bids?: [Bid, Bid];
}

export interface BidResult {
  /** Side of player A and player B. */
  sides: [Side, Side];
  handicap: { side: Side; n: number } | null;
}

function bidSide(bid: Bid): Side {
  return bid.startsWith("E") ? "england" : "scotland";
}

function bidSize(bid: Bid): number {
  return Number(bid.slice(1));
}

/** TB-3, TB-4, Q15. Equal same-side bids need a random side assignment. */
export function resolveBids(bids: [Bid, Bid], random: RandomSource): BidResult {
  const [a, b] = bids;
  const sideA = bidSide(a);
  const sideB = bidSide(b);
  if (sideA !== sideB) {
    const net = bidSize(a) - bidSize(b);
    if (net === 0) return { sides: [sideA, sideB], handicap: null };
    return { sides: [sideA, sideB], handicap: { side: net > 0 ? sideA : sideB, n: Math.abs(net) } };
  }
  const other: Side = sideA === "england" ? "scotland" : "england";
  let aTakesBidSide: boolean;
  if (bidSize(a) !== bidSize(b)) aTakesBidSide = bidSize(a) > bidSize(b);
  else aTakesBidSide = random.next(2, "side", "all") === 0;
  const n = bidSize(a);
  const higher = Math.max(bidSize(a), bidSize(b));
  return {
    sides: aTakesBidSide ? [sideA, other] : [other, sideA],
    handicap: { side: sideA, n: bidSize(a) === bidSize(b) ? n : higher },
  };
}

function handicapFor(result: BidResult | null, firstYear: number): Handicap {
  const none = { edwardUndrawableBefore: firstYear, englandExtraDraw: 0 };
  if (!result?.handicap) return none;
  if (result.handicap.side === "england") return { ...none, edwardUndrawableBefore: firstYear + result.handicap.n };
  return { ...none, englandExtraDraw: result.handicap.n };
}

export function validateOptions(options: readonly string[]): OptionId[] {
  for (const o of options) {
    if (!OPTION_IDS.includes(o as OptionId)) throw new Error(`unknown option ${o}; known: ${OPTION_IDS.join(", ")}`);
  }
  return OPTION_IDS.filter((o) => options.includes(o));
}

function initialBlocks(scenarioId: ScenarioId): Record<BlockId, BlockState> {
  const scenario = SCENARIOS[scenarioId];
  const blocks = {} as Record<BlockId, BlockState>;
  for (const info of BLOCKS) {
    const english = scenario.england.placed[info.id];
    const scottish = scenario.scotland.placed[info.id];
    const full = info.maxSteps;
    if (english) blocks[info.id] = { side: "england", at: english, strength: full };
    else if (scottish) blocks[info.id] = { side: "scotland", at: scottish, strength: full };
    else {
      const side: Side = info.side === "england" ? "england" : "scotland";
      const setup = side === "england" ? scenario.england : scenario.scotland;
      const at = setup.removed.includes(info.id) ? "removed" : setup.setAside.includes(info.id) ? "aside" : "pool";
      blocks[info.id] = { side, at, strength: 0 };
    }
  }
  return blocks;
}

export interface NewGame {
  state: GameState;
  events: GameEvent[];
  bids: BidResult | null;
}

export function newGame(setup: GameSetup, random: RandomSource): NewGame {
  const scenario = SCENARIOS[setup.scenario];
  if (!scenario) throw new Error(`unknown scenario ${String(setup.scenario)}`);
  const bids = setup.bids ? resolveBids(setup.bids, random) : null;
  const s: GameState = {
    format: STATE_FORMAT,
    scenario: setup.scenario,
    options: validateOptions(setup.options ?? []),
    campaignEndYear: setup.scenario === "campaign" ? (setup.campaignEndYear ?? null) : null,
    handicap: handicapFor(bids, scenario.firstYear),
    year: scenario.firstYear,
    turn: 0,
    p1: null,
    blocks: initialBlocks(setup.scenario),
    hands: { england: [], scotland: [] },
    chosen: { england: null, scotland: null },
    played: { england: null, scotland: null },
    playedThisYear: { england: [], scotland: [] },
    kingCrowned: scenario.kingCrowned,
    edward: "I",
    edwardWintered: false,
    frenchKnightsAdded: false,
    truceAgainst: null,
    moved: [],
    contests: [],
    battle: null,
    steps: [],
    winner: null,
    ordersApplied: 0,
  };
  const ctx: Ctx = { s, rng: random, events: [] };
  emit(ctx, { type: "game-started", scenario: scenario.name, year: s.year });
  placeInitialEnglishDraw(ctx, scenario.englandDraw);
  schedule(s, { t: "year-start" });
  rememberDecisions(s, advance(ctx));
  return { state: s, events: ctx.events, bids };
}

/** 8.1 draw 4 (+Sn) into England; 8.2 levy half the pool rounded up. */
function placeInitialEnglishDraw(ctx: Ctx, draw: number | "levy"): void {
  const base = draw === "levy" ? Math.ceil(poolOf(ctx.s, "england").length / 2) : draw;
  const count = base + ctx.s.handicap.englandExtraDraw;
  for (let i = 0; i < count; i++) {
    const id = drawRandom(ctx, "england", "levy", englishDrawable(ctx.s));
    if (!id) return;
    placeBlock(ctx.s, id, "England");
    setStrength(ctx.s, id, BLOCKS.find((b) => b.id === id)?.maxSteps ?? 1);
    emit(ctx, { type: "drawn", side: "england", block: id, area: "England", strength: ctx.s.blocks[id].strength, rule: "8.0", secret: { from: "scotland", fields: ["block", "strength"] } });
  }
}

/** TB-2: a face-up Edward counts in the pool but cannot be drawn. */
export function englishDrawable(s: GameState): (id: BlockId) => boolean {
  return (id) => !(id === "edward" && s.year < s.handicap.edwardUndrawableBefore);
}

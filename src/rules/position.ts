// Positions: any game situation a test or a referee needs, from a compact JSON description.
//
// {
//   "scenario": "braveheart", "options": ["OPT-SCHILTROM"], "year": 1298, "turn": 2,
//   "england":  { "Lothian": "York Knights 3, Comyn", "England": "Edward" },
//   "scotland": { "Fife": "Wallace, Douglas 2" },
//   "removed": ["Moray"], "aside": ["French Knights"],
//   "hands": { "england": ["move3", "herald"], "scotland": ["move1"] },
//   "played": { "england": "move2", "scotland": "move3" },
//   "moved": ["York Knights"],
//   "battles": [{ "area": "Lothian", "attacker": "scotland", "reserves": ["Douglas"], "entries": { "scotland": ["Fife"] } }],
//   "at": "battles"
// }
//
// Blocks are named by id or display name ("york_knights", "York Knights"), "Name N" sets strength N
// (default full). Blocks not placed go to their side's pool, except nobles (out of play: not counted
// for victory), and the Scottish King and French Knights (set aside until crowned / added).
// `at` says which decision comes next; see POSITION_POINTS.

import { AREA_NAMES, BLOCKS, CARDS, SCENARIOS, type AreaName, type BlockId, type ScenarioId } from "./data/index.js";
import { emit, isContested, type Ctx } from "./board.js";
import { cardKey, isEvent, moveValue } from "./cards.js";
import type { GameEvent } from "./events.js";
import { advance, schedule } from "./flow.js";
import type { CardKey } from "./orders.js";
import type { RandomSource } from "./random.js";
import { SIDES, enemyOf, type Side } from "./sides.js";
import { validateOptions } from "./setup.js";
import { STATE_FORMAT, type BlockState, type Contest, type GameState, type OptionId, type Step } from "./state.js";
import "./engine.js";

export const POSITION_POINTS = ["card-play", "event", "movement", "movement-p2", "battles", "turn-end", "winter", "W2", "W3", "W4", "W5", "W6", "W7"] as const;
export type PositionPoint = (typeof POSITION_POINTS)[number];

export interface PositionBattle {
  area: string;
  attacker: Side;
  /** Blocks that arrive in round 2 (5.32, 5.33). */
  reserves?: string[];
  /** Areas across whose border each side entered (5.5 border control). */
  entries?: Partial<Record<Side, string[]>>;
}

export interface PositionSpec {
  scenario?: ScenarioId;
  options?: string[];
  campaignEndYear?: number | null;
  year: number;
  turn?: number;
  england?: Record<string, string>;
  scotland?: Record<string, string>;
  /** Blocks of either side in their pool; by default every unplaced non-noble. */
  removed?: string[];
  aside?: string[];
  hands?: Partial<Record<Side, string[]>>;
  played?: Partial<Record<Side, string>>;
  p1?: Side;
  moved?: string[];
  battles?: PositionBattle[];
  truceAgainst?: Side | null;
  edward?: "I" | "II";
  edwardWintered?: boolean;
  kingCrowned?: boolean;
  frenchKnightsAdded?: boolean;
  /** TB-2: Edward undrawable before this year; extra English draw is only for set-up. */
  edwardUndrawableBefore?: number;
  at: PositionPoint;
}

export class PositionError extends Error {}

function fail(message: string): never {
  throw new PositionError(message);
}

const normal = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]/g, "");
const BLOCK_BY_NORMAL = new Map<string, BlockId>();
for (const b of BLOCKS) {
  BLOCK_BY_NORMAL.set(normal(b.id), b.id);
  BLOCK_BY_NORMAL.set(normal(b.name), b.id);
}
BLOCK_BY_NORMAL.set("king", "king");

export function blockByName(name: string): BlockId {
  const id = BLOCK_BY_NORMAL.get(normal(name));
  if (!id) fail(`unknown block "${name}"`);
  return id;
}

function areaByName(name: string): AreaName {
  const match = AREA_NAMES.find((a) => normal(a) === normal(name));
  if (!match) fail(`unknown area "${name}"`);
  return match;
}

function cardByKey(key: string, used: Map<number, boolean>): number {
  const k = normal(key);
  const wanted = /^\d$/.test(k) ? `move${k}` : k;
  const id = CARDS.find((c) => normal(cardKey(c.id)) === wanted && !used.get(c.id))?.id;
  if (id === undefined) fail(`no card "${key}" left in the deck (keys: move1, move2, move3, herald, pillage, sea_move, truce, victuals)`);
  used.set(id, true);
  return id;
}

function placeSide(blocks: Record<BlockId, BlockState>, placed: Set<BlockId>, side: Side, spec: Record<string, string> | undefined): void {
  for (const [areaName, list] of Object.entries(spec ?? {})) {
    const where = areaByName(areaName);
    for (const item of list.split(",").map((x) => x.trim()).filter(Boolean)) {
      const m = /^(.*?)(?:\s+(\d+))?$/.exec(item);
      const id = blockByName(m?.[1] ?? item);
      const info = BLOCKS.find((b) => b.id === id);
      if (!info) fail(`unknown block "${item}"`);
      if (info.side !== "either" && info.side !== side) fail(`${info.name} is ${info.side === "england" ? "English" : "Scottish"}, not ${side}`);
      if (placed.has(id)) fail(`${info.name} is placed twice`);
      const strength = m?.[2] ? Number(m[2]) : info.maxSteps;
      if (strength < 1 || strength > info.maxSteps) fail(`${info.name} has strength 1-${info.maxSteps}, not ${strength}`);
      placed.add(id);
      blocks[id] = { side, at: where, strength };
    }
  }
}

function buildBlocks(spec: PositionSpec): Record<BlockId, BlockState> {
  const blocks = {} as Record<BlockId, BlockState>;
  const placed = new Set<BlockId>();
  placeSide(blocks, placed, "england", spec.england);
  placeSide(blocks, placed, "scotland", spec.scotland);
  const removed = new Set((spec.removed ?? []).map(blockByName));
  const aside = new Set((spec.aside ?? []).map(blockByName));
  for (const info of BLOCKS) {
    if (placed.has(info.id)) {
      if (removed.has(info.id) || aside.has(info.id)) fail(`${info.name} is both placed and off the map`);
      continue;
    }
    const side: Side = info.side === "england" ? "england" : "scotland";
    const offMap =
      removed.has(info.id) || (info.type === "noble" && info.id !== "moray")
        ? "removed"
        : aside.has(info.id) || (info.id === "king" && !spec.kingCrowned) || (info.id === "french_knights" && !spec.frenchKnightsAdded)
          ? "aside"
          : "pool";
    blocks[info.id] = { side, at: offMap, strength: 0 };
  }
  return blocks;
}

function buildContests(spec: PositionSpec, s: GameState): Contest[] {
  return (spec.battles ?? []).map((b) => {
    const where = areaByName(b.area);
    if (!isContested(s, where)) fail(`no battle can be pending in ${where}: it does not hold blocks of both sides`);
    const reserves = (b.reserves ?? []).map(blockByName);
    for (const id of reserves) if (s.blocks[id].at !== where) fail(`reserve ${id} is not in ${where}`);
    const entries = { england: (b.entries?.england ?? []).map(areaByName), scotland: (b.entries?.scotland ?? []).map(areaByName) };
    return { area: where, attacker: b.attacker, mainKey: "position", reserves, entries };
  });
}

/** The flow that remains from `at` to the end of the Game Turn. */
function stepsFrom(s: GameState, at: PositionPoint): Step[] {
  const p1 = s.p1 ?? "england";
  const p2 = enemyOf(p1);
  const eventE = s.played.england !== null && isEvent(s.played.england);
  const eventS = s.played.scotland !== null && isEvent(s.played.scotland);
  const tail: Step[] = eventE && eventS ? [{ t: "turn-end" }] : [{ t: "battle-phase" }, { t: "turn-end" }];
  switch (at) {
    case "card-play":
      return [{ t: "card-play" }];
    case "event":
      if (!eventE && !eventS) fail(`"event" needs an event card in "played"`);
      if (eventE && eventS) return [{ t: "event", side: "england" }, { t: "event", side: "scotland" }, ...tail];
      return [{ t: "event", side: p1 }, { t: "movement", side: p2 }, ...tail];
    case "movement":
      if (eventE || eventS) return [{ t: "movement", side: p2 }, ...tail];
      return [{ t: "movement", side: p1 }, { t: "movement", side: p2 }, ...tail];
    case "movement-p2":
      return [{ t: "movement", side: p2 }, ...tail];
    case "battles":
      return tail;
    case "turn-end":
      return [{ t: "turn-end" }];
    case "winter":
      return [{ t: "winter", w: 1 }];
    default:
      return [{ t: "winter", w: Number(at.slice(1)) }];
  }
}

export interface Position {
  state: GameState;
  events: GameEvent[];
}

const NO_DICE: RandomSource = {
  next(_n, purpose) {
    throw new PositionError(`the position needs dice (${purpose}); pass a random source`);
  },
};

/** Builds and validates a position, then runs the engine to its first real decision. */
export function position(spec: PositionSpec, random: RandomSource = NO_DICE): Position {
  const scenario = SCENARIOS[spec.scenario ?? "braveheart"];
  if (!scenario) fail(`unknown scenario ${String(spec.scenario)}`);
  if (!POSITION_POINTS.includes(spec.at)) fail(`"at" must be one of ${POSITION_POINTS.join(", ")}`);
  const turn = spec.turn ?? (spec.at.startsWith("W") || spec.at === "winter" ? 0 : 1);
  if (turn < 0 || turn > 5) fail("turn is 1-5 (0 in winter)");
  let options: OptionId[];
  try {
    options = validateOptions(spec.options ?? []);
  } catch (error) {
    fail((error as Error).message);
  }
  const used = new Map<number, boolean>();
  const played = { england: null as number | null, scotland: null as number | null };
  for (const side of SIDES) {
    const key = spec.played?.[side];
    if (key !== undefined) played[side] = cardByKey(key, used);
  }
  const hands = { england: [] as number[], scotland: [] as number[] };
  for (const side of SIDES) hands[side] = (spec.hands?.[side] ?? []).map((k) => cardByKey(k, used)).sort((a, b) => a - b);
  const needsPlayed = spec.at === "event" || spec.at === "movement" || spec.at === "movement-p2";
  if (needsPlayed && (played.england === null || played.scotland === null)) fail(`"${spec.at}" needs both played cards`);
  let p1 = spec.p1 ?? null;
  if (!p1 && played.england !== null && played.scotland !== null) {
    const e = isEvent(played.england);
    const sc = isEvent(played.scotland);
    p1 = e ? "england" : sc ? "scotland" : moveValue(played.scotland) > moveValue(played.england) ? "scotland" : "england";
  }
  const s: GameState = {
    format: STATE_FORMAT,
    scenario: scenario.id,
    options,
    campaignEndYear: scenario.id === "campaign" ? (spec.campaignEndYear ?? null) : null,
    handicap: { edwardUndrawableBefore: spec.edwardUndrawableBefore ?? scenario.firstYear, englandExtraDraw: 0 },
    year: spec.year,
    turn,
    p1,
    blocks: buildBlocks(spec),
    hands,
    chosen: { england: null, scotland: null },
    played,
    playedThisYear: { england: played.england === null ? [] : [played.england], scotland: played.scotland === null ? [] : [played.scotland] },
    kingCrowned: spec.kingCrowned ?? (scenario.kingCrowned || onMapSpec(spec, "king")),
    edward: spec.edward ?? (spec.year > 1306 ? "II" : "I"),
    edwardWintered: spec.edwardWintered ?? false,
    frenchKnightsAdded: spec.frenchKnightsAdded ?? false,
    truceAgainst: spec.truceAgainst ?? null,
    moved: (spec.moved ?? []).map(blockByName),
    contests: [],
    battle: null,
    steps: [],
    winner: null,
    ordersApplied: 0,
  };
  s.contests = buildContests(spec, s);
  const ctx: Ctx = { s, rng: random, events: [] };
  emit(ctx, { type: "game-started", scenario: scenario.name, year: s.year });
  // Every flow ends in turn-end or a winter step, which schedule what follows themselves.
  schedule(s, ...stepsFrom(s, spec.at));
  advance(ctx);
  return { state: s, events: ctx.events };
}

function onMapSpec(spec: PositionSpec, id: BlockId): boolean {
  return Object.values(spec.scotland ?? {}).some((list) => list.split(",").some((x) => blockByName(x.trim().replace(/\s+\d+$/, "")) === id));
}


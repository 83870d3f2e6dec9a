// The grammar of one text order: a keyword naming the order type, then its arguments.
// Spelling and bounds only (the same as orderSchema); legality is left to the engine.

import { blockInfo, type AreaName, type BlockId } from "../rules/data/index.js";
import type { BlockMove, BuildArea, MoveLeg, MovementStep, Order, StepGrant } from "../rules/orders.js";
import type { CombatAction } from "../rules/state.js";
import { phrase, type Phrase } from "./errors.js";
import { Cursor } from "./lexer.js";
import { ENGLISH_LEXICON, type Lexicon } from "./lexicon.js";
import { closeWords, normalise, resolveBlock } from "./names.js";
import { LIMITS } from "./limits.js";

const block = (c: Cursor): BlockId => c.name("block", resolveBlock);
const BLOCKS = phrase("blocks", "blocks");
const BLOCK_TO = phrase("blockTo", "between a block and where it goes");
const PATH_AREAS = phrase("pathAreas", "between the areas of a path");
const AFTER_PATH = phrase("afterPath", "after the path");
const CLOSE_RALLY = phrase("closeRally", "to close the rally");
const DRAW_EXTRA = phrase("drawExtra", "the extra steps of a draw");
const ORIGIN_DESTINATION = phrase("originDestination", "between the origin and the destination");
const AFTER_DESTINATION = phrase("afterDestination", "after the destination");
const COMBAT_ACTS = ["fire", "pass", "retreat"] as const;
const area = (c: Cursor): AreaName => c.name("area", c.lexicon.resolveArea);

/** One or more items separated by `sep`, at most `max` of them. */
function list<T>(c: Cursor, item: (c: Cursor) => T, what: Phrase, max: number = LIMITS.blocks, sep: "," | ";" = ","): T[] {
  const items: T[] = [];
  do {
    const column = c.column();
    items.push(item(c));
    if (items.length > max) c.fail("tooMany", { max: String(max), ...c.phraseParams(what) }, `at most ${max} ${what.en}`, undefined, column);
  } while (c.eatPunct(sep));
  return items;
}

/** `none` stands for an empty list where the rules allow doing nothing. */
function noneOr<T>(c: Cursor, items: (c: Cursor) => T[]): T[] {
  return c.eatWord("none") ? [] : items(c);
}

function grant(c: Cursor): StepGrant {
  const id = block(c);
  const { min, max } = LIMITS.stepsPerGrant;
  const name = blockInfo(id).name;
  return { block: id, steps: c.number(min, max, () => phrase("stepsFor", `the steps for ${name}`, { block: name })) };
}

function blockMove(c: Cursor): BlockMove {
  const id = block(c);
  c.expectPunct(">", BLOCK_TO);
  return { block: id, to: area(c) };
}

/** 4.2 a path of areas, origin first, then the blocks that follow it. */
function leg(c: Cursor): MoveLeg {
  const column = c.column();
  const path = [area(c)];
  c.expectPunct(">", PATH_AREAS);
  do {
    path.push(area(c));
  } while (c.eatPunct(">"));
  const enters = String(LIMITS.pathAreas.max - 1);
  if (path.length > LIMITS.pathAreas.max) c.fail("pathTooLong", { max: enters }, `a path enters at most ${enters} areas (2.13)`, undefined, column);
  c.expectPunct(":", AFTER_PATH);
  return { path, blocks: list(c, block, BLOCKS) };
}

/** OPT-RALLY `rally(leg | leg ...)`. */
function movementStep(c: Cursor): MovementStep {
  if (!(c.isWord("rally") && c.isPunct("(", 1))) return leg(c);
  c.eatWord("rally");
  c.eatPunct("(");
  const rally: MoveLeg[] = [leg(c)];
  while (c.eatPunct("|")) rally.push(leg(c));
  c.expectPunct(")", CLOSE_RALLY);
  return { rally };
}

/** 5.31 `Block fire`, `Block pass`, `Block retreat Area`. */
function combatAction(c: Cursor): CombatAction {
  const id = block(c);
  const who = blockInfo(id).name;
  const act = c.keyword(COMBAT_ACTS, () => phrase("blockDoes", `what ${who} does`, { block: who }));
  if (act !== "retreat") return { block: id, act };
  return { block: id, act, to: c.name("area", c.lexicon.resolveArea, () => phrase("retreatsTo", `where ${who} retreats to`, { block: who })) };
}

/** 7.61 `Area: Block N, draw, draw+N, sea Area`. */
function buildArea(c: Cursor): BuildArea {
  const column = c.column();
  const built: BuildArea = { area: area(c), steps: [], draws: [] };
  c.expectPunct(":", () => phrase("afterArea", `after ${built.area}`, { area: built.area }));
  const sea = (): void => {
    if (built.sea) c.fail("seaTwice", { area: built.area }, `${built.area} names its sea landing twice`);
    built.sea = area(c);
  };
  do {
    if (c.eatWord("sea")) sea();
    else if (c.eatWord("draw")) {
      if (built.draws.length === LIMITS.drawsPerArea) c.fail("tooManyDraws", { max: String(LIMITS.drawsPerArea) }, `at most ${LIMITS.drawsPerArea} draws in one area`);
      const { min, max } = LIMITS.drawExtraSteps;
      built.draws.push(c.eatPunct("+") ? c.number(min, max, DRAW_EXTRA) : 0);
    } else built.steps.push(grant(c));
    if (c.eatWord("sea")) sea();
  } while (c.eatPunct(","));
  if (built.steps.length + built.draws.length === 0) c.fail("noStepsOrDraws", { area: built.area }, `${built.area} lists no steps or draws`, undefined, column);
  return built;
}

type Grammar = (c: Cursor) => Order;

const GRAMMAR = new Map<string, Grammar>(Object.entries({
  play: (c) => ({ type: "play", card: c.name("card", c.lexicon.resolveCard) }),
  pass: () => ({ type: "pass" }),
  crown: (c) => ({ type: "crown", king: c.keyword(["bruce", "comyn", "balliol"] as const, phrase("claimant", "a claimant")) }),
  truce: () => ({ type: "truce" }),
  herald: (c) => ({ type: "herald", noble: block(c) }),
  pillage: (c) => {
    const target = area(c);
    if (!c.eatWord("from")) c.fail("expectedFrom", { from: c.spell("from"), ...c.foundParam() }, `expected "${c.spell("from")}" and the pillaging area, found ${c.found()}`);
    return { type: "pillage", target, from: area(c) };
  },
  sea: (c) => {
    c.eatWord("move");
    const from = area(c);
    c.expectPunct(">", ORIGIN_DESTINATION);
    const to = area(c);
    c.expectPunct(":", AFTER_DESTINATION);
    return { type: "sea-move", from, to, blocks: list(c, block, phrase("seaMoveBlocks", "blocks in a Sea Move"), LIMITS.seaMoveBlocks.max) };
  },
  victuals: (c) => {
    const where = area(c);
    c.expectPunct(":", () => phrase("afterArea", `after ${where}`, { area: where }));
    return { type: "victuals", area: where, steps: list(c, grant, phrase("victualsBlocks", "blocks fed by Victuals"), LIMITS.victualsGrants.max) };
  },
  hits: (c) => ({ type: "hits", blocks: list(c, block, phrase("hits", "hits in one order"), LIMITS.hits.max) }),
  steps: (c) => ({ type: "steps", steps: noneOr(c, (c) => list(c, grant, BLOCKS)) }),
  battle: (c) => ({ type: "battle", area: area(c) }),
  move: (c) => ({ type: "move", moves: noneOr(c, (c) => list(c, movementStep, phrase("moves", "moves"), LIMITS.blocks, ";")) }),
  combat: (c) => ({ type: "combat", actions: list(c, combatAction, phrase("combatTurns", "combat turns")) }),
  retreat: (c) => ({ type: "retreat", moves: noneOr(c, (c) => list(c, blockMove, phrase("retreats", "retreats"))) }),
  regroup: (c) => ({ type: "regroup", moves: noneOr(c, (c) => list(c, blockMove, phrase("regroups", "regroups"))) }),
  raid: (c) => ({ type: "raid", block: block(c) }),
  home: (c) => ({ type: "home", area: area(c) }),
  moray: (c) => ({ type: "moray", choice: c.keyword(["stay", "home", "disband"] as const, phrase("morayChoice", "Moray's choice")) }),
  king: (c) => {
    const keep = c.isWord("stay") || c.isWord("disband");
    return { type: "king", choice: keep ? c.keyword(["stay", "disband"] as const, phrase("kingChoice", "the King's choice")) : area(c) };
  },
  edward: (c) => ({ type: "edward", choice: c.keyword(["winter", "disband"] as const, phrase("edwardChoice", "Edward's choice")) }),
  wallace: (c) => ({ type: "wallace", choice: c.keyword(["selkirk", "stay", "disband"] as const, phrase("wallaceChoice", "Wallace's choice")) }),
  disband: (c) => ({ type: "disband", blocks: noneOr(c, (c) => list(c, block, BLOCKS)) }),
  build: (c) => {
    // C4: "build more ..." leaves the side's builds open for further orders; "build done" = "build none".
    if (c.eatWord("done")) return { type: "build", areas: [] };
    const more = c.eatWord("more");
    const areas = noneOr(c, (c) => list(c, buildArea, phrase("areas", "areas"), LIMITS.areas, ";"));
    return more ? { type: "build", areas, more: true } : { type: "build", areas };
  },
  resign: () => ({ type: "resign" }),
} satisfies Record<string, Grammar>));

const KEYWORDS = [...GRAMMAR.keys()];

/** Reads one order from one line, its keywords in `lexicon`'s language; throws OrderSyntaxError. */
export function readOrder(line: string, lexicon: Lexicon = ENGLISH_LEXICON): Order {
  const c: Cursor = new Cursor(line, lexicon);
  // Only a failure lists the order words.
  const orderWords = (): string[] => lexicon.orderWords(KEYWORDS);
  const head = c.peek();
  if (head?.kind !== "word") {
    const heads = orderWords();
    c.fail("expectedOrder", { heads: heads.join(", "), ...c.foundParam() }, `expected an order (${heads.join(", ")}), found ${c.found()}`, heads);
  }
  // "sea-move" and "sea_move" read as "sea".
  const word = lexicon.canonical(head.text);
  const key = word !== undefined && normalise(word) === "seamove" ? "sea" : (word ?? "");
  const grammar = GRAMMAR.get(key);
  if (!grammar) {
    const heads = orderWords();
    const near = closeWords(heads, head.text);
    const hint = near.length ? `did you mean ${near.join(", ")}?` : `orders are ${heads.join(", ")}`;
    c.fail("unknownOrder", { word: head.text, near: near.join(", "), heads: heads.join(", ") }, `unknown order "${head.text}"; ${hint}`, near.length ? near : heads);
  }
  c.eatWord(word ?? "");
  const order = grammar(c);
  c.end();
  return order;
}

// Every legal answer to a decision, as lines a player can copy (docs/email.md "Your decision"): where
// the decision has few whole answers, each is a line; otherwise the answer is put together from the
// pieces listed, so any legal answer can be written from what a mail or the API shows. The mail and
// the API both list these; this is the one place they are made.
import type { BlockId } from "../rules/data/index.js";
import type { Decision } from "../rules/decisions.js";
import { applyOrder } from "../rules/engine.js";
import type { Order } from "../rules/orders.js";
import type { GameState } from "../rules/state.js";
import type { CombatAction } from "../rules/state.js";
import { DEFAULT_LANGUAGE, type Language } from "./languages.js";
import { formatOrderIn, orderLexicon } from "./orderLanguage.js";

/** Answers put together: `keyword`, then any of `pieces` separated by `join`. */
export interface AnswerPieces {
  keyword: string;
  join: string;
  /**
   * Each a part of an answer. Pieces that begin with the same text before ": " share it: written
   * once, their rests separated by ", " ("Lothian>Fife: Wallace" and "Lothian>Fife: Douglas" make
   * "Lothian>Fife: Wallace, Douglas").
   */
  pieces: string[];
}

export interface AnswerLines {
  /** Whole answers, each a line to send as it is. */
  whole: string[];
  /** How the other answers are put together; empty when `whole` holds every answer. */
  built: AnswerPieces[];
}

/** Whole answers are listed one by one up to this many; past it, the pieces are. */
export const MOST_WHOLE_ANSWERS = 12;

/** Legality only: every draw is 0, and the outcome is thrown away. */
const SCRATCH_DICE = { next: () => 0 };

export function isLegal(state: GameState, side: Decision["side"], order: Order): boolean {
  try {
    return applyOrder(state, side, order, SCRATCH_DICE).ok;
  } catch {
    return false;
  }
}

const range = (n: number): number[] => Array.from({ length: Math.max(0, n) }, (_, i) => i + 1);

/** Every combination of one option per slot, or null past `limit`. */
function product<T>(slots: readonly (readonly T[])[], limit: number): T[][] | null {
  let out: T[][] = [[]];
  for (const options of slots) {
    if (options.length === 0) continue;
    out = out.flatMap((prefix) => options.map((o) => [...prefix, o]));
    if (out.length > limit) return null;
  }
  return out;
}

/** The text of `order` after its keyword: a piece, when the order has one part. */
function pieceOf(lang: Language, keyword: string, order: Order): string {
  const text = formatOrderIn(lang, order);
  return text.startsWith(`${keyword} `) ? text.slice(keyword.length + 1) : text;
}

/** The lines of a decision in the seat's order language. Whole lines are checked against the engine. */
export function answerLines(state: GameState, d: Decision, lang: Language = DEFAULT_LANGUAGE): AnswerLines {
  const k = (keyword: string): string => orderLexicon(lang).spell(keyword);
  const whole: string[] = [];
  const offer = (order: Order): void => {
    const line = formatOrderIn(lang, order);
    if (!whole.includes(line) && isLegal(state, d.side, order)) whole.push(line);
  };
  const built: AnswerPieces[] = [];
  const build = (keyword: string, join: string, orders: Order[]): void => {
    const word = k(keyword);
    const pieces = [...new Set(orders.map((o) => pieceOf(lang, word, o)))];
    if (pieces.length > 0) built.push({ keyword: word, join, pieces });
  };
  if (d.only) return { whole: [formatOrderIn(lang, d.only)], built: [] };
  switch (d.kind) {
    case "play-card":
      for (const card of d.cards) offer({ type: "play", card });
      break;
    case "event": {
      offer({ type: "pass" });
      offer({ type: "truce" });
      for (const king of d.crown) offer({ type: "crown", king });
      for (const noble of d.herald) offer({ type: "herald", noble });
      for (const p of d.pillage) for (const from of p.from) offer({ type: "pillage", target: p.target, from });
      build("sea", "; ", d.seaMove.flatMap((s) => s.to.flatMap((to) => s.blocks.map((block): Order => ({ type: "sea-move", from: s.from, to, blocks: [block] })))));
      build("victuals", "; ", d.victuals.flatMap((v) => v.blocks.flatMap((b) => range(b.room).map((steps): Order => ({ type: "victuals", area: v.area, steps: [{ block: b.block, steps }] })))));
      break;
    }
    case "assign-hits":
      // 12.1 hits may be given a few at a time: any first part of an outcome is an answer too.
      if (d.outcomes.length <= MOST_WHOLE_ANSWERS) for (const o of d.outcomes) offer({ type: "hits", blocks: o });
      build("hits", ", ", d.blocks.map((b): Order => ({ type: "hits", blocks: [b.block] })));
      break;
    case "pillage-steps":
      offer({ type: "steps", steps: [] });
      build("steps", ", ", d.blocks.flatMap((b) => range(Math.min(b.room, d.steps)).map((steps): Order => ({ type: "steps", steps: [{ block: b.block, steps }] }))));
      break;
    case "choose-battle":
      for (const area of d.areas) offer({ type: "battle", area });
      break;
    case "movement": {
      offer({ type: "move", moves: [] });
      const legs: Order[] = [];
      for (const g of d.groups) for (const b of g.blocks) for (const path of b.routes) legs.push({ type: "move", moves: [{ path, blocks: [b.block] }] });
      if (d.norse) for (const to of d.norse.to) legs.push({ type: "move", moves: [{ path: [d.norse.from, to], blocks: ["norse" as BlockId] }] });
      build("move", "; ", legs);
      break;
    }
    case "combat-turn": {
      const options = d.blocks.map((b): CombatAction[] => [{ block: b.block, act: "fire" }, { block: b.block, act: "pass" }, ...b.to.map((to): CombatAction => ({ block: b.block, act: "retreat", to }))]);
      for (const actions of product(options, MOST_WHOLE_ANSWERS) ?? []) offer({ type: "combat", actions });
      build("combat", ", ", options.flat().map((a): Order => ({ type: "combat", actions: [a] })));
      break;
    }
    case "forced-retreat":
    case "regroup": {
      const type = d.kind === "regroup" ? "regroup" : "retreat";
      offer({ type, moves: [] });
      const options = d.blocks.map((b) => [null, ...b.to.map((to) => ({ block: b.block, to }))]);
      for (const moves of product(options, MOST_WHOLE_ANSWERS) ?? []) offer({ type, moves: moves.filter((m) => m !== null) });
      build(type, ", ", d.blocks.flatMap((b) => b.to.map((to): Order => ({ type, moves: [{ block: b.block, to }] }))));
      break;
    }
    case "raid-attrition":
      for (const block of d.blocks) offer({ type: "raid", block });
      break;
    case "noble-home":
      for (const area of d.homes) offer({ type: "home", area });
      break;
    case "moray-winter":
      for (const choice of d.choices) offer({ type: "moray", choice });
      break;
    case "king-winter":
      for (const choice of d.choices) offer({ type: "king", choice });
      break;
    case "edward-winter":
      for (const choice of d.choices) offer({ type: "edward", choice });
      break;
    case "wallace-winter":
      for (const choice of d.choices) offer({ type: "wallace", choice });
      break;
    case "disband": {
      const blocks = [...new Set([...d.required.flatMap((r) => r.from), ...d.voluntary])];
      offer({ type: "disband", blocks: [] });
      build("disband", ", ", blocks.map((block): Order => ({ type: "disband", blocks: [block] })));
      break;
    }
    case "builds": {
      offer({ type: "build", areas: [] });
      const pieces: Order[] = [];
      for (const a of d.areas) {
        for (const b of a.blocks) for (const steps of range(Math.min(b.room, a.rp))) pieces.push({ type: "build", areas: [{ area: a.area, steps: [{ block: b.block, steps }], draws: [] }] });
        if (a.maxDraws > 0 && d.pool > 0) pieces.push({ type: "build", areas: [{ area: a.area, steps: [], draws: [0] }] });
      }
      build("build", "; ", pieces);
      break;
    }
  }
  return { whole, built };
}

/**
 * Whether `text` can be written from `lines`: it is a whole line, or a keyword of `built` followed by
 * pieces it lists (pieces sharing their text before ": " may share it). What a player who only
 * copies can send.
 */
export function buildableFrom(lines: AnswerLines, text: string): boolean {
  if (lines.whole.includes(text)) return true;
  return lines.built.some((b) => {
    if (!text.startsWith(`${b.keyword} `)) return false;
    const pieces = new Set(b.pieces);
    return text
      .slice(b.keyword.length + 1)
      .split(b.join)
      .every((piece) => {
        if (pieces.has(piece)) return true;
        const colon = piece.indexOf(": ");
        if (colon < 0) return false;
        const head = piece.slice(0, colon);
        return piece
          .slice(colon + 2)
          .split(", ")
          .every((rest) => pieces.has(`${head}: ${rest}`));
      });
  });
}

// The canonical one-line text of an order: what emails show and what parseOrder reads back.

import { blockInfo, type BlockId } from "../rules/data/index.js";
import type { BlockMove, BuildArea, MoveLeg, MovementStep, Order, StepGrant } from "../rules/orders.js";
import type { CombatAction } from "../rules/state.js";
import { ENGLISH_LEXICON, KEYWORDS, PROPER_KEYWORDS, type Lexicon } from "./lexicon.js";

const CHOICE_WORDS = new Set<string>([...KEYWORDS, ...PROPER_KEYWORDS]);

const name = (id: BlockId): string => blockInfo(id).name;
const names = (ids: readonly BlockId[]): string => ids.map(name).join(", ");
const grants = (steps: readonly StepGrant[]): string => steps.map((g) => `${name(g.block)} ${g.steps}`).join(", ");
const withdrawals = (moves: readonly BlockMove[]): string => moves.map((m) => `${name(m.block)}>${m.to}`).join(", ");

/** Prints orders with one language's keywords; English unless a lexicon is given. */
function printer(lexicon: Lexicon) {
  const w = (keyword: string): string => lexicon.spell(keyword);
  const noneOr = <T>(items: readonly T[], text: (items: readonly T[]) => string): string => (items.length ? text(items) : w("none"));
  const leg = (l: MoveLeg): string => `${l.path.join(">")}: ${names(l.blocks)}`;
  const movementStep = (m: MovementStep): string => ("rally" in m ? `${w("rally")}(${m.rally.map(leg).join(" | ")})` : leg(m));
  const combatAction = (a: CombatAction): string => `${name(a.block)} ${w(a.act)}${a.to ? ` ${a.to}` : ""}`;
  const buildArea = (b: BuildArea): string => {
    const items = [...b.steps.map((g) => `${name(g.block)} ${g.steps}`), ...b.draws.map((n) => (n ? `${w("draw")}+${n}` : w("draw")))];
    return `${b.area}: ${items.join(", ")}${b.sea ? ` ${w("sea")} ${b.sea}` : ""}`;
  };
  // A choice is a keyword ("stay") or, for the King, an area.
  const choice = (c: string): string => (CHOICE_WORDS.has(c) ? w(c) : c);
  return { w, noneOr, movementStep, combatAction, buildArea, choice };
}

export function formatOrder(order: Order, lexicon: Lexicon = ENGLISH_LEXICON): string {
  const { w, noneOr, movementStep, combatAction, buildArea, choice } = printer(lexicon);
  switch (order.type) {
    case "play":
      return `${w("play")} ${lexicon.cardName(order.card)}`;
    case "resign":
    case "pass":
    case "truce":
      return w(order.type);
    case "crown":
      return `${w("crown")} ${order.king.charAt(0).toUpperCase()}${order.king.slice(1)}`;
    case "herald":
      return `${w("herald")} ${name(order.noble)}`;
    case "pillage":
      return `${w("pillage")} ${order.target} ${w("from")} ${order.from}`;
    case "sea-move":
      return `${w("sea")} ${order.from}>${order.to}: ${names(order.blocks)}`;
    case "victuals":
      return `${w("victuals")} ${order.area}: ${grants(order.steps)}`;
    case "hits":
      return `${w("hits")} ${names(order.blocks)}`;
    case "steps":
      return `${w("steps")} ${noneOr(order.steps, grants)}`;
    case "battle":
      return `${w("battle")} ${order.area}`;
    case "move":
      return `${w("move")} ${noneOr(order.moves, (moves) => moves.map(movementStep).join("; "))}`;
    case "combat":
      return `${w("combat")} ${order.actions.map(combatAction).join(", ")}`;
    case "retreat":
    case "regroup":
      return `${w(order.type)} ${noneOr(order.moves, withdrawals)}`;
    case "raid":
      return `${w("raid")} ${name(order.block)}`;
    case "home":
      return `${w("home")} ${order.area}`;
    case "moray":
    case "king":
    case "edward":
    case "wallace":
      return `${w(order.type)} ${choice(order.choice)}`;
    case "disband":
      return `${w("disband")} ${noneOr(order.blocks, names)}`;
    case "build":
      return `${w("build")} ${order.more ? `${w("more")} ` : ""}${noneOr(order.areas, (areas) => areas.map(buildArea).join("; "))}`;
  }
}

// The canonical one-line text of an order: what emails show and what parseOrder reads back.

import { blockInfo, type BlockId } from "../rules/data/index.js";
import type { BlockMove, BuildArea, MoveLeg, MovementStep, Order, StepGrant } from "../rules/orders.js";
import type { CombatAction } from "../rules/state.js";
import { CARD_NAMES } from "./names.js";

const name = (id: BlockId): string => blockInfo(id).name;
const names = (ids: readonly BlockId[]): string => ids.map(name).join(", ");
const grants = (steps: readonly StepGrant[]): string => steps.map((g) => `${name(g.block)} ${g.steps}`).join(", ");
const withdrawals = (moves: readonly BlockMove[]): string => moves.map((m) => `${name(m.block)}>${m.to}`).join(", ");
const noneOr = <T>(items: readonly T[], text: (items: readonly T[]) => string): string => (items.length ? text(items) : "none");

const leg = (l: MoveLeg): string => `${l.path.join(">")}: ${names(l.blocks)}`;
const movementStep = (m: MovementStep): string => ("rally" in m ? `rally(${m.rally.map(leg).join(" | ")})` : leg(m));

function combatAction(a: CombatAction): string {
  return `${name(a.block)} ${a.act}${a.to ? ` ${a.to}` : ""}`;
}

function buildArea(b: BuildArea): string {
  const items = [...b.steps.map((g) => `${name(g.block)} ${g.steps}`), ...b.draws.map((n) => (n ? `draw+${n}` : "draw"))];
  return `${b.area}: ${items.join(", ")}${b.sea ? ` sea ${b.sea}` : ""}`;
}

export function formatOrder(order: Order): string {
  switch (order.type) {
    case "play":
      return `play ${CARD_NAMES[order.card]}`;
    case "resign":
      return "resign";
    case "pass":
    case "truce":
      return order.type;
    case "crown":
      return `crown ${order.king.charAt(0).toUpperCase()}${order.king.slice(1)}`;
    case "herald":
      return `herald ${name(order.noble)}`;
    case "pillage":
      return `pillage ${order.target} from ${order.from}`;
    case "sea-move":
      return `sea ${order.from}>${order.to}: ${names(order.blocks)}`;
    case "victuals":
      return `victuals ${order.area}: ${grants(order.steps)}`;
    case "hits":
      return `hits ${names(order.blocks)}`;
    case "steps":
      return `steps ${noneOr(order.steps, grants)}`;
    case "battle":
      return `battle ${order.area}`;
    case "move":
      return `move ${noneOr(order.moves, (moves) => moves.map(movementStep).join("; "))}`;
    case "combat":
      return `combat ${order.actions.map(combatAction).join(", ")}`;
    case "retreat":
    case "regroup":
      return `${order.type} ${noneOr(order.moves, withdrawals)}`;
    case "raid":
      return `raid ${name(order.block)}`;
    case "home":
      return `home ${order.area}`;
    case "moray":
    case "king":
    case "edward":
    case "wallace":
      return `${order.type} ${order.choice}`;
    case "disband":
      return `disband ${noneOr(order.blocks, names)}`;
    case "build":
      return `build ${order.more ? "more " : ""}${noneOr(order.areas, (areas) => areas.map(buildArea).join("; "))}`;
  }
}

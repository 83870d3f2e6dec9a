// What the page offers for a pending decision: ready-made orders for the decisions whose legal
// choices are a short list, and for the others the plainest legal order (the one a deadline would
// apply) beside a description of what may be chosen. Every order is written in the order language.
import { formatOrder } from "../orders/index.js";
import { fallbackOrder } from "../playout/decisionPlayer.js";
import { blockInfo, type BlockId } from "../rules/data/index.js";
import { DEFAULT_LANGUAGE, type Language } from "../i18n/languages.js";
import { formatOrderIn } from "../i18n/orderLanguage.js";
import type { Decision } from "../rules/decisions.js";
import type { Order } from "../rules/orders.js";

const name = (id: BlockId) => blockInfo(id).name;

function listed(d: Decision): Order[] | null {
  switch (d.kind) {
    case "play-card":
      return d.cards.map((card) => ({ type: "play", card }));
    case "choose-battle":
      return d.areas.map((area) => ({ type: "battle", area }));
    case "assign-hits":
      return d.outcomes.map((blocks) => ({ type: "hits", blocks }));
    case "raid-attrition":
      return d.blocks.map((block) => ({ type: "raid", block }));
    case "noble-home":
      return d.homes.map((area) => ({ type: "home", area }));
    case "moray-winter":
      return d.choices.map((choice) => ({ type: "moray", choice }));
    case "king-winter":
      return d.choices.map((choice) => ({ type: "king", choice }));
    case "edward-winter":
      return d.choices.map((choice) => ({ type: "edward", choice }));
    case "wallace-winter":
      return d.choices.map((choice) => ({ type: "wallace", choice }));
    case "event":
      return [...d.crown.map((king): Order => ({ type: "crown", king })), ...d.herald.map((noble): Order => ({ type: "herald", noble })), { type: "pass" }];
    default:
      return null;
  }
}

/** Order lines to pick from: the legal ones when they are few, else the default one. */
export function suggestedOrders(d: Decision, lang: Language = DEFAULT_LANGUAGE): string[] {
  // In the seat's keywords, so the line it sends back reads as it was shown.
  return (listed(d) ?? [fallbackOrder(d)]).map((order) => (lang === DEFAULT_LANGUAGE ? formatOrder(order) : formatOrderIn(lang, order)));
}

/** The legal choices of the decisions that take a composed order, one line each. */
export function choiceLines(d: Decision): string[] {
  switch (d.kind) {
    case "movement":
      return [
        `${d.mp} move points`,
        ...d.groups.flatMap((g) => g.blocks.map((b) => `${name(b.block)} from ${g.from}: to ${b.to.join(", ") || "nowhere"}`)),
        ...(d.norse ? [`Norse from ${d.norse.from}: by sea to ${d.norse.to.join(", ")}`] : []),
      ];
    case "combat-turn":
      return d.blocks.map((b) => `${name(b.block)} (${b.strength}): fire, pass${b.to.length ? `, or retreat to ${b.to.join(", ")}` : ""}`);
    case "forced-retreat":
    case "regroup":
      return d.blocks.map((b) => `${name(b.block)} (${b.strength}): ${b.to.join(", ") || "nowhere"}`);
    case "pillage-steps":
      return [`${d.steps} steps to share`, ...d.blocks.map((b) => `${name(b.block)}: up to ${b.room}`)];
    case "disband":
      return [...d.required.map((r) => `${r.area}: disband ${r.count} of ${r.from.map(name).join(", ")}`), ...(d.voluntary.length ? [`may disband: ${d.voluntary.map(name).join(", ")}`] : [])];
    case "builds":
      return [
        `${d.pool} blocks in the pool`,
        ...d.areas.map((a) => `${a.area}: ${a.rp} RP${a.blocks.length ? `, steps for ${a.blocks.map((b) => `${name(b.block)} (+${b.room})`).join(", ")}` : ""}${a.maxDraws ? `, up to ${a.maxDraws} draws` : ""}`),
      ];
    case "event":
      return [
        `event: ${d.event}`,
        ...d.pillage.map((p) => `pillage ${p.target} from ${p.from.join(" or ")}`),
        ...d.seaMove.map((s) => `sea ${s.from} to ${s.to.join(", ")}: ${s.blocks.map(name).join(", ")}`),
        ...d.victuals.map((v) => `victuals ${v.area}: ${v.blocks.map((b) => `${name(b.block)} +${b.room}`).join(", ")}`),
      ];
    default:
      return [];
  }
}

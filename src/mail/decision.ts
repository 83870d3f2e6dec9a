// The decision a mail asks: a short title for the subject, and the legal choices as the decision
// lists them, in the words of the order language (README "The order language").
import { blockInfo, type BlockId } from "../rules/data/index.js";
import type { Decision } from "../rules/decisions.js";

const n = (id: BlockId): string => blockInfo(id).name;
const list = (ids: readonly string[]): string => (ids.length === 0 ? "(none)" : ids.join(", "));

/** What is asked, in a few words: the end of the subject line. */
export function decisionTitle(d: Decision): string {
  switch (d.kind) {
    case "play-card":
      return "play a card";
    case "event":
      return `the ${d.event.replace("_", " ")} event`;
    case "assign-hits":
      return `take ${d.hits} hit(s) in ${d.area}`;
    case "pillage-steps":
      return `add pillaged steps in ${d.area}`;
    case "choose-battle":
      return "choose the next battle";
    case "movement":
      return `move (${d.mp} MP)`;
    case "combat-turn":
      return `battle in ${d.area}, round ${d.round}`;
    case "forced-retreat":
      return `retreat from ${d.area}`;
    case "regroup":
      return `regroup in ${d.area}`;
    case "raid-attrition":
      return "border raid losses";
    case "noble-home":
      return `${n(d.noble)} goes home`;
    case "moray-winter":
      return "Moray in winter";
    case "king-winter":
      return "the King in winter";
    case "edward-winter":
      return "Edward in winter";
    case "wallace-winter":
      return "Wallace in winter";
    case "disband":
      return "disband";
    case "builds":
      return "winter builds";
  }
}

/** The legal choices, one per line. */
export function choiceLines(d: Decision): string[] {
  switch (d.kind) {
    case "play-card":
      return [`Cards in your hand: ${list(d.cards)}  (play <card>)`];
    case "event": {
      const lines = ["pass"];
      if (d.crown.length) lines.push(`crown ${list(d.crown)}`);
      if (d.herald.length) lines.push(`herald one of: ${list(d.herald.map(n))}`);
      for (const p of d.pillage) lines.push(`pillage ${p.target} from ${list(p.from)}`);
      for (const s of d.seaMove) lines.push(`sea ${s.from}>${list(s.to)}: up to two of ${list(s.blocks.map(n))}`);
      for (const v of d.victuals) lines.push(`victuals ${v.area}: ${list(v.blocks.map((b) => `${n(b.block)} (room ${b.room})`))}`);
      return lines;
    }
    case "assign-hits":
      return [`${d.hits} hit(s) among: ${list(d.blocks.map((b) => `${n(b.block)} ${b.strength}`))}`, ...d.outcomes.slice(0, 6).map((o) => `hits ${o.map(n).join(", ")}`)];
    case "pillage-steps":
      return [`${d.steps} step(s) to add among: ${list(d.blocks.map((b) => `${n(b.block)} (room ${b.room})`))}  (steps <block> <n>, ...)`];
    case "choose-battle":
      return [`battle one of: ${list(d.areas)}`];
    case "movement": {
      const lines = [`${d.mp} movement points. Blocks that may move, and where to:`];
      for (const g of d.groups) for (const b of g.blocks) lines.push(`  ${n(b.block)} in ${g.from}: ${list(b.to)}`);
      if (d.norse) lines.push(`  Norse from ${d.norse.from}: ${list(d.norse.to)}`);
      lines.push("or: move none");
      return lines;
    }
    case "combat-turn":
      return [`Each block in ${d.area} fires, passes or retreats:`, ...d.blocks.map((b) => `  ${n(b.block)} ${b.strength}: fire, pass${b.to.length ? `, retreat to ${list(b.to)}` : ""}`)];
    case "forced-retreat":
    case "regroup":
      return [
        `${d.kind === "regroup" ? "Blocks that may regroup" : "Blocks that must retreat"} from ${d.area}:`,
        ...d.blocks.map((b) => `  ${n(b.block)} ${b.strength}: ${list(b.to)}`),
      ];
    case "raid-attrition":
      return [`lose one of: ${list(d.blocks.map(n))}  (raid <block>)`];
    case "noble-home":
      return [`${n(d.noble)} goes home to one of: ${list(d.homes)}  (home <area>)`];
    case "moray-winter":
      return [`moray ${d.choices.join("|")}`];
    case "king-winter":
      return [`king ${d.choices.join("|")}`];
    case "edward-winter":
      return [`edward ${d.choices.join("|")}`];
    case "wallace-winter":
      return [`wallace ${d.choices.join("|")}`];
    case "disband":
      return [
        ...d.required.map((r) => `must disband ${r.count} in ${r.area} from: ${list(r.from.map(n))}`),
        `may disband: ${list(d.voluntary.map(n))}`,
      ];
    case "builds":
      return [
        `Blocks in your pool: ${d.pool}`,
        ...d.areas.map((a) => `  ${a.area}: ${a.rp} RP; steps for ${list(a.blocks.map((b) => `${n(b.block)} (room ${b.room})`))}; draws ${a.maxDraws}`),
        "or: build none",
      ];
  }
}

// The plain-text board of a mail, read in a fixed-width font: each occupied area with the reader's
// blocks and strengths, the enemy's (a count unless revealed), and its castle and cathedral. It is
// drawn from a View only, so it can show nothing the view hides.
import { AREAS, byMapOrder, type AreaName } from "../rules/data/index.js";
import { enemyOf, type Side } from "../rules/sides.js";
import type { View } from "../views/index.js";

const SIDE_NAME: Record<Side, string> = { england: "England", scotland: "Scotland" };

function pad(text: string, width: number): string {
  return text.length >= width ? `${text} ` : text.padEnd(width);
}

/** 1.2 castle limit, 1.3 cathedral. */
function castleOf(name: AreaName): string {
  const info = AREAS.find((a) => a.name === name);
  if (!info || (info.castle === 0 && !info.cathedral)) return "";
  return `${info.castle}${info.cathedral ? "+cath" : ""}`;
}

function enemyIn(view: View, enemy: Side, area: AreaName): string {
  const shown = view.blocks.filter((b) => b.side === enemy && b.area === area).map((b) => `${b.name} ${b.strength}`);
  const count = view.hidden.filter((h) => h.side === enemy && h.area === area).reduce((n, h) => n + h.count, 0);
  if (count > 0) shown.push(`${count} hidden block${count === 1 ? "" : "s"}`);
  return shown.join(", ");
}

export function boardText(view: View, side: Side): string {
  const enemy = enemyOf(side);
  const areas = new Set<AreaName>([...view.blocks.map((b) => b.area), ...view.hidden.map((h) => h.area)]);
  const rows = [...areas].sort(byMapOrder).map((area) => {
    const mine = view.blocks.filter((b) => b.side === side && b.area === area).map((b) => `${b.name} ${b.strength}`).join(", ");
    const theirs = enemyIn(view, enemy, area);
    const held = mine && !theirs ? SIDE_NAME[side] : theirs && !mine ? SIDE_NAME[enemy] : "contested";
    return `${pad(area, 12)}${pad(castleOf(area), 8)}${pad(held, 11)}${pad(mine || "-", 40)}${theirs || "-"}`;
  });
  const hand = view.hands[side];
  const lines = [
    `${view.year}, turn ${view.turn}. You play ${SIDE_NAME[side]}.${view.p1 ? ` Player 1: ${SIDE_NAME[view.p1]}.` : ""}`,
    `Nobles: England ${view.track.nobles.england}, Scotland ${view.track.nobles.scotland}. Edward ${view.track.edward}.${view.track.kingCrowned ? " The King of Scots is crowned." : ""}`,
    `Your hand: ${hand && hand.length > 0 ? hand.join(", ") : "(none)"}. ${SIDE_NAME[enemy]} holds ${view.handSizes[enemy]} card(s).`,
    "",
    `${pad("Area", 12)}${pad("Castle", 8)}${pad("Held by", 11)}${pad(`${SIDE_NAME[side]} (you)`, 40)}${SIDE_NAME[enemy]}`,
    ...rows,
    "",
    `Your pool: ${(view.pools[side] ?? []).length} block(s). ${SIDE_NAME[enemy]}'s pool: ${view.poolSizes[enemy]} block(s).`,
  ];
  if (view.battle) lines.push(`Battle in ${view.battle.area}, round ${view.battle.round}, ${SIDE_NAME[view.battle.attacker]} attacking.`);
  if (view.pendingBattles.length > 0) lines.push(`Battles to fight: ${view.pendingBattles.map((b) => b.area).join(", ")}.`);
  return lines.join("\n");
}

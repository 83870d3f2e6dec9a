// The plain-text board of a mail, read in a fixed-width font: each occupied area with the reader's
// blocks and strengths, the enemy's (a count unless revealed), and its castle and cathedral. It is
// drawn from a View only, so it can show nothing the view hides.
import { AREAS, byMapOrder, type AreaName } from "../rules/data/index.js";
import { enemyOf, type Side } from "../rules/sides.js";
import type { View } from "../views/index.js";
import { DEFAULT_LANGUAGE, type Language } from "../i18n/languages.js";
import { areaName, cardName } from "../i18n/mapNames.js";
import { translator, type Translate } from "../i18n/translator.js";

function pad(text: string, width: number): string {
  return text.length >= width ? `${text} ` : text.padEnd(width);
}

/** 1.2 castle limit, 1.3 cathedral. */
function castleOf(name: AreaName, t: Translate): string {
  const info = AREAS.find((a) => a.name === name);
  if (!info || (info.castle === 0 && !info.cathedral)) return "";
  return `${info.castle}${info.cathedral ? t("mail.board.cathedral") : ""}`;
}

function enemyIn(view: View, enemy: Side, area: AreaName, t: Translate): string {
  const shown = view.blocks.filter((b) => b.side === enemy && b.area === area).map((b) => `${b.name} ${b.strength}`);
  const count = view.hidden.filter((h) => h.side === enemy && h.area === area).reduce((n, h) => n + h.count, 0);
  if (count > 0) shown.push(t("mail.board.hidden", { count }));
  return shown.join(", ");
}

/** The board in the seat's language; block names stay as printed, areas too but England, and cards go by their printed names. */
export function boardText(view: View, side: Side, lang: Language = DEFAULT_LANGUAGE): string {
  const t = translator(lang);
  const b = (key: string, values?: Record<string, string | number>): string => t(`mail.board.${key}`, values);
  const name = (s: Side): string => t(`side.${s}`);
  const enemy = enemyOf(side);
  const areas = new Set<AreaName>([...view.blocks.map((x) => x.area), ...view.hidden.map((h) => h.area)]);
  const rows = [...areas].sort(byMapOrder).map((area) => {
    const mine = view.blocks.filter((x) => x.side === side && x.area === area).map((x) => `${x.name} ${x.strength}`).join(", ");
    const theirs = enemyIn(view, enemy, area, t);
    const held = mine && !theirs ? name(side) : theirs && !mine ? name(enemy) : b("contested");
    return `${pad(areaName(lang, area), 12)}${pad(castleOf(area, t), 8)}${pad(held, 11)}${pad(mine || "-", 40)}${theirs || "-"}`;
  });
  const hand = view.hands[side];
  const cards = hand && hand.length > 0 ? hand.map((c) => cardName(lang, c)).join(", ") : t("mail.none");
  const lines = [
    `${b("header", { year: view.year, turn: view.turn, side: name(side) })}${view.p1 ? b("player1", { side: name(view.p1) }) : ""}`,
    `${b("nobles", { england: name("england"), englandCount: view.track.nobles.england, scotland: name("scotland"), scotlandCount: view.track.nobles.scotland, edward: view.track.edward })}${view.track.kingCrowned ? b("crowned") : ""}`,
    b("hand", { hand: cards, enemy: name(enemy), count: view.handSizes[enemy] }),
    "",
    `${pad(b("area"), 12)}${pad(b("castle"), 8)}${pad(b("heldBy"), 11)}${pad(b("you", { side: name(side) }), 40)}${name(enemy)}`,
    ...rows,
    "",
    b("pools", { mine: (view.pools[side] ?? []).length, enemy: name(enemy), theirs: view.poolSizes[enemy] }),
  ];
  if (view.battle) lines.push(b("battle", { area: areaName(lang, view.battle.area), round: view.battle.round, side: name(view.battle.attacker) }));
  if (view.pendingBattles.length > 0) lines.push(b("battles", { areas: view.pendingBattles.map((x) => areaName(lang, x.area)).join(", ") }));
  return lines.join("\n");
}

// The decision a mail asks: a short title for the subject, and the legal choices as the decision
// lists them, in the words of the order language (README "The order language").
import { blockInfo, type BlockId } from "../rules/data/index.js";
import type { Decision } from "../rules/decisions.js";
import type { CardKey } from "../rules/orders.js";
import { DEFAULT_LANGUAGE, type Language } from "../i18n/languages.js";
import { cardNames, orderLexicon } from "../i18n/orderLanguage.js";
import { areaName } from "../i18n/mapNames.js";
import { translator } from "../i18n/translator.js";

const n = (id: BlockId): string => blockInfo(id).name;

/** What is asked, in a few words: the end of the subject line, in the seat's language. */
export function decisionTitle(d: Decision, lang: Language = DEFAULT_LANGUAGE): string {
  const t = translator(lang);
  const key = `mail.title.${d.kind}`;
  switch (d.kind) {
    case "event":
      // The card's own name in the seat's rulebook, lower case ("the sea move event").
      return t(key, { event: cardNames(lang)[d.event as CardKey].toLowerCase() });
    case "assign-hits":
      return t(key, { hits: d.hits, area: areaName(lang, d.area) });
    case "pillage-steps":
    case "combat-turn":
    case "forced-retreat":
    case "regroup":
      return t(key, { area: areaName(lang, d.area), ...("round" in d ? { round: d.round } : {}) });
    case "movement":
      return t(key, { mp: d.mp });
    case "noble-home":
      return t(key, { noble: n(d.noble) });
    default:
      return t(key);
  }
}

/** The legal choices, one per line, with the order language's keywords of the seat's language. */
export function choiceLines(d: Decision, lang: Language = DEFAULT_LANGUAGE): string[] {
  const t = translator(lang);
  const c = (key: string, values?: Record<string, string | number>): string => t(`mail.choice.${key}`, values);
  const k = (keyword: string): string => orderLexicon(lang).spell(keyword);
  const list = (ids: readonly string[]): string => (ids.length === 0 ? t("mail.none") : ids.join(", "));
  const room = (b: { block: BlockId; room: number }): string => c("room", { block: n(b.block), room: b.room });
  switch (d.kind) {
    case "play-card":
      return [c("cards", { cards: list(d.cards.map((card) => cardNames(lang)[card as CardKey] ?? card)), play: k("play") })];
    case "event": {
      const lines = [k("pass")];
      if (d.crown.length) lines.push(`${k("crown")} ${list(d.crown)}`);
      if (d.herald.length) lines.push(c("heraldOneOf", { herald: k("herald"), nobles: list(d.herald.map(n)) }));
      for (const p of d.pillage) lines.push(`${k("pillage")} ${p.target} ${k("from")} ${list(p.from)}`);
      for (const s of d.seaMove) lines.push(c("sea", { sea: k("sea"), from: s.from, to: list(s.to), blocks: list(s.blocks.map(n)) }));
      for (const v of d.victuals) lines.push(`${k("victuals")} ${v.area}: ${list(v.blocks.map(room))}`);
      return lines;
    }
    case "assign-hits":
      return [c("hitsAmong", { hits: d.hits, blocks: list(d.blocks.map((b) => `${n(b.block)} ${b.strength}`)) }), ...d.outcomes.slice(0, 6).map((o) => `${k("hits")} ${o.map(n).join(", ")}`)];
    case "pillage-steps":
      return [c("stepsAmong", { steps: d.steps, blocks: list(d.blocks.map(room)), keyword: k("steps") })];
    case "choose-battle":
      return [c("battleOneOf", { battle: k("battle"), areas: list(d.areas) })];
    case "movement": {
      const lines = [c("mp", { mp: d.mp })];
      for (const g of d.groups) for (const b of g.blocks) lines.push(c("moveFrom", { block: n(b.block), area: g.from, to: list(b.to) }));
      if (d.norse) lines.push(c("norse", { from: d.norse.from, to: list(d.norse.to) }));
      lines.push(c("or", { order: `${k("move")} ${k("none")}` }));
      return lines;
    }
    case "combat-turn":
      return [
        c("combat", { area: d.area }),
        ...d.blocks.map((b) => `  ${n(b.block)} ${b.strength}: ${k("fire")}, ${k("pass")}${b.to.length ? c("retreatTo", { retreat: k("retreat"), areas: list(b.to) }) : ""}`),
      ];
    case "forced-retreat":
    case "regroup":
      return [c(d.kind === "regroup" ? "mayRegroup" : "mustRetreat", { area: d.area }), ...d.blocks.map((b) => `  ${n(b.block)} ${b.strength}: ${list(b.to)}`)];
    case "raid-attrition":
      return [c("loseOneOf", { blocks: list(d.blocks.map(n)), raid: k("raid") })];
    case "noble-home":
      return [c("goesHomeTo", { noble: n(d.noble), homes: list(d.homes), home: k("home") })];
    case "moray-winter":
    case "king-winter":
    case "edward-winter":
    case "wallace-winter":
      // "moray", "king", "edward", "wallace" and their choices, as the order language spells them.
      return [`${k(d.kind.replace("-winter", ""))} ${d.choices.map((choice) => (/^[a-z]+$/.test(choice) ? k(choice) : choice)).join("|")}`];
    case "disband":
      return [...d.required.map((r) => c("mustDisband", { count: r.count, area: r.area, blocks: list(r.from.map(n)) })), c("mayDisband", { blocks: list(d.voluntary.map(n)) })];
    case "builds":
      return [
        c("pool", { pool: d.pool }),
        ...d.areas.map((a) => c("buildArea", { area: a.area, rp: a.rp, blocks: list(a.blocks.map(room)), draws: a.maxDraws })),
        c("or", { order: `${k("build")} ${k("none")}` }),
      ];
  }
}

// The referee's narrative: engine events as plain text in one of the catalogue's languages (src/i18n),
// grouped under a heading per turn. It shows everything, secrets included; what each side may see is
// decided in src/views/.

import { blockInfo, card, type BlockId } from "../rules/data/index.js";
import type { GameEvent, EventType } from "../rules/events.js";
import type { Side } from "../rules/sides.js";
import type { Victory } from "../rules/state.js";
import { DEFAULT_LANGUAGE, type Language } from "../i18n/languages.js";
import { areaName } from "../i18n/mapNames.js";
import { formatOrderIn } from "../i18n/orderLanguage.js";
import { translator, type Translate } from "../i18n/translator.js";

/** Events with no line of their own: a new Year shows as its heading; a chosen card shows when revealed. */
export const SILENT_EVENTS: readonly EventType[] = ["year-started", "card-chosen"];

/** Catalogue keys of the noble-switched reasons, by the rule the engine cites. */
const SWITCH_REASON: Record<string, string> = {
  "6.21": "coronation",
  "6.22": "balliol",
  "EV-HERALD": "herald",
  Q8: "pillage",
  "7.1": "home",
  "7.12": "home",
};

const WINTER_STEPS = new Set(["W1", "W2", "W3", "W4", "W5", "W6", "W7", "W8"]);

const name = (id: BlockId): string => blockInfo(id).name;
const names = (ids: readonly BlockId[]): string => ids.map(name).join(", ");

/** A card's catalogue key: its event, or its move value. */
function cardKey(id: number): string {
  const c = card(id);
  return c.kind === "event" ? c.event : `move${c.moves}`;
}

/** The phrases of one language that events are built from. */
function phrases(t: Translate) {
  const side = (s: Side): string => t(`side.${s}`);
  const cardName = (id: number): string => t(`card.${cardKey(id)}`);
  // Event names are the event cards' keys (herald, sea_move...).
  const eventCard = (event: string): string => t(`card.${event}`);
  const forces = (list: readonly { block: BlockId; side: Side; strength: number }[], first: Side): string => {
    const order: Side[] = first === "england" ? ["england", "scotland"] : ["scotland", "england"];
    return order
      .map((s) => {
        const mine = list.filter((b) => b.side === s);
        return mine.length ? t("event.forces", { side: side(s), blocks: mine.map((b) => `${name(b.block)} (${b.strength})`).join(", ") }) : null;
      })
      .filter((part): part is string => part !== null)
      .join("; ");
  };
  return { side, cardName, eventCard, forces };
}

/** "England wins by sudden death in 1303", in `lang`. */
export function describeVictory(v: Victory, lang: Language = DEFAULT_LANGUAGE): string {
  const t = translator(lang);
  return t(`victory.${v.reason}`, { side: t(`side.${v.side}`), year: v.year });
}

/** One line for one event in `lang`, or null for an event deliberately left silent. */
export function describe(e: GameEvent, lang: Language = DEFAULT_LANGUAGE): string | null {
  const t = translator(lang);
  const { side, cardName, eventCard, forces } = phrases(t);
  // England is named as the language's rulebook writes it; every other area as printed on the map.
  const a = (area: string): string => areaName(lang, area);
  switch (e.type) {
    case "game-started":
      return t("event.gameStarted", { scenario: e.scenario, year: e.year });
    case "year-started":
      return null;
    case "hand-dealt":
      return t("event.handDealt", { side: side(e.side), cards: e.cards.map(cardName).join(", ") });
    case "hands-redealt":
      return t("event.handsRedealt", { reason: e.reason });
    case "card-chosen":
      return null;
    case "cards-revealed": {
      const revealed = t("event.cardsRevealed", {
        england: side("england"),
        englandCard: cardName(e.england),
        scotland: side("scotland"),
        scotlandCard: cardName(e.scotland),
      });
      return e.p1 ? `${revealed} ${t("event.player1", { side: side(e.p1) })}` : revealed;
    }
    case "event-passed":
      return t("event.eventPassed", { side: side(e.side), card: eventCard(e.event) });
    case "truce":
      return t("event.truce", { side: side(e.side) });
    case "coronation":
      return t("event.coronation", { king: e.king.charAt(0).toUpperCase() + e.king.slice(1), area: a(e.area) });
    case "herald":
      return t(e.success ? "event.heraldListens" : "event.heraldRefuses", { side: side(e.side), noble: name(e.noble), roll: e.roll });
    case "noble-switched": {
      const reason = SWITCH_REASON[e.rule];
      return t("event.nobleSwitched", {
        noble: name(e.noble),
        side: side(e.to),
        area: a(e.area),
        strength: e.strength,
        reason: reason ? t(`switchReason.${reason}`) : `(${e.rule})`,
      });
    }
    case "pillage":
      return t("event.pillage", { side: side(e.side), target: a(e.target), from: a(e.from) });
    case "step-lost":
      return e.strength > 0
        ? t("event.stepLost", { block: name(e.block), area: a(e.area), strength: e.strength })
        : t("event.lastStepLost", { block: name(e.block), area: a(e.area) });
    case "steps-added":
      return t("event.stepsAdded", { side: side(e.side), area: a(e.area), grants: e.grants.map((g) => `${name(g.block)} +${g.steps}`).join(", ") });
    case "sea-move":
      return t("event.seaMove", { side: side(e.side), blocks: names(e.blocks), from: a(e.from), to: a(e.to) });
    case "moved": {
      const mp = e.mp === 0 ? t("event.noMpLeft") : t("event.mpLeft", { count: e.mp });
      return t("event.moved", { side: side(e.side), blocks: names(e.blocks), path: e.path.map(a).join(" > "), mp });
    }
    case "movement-done":
      return e.mpUsed === 0 ? t("event.notMoved", { side: side(e.side) }) : t("event.mpUsed", { side: side(e.side), count: e.mpUsed });
    case "battle-started": {
      const battle = t(e.defection ? "event.defectionBattle" : "event.battle", { area: a(e.area), side: side(e.attacker), forces: forces(e.engaged, e.attacker) });
      if (e.reserves.england + e.reserves.scotland === 0) return battle;
      const reserves = t("event.inReserve", { england: side("england"), englandCount: e.reserves.england, scotland: side("scotland"), scotlandCount: e.reserves.scotland });
      return `${battle} ${reserves}`;
    }
    case "round-started":
      return t("event.roundStarted", { round: e.round, area: a(e.area), side: side(e.attacker) });
    case "reserves-joined":
      return t("event.reservesJoined", { area: a(e.area), forces: forces(e.blocks, "england") });
    case "celtic-roll":
      return t(e.deserted ? "event.celticDeserts" : "event.celticStays", { block: name(e.block), roll: e.roll });
    case "fired":
      return t("event.fired", {
        block: name(e.block),
        rating: e.rating,
        dice: t("event.dice", { count: e.dice.length }),
        rolls: e.dice.join(" "),
        hits: e.hits === 0 ? t("event.noHits") : t("event.hits", { count: e.hits }),
      });
    case "passed":
      return t("event.passed", { block: name(e.block) });
    case "hit":
      return e.strength > 0 ? t("event.hit", { block: name(e.block), strength: e.strength }) : t("event.lastHit", { block: name(e.block) });
    case "eliminated": {
      const values = { block: name(e.block), pool: t(`pool.${e.side}`), ...(e.area ? { area: a(e.area) } : {}) };
      if (e.to === "removed") return t(e.area ? "event.killedIn" : "event.killed", values);
      return t(e.area ? "event.eliminatedIn" : "event.eliminated", values);
    }
    case "captured":
      return t("event.captured", { noble: name(e.noble), side: side(e.to) });
    case "edward-killed":
      return t("event.edwardKilled", { area: a(e.area) });
    case "retreated":
      return t("event.retreated", { block: name(e.block), from: a(e.from), to: a(e.to) });
    case "control-swapped":
      return t("event.controlSwapped", { side: side(e.attacker), area: a(e.area) });
    case "battle-won":
      return t("event.battleWon", { side: side(e.winner), area: a(e.area) });
    case "regrouped":
      return t("event.regrouped", { block: name(e.block), from: a(e.from), to: a(e.to) });
    case "raid-attrition":
      return t("event.raidAttrition", { block: name(e.block), from: a(e.from) });
    case "year-ended":
      return t(e.reason === "five-turns" ? "event.yearEndedFiveTurns" : "event.yearEndedTwoEvents", { year: e.year });
    case "winter-step":
      return t("event.winterStep", { step: e.step, rule: e.rule, name: t(`winterStep.${WINTER_STEPS.has(e.step) ? e.step : "other"}`) });
    case "noble-home":
      return t(e.from === e.to ? "event.nobleStaysHome" : "event.nobleGoesHome", { noble: name(e.noble), area: a(e.to) });
    case "disbanded":
      return t(e.voluntary ? "event.disbands" : "event.mustDisband", { side: side(e.side), block: name(e.block), from: a(e.from) });
    case "wintered":
      return t("event.wintered", { block: name(e.block), area: a(e.area) });
    case "moved-in-winter":
      return e.from === e.to
        ? t("event.staysInWinter", { block: name(e.block), area: a(e.to) })
        : t("event.movesInWinter", { block: name(e.block), from: a(e.from), to: a(e.to) });
    case "healed":
      return t("event.healed", { block: name(e.block), strength: e.strength, area: a(e.area) });
    case "french-knights-available":
      return t("event.frenchKnights");
    case "drawn":
      return t("event.drawn", { side: side(e.side), block: name(e.block), area: a(e.area), strength: e.strength });
    case "draw-returned":
      return t("event.drawReturned", { block: name(e.block), area: a(e.area), rule: e.rule });
    case "edward-ii":
      return t("event.edwardII");
    case "scored":
      return t("event.scored", { england: side("england"), englandCount: e.england, scotland: side("scotland"), scotlandCount: e.scotland });
    case "auto-order":
      return t("event.autoOrder", { side: side(e.side), order: formatOrderIn(lang, e.order) });
    case "game-over":
      return t("event.gameOver", { victory: describeVictory(e.victory, lang) });
  }
}

interface Position {
  year: number;
  turn: number;
  /** A new Game Turn starts with the next card chosen (or played automatically). */
  awaitingTurn: boolean;
}

/** Moves the position on; returns a heading where one belongs: a new Year, each Game Turn (at its first card), the Winter Turn. */
function heading(e: GameEvent, at: Position, t: Translate): string | null {
  switch (e.type) {
    case "game-started":
      at.year = e.year;
      return t("heading.setup");
    case "year-started":
      at.year = e.year;
      at.turn = 0;
      at.awaitingTurn = true;
      return t("heading.year", { year: e.year });
    case "cards-revealed":
      at.awaitingTurn = true;
      return null;
    case "year-ended":
      at.awaitingTurn = false;
      return t("heading.winter", { year: e.year });
    case "card-chosen":
    case "auto-order":
      if (!at.awaitingTurn || (e.type === "auto-order" && e.order.type !== "play")) return null;
      at.awaitingTurn = false;
      at.turn += 1;
      return t("heading.turn", { year: at.year, turn: at.turn });
    default:
      return null;
  }
}

/** The whole log as the referee reads it, in `lang`: one line per event that says something, under headings. */
export function narrate(events: readonly GameEvent[], lang: Language = DEFAULT_LANGUAGE): string[] {
  const t = translator(lang);
  const lines: string[] = [];
  const at: Position = { year: 0, turn: 0, awaitingTurn: false };
  for (const e of events) {
    const title = heading(e, at, t);
    if (title) {
      if (lines.length > 0) lines.push("");
      lines.push(title);
    }
    const line = describe(e, lang);
    if (line !== null) lines.push(line);
  }
  return lines;
}

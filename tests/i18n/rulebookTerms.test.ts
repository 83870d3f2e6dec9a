// The terms the rulebooks fix (docs/languages.md, "The terms the rulebooks fix"), in each language:
// the game turn is not the battle round, the pool blocks are drawn from (5.8) is not the battle
// reserve (5.32), Edward is written as the book writes him, and England is the book's name for it.
// Checked in the catalogues, and in what is drawn from them: the narrative, the mail's board, the
// picture and the order reader.
import { describe, expect, it } from "vitest";
import { CATALOGUES, type Messages } from "../../src/i18n/catalogues.js";
import type { Language } from "../../src/i18n/languages.js";
import { formatOrderIn, parseOrderIn } from "../../src/i18n/orderLanguage.js";
import { translator } from "../../src/i18n/translator.js";
import { boardText } from "../../src/mail/board.js";
import { decisionTitle } from "../../src/mail/decision.js";
import type { Decision } from "../../src/rules/decisions.js";
import { describe as narrate } from "../../src/playout/narrative.js";
import { renderBoardSvg } from "../../src/render/index.js";
import type { GameEvent } from "../../src/rules/events.js";
import { battleView } from "../render/views.js";

interface Terms {
  /** The game turn (2.0: one to five a year). */
  turn: string;
  /** A battle's round (5.3), when the book has a word of its own for it. */
  round: string;
  /** The pool eliminated blocks go to and blocks are drawn from (5.8, 7.6). */
  pool: string;
  /** The battle reserve's word (5.32), which the pool must never be called. */
  reserve: string;
  england: string;
  /** Edward I as the book writes him. */
  edwardI: string;
  /** Spellings of Edward the book does not use. */
  notEdward: readonly string[];
}

const TERMS: Record<Exclude<Language, "en">, Terms> = {
  pt: { turn: "turno", round: "rodada", pool: "depósito de unidades", reserve: "reserva", england: "Inglaterra", edwardI: "Eduardo I", notEdward: ["Edward I"] },
  fr: { turn: "tour", round: "manche", pool: "dépôt d'unités", reserve: "réserve", england: "Angleterre", edwardI: "Edward I", notEdward: ["Édouard", "Edouard"] },
  es: { turn: "turno", round: "ronda", pool: "Fondo de Fuerzas", reserve: "reserva", england: "Inglaterra", edwardI: "Eduardo I", notEdward: ["Edward I"] },
  hu: { turn: "forduló", round: "csata kör", pool: "húzókészlet", reserve: "tartalék", england: "Anglia", edwardI: "I. Edward", notEdward: ["Edvárd", "Eduárd"] },
  it: { turn: "turno", round: "round", pool: "Draw Pool", reserve: "riserva", england: "Inghilterra", edwardI: "Edoardo I", notEdward: ["Edward I"] },
};

/** The templates of a language at the dotted keys given ("mail.board.pools"). */
function templatesAt(lang: Language, keys: readonly string[]): [string, string][] {
  return keys.map((key) => {
    const value = key.split(".").reduce<Messages | string | undefined>((m, k) => (typeof m === "object" ? m[k] : undefined), CATALOGUES[lang]);
    if (typeof value !== "string") throw new Error(`${lang}: no template ${key}`);
    return [key, value];
  });
}

/** Templates that name the game turn. */
const TURN_KEYS = ["heading.turn", "mail.subject", "mail.board.header", "mail.page.title", "picture.title", "picture.turn", "picture.alt"];
/** Templates that name a battle's round. */
const ROUND_KEYS = ["event.roundStarted", "mail.title.combat-turn", "mail.board.battle", "picture.battle"];
/** Templates that name the pool. */
const POOL_KEYS = ["pool.england", "pool.scotland", "mail.choice.pool", "mail.board.pools", "mail.redacted.drawReturned", "picture.pools"];
/** Templates that name Edward (with {{edward}} standing for I or II). */
const EDWARD_KEYS = ["mail.board.nobles", "picture.edward"];

const lower = (text: string): string => text.toLocaleLowerCase();

/** Whether a text names the pool: each word of the book's term, its plural or its case endings aside ("dépôts d'unités", "húzókészletbe"). */
const namesPool = (text: string, pool: string): boolean => lower(pool).split(" ").every((word) => lower(text).includes(word.slice(0, 5)));

describe("the rulebooks' terms", () => {
  for (const [lang, terms] of Object.entries(TERMS) as [Exclude<Language, "en">, Terms][]) {
    const t = translator(lang);

    it(`${lang}: the game turn is "${terms.turn}" and a battle's round "${terms.round}", never the other way round`, () => {
      for (const [key, template] of templatesAt(lang, TURN_KEYS)) {
        expect(lower(template), key).toContain(terms.turn);
        if (!terms.round.includes(terms.turn)) expect(lower(template), key).not.toContain(terms.round);
      }
      for (const [key, template] of templatesAt(lang, ROUND_KEYS)) {
        expect(lower(template), key).toContain(terms.round);
        if (!terms.round.includes(terms.turn)) expect(lower(template), key).not.toContain(terms.turn);
      }
    });

    it(`${lang}: the pool is "${terms.pool}", never the battle reserve's "${terms.reserve}"`, () => {
      for (const [key, template] of templatesAt(lang, POOL_KEYS)) {
        expect(namesPool(template, terms.pool), `${key}: ${template}`).toBe(true);
        expect(lower(template), key).not.toContain(terms.reserve);
      }
      // The reserve keeps its own word (5.32).
      expect(lower(t("event.inReserve", { england: "", englandCount: 1, scotland: "", scotlandCount: 1 }))).toContain(terms.reserve.slice(0, 6));
    });

    it(`${lang}: Edward is "${terms.edwardI}" and England "${terms.england}", as the book writes them`, () => {
      for (const [key, template] of templatesAt(lang, EDWARD_KEYS)) {
        const said = template.replace("{{edward}}", "I").replace(/\{\{\w+\}\}/g, "");
        expect(said, key).toContain(terms.edwardI);
        for (const wrong of terms.notEdward) expect(said, key).not.toContain(wrong);
      }
      const everything = JSON.stringify(CATALOGUES[lang]);
      for (const wrong of terms.notEdward.filter((w) => !w.startsWith("Edward"))) expect(everything).not.toContain(wrong);
      expect(t("area.England")).toBe(terms.england);
      expect(t("side.england")).toBe(terms.england);
    });

    it(`${lang}: the narrative, the mail's board and the picture use these words`, () => {
      const view = battleView("england");
      const board = boardText(view, "england", lang);
      expect(lower(board)).toContain(terms.turn);
      expect(namesPool(board, terms.pool)).toBe(true);
      expect(board).toContain(terms.edwardI);
      // Edward's blocks stand in England: its row of the board is named as the book names it.
      expect(board.split("\n").some((line) => line.startsWith(terms.england))).toBe(true);
      expect(board.split("\n").some((line) => line.startsWith("England "))).toBe(false);

      const svg = renderBoardSvg(view, lang);
      expect(lower(svg)).toContain(terms.turn);
      expect(svg).toContain(`>${terms.england}<`);
      expect(svg).toContain(terms.edwardI);
      expect(svg).not.toContain(">England<");

      const events = [
        { type: "wintered", block: "edward", area: "England" },
        { type: "round-started", round: 2, area: "Lothian", attacker: "england" },
        { type: "moved", side: "england", blocks: ["york_knights"], path: ["England", "Dunbar"], mp: 0 },
      ] as unknown as GameEvent[];
      const told = events.map((e) => narrate(e, lang) ?? "").join("\n");
      expect(told).toContain(terms.england);
      expect(told).not.toMatch(/\bEngland\b/);
      expect(lower(told)).toContain(terms.round);
      // The decision's title (a mail's subject) names a battle in England the same way.
      const title = decisionTitle({ kind: "combat-turn", side: "scotland", area: "England", round: 2 } as unknown as Decision, lang);
      expect(title).toContain(terms.england);
      expect(lower(title)).toContain(terms.round);
    });

    it(`${lang}: orders name England by its printed name, and read "${terms.england}" as well`, () => {
      const printed = parseOrderIn(lang, "move England>Dunbar: York Knights");
      expect(parseOrderIn(lang, `${t("keyword.move").split("|")[0]} ${terms.england}>Dunbar: York Knights`)).toStrictEqual(printed);
      expect(parseOrderIn(lang, `retreat Wallace>${terms.england}`)).toStrictEqual(parseOrderIn(lang, "retreat Wallace>England"));
      // The order lines a seat is shown keep the name printed on the map, which every seat reads.
      expect(formatOrderIn(lang, printed)).toContain("England>Dunbar");
    });
  }

  it("en: the English order reader keeps its names: England, and a prefix of Angus", () => {
    expect(parseOrderIn("en", "battle Ang")).toStrictEqual({ type: "battle", area: "Angus" });
    expect(() => parseOrderIn("en", "battle Inglaterra")).toThrow(/Inglaterra/);
  });
});

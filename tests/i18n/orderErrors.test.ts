// Issue 13: order-syntax errors carry a key and parameters and are said in the player's language;
// the English text is the parser's own, unchanged.
import { describe, expect, it } from "vitest";
import { readOrder } from "../../src/games/orderInput.js";
import { CATALOGUES, type Messages } from "../../src/i18n/catalogues.js";
import { LANGUAGES, type Language } from "../../src/i18n/languages.js";
import { syntaxErrorText, syntaxMessageText } from "../../src/i18n/orderErrors.js";
import type { SyntaxMessageKey } from "../../src/orders/errors.js";
import { ENGLISH_TEMPLATE_WORDS, PROPER_NAME_WORDS, words } from "./englishWords.js";

function syntaxError(text: string, lang: (typeof LANGUAGES)[number]) {
  const read = readOrder({ text }, lang);
  if (read.ok || read.error.code !== "order-syntax") throw new Error(`"${text}" should not parse`);
  return read.error;
}

const ENGLISH_ERROR_WORDS = new Set([...ENGLISH_TEMPLATE_WORDS, "unknown", "expected", "found", "unexpected", "ambiguous", "order", "orders", "mean", "did", "character", "end"]);

/** Every word the English order-error templates use. */
const ENGLISH_PARSER_WORDS = new Set([...ENGLISH_ERROR_WORDS, ...templates((CATALOGUES.en.mail as Messages).orderError as Messages).flatMap((t) => words(t.replace(/\{\{[^}]*\}\}/g, " ")))]);

function templates(messages: Messages): string[] {
  return Object.values(messages).flatMap((v) => (typeof v === "string" ? [v] : templates(v)));
}
/** A language's own words (its keywords include "combat", "pillage", "step" in French and Italian). */
const ownWords = (lang: Language): Set<string> => new Set(templates(CATALOGUES[lang]).flatMap(words));

/** A line for each message of the parser (English keywords: every seat reads them). */
const EVERY_MESSAGE: Record<SyntaxMessageKey, string> = {
  unexpectedCharacter: "move Fife>Lothian: Wallace #",
  unknownName: "battle Qqqq",
  ambiguousName: "herald M",
  expectedName: "combat Wallace retreat",
  unknownOrder: "moverr Fife>Lothian: Wallace",
  trailing: "pass now",
  expectedOrder: "42",
  expectedPunct: "move Fife Lothian",
  expectedKeyword: "combat Wallace jump",
  expectedNumber: "steps Wallace",
  numberRange: "steps Wallace 9",
  expectedFrom: "pillage Buchan Angus",
  tooMany: "hits Wallace, Douglas, Moray, Fraser, Barclay",
  pathTooLong: "move Fife>Lothian>Fife>Lothian>Fife: Wallace",
  seaTwice: "build Fife: Wallace 1 sea Lothian, sea Mar",
  tooManyDraws: "build Fife: draw, draw, draw, draw, draw",
  noStepsOrDraws: "build Fife: sea Lothian",
};

describe("every order-syntax message has its key", () => {
  for (const [key, line] of Object.entries(EVERY_MESSAGE)) {
    it(`${key}: "${line}" gives it, and the English catalogue says exactly the parser's words`, () => {
      const e = syntaxError(line, "en");
      expect(e.syntax?.key).toBe(key);
      expect(syntaxMessageText("en", e.syntax as NonNullable<typeof e.syntax>)).toBe(e.detail);
    });
  }

  for (const lang of LANGUAGES.filter((l) => l !== "en")) {
    it(`${lang}: every message is said in ${lang}, every placeholder filled, no English template word`, () => {
      for (const line of Object.values(EVERY_MESSAGE)) {
        const e = syntaxError(line, lang);
        const text = syntaxErrorText(lang, e.detail, e.syntax);
        expect(text).not.toBe(e.detail);
        expect(text).not.toMatch(/orderError|\{\{|\}\}/);
        const written = new Set([...words(line), ...ownWords(lang)]);
        const left = words(text).filter((w) => ENGLISH_PARSER_WORDS.has(w) && !PROPER_NAME_WORDS.has(w) && !written.has(w));
        expect(left, `${lang}: ${text}`).toEqual([]);
      }
    });
  }
});

describe("order-syntax errors in the player's language", () => {
  const samples = ["moverr Fife>Lothian: Wallace", "jogar Xyzzy", "mover Fife>Lothian: Wallace ,", "mover", "batalha Qqqq", "mover Fife>Lothian: Wallace ; ;", "combate Wallace disparar extra extra"];

  it("the English text is the parser's message, unchanged", () => {
    const e = syntaxError("moverr Fife", "en");
    expect(syntaxErrorText("en", e.detail, e.syntax)).toBe(e.detail);
    expect(e.detail).toMatch(/^unknown order "moverr"; /);
  });

  it("an unknown order word in Portuguese: the Portuguese message, with the nearest Portuguese keyword", () => {
    const e = syntaxError("moverr Fife>Lothian: Wallace", "pt");
    expect(e.syntax?.key).toBe("unknownOrder");
    const text = syntaxErrorText("pt", e.detail, e.syntax);
    expect(text).toContain('ordem desconhecida "moverr"');
    expect(text).toContain("mover");
  });

  it("an unknown name in Hungarian names the kind in Hungarian", () => {
    const e = syntaxError("csata Qqqq", "hu");
    expect(e.syntax?.key).toBe("unknownName");
    expect(syntaxErrorText("hu", e.detail, e.syntax)).toContain('ismeretlen tartomány: "Qqqq"');
  });

  for (const lang of LANGUAGES.filter((l) => l !== "en")) {
    it(`${lang}: every keyed error is said with no English template word and no unresolved key`, () => {
      let keyed = 0;
      for (const sample of samples) {
        const read = readOrder({ text: sample }, lang);
        if (read.ok || read.error.code !== "order-syntax" || !read.error.syntax) continue;
        keyed += 1;
        const text = syntaxErrorText(lang, read.error.detail, read.error.syntax);
        expect(text).not.toMatch(/mail\.orderError|\{\{/);
        // Words the player wrote are quoted back; they are not the judge's English.
        const written = new Set([...words(sample), ...ownWords(lang)]);
        const left = words(text).filter((w) => ENGLISH_ERROR_WORDS.has(w) && !PROPER_NAME_WORDS.has(w) && !written.has(w));
        expect(left, `${lang}: ${text}`).toEqual([]);
      }
      expect(keyed).toBeGreaterThan(0);
    });
  }
});

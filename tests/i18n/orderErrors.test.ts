// Issue 13: order-syntax errors carry a key and parameters and are said in the player's language;
// the English text is the parser's own, unchanged.
import { describe, expect, it } from "vitest";
import { readOrder } from "../../src/games/orderInput.js";
import { CATALOGUES, type Messages } from "../../src/i18n/catalogues.js";
import { LANGUAGES, type Language } from "../../src/i18n/languages.js";
import { syntaxErrorText } from "../../src/i18n/orderErrors.js";
import { ENGLISH_TEMPLATE_WORDS, PROPER_NAME_WORDS, words } from "./englishWords.js";

function syntaxError(text: string, lang: (typeof LANGUAGES)[number]) {
  const read = readOrder({ text }, lang);
  if (read.ok || read.error.code !== "order-syntax") throw new Error(`"${text}" should not parse`);
  return read.error;
}

const ENGLISH_ERROR_WORDS = new Set([...ENGLISH_TEMPLATE_WORDS, "unknown", "expected", "found", "unexpected", "ambiguous", "order", "orders", "mean", "did", "character", "end"]);

function templates(messages: Messages): string[] {
  return Object.values(messages).flatMap((v) => (typeof v === "string" ? [v] : templates(v)));
}
/** A language's own words (its keywords include "combat", "pillage", "step" in French and Italian). */
const ownWords = (lang: Language): Set<string> => new Set(templates(CATALOGUES[lang]).flatMap(words));

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
    expect(syntaxErrorText("hu", e.detail, e.syntax)).toContain('ismeretlen terület: "Qqqq"');
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

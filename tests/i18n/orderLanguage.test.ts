import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CATALOGUES } from "../../src/i18n/catalogues.js";
import { LANGUAGES, type Language } from "../../src/i18n/languages.js";
import { formatOrderIn, keywordSpellings, parseOrderIn, parseOrdersIn } from "../../src/i18n/orderLanguage.js";
import { AFTER_NAME } from "../../src/orders/lexer.js";
import { normalise } from "../../src/orders/names.js";
import { KEYWORDS, OrderSyntaxError, formatOrder, parseOrder } from "../../src/orders/text.js";
import { AREA_NAMES, BLOCKS } from "../../src/rules/data/index.js";
import { applyOrder, newGame } from "../../src/rules/engine.js";
import type { Side } from "../../src/rules/sides.js";
import { playOne, playoutSources } from "../../src/playout/run.js";
import { OPTION_IDS } from "../../src/rules/state.js";
import { anyOrder } from "../orders/arbitraries.js";

const OTHER_LANGUAGES = LANGUAGES.filter((l) => l !== "en");

function syntaxError(read: () => unknown): OrderSyntaxError {
  try {
    read();
  } catch (error) {
    if (error instanceof OrderSyntaxError) return error;
    throw error;
  }
  throw new Error("expected an OrderSyntaxError");
}

describe("the order language in every rulebook's words", () => {
  for (const lang of LANGUAGES) {
    it(`${lang}: every valid order printed in ${lang} reads back as itself with ${lang} keywords alone`, () => {
      fc.assert(
        fc.property(anyOrder, (order) => {
          const text = formatOrderIn(lang, order);
          expect(parseOrderIn(lang, text, { english: false })).toStrictEqual(order);
          expect(parseOrderIn(lang, text)).toStrictEqual(order);
        }),
        { numRuns: 400 },
      );
    });
  }

  for (const lang of OTHER_LANGUAGES) {
    it(`${lang}: a seat reads English keywords too, but not without them`, () => {
      fc.assert(
        fc.property(anyOrder, (order) => {
          expect(parseOrderIn(lang, formatOrder(order))).toStrictEqual(order);
        }),
        { numRuns: 200 },
      );
      expect(() => parseOrderIn(lang, "move Fife>Lennox: Wallace", { english: false })).toThrow(OrderSyntaxError);
    });
  }

  it("examples in each language", () => {
    const move = { type: "move", moves: [{ path: ["Fife", "Lennox"], blocks: ["wallace"] }] };
    expect(parseOrderIn("pt", "mover Fife>Lennox: Wallace", { english: false })).toStrictEqual(move);
    expect(parseOrderIn("hu", "mozgat Fife>Lennox: Wallace", { english: false })).toStrictEqual(move);
    expect(formatOrderIn("pt", parseOrder("combat Wallace fire, Douglas retreat Mar, Barclay pass"))).toBe("combate Wallace combater, Douglas recuar Mar, Barclay passar");
    expect(formatOrderIn("fr", parseOrder("pillage Buchan from Angus"))).toBe("piller Buchan depuis Angus");
    expect(formatOrderIn("es", parseOrder("build Fife: Wallace 2, draw+1; Lanark: draw sea Annan"))).toBe("reconstruir Fife: Wallace 2, robar+1; Lanark: robar marítimo Annan");
    expect(formatOrderIn("hu", parseOrder("play Herald"))).toBe("kijátszik Hírnök");
    expect(formatOrderIn("it", parseOrder("king stay"))).toBe("re resta");
    expect(formatOrderIn("it", parseOrder("king Fife"))).toBe("re Fife");
  });

  it("keywords and card names match without accents, proper names too", () => {
    expect(parseOrderIn("pt", "jogar Trégua", { english: false })).toStrictEqual({ type: "play", card: "truce" });
    expect(parseOrderIn("pt", "jogar tregua", { english: false })).toStrictEqual({ type: "play", card: "truce" });
    expect(parseOrderIn("pt", "jogar Movimento Maritimo", { english: false })).toStrictEqual({ type: "play", card: "sea_move" });
    expect(parseOrderIn("hu", "kijatszik Elelmezes", { english: false })).toStrictEqual({ type: "play", card: "victuals" });
    expect(parseOrderIn("hu", "atcsoportosit Wallace>Fife", { english: false })).toStrictEqual({ type: "regroup", moves: [{ block: "wallace", to: "Fife" }] });
    expect(parseOrderIn("fr", "trêve", { english: false })).toStrictEqual({ type: "truce" });
    expect(parseOrderIn("fr", "TREVE", { english: false })).toStrictEqual({ type: "truce" });
    expect(parseOrderIn("pt", "embaixador Cómyn", { english: false })).toStrictEqual({ type: "herald", noble: "comyn" });
  });

  it("an email body in Hungarian: one order per line", () => {
    const orders = parseOrdersIn("hu", "# a skót lépései\nmozgat Fife>Lennox: Wallace\n\nharc Wallace tüzel", { english: false });
    expect(orders.map((o) => o.order.type)).toStrictEqual(["move", "combat"]);
  });
});

describe("ambiguity between keywords", () => {
  it("within a language, no spelling stands for two keywords", () => {
    for (const lang of LANGUAGES) {
      const seen = new Map<string, string>();
      for (const [keyword, spellings] of Object.entries(keywordSpellings(lang))) {
        for (const s of spellings) {
          const word = normalise(s);
          expect(seen.get(word) ?? keyword, `${lang} "${s}"`).toBe(keyword);
          seen.set(word, keyword);
        }
      }
    }
  });

  it("across all six languages, a word means the same keyword wherever it is used", () => {
    const meaning = new Map<string, { keyword: string; lang: Language }>();
    const clashes: string[] = [];
    for (const lang of LANGUAGES) {
      for (const [keyword, spellings] of Object.entries(keywordSpellings(lang))) {
        for (const s of spellings) {
          const word = normalise(s);
          const before = meaning.get(word);
          if (before && before.keyword !== keyword) clashes.push(`"${s}" is ${before.lang} ${before.keyword} and ${lang} ${keyword}`);
          meaning.set(word, { keyword, lang });
        }
      }
    }
    expect(clashes).toStrictEqual([]);
  });

  const nameWords = new Set([...BLOCKS.map((b) => b.name), ...AREA_NAMES].flatMap((n) => n.split(/\s+/)).map(normalise));
  const cutsNames = (spellings: readonly string[]): string[] => spellings.filter((s) => nameWords.has(normalise(s)));

  it("no word that ends a name (from, fire, pass, retreat, sea, draw) is, in any language, a word of a block or area name", () => {
    const enders = (lang: Language): string[] => Object.entries(keywordSpellings(lang)).flatMap(([k, spellings]) => (AFTER_NAME.has(k) ? spellings : []));
    expect(LANGUAGES.flatMap((lang) => cutsNames(enders(lang)).map((s) => `${lang} "${s}"`))).toStrictEqual([]);
  });

  it("that check would catch a clash: Spanish 'mar' for sea is the area Mar", () => {
    expect(cutsNames(["mar", "marítimo"])).toStrictEqual(["mar"]);
  });

  it("every language names every keyword (the catalogue's keyword table is complete)", () => {
    for (const lang of LANGUAGES) expect(Object.keys(CATALOGUES[lang].keyword as object).sort()).toStrictEqual([...KEYWORDS].sort());
  });
});

describe("an unknown word suggests the nearest keyword of the seat's language", () => {
  it("an order word", () => {
    expect(syntaxError(() => parseOrderIn("pt", "movr Fife>Lennox: Wallace")).candidates).toContain("mover");
    expect(syntaxError(() => parseOrderIn("hu", "visszavonl semmi")).candidates).toContain("visszavonul");
    expect(syntaxError(() => parseOrderIn("fr", "regroupr aucun")).candidates).toContain("regrouper");
    expect(syntaxError(() => parseOrderIn("it", "battaglai Fife")).candidates).toStrictEqual(["battaglia"]);
    expect(syntaxError(() => parseOrderIn("es", "batala Fife")).message).toMatch(/did you mean batalla\?/);
    expect(syntaxError(() => parseOrder("battel Fife")).candidates).toStrictEqual(["battle"]);
  });

  it("a word inside an order lists that language's choices", () => {
    const error = syntaxError(() => parseOrderIn("pt", "combate Wallace atirar"));
    expect(error.candidates).toStrictEqual(["combater", "passar", "recuar"]);
    expect(error.message).toMatch(/combater, passar, recuar/);
    expect(syntaxError(() => parseOrderIn("fr", "piller Buchan Angus")).message).toMatch(/expected "depuis"/);
  });
});

describe("a whole game with England writing Portuguese keywords and Scotland Hungarian", () => {
  it("every order, printed in its seat's language and read with that language's keywords alone, plays the same game", () => {
    const seats: Record<Side, Language> = { england: "pt", scotland: "hu" };
    const setup = { scenario: "campaign" as const, options: [...OPTION_IDS], campaignEndYear: null };
    const played = playOne({ ...setup, seed: 11 }, true);
    expect(played.error).toBeNull();
    const { dice } = playoutSources(11);
    let state = newGame(setup, dice).state;
    const written: Record<Side, string[]> = { england: [], scotland: [] };
    for (const { side, order } of played.orders) {
      const text = formatOrderIn(seats[side], order);
      written[side].push(text);
      const read = parseOrderIn(seats[side], text, { english: false });
      expect(read).toStrictEqual(order);
      const result = applyOrder(state, side, read, dice);
      if (!result.ok) throw new Error(`${side} "${text}": ${result.error.message}`);
      state = result.state;
    }
    expect(state).toStrictEqual(played.final);
    expect(state.winner).toBeTruthy();
    // Each side wrote in its own words: Portuguese order words are not Hungarian ones, and neither is English.
    const head = (line: string): string => normalise(line.split(/[\s(]/)[0] ?? "");
    const ptHeads = new Set(written.england.map(head));
    const huHeads = new Set(written.scotland.map(head));
    expect([...ptHeads].filter((w) => huHeads.has(w) && !["moray", "edward", "wallace"].includes(w))).toStrictEqual([]);
    expect(ptHeads.has("mover") && huHeads.has("mozgat")).toBe(true);
    expect([...ptHeads, ...huHeads].filter((w) => (KEYWORDS as readonly string[]).includes(w))).toStrictEqual([]);
  });
});

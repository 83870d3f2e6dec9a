import { describe, expect, it } from "vitest";
import { LANGUAGES, type Language } from "../../src/i18n/languages.js";
import { describe as describeEvent, narrate } from "../../src/playout/narrative.js";
import type { EventType } from "../../src/rules/events.js";
import { ENGLISH_TEMPLATE_WORDS, PROPER_NAME_WORDS, words } from "./englishWords.js";
import { RARE_EVENTS, sampleGames } from "./games.js";

// Every event type, so that the sample games are shown to raise them all (the compiler keeps the list whole).
const EVENT_TYPES: Record<EventType, true> = {
  "game-started": true, "year-started": true, "hand-dealt": true, "hands-redealt": true, "card-chosen": true,
  "cards-revealed": true, "event-passed": true, truce: true, coronation: true, herald: true, "noble-switched": true,
  pillage: true, "step-lost": true, "steps-added": true, "sea-move": true, moved: true, "movement-done": true,
  "battle-started": true, "round-started": true, "reserves-joined": true, "celtic-roll": true, fired: true,
  passed: true, hit: true, eliminated: true, captured: true, "edward-killed": true, retreated: true,
  "control-swapped": true, "battle-won": true, regrouped: true, "raid-attrition": true, "year-ended": true,
  "winter-step": true, "noble-home": true, disbanded: true, wintered: true, "moved-in-winter": true, healed: true,
  "french-knights-available": true, drawn: true, "draw-returned": true, "edward-ii": true, scored: true,
  "auto-order": true, "game-over": true,
};

/**
 * Words the English templates share with a language's own text, each that language's word too
 * (mostly the rulebook's own: the Italian book says "Round", "Draw Pool", "Step", "Raid di Confine").
 */
const SHARED_WORDS: Record<Exclude<Language, "en">, readonly string[]> = {
  pt: ["move", "feudal", "no"],
  fr: ["combat", "nobles", "pillage"],
  es: ["no", "nobles", "feudal", "control"],
  hu: ["is"],
  it: ["in", "round", "draw", "pool", "step", "area", "raid"],
};

/** What an unresolved i18next key or placeholder looks like in the output. */
const UNRESOLVED = /\b(side|pool|card|heading|winterStep|switchReason|victory|event|keyword)\.[\w-]+|\{\{|\}\}/;

describe("the narrative of whole games in every language", () => {
  const games = sampleGames();

  it("the sample games finish, and with the rare events they raise every kind of event", () => {
    for (const g of games) {
      expect(g.error).toBeNull();
      expect(g.final.winner).toBeTruthy();
    }
    const raised = new Set([...games.flatMap((g) => g.events.map((e) => e.type)), ...RARE_EVENTS.map((e) => e.type)]);
    expect([...raised].sort()).toStrictEqual(Object.keys(EVENT_TYPES).sort());
  });

  for (const lang of LANGUAGES) {
    it(`${lang}: every event is told, with no missing key or placeholder`, () => {
      for (const g of games) {
        const lines = narrate(g.events, lang);
        expect(lines.length).toBe(narrate(g.events, "en").length);
        for (const line of lines) expect(line).not.toMatch(UNRESOLVED);
      }
      for (const e of RARE_EVENTS) expect(describeEvent(e, lang) ?? "", e.type).not.toMatch(UNRESOLVED);
    });
  }

  for (const lang of LANGUAGES.filter((l): l is Exclude<Language, "en"> => l !== "en")) {
    it(`${lang}: no English template word is left, other than proper names`, () => {
      const allowed = new Set(SHARED_WORDS[lang]);
      const leftovers = new Map<string, string>();
      const texts = [...games.flatMap((g) => narrate(g.events, lang)), ...RARE_EVENTS.map((e) => describeEvent(e, lang) ?? "")];
      for (const line of texts) {
        for (const w of words(line)) {
          if (ENGLISH_TEMPLATE_WORDS.has(w) && !PROPER_NAME_WORDS.has(w) && !allowed.has(w)) leftovers.set(w, line);
        }
      }
      expect(Object.fromEntries(leftovers)).toStrictEqual({});
    });
  }

  it("the English-word check catches an English line (so it can fail)", () => {
    const line = narrate(games[0]?.events ?? [], "en").find((l) => l.includes("moves")) ?? "";
    const caught = words(line).filter((w) => ENGLISH_TEMPLATE_WORDS.has(w) && !PROPER_NAME_WORDS.has(w));
    expect(caught).toContain("moves");
  });

  it("fr: the rulebook's terms are there (Héraut, Manche, dépôt d'unités, Hivernage)", () => {
    const text = games.flatMap((g) => narrate(g.events, "fr")).join("\n");
    for (const term of ["Héraut", "Manche 1", "dépôt d'unités", "== Hivernage", "Levée Féodale"]) expect(text).toContain(term);
  });

  it("plural forms follow each language's rules (Intl.PluralRules through i18next)", () => {
    const fired = (dice: number[], hits: number) => ({ type: "fired" as const, side: "scotland" as const, block: "wallace" as const, rating: "A3", dice, hits });
    expect(describeEvent(fired([6], 1), "en")).toBe("Wallace (A3) fires 1 die: 6 — 1 hit.");
    expect(describeEvent(fired([1, 2], 2), "en")).toBe("Wallace (A3) fires 2 dice: 1 2 — 2 hits.");
    expect(describeEvent(fired([1, 2], 2), "pt")).toBe("Wallace (A3) combate com 2 dados: 1 2 — 2 acertos.");
    expect(describeEvent(fired([6], 0), "it")).toBe("Wallace (A3) tira 1 dado: 6 — nessun colpo.");
    expect(describeEvent(fired([1, 2, 3], 3), "hu")).toBe("Wallace (A3) tüzel, 3 kocka: 1 2 3 — 3 találat.");
  });
});

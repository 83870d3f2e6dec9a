// The board picture in the seat's language (docs/languages.md): every word drawn (the header, the
// legend, the seas, "home:", "contested", the blocks' tooltips, the title) and the HTML alt text,
// with England and the cards named as the language's rulebook names them. Block and area names stay
// as printed on the map. The PNG is drawn from this SVG, so its words are these.
import { describe, expect, it } from "vitest";
import { LANGUAGES, type Language } from "../../src/i18n/languages.js";
import { translator } from "../../src/i18n/translator.js";
import { boardImage, renderBoardSvg } from "../../src/render/index.js";
import type { View } from "../../src/views/index.js";
import { englishWordsIn } from "../i18n/englishWords.js";
import { allText, descendants, parseXml } from "../helpers/xml.js";
import { drawnText } from "./drawnText.js";
import { battleView, finalView, recordedView } from "./views.js";

type Other = Exclude<Language, "en">;
const OTHERS = LANGUAGES.filter((l): l is Other => l !== "en");

/** Views that together draw every kind of word: set-up, a turn with hands, a battle, the end of the game; as each viewer. */
const VIEWS: readonly [string, () => View][] = [
  ["the set-up, as the observer sees it", () => recordedView("observer", 0)],
  ["a turn with both hands, as the referee sees it", () => recordedView("referee", 30)],
  ["a battle, as England sees it", () => battleView("england")],
  ["a battle, as Scotland sees it", () => battleView("scotland")],
  ["the end of the game, as Scotland sees it", () => finalView("scotland")],
];

describe("the board picture in each language", () => {
  it("the English-word check finds the English picture's words in every other language (so it can fail)", () => {
    const english = drawnText(renderBoardSvg(recordedView("referee", 30), "en"));
    for (const lang of OTHERS) expect(englishWordsIn(english, lang)).toEqual(expect.arrayContaining(["turn", "seen", "hands", "pools", "borders", "strength", "england", "sea"]));
  });

  for (const lang of OTHERS) {
    const t = translator(lang);
    for (const [what, view] of VIEWS) {
      it(`${lang}: ${what}: no English word is drawn outside the names printed on the map`, () => {
        const text = drawnText(renderBoardSvg(view(), lang));
        const left = englishWordsIn(text, lang);
        const where = text.split("\n").filter((line) => englishWordsIn(line, lang).length > 0);
        expect(left, where.join(" | ")).toEqual([]);
      });
    }

    it(`${lang}: the picture says its header, legend, seas and England in the language's words`, () => {
      const text = drawnText(renderBoardSvg(recordedView("referee", 30), lang));
      expect(text).toContain(t("picture.irishSea"));
      expect(text).toContain(t("picture.northSea"));
      expect(text).toContain(t("picture.legendBorders"));
      expect(text).toContain(t("picture.seenBy", { viewer: t("picture.viewer.referee") }));
      // England's area is labelled with the rulebook's name for it, and the cards with theirs.
      expect(text.split("\n")).toContain(t("area.England"));
      expect(text).toContain(t("card.move2"));
      expect(text).not.toMatch(/\bmove[123]\b|\bsea_move\b/);
    });

    it(`${lang}: the mail's <img> alt text is in the language`, () => {
      const view = recordedView("england", 30);
      const img = boardImage(view, "board@judge.test", lang);
      const alt = /alt="([^"]*)"/.exec(img)?.[1] ?? "";
      expect(alt).toBe(t("picture.alt", { year: view.year, turn: view.turn, viewer: t("picture.viewer.england") }));
      expect(englishWordsIn(alt, lang)).toEqual([]);
    });
  }

  it("en: the cards are drawn by their printed names, never by their keys", () => {
    const text = drawnText(renderBoardSvg(recordedView("referee", 30), "en"));
    expect(text).toMatch(/Hands: England (Move \d|Herald|Pillage|Sea Move|Truce|Victuals)/);
    expect(text).not.toMatch(/\bmove[123]\b|\bsea_move\b/);
  });

  it("a long header line is squeezed into the board's width rather than run off its edge", () => {
    const svg = renderBoardSvg(recordedView("referee", 30), "pt");
    const second = descendants(parseXml(svg)).filter((n) => n.name === "text" && n.attrs.y === "45");
    expect(second).toHaveLength(1);
    const room = Number(second[0]?.attrs.textLength ?? 0);
    // Squeezed only when it is too long for the room between the seas: then into exactly that room.
    if (allText(second[0]!).length * 13 * 0.56 > 1060 - 2 * 56 - 24) expect(room).toBe(1060 - 2 * 56 - 24);
    else expect(second[0]?.attrs.textLength).toBeUndefined();
  });
});

// Issue 13: the lines the deadline worker and standing orders add to "What happened", the "due by"
// line and the HELP answer, in each language: no key or placeholder left, no English template word.
import { describe, expect, it } from "vitest";
import { CATALOGUES, type Messages } from "../../src/i18n/catalogues.js";
import { helpText } from "../../src/i18n/helpText.js";
import { LANGUAGES, type Language } from "../../src/i18n/languages.js";
import { parseOrderIn } from "../../src/i18n/orderLanguage.js";
import { dueLine } from "../../src/mail/compose.js";
import { deadlineLine } from "../../src/mail/deadlineStory.js";
import { ENGLISH_TEMPLATE_WORDS, PROPER_NAME_WORDS, words } from "./englishWords.js";

type Loose = Record<string, unknown> & { type: string };

const DEADLINE = "2026-11-26T10:00:00+01:00";
const EVENTS: readonly Loose[] = [
  { type: "deadline-reminder", side: "england", kind: "combat-turn", deadline: DEADLINE },
  { type: "deadline-default", side: "scotland", kind: "play-card", deadline: DEADLINE, missed: 2, order: "play Move 3" },
  { type: "deadline-default", kind: "movement", deadline: DEADLINE, missed: 1 },
  { type: "deadline-warning", side: "england", missed: 2, limit: 3 },
  { type: "deadline-resignation", side: "england", missed: 3, deadline: DEADLINE },
  { type: "deadline-extended", seconds: 86_400, deadline: DEADLINE },
  { type: "deadline-extend-asked", side: "scotland", seconds: 172_800 },
  { type: "deadline-paused" },
  { type: "deadline-resumed", deadline: DEADLINE },
  { type: "deadline-resumed" },
  { type: "policy-answer", side: "england", kind: "assign-hits", order: "hits Wallace, Douglas" },
  { type: "policy-set", cleared: true },
  { type: "policy-set", cleared: false },
];

function templates(messages: Messages): string[] {
  return Object.values(messages).flatMap((v) => (typeof v === "string" ? [v] : templates(v)));
}
const templateWords = (m: Messages): string[] => templates(m).flatMap((t) => words(t.replace(/\{\{[^}]*\}\}/g, " ")));
const ENGLISH = new Set([...ENGLISH_TEMPLATE_WORDS, ...templateWords(CATALOGUES.en.mail as Messages)]);

function englishLeft(text: string, lang: Language): string[] {
  const own = new Set(templateWords(CATALOGUES[lang]));
  return [...new Set(words(text.replace(/docs\/\w+\.md/g, " ").replace(/[\d:T+-]{10,}/g, " ")).filter((w) => ENGLISH.has(w) && !PROPER_NAME_WORDS.has(w) && !own.has(w)))];
}

describe("deadline lines, the due line and HELP in each language", () => {
  it("English says what it said before the catalogue", () => {
    expect(dueLine(DEADLINE)).toBe(`Due by: ${DEADLINE}. After that the default order for this decision is applied (docs/deadlines.md).`);
    expect(deadlineLine(EVENTS[1] as Loose)).toBe(`Scotland missed the deadline of ${DEADLINE} (2 in a row): the default order for play-card was applied: play Move 3.`);
    expect(deadlineLine(EVENTS[5] as Loose)).toBe(`Both sides agreed: the deadline moves by 24 h to ${DEADLINE}.`);
    expect(deadlineLine(EVENTS[8] as Loose)).toBe(`The game is resumed; the deadline is ${DEADLINE}.`);
    expect(deadlineLine({ type: "moved" })).toBeUndefined();
  });

  for (const lang of LANGUAGES.filter((l) => l !== "en")) {
    it(`${lang}: every line is in ${lang}, its orders in ${lang}'s keywords`, () => {
      const lines = [dueLine(DEADLINE, lang), ...EVENTS.map((e) => deadlineLine(e, lang) as string)];
      for (const line of lines) {
        expect(line).not.toMatch(/mail\.|\{\{|\}\}|undefined/);
        expect(englishLeft(line, lang), line).toEqual([]);
      }
      expect(lines.join("\n")).toContain(DEADLINE);
    });

    it(`${lang}: HELP lists every order in ${lang}'s keywords, each example reads without English ones`, () => {
      const help = helpText(lang).split("\n");
      expect(englishLeft(help.join("\n"), lang), help.join("\n")).toEqual([]);
      const examples = help.slice(1, -1).flatMap((l) => l.trim().split(/ {4}/));
      expect(examples.length).toBeGreaterThan(25);
      for (const example of examples) expect(() => parseOrderIn(lang, example, { english: false }), example).not.toThrow();
    });
  }

  it("the check finds English in a line (so it can fail)", () => {
    expect(englishLeft("Reminder: Inglaterra's decision is due", "pt")).toEqual(expect.arrayContaining(["reminder", "decision"]));
  });
});

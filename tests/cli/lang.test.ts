import { describe, expect, it } from "vitest";
import { translator } from "../../src/i18n/translator.js";
import { hots } from "../helpers/cli.js";
import { englishWordsIn } from "../i18n/englishWords.js";
import { drawnText } from "../render/drawnText.js";

const RECORD = "examples/braveheart-seed-5.json";

describe("hots replay|playout --lang", () => {
  it("replay --log --lang fr prints the game in French with the French rulebook's terms, and still verifies", async () => {
    const run = await hots("replay", RECORD, "--log", "--lang", "fr");
    expect(run.code).toBe(0);
    const text = run.out.join("\n");
    expect(text).toContain("== Déploiement ==");
    expect(text).toContain("== Hivernage 1297 ==");
    expect(text).toMatch(/Écosse envoie un Héraut à/);
    expect(text).toContain("Levée Féodale anglaise");
    expect(run.out.at(-1)).toBe("verified");
  });

  it("each language has its own narrative of the same game, line for line", async () => {
    const english = (await hots("replay", RECORD, "--log")).out;
    const headings: Record<string, string> = { pt: "== Inverno 1297 ==", es: "== Invierno 1297 ==", hu: "== Tél 1297 ==", it: "== Inverno 1297 ==", en: "== Winter 1297 ==" };
    for (const [lang, heading] of Object.entries(headings)) {
      const run = await hots("replay", RECORD, "--log", "--lang", lang);
      expect(run.code).toBe(0);
      expect(run.out).toContain(heading);
      expect(run.out.length).toBe(english.length);
    }
  });

  it("playout --lang hu narrates game 1 in Hungarian", async () => {
    const run = await hots("playout", "--scenario", "braveheart", "--seed", "3", "--lang", "hu");
    expect(run.code).toBe(0);
    expect(run.out).toContain("== Felállítás ==");
    expect(run.out.some((line) => line.startsWith("Anglia lapjai: "))).toBe(true);
  });

  it("playout --lang L prints its summary lines in L too: one per game and the total, with no English word", async () => {
    for (const lang of ["pt", "fr", "es", "hu", "it"] as const) {
      const t = translator(lang);
      const run = await hots("playout", "--scenario", "braveheart", "--seed", "3", "--games", "2", "--lang", lang);
      expect(run.code).toBe(0);
      const heads = [1, 2].map((game) => t("playout.game", { game, seed: 0, decisions: 0 }).split(" (")[0] as string);
      const summary = run.out.filter((line) => heads.some((head) => line.startsWith(`${head} (`)) || /^\d+\/\d+ /.test(line));
      expect(summary, run.out.slice(-3).join("\n")).toHaveLength(3);
      expect(summary.at(-1)).toContain(t("side.england"));
      for (const line of summary) expect(englishWordsIn(line.replace(/\b[0-9a-f]{16,}\b/g, " "), lang), line).toEqual([]);
    }
  });

  it("render --lang pt draws the board with every word in Portuguese", async () => {
    const run = await hots("render", RECORD, "--side", "england", "--at", "30", "--lang", "pt");
    expect(run.code).toBe(0);
    const text = drawnText(run.out.join("\n"));
    expect(text).toContain(translator("pt")("picture.seenBy", { viewer: "Inglaterra" }));
    expect(englishWordsIn(text, "pt")).toEqual([]);
  });

  it("an unknown language is a usage error naming the six", async () => {
    const run = await hots("replay", RECORD, "--log", "--lang", "de");
    expect(run.code).toBe(2);
    expect(run.err.join("\n")).toMatch(/--lang must be one of en, pt, fr, es, hu, it, not "de"/);
  });
});

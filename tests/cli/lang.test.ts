import { describe, expect, it } from "vitest";
import { hots } from "../helpers/cli.js";

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

  it("an unknown language is a usage error naming the six", async () => {
    const run = await hots("replay", RECORD, "--log", "--lang", "de");
    expect(run.code).toBe(2);
    expect(run.err.join("\n")).toMatch(/--lang must be one of en, pt, fr, es, hu, it, not "de"/);
  });
});

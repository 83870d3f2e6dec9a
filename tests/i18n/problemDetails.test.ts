// Issue 13: the refusals a seat meets (through the API, and in mail answers, which say them the
// same way) in each language: every detail the use cases write for a seat, matched and said.
import { describe, expect, it } from "vitest";
import { localizeProblem } from "../../src/api/localizeProblem.js";
import { problem, type ProblemCode } from "../../src/api/problem.js";
import { LANGUAGES } from "../../src/i18n/languages.js";

const REFUSALS: readonly [ProblemCode, string][] = [
  ["not-your-decision", "No decision is pending"],
  ["conflict", "Orders kept being accepted meanwhile; try again"],
  ["conflict", "The game is already over"],
  ["conflict", "The game is already paused"],
  ["conflict", "The game is not paused"],
  ["conflict", "The game is over: its deadlines no longer change"],
  ["conflict", "The game no longer waits for players: both seats are taken, or it has ended"],
  ["conflict", "The host revoked this invite; ask for a new one"],
  ["forbidden", "The invite is not valid for this game"],
  ["conflict", "The invite was already used: an invite claims its seat once"],
  ["conflict", "The seat kept changing; try again"],
  ["conflict", "This game has no deadlines: set them first (POST /games/{id}/deadlines)"],
  ["bad-request", "An extension is 1 to 604800 seconds"],
  ["conflict", "The england seat is already claimed"],
  ["deadline-passed", 'The deadline (2026-11-26T10:00:00+01:00) passed and the default order "play Move 3" was applied for scotland'],
  ["idempotency-conflict", 'Idempotency-Key "k-1" was used for another request'],
];

describe("the refusals a seat meets, in each language", () => {
  for (const lang of LANGUAGES.filter((l) => l !== "en")) {
    it(`${lang}: each is said in ${lang}, title and detail, with its values`, () => {
      for (const [code, detail] of REFUSALS) {
        const said = localizeProblem(problem(code, detail), lang);
        expect(said.language, detail).toBe(lang);
        expect(said.problem.detail, detail).not.toBe(detail);
        expect(said.problem.title, detail).not.toBe(problem(code, detail).title);
        expect(said.problem.detail).not.toMatch(/problem\.|\{\{|\}\}/);
        for (const value of detail.match(/\d{3,}|"[^"]+"|2026[^)]+/g) ?? []) expect(said.problem.detail, detail).toContain(value.replace(/^"|"$/g, ""));
      }
    });
  }

  it("English is left as the use case wrote it", () => {
    for (const [code, detail] of REFUSALS) expect(localizeProblem(problem(code, detail), "en").problem.detail).toBe(detail);
  });
});

// docs/languages.md quotes the rulebooks for the terms they fix ("The terms the rulebooks fix"):
// every quote is found in its book (../shared/seeds, the five seed rulebooks), so the table says
// only what the books say. Spacing, line breaks and the apostrophe's shape do not count.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const SEEDS = new URL("../../../shared/seeds/", import.meta.url);
/** The seed rulebooks in their order: 000 Portuguese, 001 French, 002 Spanish, 003 Hungarian, 004 Italian. */
const BOOK_PREFIX: Record<string, string> = { pt: "000_", fr: "001_", es: "002_", hu: "003_", it: "004_" };

const normalised = (text: string): string => text.replace(/[’‘]/g, "'").replace(/\s+/g, " ").toLowerCase();

function book(lang: string): string {
  const file = readdirSync(SEEDS).find((name) => name.startsWith(BOOK_PREFIX[lang] ?? "?"));
  if (file === undefined) throw new Error(`no rulebook for ${lang} in ../shared/seeds`);
  return normalised(readFileSync(new URL(file, SEEDS), "utf8"));
}

const doc = readFileSync(new URL("../../docs/languages.md", import.meta.url), "utf8");
const section = doc.slice(doc.indexOf("## The terms the rulebooks fix"));
const ROWS = [...section.matchAll(/^\| (pt|fr|es|hu|it) \| ([^|]+) \| ([^|]+) \| "([^"]+)" \| ([^|]+) \|$/gm)].map((m) => ({
  lang: m[1] as string,
  english: (m[2] as string).trim(),
  term: (m[3] as string).trim(),
  quote: m[4] as string,
  where: (m[5] as string).trim(),
}));

describe("docs/languages.md: the rulebooks' terms, quoted", () => {
  it("has a quoted row for the game turn or battle round, the pool, England and Edward in every language", () => {
    for (const lang of Object.keys(BOOK_PREFIX)) {
      const named = ROWS.filter((r) => r.lang === lang).map((r) => r.english);
      expect(named, lang).toEqual(expect.arrayContaining(["battle round", "pool", "England", "Edward"]));
    }
  });

  for (const row of ROWS) {
    it(`${row.lang} ${row.english} "${row.term}": the quote is in the book (${row.where})`, () => {
      expect(book(row.lang)).toContain(normalised(row.quote));
    });
  }
});

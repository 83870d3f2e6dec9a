import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../src/i18n/languages.js";
import { formatOrderIn, keywordSpellings } from "../../src/i18n/orderLanguage.js";
import { KEYWORDS, parseOrder } from "../../src/orders/text.js";

const doc = readFileSync(new URL("../../docs/languages.md", import.meta.url), "utf8");

describe("docs/languages.md", () => {
  it("lists every keyword of every language as the catalogues spell them", () => {
    const rows = new Map<string, string[]>();
    for (const line of doc.split("\n")) {
      const cells = /^\| ([a-z]+)(?: \([^)]*\))? \|(.*)\|$/.exec(line);
      if (cells) rows.set(cells[1] as string, (cells[2] as string).split(/ (?<!\\)\| /).map((c) => c.trim().replace(/ \\\| /g, "|")));
    }
    for (const keyword of KEYWORDS) {
      const expected = LANGUAGES.filter((l) => l !== "en").map((lang) => keywordSpellings(lang)[keyword].join("|"));
      expect(rows.get(keyword), keyword).toStrictEqual(expected);
    }
  });

  it("shows the example order as the formatter prints it in each language", () => {
    const order = parseOrder("combat Wallace fire, Douglas retreat Mar, Barclay pass");
    for (const lang of LANGUAGES) expect(doc).toContain(`${lang.padEnd(4)}${formatOrderIn(lang, order)}\n`);
  });
});

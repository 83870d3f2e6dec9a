// Issue 13: every reason an order can be refused for is explained in every language. The codes are
// those of src/rules/errors.ts, and the sources are read for any code they raise beyond that list.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { CATALOGUES, type Messages } from "../../src/i18n/catalogues.js";
import { illegalOrderText } from "../../src/i18n/illegalOrders.js";
import { LANGUAGES } from "../../src/i18n/languages.js";
import { ILLEGAL_REASONS } from "../../src/rules/errors.js";
import { ENGLISH_TEMPLATE_WORDS, PROPER_NAME_WORDS, words } from "./englishWords.js";

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith(".ts") ? [path] : [];
  });
}

/** The codes the engine and the order checks raise: `illegal("code", ...)` and `{ code: "code", rule: ... }`. */
function raisedCodes(): Set<string> {
  const codes = new Set<string>();
  for (const file of [...sources("src/rules"), ...sources("src/games"), ...sources("src/orders")]) {
    const text = readFileSync(file, "utf8");
    for (const m of text.matchAll(/illegal\(\s*"([a-z-]+)"/g)) codes.add(m[1] as string);
    for (const m of text.matchAll(/code:\s*"([a-z-]+)",\s*rule:/g)) codes.add(m[1] as string);
  }
  return codes;
}

function templates(messages: Messages): string[] {
  return Object.values(messages).flatMap((v) => (typeof v === "string" ? [v] : templates(v)));
}

const reasons = (lang: (typeof LANGUAGES)[number]): Messages => (CATALOGUES[lang].mail as Messages).illegalReason as Messages;

const ENGLISH_REASON_WORDS = new Set([...ENGLISH_TEMPLATE_WORDS, ...Object.values(reasons("en")).flatMap((t) => words(String(t)))]);

describe("illegal-order reasons in every language", () => {
  it("the sources raise no code outside the list, and raise most of it (the scan works)", () => {
    const raised = raisedCodes();
    expect([...raised].filter((c) => !(ILLEGAL_REASONS as readonly string[]).includes(c))).toEqual([]);
    expect(raised.size).toBeGreaterThan(20);
  });

  for (const lang of LANGUAGES) {
    it(`${lang}: every code has its own message`, () => {
      expect(Object.keys(reasons(lang)).sort()).toStrictEqual([...ILLEGAL_REASONS].sort());
    });
  }

  for (const lang of LANGUAGES.filter((l) => l !== "en")) {
    it(`${lang}: every code is explained in ${lang}, not in English`, () => {
      // Words English shares with the language, used by the rest of its catalogue ("no" in Spanish, "combat" in French).
      const own = new Set(templates({ ...CATALOGUES[lang], mail: { ...(CATALOGUES[lang].mail as Messages), illegalReason: {} } }).flatMap(words));
      for (const code of ILLEGAL_REASONS) {
        const engine = "the engine's English message";
        const text = illegalOrderText(lang, code, engine);
        expect(text, code).not.toBe(engine);
        expect(text, code).not.toBe(reasons("en")[code]);
        const left = words(text).filter((w) => ENGLISH_REASON_WORDS.has(w) && !PROPER_NAME_WORDS.has(w) && !own.has(w));
        expect(left, `${lang} ${code}: ${text}`).toEqual([]);
      }
    });
  }

  it("English keeps the engine's specific message", () => {
    expect(illegalOrderText("en", "pinned", "Scottish blocks in Fife are pinned")).toBe("Scottish blocks in Fife are pinned");
  });
});

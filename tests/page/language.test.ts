// Issue 13: a side's page in the seat's language: headings, labels, the decision and its legal
// choices, the suggested orders in the seat's keywords (they read back without English ones), the log.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATALOGUES, type Messages } from "../../src/i18n/catalogues.js";
import type { Language } from "../../src/i18n/languages.js";
import { parseOrderIn } from "../../src/i18n/orderLanguage.js";
import { translator } from "../../src/i18n/translator.js";
import { apiClient, type Created } from "../api/client.js";
import { startServer, testConfig, type TestServer } from "../api/server.js";
import { ENGLISH_TEMPLATE_WORDS, PROPER_NAME_WORDS, words } from "../i18n/englishWords.js";

const root = mkdtempSync(join(tmpdir(), "hots-page-lang-"));
let server: TestServer;
let game: Created;
beforeAll(async () => {
  server = await startServer(testConfig(`file:${join(root, "hots.db")}`));
  game = await apiClient(() => server).newGame({ scenario: "braveheart", languages: { england: "pt", scotland: "hu" } });
});
afterAll(async () => {
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

function templates(messages: Messages): string[] {
  return Object.values(messages).flatMap((v) => (typeof v === "string" ? [v] : templates(v)));
}
const templateWords = (m: Messages): string[] => templates(m).flatMap((t) => words(t.replace(/\{\{[^}]*\}\}/g, " ")));
/** The English words of the page, the mails and the narrative. */
const ENGLISH = new Set([...ENGLISH_TEMPLATE_WORDS, ...templateWords(CATALOGUES.en.mail as Messages), "your", "decision", "legal", "choices", "order", "log", "dry", "run", "give"]);

async function pageOf(token: string): Promise<string> {
  const session = await fetch(`${server.url}/games/${game.gameId}/page/session`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ token }).toString(),
    redirect: "manual",
  });
  const cookie = (session.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
  return (await fetch(`${server.url}/games/${game.gameId}/page`, { headers: { cookie } })).text();
}

/** The page's text outside the board picture, the script and the style, without markup. */
function textOf(html: string): string {
  return html.replace(/<svg[\s\S]*<\/svg>/, " ").replace(/<(script|style)[\s\S]*?<\/\1>/g, " ").replace(/<[^>]*>/g, " ").replace(/&[a-z]+;|&#\d+;/g, " ");
}

describe("a side's page in the seat's language", () => {
  for (const [side, lang] of [["england", "pt"], ["scotland", "hu"]] as const) {
    it(`${side} (${lang}): every heading, label and line is in ${lang}; the suggested orders read with ${lang} keywords only`, async () => {
      const html = await pageOf(game.tokens[side] as string);
      const t = translator(lang as Language);
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html).toContain(t("mail.page.legalChoices"));
      expect(html).toContain(t("mail.page.submit"));
      expect(html).toContain(t("mail.page.log"));
      expect(html).toContain(t("mail.title.play-card"));
      const suggestions = [...html.matchAll(/name="choice" value="([^"]*)"/g)].map((m) => (m[1] as string).replace(/&quot;/g, '"').replace(/&amp;/g, "&"));
      expect(suggestions.length).toBeGreaterThan(0);
      for (const line of suggestions) expect(() => parseOrderIn(lang, line, { english: false }), line).not.toThrow();
      const own = new Set(templateWords(CATALOGUES[lang]));
      const left = [...new Set(words(textOf(html)).filter((w) => ENGLISH.has(w) && !PROPER_NAME_WORDS.has(w) && !own.has(w)))];
      expect(left).toEqual([]);
    });
  }
});

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
import { ENGLISH_TEMPLATE_WORDS, PROPER_NAME_WORDS, englishWordsIn, words } from "../i18n/englishWords.js";
import { drawnText } from "../render/drawnText.js";

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

async function cookieOf(token: string): Promise<string> {
  const session = await fetch(`${server.url}/games/${game.gameId}/page/session`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ token }).toString(),
    redirect: "manual",
  });
  return (session.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

async function pageOf(token: string): Promise<string> {
  return (await fetch(`${server.url}/games/${game.gameId}/page`, { headers: { cookie: await cookieOf(token) } })).text();
}

/** The page after the form is posted with `fields`. */
async function posted(token: string, fields: Record<string, string>): Promise<{ status: number; html: string }> {
  const reply = await fetch(`${server.url}/games/${game.gameId}/page`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: await cookieOf(token) },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
  return { status: reply.status, html: await reply.text() };
}

/** The notice's text, without markup. */
const noticeOf = (html: string): string => textOf(/<section class="notice[^]*?<\/section>/.exec(html)?.[0] ?? "");

/** The page's text outside the board picture, the script and the style, without markup. */
function textOf(html: string): string {
  return html.replace(/<svg[\s\S]*<\/svg>/, " ").replace(/<(script|style)[\s\S]*?<\/\1>/g, " ").replace(/<[^>]*>/g, " ").replace(/&[a-z]+;|&#\d+;/g, " ");
}

describe("a side's page in the seat's language", () => {
  for (const [side, lang] of [["england", "pt"], ["scotland", "hu"]] as const) {
    it(`${side} (${lang}): the notices after a dry run, a syntax error and an illegal order are in ${lang}, and nothing changes`, async () => {
      const token = game.tokens[side] as string;
      const t = translator(lang as Language);
      const own = new Set(templateWords(CATALOGUES[lang]));
      const english = (text: string): string[] => [...new Set(words(text).filter((w) => ENGLISH.has(w) && !PROPER_NAME_WORDS.has(w) && !own.has(w)))];
      const version = async (): Promise<number> => ((await (await fetch(`${server.url}/games/${game.gameId}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { version: number }).version;
      const before = await version();
      const choice = /name="choice" value="([^"]+)"/.exec(await pageOf(token))?.[1] ?? "";
      const dry = await posted(token, { order: choice, action: "dry-run" });
      expect(dry.status).toBe(200);
      expect(noticeOf(dry.html)).toContain(t("mail.page.dryRunShown").slice(0, 10));
      expect(english(noticeOf(dry.html)), noticeOf(dry.html)).toEqual([]);
      const garbled = await posted(token, { order: "moverr Fife", action: "submit" });
      expect(garbled.status).toBe(400);
      expect(noticeOf(garbled.html)).toContain(t("problem.title.order-syntax"));
      expect(english(noticeOf(garbled.html).replace("moverr", " ")), noticeOf(garbled.html)).toEqual([]);
      const illegal = await posted(token, { order: `${t("keyword.move").split("|")[0]} ${t("keyword.none").split("|")[0]}`, action: "submit" });
      expect(illegal.status).toBe(422);
      expect(noticeOf(illegal.html)).toContain(t("mail.illegalReason.wrong-order-type"));
      expect(english(noticeOf(illegal.html)), noticeOf(illegal.html)).toEqual([]);
      expect(await version()).toBe(before);
    });
  }


  for (const [side, lang] of [["england", "pt"], ["scotland", "hu"]] as const) {
    it(`${side} (${lang}): every heading, label and line is in ${lang}; the suggested orders read with ${lang} keywords only`, async () => {
      const html = await pageOf(game.tokens[side] as string);
      const t = translator(lang as Language);
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html).toContain(t("mail.page.legalChoices"));
      expect(html).toContain(t("mail.page.submit"));
      expect(html).toContain(t("pagePlay.log"));
      expect(html).toContain(t("mail.title.play-card"));
      const suggestions = [...html.matchAll(/name="choice" value="([^"]*)"/g)].map((m) => (m[1] as string).replace(/&quot;/g, '"').replace(/&amp;/g, "&"));
      expect(suggestions.length).toBeGreaterThan(0);
      for (const line of suggestions) expect(() => parseOrderIn(lang, line, { english: false }), line).not.toThrow();
      const own = new Set(templateWords(CATALOGUES[lang]));
      // Ids and tokens (they hold digits) are not words: a random "…7to2…" is no English.
      const left = [...new Set(words(textOf(html).replace(/\S*\d\S*/g, " ")).filter((w) => ENGLISH.has(w) && !PROPER_NAME_WORDS.has(w) && !own.has(w)))];
      expect(left).toEqual([]);
      // The board drawn on the page speaks the seat's language too (names printed on the map aside).
      const svg = /<svg[\s\S]*<\/svg>/.exec(html)?.[0] ?? "";
      expect(englishWordsIn(drawnText(svg), lang), drawnText(svg).split("\n").filter((l) => englishWordsIn(l, lang).length > 0).join(" | ")).toEqual([]);
      expect(drawnText(svg)).toContain(t("picture.seenBy", { viewer: t(`picture.viewer.${side}`) }));
    });
  }
});

// Issue 13: a whole game by mail over real SMTP with England in Portuguese and Scotland in Hungarian.
// Each side answers only with lines its mails show, written in its own keywords only; every mail a
// seat receives (invite, answers, turns, the end) is in its language, with no English template word.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATALOGUES, type Messages } from "../../src/i18n/catalogues.js";
import type { Language } from "../../src/i18n/languages.js";
import { parseOrderIn } from "../../src/i18n/orderLanguage.js";
import { translator } from "../../src/i18n/translator.js";
import { withoutAccents } from "../../src/mail/body.js";
import { parseRecord, replayRecord } from "../../src/records/index.js";
import type { Side } from "../../src/rules/sides.js";
import { ENGLISH_TEMPLATE_WORDS, PROPER_NAME_WORDS, englishWordsIn, words } from "../i18n/englishWords.js";
import { drawnText } from "../render/drawnText.js";
import { eventually, startJudge, type Judge } from "./judge.js";
import { replyTo, versionOf } from "./reading.js";
import { startRelay, type CapturedMail, type Relay } from "./relay.js";

const ADDRESS: Record<Side, string> = { england: "edward@longshanks.test", scotland: "william@elderslie.test" };
const LANGUAGE: Record<Side, Exclude<Language, "en">> = { england: "pt", scotland: "hu" };
const RECORD_START = "----- record.json -----";
const RECORD_END = "----- end of record.json -----";

function templates(messages: Messages): string[] {
  return Object.values(messages).flatMap((v) => (typeof v === "string" ? [v] : templates(v)));
}
const templateWords = (messages: Messages): string[] => templates(messages).flatMap((t) => words(t.replace(/\{\{[^}]*\}\}/g, " ")));

/** The English words of the mails' and the narrative's templates. */
const ENGLISH_MAIL_WORDS = new Set([...ENGLISH_TEMPLATE_WORDS, ...templateWords(CATALOGUES.en.mail as Messages)]);

/** English words a language's own catalogue uses too (STATUS, HELP, record, json, hots...): its words as well. */
const OWN_WORDS = new Map<Language, Set<string>>();
function ownWords(lang: Language): Set<string> {
  let own = OWN_WORDS.get(lang);
  if (!own) OWN_WORDS.set(lang, (own = new Set(templateWords(CATALOGUES[lang]))));
  return own;
}

/** A mail's text without the parts that are not prose: the JSON record, the signed addresses, tokens, ids (game ids hold digits), the rules' ids ("rule EV-PILLAGE", as "rule 5.31") and the commands to run. */
function prose(mail: CapturedMail): string {
  const text = mail.parsed.text ?? "";
  const start = text.indexOf(RECORD_START);
  const cut = start < 0 ? text : text.slice(0, start) + text.slice(text.indexOf(RECORD_END) + RECORD_END.length);
  // Addresses and the subject's signed tag (src/mail/address.ts) are not prose.
  return `${mail.parsed.subject ?? ""}\n${cut}`.replace(/\[[A-Za-z0-9_-]+\.(?:england|scotland)\.\d+\.[0-9a-f]{20}\]/g, " ").replace(/\S+@\S+/g, " ").replace(/npx hots [\w-]+/g, " ").replace(/[A-Za-z0-9_-]{16,}/g, " ").replace(/[A-Za-z_-]*\d[A-Za-z0-9_-]*/g, " ").replace(/\b(?:EV|OPT|VAR)-[A-Z-]+/g, " ");
}

/** The English words left in a text, other than proper names and words the language shares. */
function englishLeft(text: string, lang: Language): string[] {
  const own = ownWords(lang);
  return [...new Set(words(text).filter((w) => ENGLISH_MAIL_WORDS.has(w) && !PROPER_NAME_WORDS.has(w) && !own.has(w)))];
}

/** The board pictures a mail carries as SVG, and the alt texts of its HTML part's pictures. */
function picturesOf(mail: CapturedMail): { svgs: string[]; alts: string[] } {
  const svgs = mail.parsed.attachments.filter((a) => a.contentType === "image/svg+xml").map((a) => a.content.toString("utf8"));
  const alts = [...(typeof mail.parsed.html === "string" ? mail.parsed.html : "").matchAll(/<img\b[^>]*\balt="([^"]*)"/g)].map((m) => m[1] as string);
  return { svgs, alts };
}

/** The copy-pasteable lines under the language's "For example" line. */
/** The whole answer lines under the language's heading for them, then its examples. */
function examplesIn(mail: CapturedMail, lang: Language): string[] {
  const lines = (mail.parsed.text ?? "").split(/\r?\n/);
  const after = (heading: string): string[] => {
    const start = lines.findIndex((l) => l === heading);
    if (start < 0) return [];
    const out: string[] = [];
    for (const line of lines.slice(start + 2)) {
      if (!line.startsWith("    ")) break;
      out.push(line.trim());
    }
    return out;
  };
  const t = translator(lang);
  return [...after(t("mail.notify.answers")), ...after(t("mail.notify.examples"))];
}

/** The record.json a final mail carries. */
const recordFile = (mail: CapturedMail) => mail.parsed.attachments.find((a) => a.filename === "record.json")?.content;

describe("issue 13: a whole game by mail, England in Portuguese and Scotland in Hungarian", () => {
  const root = mkdtempSync(join(tmpdir(), "hots-mail-lang-"));
  let relay: Relay;
  let judge: Judge;

  beforeAll(async () => {
    relay = await startRelay();
    judge = await startJudge(`file:${join(root, "hots.db")}`, relay);
  });
  afterAll(async () => {
    await judge?.close();
    await relay?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("the English-word check finds an English line in a Portuguese text (so it can fail)", () => {
    expect(englishLeft("Sua decisão: Your decision: play a card (rule 4.1)", "pt")).toEqual(expect.arrayContaining(["your", "decision", "card"]));
    expect(englishLeft("Sua decisão: jogar uma carta (regra 4.1)", "pt")).toEqual([]);
  });

  it(
    "each side plays with its own keywords only, and every mail it receives is in its language",
    async () => {
      /** Each seat's token for the REST API, from the answer to its invitation: to fetch its board.svg as the game goes. */
      const seatTokens: Partial<Record<Side, string>> = {};
      /** The words of each board.svg a seat fetched during the game. */
      const pictures: Record<Side, string[]> = { england: [], scotland: [] };
      const mineIn = (side: Side, gameId: string): CapturedMail[] => relay.inbox(ADDRESS[side]).filter((m) => (m.parsed.subject ?? "").includes(gameId));
      /** A game whose seats both players took by answering their invitations, in their languages. */
      const seatedGame = async (): Promise<{ gameId: string; host: string }> => {
        const response = await fetch(`${judge.url}/games`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          // The Campaign ending in its first year (Q11): a whole game, kept short.
          // With deadlines, so that every decision mail carries its "due by" line.
          body: JSON.stringify({ scenario: "campaign", campaignEndYear: 1297, emails: ADDRESS, languages: LANGUAGE, deadlines: { timeZone: "Europe/Lisbon" } }),
        });
        expect(response.status).toBe(201);
        const { gameId, tokens } = (await response.json()) as { gameId: string; tokens: { host: string } };
        // Each player answers its invitation (in its language), keeping the "join" line.
        for (const side of ["england", "scotland"] as const) {
          const t = translator(LANGUAGE[side]);
          const invitation = await eventually(`${side}'s invitation`, () => mineIn(side, gameId).find((m) => m.parsed.subject?.startsWith(`${t("mail.invite.subject", { gameId, side: t(`side.${side}`) })} [`)));
          const id = await judge.send({ from: ADDRESS[side], to: replyTo(invitation.parsed) ?? "", subject: `Re: ${invitation.parsed.subject}`, text: (invitation.parsed.text ?? "").split("\n").map((l) => `> ${l}`).join("\n") });
          const answer = await eventually(`${side}'s seat`, () => relay.inbox(ADDRESS[side]).find((m) => m.parsed.inReplyTo === id));
          expect(answer.parsed.text).toContain(t("mail.join.took", { side: t(`side.${side}`), gameId, by: t("mail.join.drawn"), nonce: "" }).trim());
          const tokenLine = t("mail.join.token", { token: "" });
          seatTokens[side] = (answer.parsed.text ?? "").split("\n").find((l) => l.startsWith(tokenLine))?.slice(tokenLine.length).trim();
        }
        return { gameId, host: tokens.host };
      };
      /** Whether both sides have a decision at the start: each must get a decision mail to answer below. */
      const bothDecide = async ({ gameId, host }: { gameId: string; host: string }): Promise<boolean> => {
        const game = (await (await fetch(`${judge.url}/games/${gameId}`, { headers: { authorization: `Bearer ${host}` } })).json()) as { view: { waitingFor: Side[] } };
        return game.view.waitingFor.length === 2;
      };
      // About one Campaign in a hundred starts with one side's card chosen for it (its dealt hand leaves
      // it one card it may play, which the judge plays), so that only the other side has a decision:
      // the server's seed decides it, so then another game is made.
      let seated = await seatedGame();
      for (let tries = 1; !(await bothDecide(seated)); tries++) {
        if (tries >= 5) throw new Error("five games in a row started with one side alone to decide");
        seated = await seatedGame();
      }
      const { gameId } = seated;
      const mine = (side: Side): CapturedMail[] => mineIn(side, gameId);

      // Before playing, each side asks for HELP and makes the mistakes a player makes: a setting
      // command it mistypes, an order word it misspells, an order that does not answer the decision.
      // Each answer says it in the seat's language (checked with every other mail below).
      for (const side of ["england", "scotland"] as const) {
        const lang = LANGUAGE[side];
        const t = translator(lang);
        const first = await eventually(`${side}'s first decision`, () => mine(side).find((m) => examplesIn(m, lang).length > 0), {
          // What the side had received instead, to tell a mail not sent from one not recognised.
          seen: () => JSON.stringify(mine(side).map((m) => ({ subject: m.parsed.subject, text: (m.parsed.text ?? "").slice(0, 400) }))),
        });
        const ask = async (text: string): Promise<string> => {
          const id = await judge.send({ from: ADDRESS[side], to: replyTo(first.parsed) ?? "", subject: `Re: ${first.parsed.subject}`, text, inReplyTo: first.parsed.messageId ?? "" });
          return (await eventually(`the answer to ${text}`, () => relay.inbox(ADDRESS[side]).find((m) => m.parsed.inReplyTo === id))).parsed.text ?? "";
        };
        const keyword = (k: string): string => t(`keyword.${k}`).split("|")[0] as string;
        const help = await ask("HELP\nEXTEND 24x\nSTATUS");
        expect(help).toContain(t("mail.help.intro"));
        expect(help).toContain(`${keyword("combat")} Wallace ${keyword("fire")}`);
        expect(help).toContain(t("mail.setting.notDuration", { given: "24x" }));
        expect(help).toContain(t("mail.linesAfter", { count: 1 }));
        const misspelt = await ask(`${keyword("move")}x Fife\n${keyword("pass")}`);
        expect(misspelt).toContain(t("mail.orderError.unknownOrder", { word: `${keyword("move")}x`, hint: "" }).trim().slice(0, 12));
        const wrong = await ask(`${keyword("move")} ${keyword("none")}`);
        expect(wrong).toContain(t("mail.illegalReason.wrong-order-type"));
        // A mail from another address is refused, and the seat is told, in its language.
        await judge.send({ from: "stranger@elsewhere.test", to: replyTo(first.parsed) ?? "", subject: "Re: x", text: keyword("pass") });
        await eventually(`${side}'s notice of a forged mail`, () => mine(side).find((m) => m.parsed.subject === t("mail.forged.subject", { gameId })));
      }

      const answered: Record<Side, number> = { england: -1, scotland: -1 };
      const orders: Record<Side, string[]> = { england: [], scotland: [] };
      let turn = 0;
      const over = (): boolean => (["england", "scotland"] as const).every((s) => mine(s).some((m) => recordFile(m) !== undefined));
      while (!over()) {
        let progressed = false;
        for (const side of ["england", "scotland"] as const) {
          const lang = LANGUAGE[side];
          const withDecision = mine(side).filter((m) => examplesIn(m, lang).length > 0);
          const mail = withDecision.reduce<CapturedMail | undefined>((best, m) => (!best || (versionOf(m.parsed) ?? -1) >= (versionOf(best.parsed) ?? -1) ? m : best), undefined);
          if (!mail) continue;
          const version = versionOf(mail.parsed) ?? -1;
          if (version <= answered[side]) continue;
          const examples = examplesIn(mail, lang);
          const line = examples[turn++ % examples.length] ?? "";
          // Written in the seat's own keywords: it reads without any English keyword.
          expect(() => parseOrderIn(lang, line, { english: false }), `${lang}: ${line}`).not.toThrow();
          orders[side].push(line);
          // With NOTIFY decisions the answer comes with the side's next mail (checked below).
          await judge.send({ from: ADDRESS[side], to: replyTo(mail.parsed) ?? "", subject: `Re: ${mail.parsed.subject}`, text: line, inReplyTo: mail.parsed.messageId ?? "" });
          answered[side] = version;
          progressed = true;
          // The side's picture of the game now, as its page and its mails' link show it.
          const board = await fetch(`${judge.url}/games/${gameId}/board.svg`, { headers: { authorization: `Bearer ${seatTokens[side] ?? ""}` } });
          expect(board.status).toBe(200);
          pictures[side].push(drawnText(await board.text()));
        }
        if (!progressed) {
          const count = relay.mails.length;
          await eventually("a new mail from the judge", () => relay.mails.length > count || over());
        }
      }
      expect(orders.england.length).toBeGreaterThan(3);
      expect(orders.scotland.length).toBeGreaterThan(3);
      // Every line but the last (the end's story tells it) is said applied, in the seat's language.
      for (const side of ["england", "scotland"] as const) {
        const all = mine(side).map((m) => m.parsed.text ?? "").join("\n");
        for (const line of orders[side].slice(0, -1)) expect(all, `${side}: ${line}`).toContain(translator(LANGUAGE[side])("mail.applied", { line: withoutAccents(line) }));
      }

      // The end: the record replays, and the end-of-game mail is in the seat's language.
      for (const side of ["england", "scotland"] as const) {
        const t = translator(LANGUAGE[side]);
        const final = mine(side).find((m) => recordFile(m) !== undefined) as CapturedMail;
        const text = final.parsed.text ?? "";
        expect(text).toContain(t("mail.notify.recordAttached"));
        const record = parseRecord(JSON.parse((recordFile(final) as Buffer).toString("utf8")));
        expect(replayRecord(record).report.verified).toBe(true);
      }

      // Every mail a seat received: it parses, carries its language's words, no key or placeholder
      // left unresolved, and no English template word other than proper names.
      for (const side of ["england", "scotland"] as const) {
        const lang = LANGUAGE[side];
        const t = translator(lang);
        const received = mine(side);
        expect(received.length).toBeGreaterThan(5);
        for (const mail of received) {
          const text = prose(mail);
          expect(mail.parsed.html, "every mail has its HTML part").toBeTruthy();
          expect(text, "no unresolved key").not.toMatch(/\bmail\.[a-z]+\.?[\w-]*\b|\{\{|\}\}/);
          const left = englishLeft(text, lang);
          // The lines that hold them, to see where they come from.
          const where = left.length === 0 ? [] : text.split("\n").filter((line) => englishLeft(line, lang).length > 0);
          expect(left, `${lang} mail "${mail.parsed.subject}": ${where.join(" | ")}`).toEqual([]);
        }
        // Every picture the seat saw (its board.svg during the game, the SVGs and <img> alt texts of its
        // mails): every word drawn is in its language, names printed on the map aside.
        const drawn = [...pictures[side], ...received.flatMap((m) => picturesOf(m).svgs.map(drawnText)), ...received.flatMap((m) => picturesOf(m).alts)];
        expect(pictures[side].length).toBeGreaterThan(3);
        expect(received.some((m) => picturesOf(m).alts.length > 0), "the mails show their board as a picture").toBe(true);
        for (const text of drawn) {
          const where = text.split("\n").filter((line) => englishWordsIn(line, lang).length > 0);
          expect(englishWordsIn(text, lang), `${lang} picture: ${where.join(" | ")}`).toEqual([]);
        }
        expect(pictures[side].join("\n")).toContain(t("picture.seenBy", { viewer: t(`picture.viewer.${side}`) }));
        // The seat's own words are there: its side's name, the reply line, the decision line.
        const all = received.map((m) => m.parsed.text ?? "").join("\n");
        expect(all).toContain(t(`side.${side}`));
        expect(all).toContain(t("mail.notify.answers"));
        expect(all).toContain(t("mail.whatHappened"));
        expect(all).toContain(t("mail.yourBoard"));
        expect(all).toContain(t("mail.deadline.due", { deadline: "" }).slice(0, 6));
      }
    },
    1_800_000,
  );
});

// One mail to one side: what happened since its last mail, its board, the decision asked of it with
// the legal choices and example lines, the version and the address to answer to. Everything shown
// comes from viewFor / eventsFor, so a mail tells a side nothing the API would not.
import type { GameEvent } from "../rules/events.js";
import { describeVictory } from "../playout/narrative.js";
import type { Side } from "../rules/sides.js";
import type { GameState } from "../rules/state.js";
import type { NewMail } from "../store/index.js";
import { eventsFor, viewFor } from "../views/index.js";
import { replyAddress, type AddressSettings } from "./address.js";
import { boardText } from "./board.js";
import { choiceLines, decisionTitle } from "./decision.js";
import { exampleLines } from "./examples.js";
import { answerLines } from "../i18n/answerLines.js";
import { toHtml } from "./html.js";
import { boardCid } from "./boardImage.js";
import { boardImage, renderBoardSvg } from "../render/index.js";
import { storyLines } from "./story.js";
import { DEFAULT_LANGUAGE, type Language } from "../i18n/languages.js";
import { translator } from "../i18n/translator.js";
import type { PictureMode } from "../games/game.js";

/** The judge's addresses, and the domain of its Message-IDs and inline pictures. */
export interface MailSettings extends AddressSettings {
  domain: string;
  /** PUBLIC_URL when set: mails link to the side's page and its board.svg. */
  publicUrl?: string | null;
}

export interface SideMail {
  gameId: string;
  /** The game's version after the events: the one the reply address carries. */
  version: number;
  side: Side;
  to: string;
  state: GameState;
  /** New since the side's last mail, unredacted: they are filtered here. */
  events: readonly GameEvent[];
  /** Paragraphs before the story (the answer to a mail, the welcome of a new game). */
  preface?: string[];
  /** Paragraphs after the decision (the record at the end of a game). */
  appendix?: string[];
  inReplyTo?: string | null;
  /** The seat's language (docs/languages.md): every word of the mail is in it; English when absent. */
  language?: Language;
  /** When the side's pending decision is due (ISO 8601 with offset, as the view's `deadline`). */
  deadline?: string | null;
  /** The seat's PICTURE setting: the board inline as PNG (the default), the SVG attached, or none. */
  picture?: PictureMode;
}

/**
 * Marks, in a mail's text and HTML, where the side's held narratives go (src/mail/heldStory.ts):
 * filled in when the mail is sent, with what was held for it until then.
 */
export const HELD_MARK_START = "\u2063held:";
export const HELD_MARK_END = "\u2063";

const sideName = (lang: Language, side: Side): string => translator(lang)(`side.${side}`);

function section(title: string, lines: readonly string[]): string[] {
  return ["", title, "-".repeat(title.length), ...lines];
}

export const COMMANDS_LINE = translator(DEFAULT_LANGUAGE)("mail.commands");

/** The decision part of a mail, also used by HELP and by rejections; in the seat's language. */
export function decisionSection(state: GameState, side: Side, version: number, lang: Language = DEFAULT_LANGUAGE, deadline: string | null = null): { title: string; lines: string[] } {
  const t = translator(lang);
  if (state.winner) return { title: t("mail.gameOver", { victory: describeVictory(state.winner, lang) }), lines: [] };
  const view = viewFor(state, side);
  const mine = view.decisions.find((d) => d.side === side);
  if (!mine) {
    const sides = view.waitingFor.map((s) => sideName(lang, s)).join(` ${t("mail.and")} `);
    return { title: t("mail.waitingTitle", { sides }), lines: section(t("mail.nothingToDecide"), [t("mail.waitingLine", { sides })]) };
  }
  const answers = answerLines(state, mine, lang);
  const title = decisionTitle(mine, lang);
  const indent = (lines: readonly string[]): string[] => lines.map((line) => `    ${line}`);
  // Where the answer is put together from pieces, a few whole examples show how.
  const examples = answers.built.length > 0 ? exampleLines(state, mine, version, lang).filter((line) => !answers.whole.includes(line)) : [];
  return {
    title,
    lines: [
      ...section(t("mail.yourDecision", { title, rule: mine.rule }), choiceLines(mine, lang)),
      ...(deadline === null ? [] : ["", dueLine(deadline, lang)]),
      ...(answers.whole.length > 0 ? ["", t("mail.notify.answers"), "", ...indent(answers.whole)] : []),
      ...answers.built.flatMap((b) => ["", t("mail.notify.built", { keyword: b.keyword, join: b.join.trim() }), "", ...indent(b.pieces)]),
      ...(examples.length > 0 ? ["", t("mail.notify.examples"), "", ...indent(examples)] : []),
      "",
      t("mail.commands"),
    ],
  };
}

/** The due time of the decision a mail asks (issue 8, item 1); after it the default order applies. */
export function dueLine(deadline: string, lang: Language = DEFAULT_LANGUAGE): string {
  return translator(lang)("mail.deadline.due", { deadline });
}

export function subjectOf(gameId: string, state: GameState, asked: string, lang: Language = DEFAULT_LANGUAGE): string {
  return translator(lang)("mail.subject", { gameId, year: state.year, turn: state.turn, asked });
}

export function composeSideMail(settings: MailSettings, mail: SideMail): NewMail {
  const { gameId, version, side, state } = mail;
  const lang = mail.language ?? DEFAULT_LANGUAGE;
  const t = translator(lang);
  const over = state.winner !== null;
  const view = viewFor(state, side, { revealAll: over });
  const reply = replyAddress(settings, { gameId, side, version });
  const story = storyLines(eventsFor(mail.events, side, { revealAll: over }), lang);
  const decision = decisionSection(state, side, version, lang, mail.deadline ?? null);
  const picture = mail.picture ?? "png";
  const links = settings.publicUrl ? [t("mail.notify.links", { page: `${settings.publicUrl}/games/${gameId}/page`, svg: `${settings.publicUrl}/games/${gameId}/board.svg` })] : [];
  const text = [
    t("mail.header", { gameId, version, side: sideName(lang, side), scenario: view.scenario }),
    `${HELD_MARK_START}${t("mail.notify.sinceLast")}${HELD_MARK_END}`,
    ...(mail.preface ?? []).flatMap((p) => ["", p]),
    ...(story.length > 0 ? section(t("mail.whatHappened"), story) : []),
    ...section(t("mail.yourBoard"), [...boardText(view, side, lang).split("\n"), ...(links.length > 0 ? ["", ...links] : [])]),
    ...decision.lines,
    ...(mail.appendix ?? []).flatMap((p) => ["", p]),
    "",
    t("mail.replyTo", { reply, gameId, side: sideName(lang, side), version }),
    "",
  ].join("\n");
  return {
    to: mail.to,
    subject: subjectOf(gameId, state, decision.title, lang),
    text,
    // Only a PNG is shown in the HTML part; an SVG is attached (src/mail/boardImage.ts).
    html: toHtml(text, picture === "png" ? boardImage(view, boardCid(settings.domain), lang) : ""),
    replyTo: reply,
    inReplyTo: mail.inReplyTo ?? null,
    // The picture of the same view as the text board; the PNG is rendered from it when sent.
    boardSvg: picture === "none" ? null : renderBoardSvg(view, lang),
  };
}

/**
 * What a side saw that is not mailed now (NOTIFY decisions): kept, as lines in its language, for
 * its next mail (the held row's reply address names the game and side).
 */
export function composeHeld(settings: MailSettings, mail: SideMail): NewMail | null {
  const { gameId, version, side, state } = mail;
  const lang = mail.language ?? DEFAULT_LANGUAGE;
  const story = storyLines(eventsFor(mail.events, side, { revealAll: state.winner !== null }), lang);
  const lines = [...(mail.preface ?? []), ...story];
  if (lines.length === 0) return null;
  return { to: mail.to, subject: "", text: lines.join("\n"), html: null, replyTo: replyAddress(settings, { gameId, side, version }), inReplyTo: null, held: true };
}

/** A side is mailed when it sees something new or has something to decide (issue 7, item 1). */
export function concerns(state: GameState, side: Side, events: readonly GameEvent[]): boolean {
  if (state.winner) return true;
  if (eventsFor(events, side).length > 0) return true;
  return viewFor(state, side).decisions.some((d) => d.side === side);
}

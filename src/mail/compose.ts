// One mail to one side: what happened since its last mail, its board, the decision asked of it with
// the legal choices and example lines, the version and the address to answer to. Everything shown
// comes from viewFor / eventsFor, so a mail tells a side nothing the API would not.
import type { GameEvent } from "../rules/events.js";
import { describeVictory } from "../playout/narrative.js";
import type { Side } from "../rules/sides.js";
import type { GameState } from "../rules/state.js";
import type { NewMail } from "../store/index.js";
import { eventsFor, viewFor } from "../views/index.js";
import { replyAddress } from "./address.js";
import { boardText } from "./board.js";
import { choiceLines, decisionTitle } from "./decision.js";
import { exampleLines } from "./examples.js";
import { toHtml } from "./html.js";
import { boardCid } from "./boardImage.js";
import { boardImage, renderBoardSvg } from "../render/index.js";
import { storyLines } from "./story.js";

export interface MailSettings {
  secret: string;
  domain: string;
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
}

const SIDE_NAME: Record<Side, string> = { england: "England", scotland: "Scotland" };

function section(title: string, lines: readonly string[]): string[] {
  return ["", title, "-".repeat(title.length), ...lines];
}

export const COMMANDS_LINE = "Commands: STATUS (board and decision again), HELP, LOG (everything you have seen), RESIGN; CHECK before orders tries them without applying.";

/** The decision part of a mail, also used by HELP and by rejections. */
export function decisionSection(state: GameState, side: Side, version: number): { title: string; lines: string[] } {
  if (state.winner) return { title: `game over: ${describeVictory(state.winner)}`, lines: [] };
  const view = viewFor(state, side);
  const mine = view.decisions.find((d) => d.side === side);
  if (!mine) return { title: `waiting for ${view.waitingFor.map((s) => SIDE_NAME[s]).join(" and ")}`, lines: section("Nothing to decide now", [`Waiting for ${view.waitingFor.map((s) => SIDE_NAME[s]).join(" and ")}. You will get a mail when it is your turn.`]) };
  const examples = exampleLines(state, mine, version);
  return {
    title: decisionTitle(mine),
    lines: [
      ...section(`Your decision: ${decisionTitle(mine)} (rule ${mine.rule})`, choiceLines(mine)),
      "",
      "Answer by replying to this mail, one order per line. For example (copy one line):",
      "",
      ...examples.map((line) => `    ${line}`),
      "",
      COMMANDS_LINE,
    ],
  };
}

export function subjectOf(gameId: string, state: GameState, asked: string): string {
  return `[hots ${gameId}] ${state.year} turn ${state.turn}: ${asked}`;
}

export function composeSideMail(settings: MailSettings, mail: SideMail): NewMail {
  const { gameId, version, side, state } = mail;
  const over = state.winner !== null;
  const view = viewFor(state, side, { revealAll: over });
  const reply = replyAddress(settings.secret, settings.domain, { gameId, side, version });
  const story = storyLines(eventsFor(mail.events, side, { revealAll: over }));
  const decision = decisionSection(state, side, version);
  const text = [
    `hots-judge, game ${gameId}, version ${version}. You play ${SIDE_NAME[side]} (${view.scenario}).`,
    ...(mail.preface ?? []).flatMap((p) => ["", p]),
    ...(story.length > 0 ? section("What happened", story) : []),
    ...section("Your board", boardText(view, side).split("\n")),
    ...decision.lines,
    ...(mail.appendix ?? []).flatMap((p) => ["", p]),
    "",
    `Reply to: ${reply} (game ${gameId}, ${SIDE_NAME[side]}, version ${version})`,
    "",
  ].join("\n");
  return {
    to: mail.to,
    subject: subjectOf(gameId, state, decision.title),
    text,
    html: toHtml(text, boardImage(view, boardCid(settings.domain))),
    replyTo: reply,
    inReplyTo: mail.inReplyTo ?? null,
    // The picture of the same view as the text board; the PNG is rendered from it when sent.
    boardSvg: renderBoardSvg(view),
  };
}

/** A side is mailed when it sees something new or has something to decide (issue 7, item 1). */
export function concerns(state: GameState, side: Side, events: readonly GameEvent[]): boolean {
  if (state.winner) return true;
  if (eventsFor(events, side).length > 0) return true;
  return viewFor(state, side).decisions.some((d) => d.side === side);
}

// One mail received (SMTP listener or POST /inbound/email): who sent it for which side, what it
// asks, and the answer. Orders go through the same use cases as the REST API; every mail that is
// not an automatic reply gets an answer (issue 7, items 3 to 5).
import { createHash } from "node:crypto";
import { simpleParser, type AddressObject, type ParsedMail } from "mailparser";
import { loadGame, seatLanguage, seatMail, type LoadedGame } from "../games/game.js";
import { translator } from "../i18n/translator.js";
import { DEFAULT_LANGUAGE, type Language } from "../i18n/languages.js";
import type { GameEvent } from "../rules/events.js";
import type { NewMail } from "../store/index.js";
import { isJudgeMailbox, judgeAddress, replyAddressPattern, replyTargetOf, type ReplyTarget } from "./address.js";
import { allowAnswer } from "./answerLimit.js";
import { automaticReason } from "./automatic.js";
import { bodyLines } from "./body.js";
import { deadlineOf } from "../games/deadlines/view.js";
import { composeHeld, composeSideMail, type MailSettings, type SideMail } from "./compose.js";
import { toHtml } from "./html.js";
import { type InboundDeps, type InboundOutcome, type RawMail, type SeatMail } from "./inboundTypes.js";
import { joinByMail } from "./join.js";
import { answerJudgeMail } from "./judgeCommands.js";
import { movedOn, runLines, type SideAnswer } from "./mailLines.js";
import { settingCommand } from "./settingCommands.js";
import { isGreeting } from "./greeting.js";

export type { InboundDeps, InboundOutcome, RawMail } from "./inboundTypes.js";

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return list.flatMap((a) => a.value.map((v) => v.address ?? "")).filter((a) => a !== "");
}

/** The judge's own mail come back (a relay's copy, or a forwarding rule pointing at itself). */
function isJudgeItself(from: string, settings: MailSettings): boolean {
  return isJudgeMailbox(from, settings);
}

export async function receiveMail(deps: InboundDeps, input: RawMail): Promise<InboundOutcome> {
  const { store, settings } = deps;
  let mail: ParsedMail;
  try {
    mail = await simpleParser(input.raw);
  } catch {
    return "unreadable";
  }
  const from = addresses(mail.from)[0] ?? "";
  if (from === "") return "unreadable";
  // Header names as written: mailparser folds some (List-Id into "list") into structured values.
  const written = new Set(mail.headerLines.map((h) => h.key.toLowerCase()));
  const headers = { get: (name: string) => mail.headers.get(name), has: (name: string) => written.has(name) };
  if (automaticReason(headers, from, input.sender) !== null || isJudgeItself(from, settings)) return "ignored-auto-reply";
  const messageId = mail.messageId ?? `<${createHash("sha256").update(input.raw).digest("hex")}@unidentified>`;
  const subject = mail.subject ?? "";

  const direct = async (text: string, subjectLine = `Re: ${subject}`.slice(0, 200)): Promise<void> => {
    await deps.sendDirect({
      from: judgeAddress(settings),
      to: from,
      replyTo: null,
      subject: subjectLine,
      text,
      html: toHtml(text),
      messageId: `<${createHash("sha256").update(`${messageId}:answer`).digest("hex").slice(0, 32)}@${settings.domain}>`,
      inReplyTo: mail.messageId ?? null,
      references: mail.messageId ? [mail.messageId] : [],
      autoSubmitted: "auto-replied",
    });
  };

  const recipients = input.recipients ?? [...addresses(mail.to), ...addresses(mail.cc)];
  // A signed recipient, else the signed tag in the subject (a provider that dropped the +tag).
  const reply = replyTargetOf(settings, { recipients, subject });

  // Past the hourly limit the mail is not read: a flood changes nothing and costs one notice.
  const limit = deps.answersPerHour ?? Number.POSITIVE_INFINITY;
  const allowance = await allowAnswer(store, from, limit);
  if (allowance.kind !== "answer") {
    if (allowance.kind === "notice") {
      const lang = reply.kind === "reply" ? await languageOfSeat(store, reply.target) : DEFAULT_LANGUAGE;
      const t = translator(lang);
      const said = { limit, address: from, until: allowance.until };
      await direct(t("mail.answerLimit.notice", said), t("mail.answerLimit.subject", said));
    }
    return "rate-limited";
  }
  if (reply.kind !== "reply") {
    if (reply.kind === "bad-mac") {
      await direct("Nothing was done: the address you wrote to is not one the judge gave out (its signature does not match). Reply to the judge's latest mail for your game, to the address it shows.");
      return "bad-mac";
    }
    // The judge's own address: a command that names no game (src/mail/judgeCommands.ts).
    if (reply.kind === "judge") return answerJudgeMail(deps, { from, messageId, subject, text: mail.text ?? "" });
    await direct(`This is the hots-judge (a judge for Hammer of the Scots). Your mail named no game: reply to a mail the judge sent you for your game, to the ${replyAddressPattern(settings)} address it shows. Games are created with POST /games (docs/email.md).`);
    return "not-a-game-address";
  }
  const { target } = reply;
  const game = await loadGame(store, target.gameId);
  if (game === null) {
    await direct(`There is no game ${target.gameId} on this judge; nothing was done.`);
    return "no-game";
  }
  // Before both seats are claimed, the seat's address is the one its live invite was mailed to (an
  // open game's seat is re-invited to whoever JOINs it).
  const seatEmail =
    game.state === null
      ? ((await store.listInvites(game.id)).findLast((i) => i.side === target.side && i.revokedAt === null)?.email ?? null)
      : ((await store.listSeats(game.id)).find((s) => s.role === target.side)?.email ?? null);
  const answer = async (mails: NewMail[]): Promise<void> => {
    await store.enqueueMail(game.id, mails);
    deps.kick?.();
  };
  const answerOf = (state: LoadedGame, preface: string[]): SideMail => ({
    gameId: state.id,
    version: state.version,
    side: target.side,
    to: from,
    state: state.state,
    events: [],
    preface,
    inReplyTo: mail.messageId ?? null,
    language: seatLanguage(state.meta, target.side),
    deadline: deadlineOf(state.clock ?? null, target.side),
    picture: seatMail(state.meta, target.side).picture,
  });
  const sideAnswer: SideAnswer = {
    send: (state, preface) => composeSideMail(settings, answerOf(state, preface)),
    hold: (state, preface) => composeHeld(settings, answerOf(state, preface)),
  };

  if (seatEmail === null || seatEmail.toLowerCase() !== from.toLowerCase()) {
    // The sender gets no answer: a From that is not the seat's may be a stranger's address put there
    // by someone else, and answering it would be backscatter. The seat is told, in its language;
    // its notices count against its own hourly limit, so forged mails cannot flood it either.
    if (seatEmail !== null && (await allowAnswer(store, seatEmail, limit)).kind === "answer") {
      const t = translator(seatLanguage(game.meta, target.side));
      const said = { from, side: t(`side.${target.side}`), gameId: game.id, version: target.version };
      const notice = t("mail.forged.notice", said);
      await answer([{ to: seatEmail, subject: t("mail.forged.subject", said), text: `${notice}\n`, html: toHtml(notice), replyTo: null, inReplyTo: null }]);
    }
    return "forged-from";
  }
  if (game.state === null) return joinByMail(deps, { gameId: game.id, side: target.side, from, text: mail.text ?? "", inReplyTo: mail.messageId ?? null, subject, language: seatLanguage(game.meta, target.side) }, answer);
  const seat: SeatMail = { game, target, from, messageId, subject };

  const lines = bodyLines(mail.text ?? "");
  // Settings (POLICY, EXTEND) are not answers to a decision: an older mail may still carry them.
  const ordersGiven = lines.some((l) => !["STATUS", "HELP", "LOG", "RECORD"].includes(l.toUpperCase()) && settingCommand(l) === null && !isGreeting(l, seatLanguage(game.meta, target.side)));
  if (ordersGiven && (await movedOn(store, seat))) {
    await answer([sideAnswer.send(game, [translator(seatLanguage(game.meta, target.side))("mail.movedOn", { answered: target.version, version: game.version })])]);
    return "stale";
  }
  return runLines(deps, seat, lines, answer, sideAnswer);
}

/** The language of the seat a reply address names, for a notice before the mail is read. */
async function languageOfSeat(store: InboundDeps["store"], target: ReplyTarget): Promise<Language> {
  const game = await loadGame(store, target.gameId);
  return game === null ? DEFAULT_LANGUAGE : seatLanguage(game.meta, target.side);
}

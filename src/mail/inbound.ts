// One mail received (SMTP listener or POST /inbound/email): who sent it for which side, what it
// asks, and the answer. Orders go through the same use cases as the REST API; every mail that is
// not an automatic reply gets an answer (issue 7, items 3 to 5).
import { createHash } from "node:crypto";
import { simpleParser, type AddressObject, type ParsedMail } from "mailparser";
import { loadGame, seatLanguage, seatMail, type LoadedGame } from "../games/game.js";
import { translator } from "../i18n/translator.js";
import type { GameEvent } from "../rules/events.js";
import type { NewMail } from "../store/index.js";
import { judgeAddress, parseAddress } from "./address.js";
import { bodyLines } from "./body.js";
import { deadlineOf } from "../games/deadlines/view.js";
import { composeHeld, composeSideMail, type MailSettings, type SideMail } from "./compose.js";
import { toHtml } from "./html.js";
import { type InboundDeps, type InboundOutcome, type RawMail, type SeatMail } from "./inboundTypes.js";
import { joinByMail } from "./join.js";
import { movedOn, runLines, type SideAnswer } from "./mailLines.js";
import { settingCommand } from "./settingCommands.js";
import { isGreeting } from "./greeting.js";

export type { InboundDeps, InboundOutcome, RawMail } from "./inboundTypes.js";

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return list.flatMap((a) => a.value.map((v) => v.address ?? "")).filter((a) => a !== "");
}

function isAutoReply(mail: ParsedMail, from: string, settings: MailSettings): boolean {
  const auto = String(mail.headers.get("auto-submitted") ?? "no").toLowerCase();
  return auto !== "no" || /^(mailer-daemon|postmaster)@/i.test(from) || from.toLowerCase().endsWith(`@${settings.domain.toLowerCase()}`) && from.toLowerCase().startsWith("judge");
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
  if (isAutoReply(mail, from, settings)) return "ignored-auto-reply";
  const messageId = mail.messageId ?? `<${createHash("sha256").update(input.raw).digest("hex")}@unidentified>`;
  const subject = mail.subject ?? "";

  const direct = async (text: string): Promise<void> => {
    await deps.sendDirect({
      from: judgeAddress(settings.domain),
      to: from,
      replyTo: null,
      subject: `Re: ${subject}`.slice(0, 200),
      text,
      html: toHtml(text),
      messageId: `<${createHash("sha256").update(`${messageId}:answer`).digest("hex").slice(0, 32)}@${settings.domain}>`,
      inReplyTo: mail.messageId ?? null,
      references: mail.messageId ? [mail.messageId] : [],
    });
  };

  const recipients = input.recipients ?? [...addresses(mail.to), ...addresses(mail.cc)];
  const parsed = recipients.map((r) => parseAddress(settings.secret, r));
  const reply = parsed.find((p) => p.kind === "reply");
  if (!reply || reply.kind !== "reply") {
    if (parsed.some((p) => p.kind === "bad-mac")) {
      await direct("Nothing was done: the address you wrote to is not one the judge gave out (its signature does not match). Reply to the judge's latest mail for your game, to the address it shows.");
      return "bad-mac";
    }
    await direct(`This is the hots-judge (a judge for Hammer of the Scots). Your mail named no game: reply to a mail the judge sent you for your game, to the judge+...@${settings.domain} address it shows. Games are created with POST /games (docs/email.md).`);
    return "not-a-game-address";
  }
  const { target } = reply;
  const game = await loadGame(store, target.gameId);
  if (game === null) {
    await direct(`There is no game ${target.gameId} on this judge; nothing was done.`);
    return "no-game";
  }
  // Before both seats are claimed, the seat's address is the one its invite was mailed to.
  const seatEmail =
    game.state === null
      ? ((await store.listInvites(game.id)).find((i) => i.side === target.side)?.email ?? null)
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
    // In the seat's language: the sender is most likely its player, writing from another address.
    const t = translator(seatLanguage(game.meta, target.side));
    const said = { from, side: t(`side.${target.side}`), gameId: game.id, version: target.version };
    const refusal = t("mail.forged.refusal", said);
    const mails: NewMail[] = [{ to: from, subject: `Re: ${subject}`.slice(0, 200), text: `${refusal}\n`, html: toHtml(refusal), replyTo: null, inReplyTo: mail.messageId ?? null }];
    if (seatEmail !== null) {
      const notice = t("mail.forged.notice", said);
      mails.push({ to: seatEmail, subject: t("mail.forged.subject", said), text: `${notice}\n`, html: toHtml(notice), replyTo: null, inReplyTo: null });
    }
    await answer(mails);
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

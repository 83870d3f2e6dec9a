// A reply to an invitation (issue 9 with issue 7): it takes the seat with the invite it carries back,
// and the player's nonce line if any.
import { localizeProblem } from "../api/localizeProblem.js";
import { problemFor } from "../api/problem.js";
import { claimSeat } from "../games/index.js";
import type { Side } from "../rules/sides.js";
import { bodyLines } from "./body.js";
import { toHtml } from "./html.js";
import type { Answer, InboundDeps, InboundOutcome } from "./inboundTypes.js";
import { DEFAULT_LANGUAGE, type Language } from "../i18n/languages.js";
import { translator } from "../i18n/translator.js";
import { inviteIn, nonceIn } from "./invite.js";

interface JoinMail {
  gameId: string;
  side: Side;
  from: string;
  text: string;
  inReplyTo: string | null;
  subject: string;
  /** The seat's language, chosen at the game's creation. */
  language?: Language;
}

/** A reply to an invite mail takes the seat with the invite it carries (issue 9), and a nonce line if any. */
export async function joinByMail(deps: InboundDeps, join: JoinMail, answer: Answer): Promise<InboundOutcome> {
  const say = async (text: string): Promise<void> =>
    answer([{ to: join.from, subject: `Re: ${join.subject}`.slice(0, 200), text: `${text}\n`, html: toHtml(text), replyTo: null, inReplyTo: join.inReplyTo }]);
  const t = translator(join.language ?? DEFAULT_LANGUAGE);
  const name = (side: Side): string => t(`side.${side}`);
  const invite = inviteIn(join.text);
  if (invite === null) {
    await say(t("mail.join.noInvite", { gameId: join.gameId, side: name(join.side) }));
    return "rejected";
  }
  const nonce = nonceIn(bodyLines(join.text));
  const claimed = await claimSeat(deps.store, { gameId: join.gameId, invite, nonce }, undefined, deps.mailer);
  if (!claimed.ok) {
    await say(t("mail.join.refused", { detail: localizeProblem(problemFor(claimed.error), join.language ?? DEFAULT_LANGUAGE).problem.detail }));
    return "rejected";
  }
  const { side, token, status } = claimed.value;
  const by = claimed.value.nonce.givenBy === "player" ? t("mail.join.yours") : t("mail.join.drawn");
  await say(
    [
      t("mail.join.took", { side: name(side), gameId: join.gameId, by, nonce: claimed.value.nonce.nonce }),
      status === "active" ? t("mail.join.begins") : t("mail.join.waits"),
      t("mail.join.token", { token }),
    ].join("\n"),
  );
  return "joined";
}

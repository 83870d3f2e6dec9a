// The invite mail (issue 9 with issue 7): each player gets its side's single-use invite by mail, so
// the host never sees it, and takes the seat by replying. The invite travels in the body as the line
// `join <invite>`; a reply that quotes the mail carries it back, and so does a reply that copies it.
import type { Side } from "../rules/sides.js";
import type { NewMail } from "../store/index.js";
import { replyAddress } from "./address.js";
import type { MailSettings } from "./compose.js";
import { toHtml } from "./html.js";
import { DEFAULT_LANGUAGE, type Language } from "../i18n/languages.js";
import { translator } from "../i18n/translator.js";

/** The invite in the seat's language; the "join" and "nonce" line words stay as they are read. */
export function inviteMail(
  settings: MailSettings,
  { gameId, side, email, invite, language = DEFAULT_LANGUAGE }: { gameId: string; side: Side; email: string; invite: string; language?: Language },
): NewMail {
  const t = translator(language);
  const name = t(`side.${side}`);
  const reply = replyAddress(settings, { gameId, side, version: 0 });
  const text = [
    t("mail.invite.intro", { gameId, side: name }),
    "",
    t("mail.invite.keep"),
    "",
    `    join ${invite}`,
    "",
    t("mail.invite.nonce1"),
    t("mail.invite.nonce2"),
    t("mail.invite.nonce3"),
    "",
    t("mail.invite.replyTo", { reply, gameId, side: name }),
    "",
  ].join("\n");
  return { to: email, subject: t("mail.invite.subject", { gameId, side: name }), text, html: toHtml(text), replyTo: reply, inReplyTo: null };
}

/** The invite a reply carries back, quoted or not. */
export function inviteIn(text: string): string | null {
  return /(?:^|\n)[>\s]*join\s+([A-Za-z0-9_-]{20,256})\s*(?:\r?\n|$)/i.exec(text)?.[1] ?? null;
}

/** The player's own nonce line, from the lines it wrote (not quoted). */
export function nonceIn(lines: readonly string[]): string | undefined {
  for (const line of lines) {
    const match = /^nonce\s+(.+)$/i.exec(line);
    if (match?.[1]) return match[1].trim();
  }
  return undefined;
}

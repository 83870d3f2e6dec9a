// The invite mail (issue 9 with issue 7): each player gets its side's single-use invite by mail, so
// the host never sees it, and takes the seat by replying. The invite travels in the body as the line
// `join <invite>`; a reply that quotes the mail carries it back, and so does a reply that copies it.
import type { Side } from "../rules/sides.js";
import type { NewMail } from "../store/index.js";
import { replyAddress } from "./address.js";
import type { MailSettings } from "./compose.js";
import { toHtml } from "./html.js";

const SIDE_NAME: Record<Side, string> = { england: "England", scotland: "Scotland" };

export function inviteMail(settings: MailSettings, { gameId, side, email, invite }: { gameId: string; side: Side; email: string; invite: string }): NewMail {
  const reply = replyAddress(settings.secret, settings.domain, { gameId, side, version: 0 });
  const text = [
    `hots-judge, game ${gameId}: you are invited to play ${SIDE_NAME[side]} in a game of Hammer of the Scots.`,
    "",
    "To take your seat, reply to this mail. Keep this line in your reply (quoted is fine, or copy it):",
    "",
    `    join ${invite}`,
    "",
    "To add your own entropy to the dice, add a line of your own: nonce <any text>. Without one the",
    "judge draws a nonce for you. The game begins when both players have taken their seats; the",
    "answer to your reply holds your side's token for the REST API, should you want it.",
    "",
    `Reply to: ${reply} (game ${gameId}, ${SIDE_NAME[side]})`,
    "",
  ].join("\n");
  return { to: email, subject: `[hots ${gameId}] invitation: play ${SIDE_NAME[side]}`, text, html: toHtml(text), replyTo: reply, inReplyTo: null };
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

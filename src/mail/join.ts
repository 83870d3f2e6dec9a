// A reply to an invitation (issue 9 with issue 7): it takes the seat with the invite it carries back,
// and the player's nonce line if any.
import { claimSeat } from "../games/index.js";
import type { Side } from "../rules/sides.js";
import { bodyLines } from "./body.js";
import { toHtml } from "./html.js";
import type { Answer, InboundDeps, InboundOutcome } from "./inboundTypes.js";
import { SIDE_NAME } from "./inboundTypes.js";
import { inviteIn, nonceIn } from "./invite.js";

interface JoinMail {
  gameId: string;
  side: Side;
  from: string;
  text: string;
  inReplyTo: string | null;
  subject: string;
}

/** A reply to an invite mail takes the seat with the invite it carries (issue 9), and a nonce line if any. */
export async function joinByMail(deps: InboundDeps, join: JoinMail, answer: Answer): Promise<InboundOutcome> {
  const say = async (text: string): Promise<void> =>
    answer([{ to: join.from, subject: `Re: ${join.subject}`.slice(0, 200), text: `${text}\n`, html: toHtml(text), replyTo: null, inReplyTo: join.inReplyTo }]);
  const invite = inviteIn(join.text);
  if (invite === null) {
    await say(`Game ${join.gameId} waits for its players. To take the ${SIDE_NAME[join.side]} seat, reply to your invitation keeping its "join ..." line. Nothing was done.`);
    return "rejected";
  }
  const nonce = nonceIn(bodyLines(join.text));
  const claimed = await claimSeat(deps.store, { gameId: join.gameId, invite, nonce }, undefined, deps.mailer);
  if (!claimed.ok) {
    await say(`Your seat was not taken: ${claimed.error.detail}. Nothing was done.`);
    return "rejected";
  }
  const { side, token, status } = claimed.value;
  const by = claimed.value.nonce.givenBy === "player" ? "yours" : "drawn by the judge";
  await say(
    [
      `You took the ${SIDE_NAME[side]} seat in game ${join.gameId}. Your nonce for the dice (${by}): ${claimed.value.nonce.nonce}`,
      status === "active" ? "Both seats are taken: the game begins, and your first mail follows." : "The game begins when the other player takes its seat; you will get a mail then.",
      `Your token for the REST API (keep it; it is shown once): ${token}`,
    ].join("\n"),
  );
  return "joined";
}

// One mail received (SMTP listener or POST /inbound/email): who sent it for which side, what it
// asks, and the answer. Orders go through the same use cases as the REST API; every mail that is
// not an automatic reply gets an answer (issue 7, items 3 to 5).
import { createHash } from "node:crypto";
import { simpleParser, type AddressObject, type ParsedMail } from "mailparser";
import type { GameError, GameMailer, Result, OrderResponse } from "../games/index.js";
import { claimSeat, resign, submitOrder } from "../games/index.js";
import { loadGame, type LoadedGame } from "../games/game.js";
import type { GameEvent } from "../rules/events.js";
import type { Side } from "../rules/sides.js";
import type { NewMail, Store } from "../store/index.js";
import { eventsFor, viewFor } from "../views/index.js";
import { judgeAddress, parseAddress, type ReplyTarget } from "./address.js";
import { bodyLines } from "./body.js";
import { composeSideMail, type MailSettings } from "./compose.js";
import { toHtml } from "./html.js";
import { inviteIn, nonceIn } from "./invite.js";
import { storyLines } from "./story.js";
import type { OutgoingMail } from "./transport.js";

export interface InboundDeps {
  store: Store;
  settings: MailSettings;
  mailer: GameMailer;
  /** Sends an answer that belongs to no game (nothing in the database to queue it with). */
  sendDirect(mail: OutgoingMail): Promise<void>;
  /** Tells the outbox worker there is mail to send. */
  kick?(): void;
}

export interface RawMail {
  raw: Buffer | string;
  /** The SMTP envelope's recipients, when known; else To and Cc are read. */
  recipients?: string[];
}

export type InboundOutcome =
  | "applied"
  | "joined"
  | "rejected"
  | "commands"
  | "stale"
  | "forged-from"
  | "bad-mac"
  | "no-game"
  | "not-a-game-address"
  | "unreadable"
  | "ignored-auto-reply";

const SIDE_NAME: Record<Side, string> = { england: "England", scotland: "Scotland" };
const COMMANDS = new Set(["CHECK", "STATUS", "HELP", "LOG", "RESIGN"]);

const HELP = [
  "The order language (README \"The order language\"; names match by unique prefix, any case):",
  "    play Move 3            play Herald           pass              crown Bruce",
  "    herald Comyn           pillage Buchan from Angus               truce",
  "    sea Fife>Lothian: Wallace, Douglas          victuals Fife: Wallace 2, Douglas 1",
  "    move Buchan>Angus: Comyn, Buchan; England>Dunbar>Lothian: York Knights      move none",
  "    battle Buchan          combat Wallace fire, Douglas retreat Mar, Barclay pass",
  "    hits Comyn, Buchan     steps Wallace 1       retreat Wallace>Mar   regroup none",
  "    raid Hobelars          home Carrick          moray stay|home|disband",
  "    king stay|disband|Fife edward winter|disband wallace selkirk|stay",
  "    disband Douglas, Grant build Fife: Wallace 2, draw; Lanark: draw    build none",
  "One order per line; they are applied in turn until one fails.",
];

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return list.flatMap((a) => a.value.map((v) => v.address ?? "")).filter((a) => a !== "");
}

function isAutoReply(mail: ParsedMail, from: string, settings: MailSettings): boolean {
  const auto = String(mail.headers.get("auto-submitted") ?? "no").toLowerCase();
  return auto !== "no" || /^(mailer-daemon|postmaster)@/i.test(from) || from.toLowerCase().endsWith(`@${settings.domain.toLowerCase()}`) && from.toLowerCase().startsWith("judge");
}

function describeError(error: GameError): string[] {
  switch (error.code) {
    case "illegal-order":
      return [`${error.message} (rule ${error.rule}).`];
    case "order-syntax":
      return [`${error.detail}${error.candidates ? ` Did you mean: ${error.candidates.join(", ")}?` : ""}`];
    default:
      return [error.detail];
  }
}

interface Seat {
  game: LoadedGame;
  target: ReplyTarget;
  from: string;
  messageId: string;
  subject: string;
}

/** The sides' orders since version `since` by `side`: has the decision a mail answered gone? */
async function movedOn(store: Store, seat: Seat): Promise<boolean> {
  const { game, target } = seat;
  if (target.version >= game.version) return false;
  if (game.state.winner) return true;
  const orders = await store.listOrders(game.id);
  if (orders.some((o) => o.versionBefore >= target.version && o.side === target.side)) return true;
  return !viewFor(game.state, target.side).decisions.some((d) => d.side === target.side);
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
  const sideMail = (state: LoadedGame, preface: string[], events: readonly GameEvent[] = []): NewMail =>
    composeSideMail(settings, { gameId: state.id, version: state.version, side: target.side, to: from, state: state.state, events, preface, inReplyTo: mail.messageId ?? null });

  if (seatEmail === null || seatEmail.toLowerCase() !== from.toLowerCase()) {
    const refusal = `Nothing was done: ${from} is not the address of ${SIDE_NAME[target.side]} in game ${game.id}. Only mail from the seat's own address may act for it.`;
    const mails: NewMail[] = [{ to: from, subject: `Re: ${subject}`.slice(0, 200), text: `${refusal}\n`, html: toHtml(refusal), replyTo: null, inReplyTo: mail.messageId ?? null }];
    if (seatEmail !== null) {
      const notice = `A mail from ${from} tried to act for your side (${SIDE_NAME[target.side]}) in game ${game.id} and was refused; nothing was done. It was sent to the reply address of version ${target.version}: if you did not forward that mail, someone else has read it.`;
      mails.push({ to: seatEmail, subject: `[hots ${game.id}] refused: a mail from another address`, text: `${notice}\n`, html: toHtml(notice), replyTo: null, inReplyTo: null });
    }
    await answer(mails);
    return "forged-from";
  }
  if (game.state === null) return joinByMail(deps, { gameId: game.id, side: target.side, from, text: mail.text ?? "", inReplyTo: mail.messageId ?? null, subject }, answer);
  const seat: Seat = { game, target, from, messageId, subject };

  const lines = bodyLines(mail.text ?? "");
  const ordersGiven = lines.some((l) => !["STATUS", "HELP", "LOG"].includes(l.toUpperCase()));
  if (ordersGiven && (await movedOn(store, seat))) {
    await answer([sideMail(game, [`This turn has moved on: your mail answered version ${target.version}, and the decision it asked is gone (the game is at version ${game.version}). Nothing was done. Here is the game now; answer this mail instead.`])]);
    return "stale";
  }
  return runLines(deps, seat, lines, answer, sideMail);
}

async function runLines(
  deps: InboundDeps,
  seat: Seat,
  lines: string[],
  answer: (mails: NewMail[]) => Promise<void>,
  sideMail: (state: LoadedGame, preface: string[], events: readonly GameEvent[]) => NewMail,
): Promise<InboundOutcome> {
  const { store } = deps;
  const { target, messageId } = seat;
  const caller = { gameId: target.gameId, role: target.side };
  const report: string[] = [];
  const extra: string[] = [];
  let dry = false;
  let applied = 0;
  /** What the applied orders did, as this side saw it: the answer's "What happened". */
  const happened: GameEvent[] = [];
  let failed: { line: string; error: GameError } | null = null;

  for (const [i, line] of lines.entries()) {
    const word = line.toUpperCase();
    if (COMMANDS.has(word) && word !== "RESIGN") {
      if (word === "CHECK") dry = true;
      if (word === "HELP") extra.push(HELP.join("\n"));
      if (word === "LOG") extra.push(await logText(store, seat.game.id, target.side));
      continue;
    }
    // The Message-ID and the line's place make the key: a resent mail is applied once.
    const key = `mail:${messageId}:${i}`;
    if (word === "RESIGN" && dry) {
      report.push("Checked, not applied: RESIGN (it would end the game at once)");
      continue;
    }
    const result: Result<OrderResponse> =
      word === "RESIGN"
        ? await resign(store, { caller, idempotencyKey: key, mailer: deps.mailer })
        : await submitOrder(store, { caller, input: { text: line }, dryRun: dry, mailer: deps.mailer, ...(dry ? {} : { idempotencyKey: key }) });
    if (!result.ok) {
      failed = { line, error: result.error };
      break;
    }
    if (dry) report.push(`Checked, not applied: ${line} (legal now)`);
    else {
      applied += 1;
      happened.push(...result.value.events.map((e) => e.event));
      report.push(`Applied: ${line}`);
    }
  }
  if (lines.length === 0) report.push("Your mail held no order or command (quoted text and signatures are skipped).");
  if (failed) {
    report.push(`Not applied: ${failed.line}`, ...describeError(failed.error).map((l) => `  ${l}`));
    const rest = lines.length - lines.indexOf(failed.line) - 1;
    if (rest > 0) report.push(`The ${rest} line(s) after it were not read.`);
  }
  const reloaded = await loadGame(store, seat.game.id);
  const now = reloaded !== null && reloaded.state !== null ? reloaded : seat.game;
  await answer([sideMail(now, [report.join("\n"), ...extra], happened)]);
  if (failed) return "rejected";
  return applied > 0 ? "applied" : "commands";
}

async function logText(store: Store, gameId: string, side: Side): Promise<string> {
  const rows = await store.listEvents(gameId);
  const events = eventsFor(rows.map((r) => r.json as unknown as GameEvent), side);
  return ["Everything you have seen so far:", ...storyLines(events)].join("\n");
}

interface JoinMail {
  gameId: string;
  side: Side;
  from: string;
  text: string;
  inReplyTo: string | null;
  subject: string;
}

/** A reply to an invite mail takes the seat with the invite it carries (issue 9), and a nonce line if any. */
async function joinByMail(deps: InboundDeps, join: JoinMail, answer: (mails: NewMail[]) => Promise<void>): Promise<InboundOutcome> {
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

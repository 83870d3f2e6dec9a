// What a player reads in a mail from the judge, using only the mail itself: its reply address,
// version, the example lines it offers.
import type { ParsedMail } from "mailparser";
import { expect } from "vitest";
import { parseRecord, type GameRecord } from "../../src/records/index.js";
import type { Side } from "../../src/rules/sides.js";
import { eventually } from "./judge.js";
import type { CapturedMail, Relay } from "./relay.js";

export function replyTo(mail: ParsedMail): string | null {
  return mail.replyTo?.value[0]?.address ?? null;
}

export function versionOf(mail: ParsedMail): number | null {
  const address = replyTo(mail);
  const match = address ? /\.(\d+)\.[0-9a-f]+@/.exec(address) : null;
  return match ? Number(match[1]) : null;
}

/** The whole answer lines a mail shows (docs/email.md "Your decision"), then its examples. */
export function examplesOf(mail: ParsedMail): string[] {
  const lines = (mail.text ?? "").split(/\r?\n/);
  const after = (heading: (l: string) => boolean): string[] => {
    const start = lines.findIndex(heading);
    if (start < 0) return [];
    const out: string[] = [];
    for (const line of lines.slice(start + 2)) {
      if (!line.startsWith("    ")) break;
      out.push(line.trim());
    }
    return out;
  };
  return [...after((l) => l.startsWith("Answer by replying to this mail")), ...after((l) => l === "For example:")];
}

/**
 * Each side's first mail after the set-up, or null when a side has nothing to choose: the server
 * draws the nonces, so the deal is random, and a hand of five identical cards is played by the
 * engine itself (one legal choice), leaving that side's first mail without a decision.
 */
export async function firstMails(relay: Relay, gameId: string, addresses: Record<Side, string>): Promise<Record<Side, CapturedMail> | null> {
  const firstOf = (address: string) =>
    eventually(`the first mail of ${gameId} to ${address}`, () => relay.inbox(address).find((m) => new RegExp(`^\\[hots ${gameId}\\] \\d{4} turn `).test(m.parsed.subject ?? "")));
  const first = { england: await firstOf(addresses.england), scotland: await firstOf(addresses.scotland) };
  return examplesOf(first.england.parsed).length > 0 && examplesOf(first.scotland.parsed).length > 0 ? first : null;
}

const RECORD_START = "----- record.json -----";
const RECORD_END = "----- end of record.json -----";

/** Of a side's mails about the game, the newest that asks it for a decision (it offers examples). */
export function latestWithDecision(inbox: readonly CapturedMail[], gameId: string): CapturedMail | undefined {
  let best: CapturedMail | undefined;
  for (const m of inbox) {
    if (examplesOf(m.parsed).length === 0 || !m.parsed.subject?.includes(gameId)) continue;
    if (!best || (versionOf(m.parsed) ?? -1) >= (versionOf(best.parsed) ?? -1)) best = m;
  }
  return best;
}

/** The game's last mail to a side: the one carrying the record, attached as record.json. */
export function finalMailOf(inbox: readonly CapturedMail[], gameId: string): CapturedMail | undefined {
  return inbox.find((m) => recordFileOf(m) !== undefined && m.parsed.subject?.includes(gameId));
}

function recordFileOf(mail: CapturedMail): Buffer | undefined {
  return mail.parsed.attachments.find((a) => a.filename === "record.json" && a.contentDisposition === "attachment")?.content;
}

/** The record a final mail carries: its record.json, as a player saves it. */
export function recordIn(mail: CapturedMail): GameRecord {
  const file = recordFileOf(mail);
  if (file === undefined) throw new Error("the mail has no record.json attached");
  // The text says how to check it, and no longer holds the record inline.
  expect(mail.parsed.text).not.toContain(RECORD_START);
  expect(mail.parsed.text).toContain("npx hots replay record.json");
  return parseRecord(JSON.parse(file.toString("utf8")));
}

/** The RECORD command's answer: the record inline between its marker lines. */
export function inlineRecordIn(text: string): GameRecord {
  const start = text.indexOf(RECORD_START) + RECORD_START.length;
  return parseRecord(JSON.parse(text.slice(start, text.indexOf(RECORD_END))));
}

export interface ExamplePlay {
  relay: Relay;
  gameId: string;
  addresses: Record<Side, string>;
  /** Mails `line` as the side's answer to `mail`; the judge answers it with the side's next mail. */
  send(side: Side, mail: CapturedMail, line: string): Promise<void>;
}

/**
 * Plays a whole game by mail as two players who answer only the mails they receive, each time with
 * one of the lines the mail offers (taken in turn), until both sides have the record. With NOTIFY
 * decisions the answer to an accepted order comes with the side's next mail: every line sent must
 * be said applied, exactly once, in a later mail to that side. Returns the record both final mails
 * carry, checked equal.
 */
export async function playByExamples({ relay, gameId, addresses, send }: ExamplePlay): Promise<GameRecord> {
  const sides = ["england", "scotland"] as const;
  const answered: Record<Side, number> = { england: -1, scotland: -1 };
  const sent: Record<Side, string[]> = { england: [], scotland: [] };
  const finalOf = (side: Side) => finalMailOf(relay.inbox(addresses[side]), gameId);
  const over = () => sides.every((side) => finalOf(side) !== undefined);
  let turn = 0;
  while (!over()) {
    let progressed = false;
    for (const side of sides) {
      const mail = latestWithDecision(relay.inbox(addresses[side]), gameId);
      const version = mail ? (versionOf(mail.parsed) ?? -1) : -1;
      if (!mail || version <= answered[side]) continue;
      const examples = examplesOf(mail.parsed);
      const line = examples[turn++ % examples.length] ?? "";
      await send(side, mail, line);
      sent[side].push(line);
      answered[side] = version;
      progressed = true;
    }
    if (!progressed) {
      const count = relay.mails.length;
      await eventually("a new mail from the judge", () => relay.mails.length > count || over());
    }
  }
  await eventually("both final mails", () => over());
  // Nothing acknowledged is lost: each line's "Applied" reaches its side, once per line sent.
  for (const side of sides) {
    const told = relay.inbox(addresses[side]).filter((m) => m.parsed.subject?.includes(gameId)).flatMap((m) => (m.parsed.text ?? "").split(/\r?\n/).filter((l) => l.startsWith("Applied: ")));
    // The order that ended the game is told by the final mail's story, not by an answer.
    for (const line of sent[side].slice(0, -1)) expect(told, `${side}'s applied lines`).toContain(`Applied: ${line}`);
  }
  const record = recordIn(finalOf("england") as CapturedMail);
  expect(recordIn(finalOf("scotland") as CapturedMail)).toEqual(record);
  return record;
}

// What a player reads in a mail from the judge, using only the mail itself: its reply address,
// version, the example lines it offers.
import type { ParsedMail } from "mailparser";
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

/** The copy-pasteable lines under "For example". */
export function examplesOf(mail: ParsedMail): string[] {
  const lines = (mail.text ?? "").split(/\r?\n/);
  const start = lines.findIndex((l) => l.startsWith("Answer by replying to this mail"));
  if (start < 0) return [];
  const out: string[] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith("    ")) break;
    out.push(line.trim());
  }
  return out;
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

// Signed reply addresses (docs/email.md "Who may act"): judge+<game>.<side>.<version>.<mac>@domain.
// The MAC proves the judge wrote the address, so only someone who received a mail for that side can
// answer for it; a forged From alone cannot act.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Side } from "../rules/sides.js";

export interface ReplyTarget {
  gameId: string;
  side: Side;
  /** The game's version when the mail was sent. */
  version: number;
}

export type ParsedAddress =
  | { kind: "reply"; target: ReplyTarget }
  /** judge@domain itself: no game named. */
  | { kind: "judge" }
  | { kind: "bad-mac"; gameId: string }
  | { kind: "unknown" };

const MAC_LENGTH = 20;
const LOCAL = "judge";

function mac(secret: string, target: ReplyTarget): string {
  return createHmac("sha256", secret).update(`${target.gameId}.${target.side}.${target.version}`).digest("hex").slice(0, MAC_LENGTH);
}

export function judgeAddress(domain: string): string {
  return `${LOCAL}@${domain}`;
}

export function replyAddress(secret: string, domain: string, target: ReplyTarget): string {
  return `${LOCAL}+${target.gameId}.${target.side}.${target.version}.${mac(secret, target)}@${domain}`;
}

/** Reads an address the judge may have written; the domain is not checked (relays rewrite it). */
export function parseAddress(secret: string, address: string): ParsedAddress {
  const local = address.trim().replace(/@[^@]*$/, "");
  if (local.toLowerCase() === LOCAL) return { kind: "judge" };
  const match = /^judge\+([A-Za-z0-9_-]+)\.(england|scotland)\.(\d{1,9})\.([0-9a-f]+)$/i.exec(local);
  if (!match) return { kind: "unknown" };
  const [, gameId = "", side = "", version = "", given = ""] = match;
  const target: ReplyTarget = { gameId, side: side.toLowerCase() as Side, version: Number(version) };
  const expected = Buffer.from(mac(secret, target));
  const actual = Buffer.from(given.toLowerCase());
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return { kind: "bad-mac", gameId };
  return { kind: "reply", target };
}

/**
 * Whether the SMTP listener takes mail for this recipient (docs/email.md "No loops, no floods"):
 * only the judge's own address and reply addresses it signed, at its own domain. Every other
 * recipient is refused at RCPT time, so the judge never answers mail meant for someone else.
 */
export function isJudgeRecipient(address: string, settings: { secret: string; domain: string }): boolean {
  const at = address.lastIndexOf("@");
  if (at < 0 || address.slice(at + 1).toLowerCase() !== settings.domain.toLowerCase()) return false;
  const kind = parseAddress(settings.secret, address).kind;
  return kind === "judge" || kind === "reply";
}

// The judge's addresses (docs/email.md "Who may act"). The judge lives at one mailbox, MAIL_ADDRESS
// (judge@MAIL_DOMAIN unless set), and signs its reply addresses by plus-addressing that mailbox:
// club+<game>.<side>.<version>.<mac>@example.org. The MAC proves the judge wrote the tag, so only
// someone who received a mail for that side can answer for it; a forged From alone cannot act.
// Providers that drop the +tag still deliver the subject: the same signed tag travels there too, as
// a token that a reply's "Re: " keeps. Every place that builds or reads a judge address goes here.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Side } from "../rules/sides.js";

export interface ReplyTarget {
  gameId: string;
  side: Side;
  /** The game's version when the mail was sent. */
  version: number;
}

export interface AddressSettings {
  /** The judge's own mailbox, e.g. club@example.org. */
  address: string;
  /** Between the mailbox's local part and the signed tag ("+" for club+<tag>@example.org). */
  separator: string;
  /** Signs the tags (MAIL_SECRET). */
  secret: string;
}

export type ParsedAddress =
  | { kind: "reply"; target: ReplyTarget }
  /** The judge's own address, untagged: no game named. */
  | { kind: "judge" }
  | { kind: "bad-mac"; gameId: string }
  | { kind: "unknown" };

const MAC_LENGTH = 20;
const TAG = /([A-Za-z0-9_-]+)\.(england|scotland)\.(\d{1,9})\.([0-9a-f]+)/i;
/** The tag in a subject: a word of its own (brackets, spaces or the ends around it). */
const SUBJECT_TAG = new RegExp(`(?:^|[\\s\\[(])${TAG.source}(?=$|[\\s\\])])`, "i");

/** The judge's address when MAIL_ADDRESS is not set. */
export function defaultJudgeAddress(domain: string): string {
  return `judge@${domain}`;
}

function split(address: string): { local: string; domain: string } {
  const trimmed = address.trim();
  const at = trimmed.lastIndexOf("@");
  return at < 0 ? { local: trimmed, domain: "" } : { local: trimmed.slice(0, at), domain: trimmed.slice(at + 1) };
}

function mac(secret: string, target: ReplyTarget): string {
  return createHmac("sha256", secret).update(tagBody(target)).digest("hex").slice(0, MAC_LENGTH);
}

const tagBody = (target: ReplyTarget): string => `${target.gameId}.${target.side}.${target.version}`;
const tagOf = (settings: AddressSettings, target: ReplyTarget): string => `${tagBody(target)}.${mac(settings.secret, target)}`;

/** The judge's own address, the From of every mail it sends. */
export function judgeAddress(settings: Pick<AddressSettings, "address">): string {
  return settings.address;
}

/** The signed address a side answers a mail at. */
export function replyAddress(settings: AddressSettings, target: ReplyTarget): string {
  const { local, domain } = split(settings.address);
  return `${local}${settings.separator}${tagOf(settings, target)}@${domain}`;
}

/** The subject with the reply address's signed tag at its end, where a reply's "Re: " keeps it. */
export function subjectWithTag(settings: AddressSettings, subject: string, target: ReplyTarget): string {
  return `${subject} [${tagOf(settings, target)}]`;
}

function checked(settings: AddressSettings, match: RegExpExecArray): ParsedAddress {
  const [, gameId = "", side = "", version = "", given = ""] = match;
  const target: ReplyTarget = { gameId, side: side.toLowerCase() as Side, version: Number(version) };
  const expected = Buffer.from(mac(settings.secret, target));
  const actual = Buffer.from(given.toLowerCase());
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return { kind: "bad-mac", gameId };
  return { kind: "reply", target };
}

/** Reads an address the judge may have written; the domain is not checked (relays rewrite it). */
export function parseAddress(settings: AddressSettings, address: string): ParsedAddress {
  const local = split(address).local.toLowerCase();
  const own = split(settings.address).local.toLowerCase();
  if (local === own) return { kind: "judge" };
  const prefix = `${own}${settings.separator}`;
  if (!local.startsWith(prefix)) return { kind: "unknown" };
  const match = new RegExp(`^${TAG.source}$`, "i").exec(split(address).local.slice(prefix.length));
  return match ? checked(settings, match) : { kind: "unknown" };
}

/** The signed tag a subject carries (see subjectWithTag), checked as an address's would be. */
export function parseSubject(settings: AddressSettings, subject: string): ParsedAddress {
  const match = SUBJECT_TAG.exec(subject);
  return match ? checked(settings, match) : { kind: "unknown" };
}

/**
 * Which side of which game a mail acts for: a signed recipient address first, else the signed tag
 * in its subject (a provider that dropped the +tag). A bad signature in either is reported as such.
 */
export function replyTargetOf(settings: AddressSettings, mail: { recipients: readonly string[]; subject: string }): ParsedAddress {
  const parsed = [...mail.recipients.map((r) => parseAddress(settings, r)), parseSubject(settings, mail.subject)];
  return parsed.find((p) => p.kind === "reply") ?? parsed.find((p) => p.kind === "bad-mac") ?? parsed.find((p) => p.kind === "judge") ?? { kind: "unknown" };
}

/** Whether an address is the judge's mailbox, tagged or not (local part and domain, in any case). */
export function isJudgeMailbox(address: string, settings: Pick<AddressSettings, "address" | "separator">): boolean {
  const given = split(address);
  const own = split(settings.address);
  if (given.domain.toLowerCase() !== own.domain.toLowerCase()) return false;
  const local = given.local.toLowerCase();
  const ownLocal = own.local.toLowerCase();
  return local === ownLocal || local.startsWith(`${ownLocal}${settings.separator}`);
}

/**
 * Whether the SMTP listener takes mail for this recipient (docs/email.md "No loops, no floods"):
 * only the judge's own mailbox and reply addresses it signed, at its own domain. Every other
 * recipient is refused at RCPT time, so the judge never answers mail meant for someone else.
 */
export function isJudgeRecipient(address: string, settings: AddressSettings): boolean {
  if (!isJudgeMailbox(address, settings)) return false;
  const kind = parseAddress(settings, address).kind;
  return kind === "judge" || kind === "reply";
}

/** How reply addresses look, for the start-up banner and the help texts: club+<game>.<side>.<version>.<mac>@example.org. */
export function replyAddressPattern(settings: Pick<AddressSettings, "address" | "separator">): string {
  const { local, domain } = split(settings.address);
  return `${local}${settings.separator}<game>.<side>.<version>.<mac>@${domain}`;
}

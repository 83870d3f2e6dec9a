// Mail that a robot sent: the judge never answers it, and it changes nothing (RFC 3834 section 2,
// docs/email.md "No loops, no floods"). Answering an out-of-office reply, a bounce or a mailing
// list would start a loop between two robots, or send backscatter to a stranger.

/** A mail's header fields, by lower-case name (mailparser's `headers` map fits). */
export interface HeaderLookup {
  get(name: string): unknown;
  has(name: string): boolean;
}

/** Senders that only robots use: bounces (RFC 5321 section 4.5.5) and the postmaster. */
const ROBOT_LOCAL = /^(mailer-daemon|postmaster)$/i;
/** RFC 3834 section 2: responders must not answer bulk, junk or list mail; auto_reply is an old autoresponders' mark. */
const ROBOT_PRECEDENCE = new Set(["bulk", "junk", "list", "auto_reply"]);
/** Marks some autoresponders set instead of Auto-Submitted, and the mark of a mailing list (RFC 2919). */
const ROBOT_HEADERS = ["x-autoreply", "x-autorespond", "list-id"];

function text(value: unknown): string {
  if (typeof value === "string") return value;
  // mailparser gives structured headers (Content-Type) as { value, params }.
  if (value !== null && typeof value === "object" && "value" in value) return String((value as { value: unknown }).value);
  return value === undefined || value === null ? "" : String(value);
}

function isRobotAddress(address: string): boolean {
  const at = address.lastIndexOf("@");
  return ROBOT_LOCAL.test(at < 0 ? address : address.slice(0, at));
}

/** The envelope sender: null for the null sender `<>` (a bounce), undefined when unknown. */
export type EnvelopeSender = string | null | undefined;

/**
 * Why a mail must not be answered, or null when a person may have written it. `sender` is the SMTP
 * envelope's MAIL FROM where known; else the Return-Path the delivering server wrote stands for it.
 */
export function automaticReason(headers: HeaderLookup, from: string, sender: EnvelopeSender): string | null {
  const autoSubmitted = text(headers.get("auto-submitted")).trim().toLowerCase().split(/[\s;(]/)[0] ?? "";
  if (headers.has("auto-submitted") && autoSubmitted !== "no") return `Auto-Submitted: ${autoSubmitted}`;
  const precedence = text(headers.get("precedence")).trim().toLowerCase();
  if (ROBOT_PRECEDENCE.has(precedence)) return `Precedence: ${precedence}`;
  for (const name of ROBOT_HEADERS) if (headers.has(name)) return name;
  if (text(headers.get("content-type")).toLowerCase() === "multipart/report") return "a delivery or read report (multipart/report)";
  const envelope = sender !== undefined ? sender : returnPath(headers);
  if (envelope === null || envelope === "") return "the null sender (a bounce)";
  if (envelope !== undefined && isRobotAddress(envelope)) return `sent by ${envelope}`;
  if (from === "" || isRobotAddress(from)) return `from ${from || "no address"}`;
  return null;
}

function returnPath(headers: HeaderLookup): EnvelopeSender {
  if (!headers.has("return-path")) return undefined;
  const value = headers.get("return-path");
  // mailparser reads Return-Path as an address object; <> has no address.
  if (value !== null && typeof value === "object" && "value" in value && Array.isArray((value as { value: unknown }).value)) {
    const first = (value as { value: { address?: string }[] }).value[0];
    return first?.address ? first.address : null;
  }
  const raw = text(value).trim().replace(/^<|>$/g, "");
  return raw === "" ? null : raw;
}

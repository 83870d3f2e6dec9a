// The inbound webhooks of mail providers (docs/email.md "Provider webhooks"), each read as its
// provider documents it and turned into the RawMail the SMTP listener would have handed over:
// - Mailgun, a route's forward() to a URL ending in "mime": the raw message in `body-mime`, the
//   envelope in `sender` and `recipient`, signed with HMAC-SHA256(signing key, timestamp + token);
// - SendGrid Inbound Parse with "POST the raw, full MIME message": the message in `email`, the
//   envelope as JSON in `envelope`; signed, where a security policy asks it, with ECDSA over the
//   timestamp and the raw body;
// - Postmark's inbound webhook: JSON with the parsed message (RawEmail only where the server is set
//   to include it); a MIME message is rebuilt from it, headers included, so that the same checks
//   (automatic replies, Message-ID) apply.
import { createHmac, createPublicKey, timingSafeEqual, verify } from "node:crypto";
import MailComposer from "nodemailer/lib/mail-composer/index.js";
import type { RawMail } from "./inboundTypes.js";

/** Why a provider's post is refused before its mail is read. */
export type SignatureCheck = "ok" | "missing" | "bad" | "stale";

/** How far a signature's timestamp may be from now: Mailgun retries a post for up to 8 hours. */
const SIGNATURE_WINDOW_S = 24 * 3600;

function fresh(timestamp: string, nowMs: number): boolean {
  return /^\d{1,12}$/.test(timestamp) && Math.abs(nowMs / 1000 - Number(timestamp)) <= SIGNATURE_WINDOW_S;
}

/** Mailgun "Securing Webhooks": hex HMAC-SHA256 of timestamp + token under the webhook signing key. */
export function checkMailgunSignature(fields: Readonly<Record<string, string>>, signingKey: string, nowMs: number): SignatureCheck {
  const { timestamp, token, signature } = fields;
  if (!timestamp || !token || !signature) return "missing";
  const expected = createHmac("sha256", signingKey).update(`${timestamp}${token}`).digest();
  const given = Buffer.from(signature, "hex");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return "bad";
  return fresh(timestamp, nowMs) ? "ok" : "stale";
}

/** SendGrid's signed webhooks: an ECDSA (P-256, SHA-256) signature of timestamp + raw body, base64 DER. */
export const SENDGRID_SIGNATURE_HEADER = "x-twilio-email-event-webhook-signature";
export const SENDGRID_TIMESTAMP_HEADER = "x-twilio-email-event-webhook-timestamp";

export function checkSendgridSignature(body: Buffer, signature: string | undefined, timestamp: string | undefined, publicKey: string, nowMs: number): SignatureCheck {
  if (!signature || !timestamp) return "missing";
  let valid = false;
  try {
    const key = createPublicKey({ key: Buffer.from(publicKey, "base64"), format: "der", type: "spki" });
    valid = verify("sha256", Buffer.concat([Buffer.from(timestamp, "utf8"), body]), key, Buffer.from(signature, "base64"));
  } catch {
    valid = false;
  }
  if (!valid) return "bad";
  return fresh(timestamp, nowMs) ? "ok" : "stale";
}

export type ProviderMail = { ok: true; mail: RawMail } | { ok: false; detail: string };

/** An envelope address as the provider wrote it: `<>` and empty are the null sender. */
function envelopeSender(value: unknown): string | null | undefined {
  if (typeof value !== "string") return undefined;
  const address = value.trim().replace(/^<|>$/g, "");
  return address === "" ? null : address;
}

export function mailgunMail(fields: Readonly<Record<string, string>>): ProviderMail {
  const mime = fields["body-mime"];
  if (!mime) return { ok: false, detail: "Mailgun posts the raw message in body-mime only to a URL ending in mime: forward() to .../inbound/mailgun/mime" };
  const recipients = (fields.recipient ?? "").split(",").map((r) => r.trim()).filter((r) => r !== "");
  const sender = envelopeSender(fields.sender);
  return { ok: true, mail: { raw: Buffer.from(mime, "utf8"), ...(recipients.length > 0 ? { recipients } : {}), ...(sender !== undefined ? { sender } : {}) } };
}

export function sendgridMail(fields: Readonly<Record<string, string>>): ProviderMail {
  const mime = fields.email;
  if (!mime) return { ok: false, detail: 'SendGrid posts the raw message in the field "email" only with "POST the raw, full MIME message" checked in the Inbound Parse settings' };
  let envelope: { to?: unknown; from?: unknown } = {};
  try {
    envelope = fields.envelope ? (JSON.parse(fields.envelope) as typeof envelope) : {};
  } catch {
    return { ok: false, detail: "The field envelope is not JSON" };
  }
  const recipients = Array.isArray(envelope.to) ? envelope.to.filter((r): r is string => typeof r === "string") : [];
  const sender = envelopeSender(envelope.from);
  return { ok: true, mail: { raw: Buffer.from(mime, "utf8"), ...(recipients.length > 0 ? { recipients } : {}), ...(sender !== undefined ? { sender } : {}) } };
}

interface PostmarkAddress {
  Email?: unknown;
  Name?: unknown;
}

interface PostmarkInbound {
  From?: unknown;
  FromFull?: PostmarkAddress;
  To?: unknown;
  ToFull?: PostmarkAddress[];
  Cc?: unknown;
  CcFull?: PostmarkAddress[];
  OriginalRecipient?: unknown;
  Subject?: unknown;
  MessageID?: unknown;
  Date?: unknown;
  TextBody?: unknown;
  HtmlBody?: unknown;
  Headers?: { Name?: unknown; Value?: unknown }[];
  RawEmail?: unknown;
}

const str = (value: unknown): string => (typeof value === "string" ? value : "");

/** Fields MailComposer writes itself from the message's parts. */
const COMPOSED = new Set(["from", "to", "cc", "subject", "message-id", "date", "mime-version", "content-type", "content-transfer-encoding"]);

export async function postmarkMail(body: unknown): Promise<ProviderMail> {
  if (body === null || typeof body !== "object" || Array.isArray(body)) return { ok: false, detail: "Postmark posts one JSON object per mail" };
  const json = body as PostmarkInbound;
  const addresses = (list: PostmarkAddress[] | undefined): string[] => (Array.isArray(list) ? list.map((a) => str(a?.Email)).filter((a) => a !== "") : []);
  const recipients = [...new Set([str(json.OriginalRecipient), ...addresses(json.ToFull), ...addresses(json.CcFull)].filter((a) => a !== ""))];
  const headers = Array.isArray(json.Headers) ? json.Headers.map((h) => ({ key: str(h?.Name), value: str(h?.Value) })).filter((h) => h.key !== "") : [];
  const returnPath = headers.find((h) => h.key.toLowerCase() === "return-path");
  const sender = returnPath ? envelopeSender(returnPath.value) : undefined;
  const envelope = { ...(recipients.length > 0 ? { recipients } : {}), ...(sender !== undefined ? { sender } : {}) };
  if (typeof json.RawEmail === "string" && json.RawEmail !== "") return { ok: true, mail: { raw: Buffer.from(json.RawEmail, "utf8"), ...envelope } };
  const from = str(json.FromFull?.Email) || str(json.From);
  if (from === "") return { ok: false, detail: "The JSON has no From (nor RawEmail)" };
  // Postmark's MessageID is its own; the sender's Message-ID, when it had one, is among the headers.
  const ownId = headers.find((h) => h.key.toLowerCase() === "message-id")?.value;
  const messageId = ownId || (str(json.MessageID) ? `<${str(json.MessageID)}@inbound.postmarkapp.com>` : undefined);
  const composer = new MailComposer({
    from: { name: str(json.FromFull?.Name), address: from },
    to: str(json.To),
    ...(str(json.Cc) ? { cc: str(json.Cc) } : {}),
    subject: str(json.Subject),
    text: str(json.TextBody),
    ...(str(json.HtmlBody) ? { html: str(json.HtmlBody) } : {}),
    ...(messageId ? { messageId } : {}),
    ...(str(json.Date) ? { date: str(json.Date) } : {}),
    headers: headers.filter((h) => !COMPOSED.has(h.key.toLowerCase())),
  });
  const raw = await composer.compile().build();
  return { ok: true, mail: { raw, ...envelope } };
}

// The signature a receiver checks (docs/webhooks.md): X-Hots-Signature: sha256=<hex>, the
// HMAC-SHA256 of the raw body with the webhook's secret.
import { createHmac, timingSafeEqual } from "node:crypto";

export const SIGNATURE_HEADER = "x-hots-signature";

export function signatureOf(secret: string, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(body, "utf8").digest("hex")}`;
}

/** What a receiver does with the header it got: compare in constant time. */
export function verifySignature(secret: string, body: string, header: string | undefined): boolean {
  if (header === undefined) return false;
  const expected = Buffer.from(signatureOf(secret, body));
  const got = Buffer.from(header);
  return expected.length === got.length && timingSafeEqual(expected, got);
}

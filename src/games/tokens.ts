// Seat tokens: 256 random bits, shown once, kept only as SHA-256 hashes (docs/api.md "Tokens").
import { hash, randomBytes, timingSafeEqual } from "node:crypto";

export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** One crypto.hash call: no Hash object per request (issue 10, item 2). */
export function hashToken(token: string): string {
  return hash("sha256", token, "hex");
}

/** Compares two hex hashes without an early exit, so timing says nothing about how much matched. */
export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, "hex");
  const y = Buffer.from(b, "hex");
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

// Seat tokens are stored as SHA-256 hashes only (docs/api.md "Tokens"): the hash of a token must
// stay what it was when the token was issued, or stored seats stop answering to their tokens.
import { createHash } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { hashToken, newToken, sameHash } from "../../src/games/tokens.js";

describe("seat tokens", () => {
  it("hash to the lowercase hex SHA-256 of their UTF-8 bytes, as when they were first stored", () => {
    expect(hashToken("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (token) => {
        expect(hashToken(token)).toBe(createHash("sha256").update(token, "utf8").digest("hex"));
      }),
      { numRuns: 500 },
    );
    const token = newToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(sameHash(hashToken(token), createHash("sha256").update(token).digest("hex"))).toBe(true);
    expect(sameHash(hashToken(token), hashToken(`${token}x`))).toBe(false);
  });
});

// The secret seed and its public commitment (DESIGN "Randomness and audit"; spec in docs/dice.md).

import { createHash, randomBytes } from "node:crypto";

export const SEED_BYTES = 32;

/** A fresh secret seed. The only non-deterministic function of the dice module. */
export function generateSeed(): Uint8Array {
  return new Uint8Array(randomBytes(SEED_BYTES));
}

export function assertSeed(seed: Uint8Array): void {
  if (seed.length !== SEED_BYTES) {
    throw new RangeError(`a dice seed is ${SEED_BYTES} bytes, got ${seed.length}`);
  }
}

/** The public commitment: lowercase hex SHA-256 of the 32 seed bytes. */
export function commitmentOf(seed: Uint8Array): string {
  assertSeed(seed);
  return createHash("sha256").update(seed).digest("hex");
}

/** The seed as stored and shown: 64 lowercase hex characters. */
export function seedToHex(seed: Uint8Array): string {
  assertSeed(seed);
  return Buffer.from(seed).toString("hex");
}

const SEED_HEX = /^[0-9a-fA-F]{64}$/;

/** Parses 64 hex characters; upper case is accepted because referees paste seeds by hand. */
export function seedFromHex(hex: string): Uint8Array {
  if (!SEED_HEX.test(hex)) {
    throw new RangeError(`a dice seed is 64 hex characters, got ${JSON.stringify(hex)}`);
  }
  return new Uint8Array(Buffer.from(hex, "hex"));
}

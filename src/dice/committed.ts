// The committed-seed stream used in play. The byte-exact specification, with test vectors, is
// docs/dice.md; any change here must change that document (the tests read their vectors from it).

import { hash } from "node:crypto";
import type { DrawPurpose, Visibility } from "../rules/random.js";
import type { Side } from "../rules/sides.js";
import {
  DEFAULT_VISIBILITY,
  MAX_DRAW_RANGE,
  assertValidCounter,
  assertValidDrawRange,
  type DiceLogEntry,
  type LoggedRandomSource,
} from "./log.js";
import { assertSeed } from "./seed.js";

/** Each player's optional nonce, added at game creation. */
export type Nonces = Readonly<Partial<Record<Side, string>>>;

export interface DiceStreamInputs {
  seed: Uint8Array;
  gameId: string;
  nonces: Nonces;
}

/** Versions the encoding: a future scheme with another tag can never reproduce this stream. */
export const DICE_SCHEME_TAG = "hots-judge dice v1";

// Spelled out rather than taken from SIDES, so reordering SIDES cannot silently change the stream.
const NONCE_ORDER: readonly Side[] = ["england", "scotland"];

/** A surrogate not in a pair (in a /u expression a pair is one code point, of another category). */
const LONE_SURROGATE = /\p{Surrogate}/u;

/** Lone surrogates would be written as U+FFFD, so two different strings could share bytes. */
function assertWellFormed(text: string): void {
  if (LONE_SURROGATE.test(text)) throw new RangeError(`dice input is not well-formed Unicode: ${JSON.stringify(text)}`);
}

function utf8Field(text: string): Buffer {
  assertWellFormed(text);
  const bytes = Buffer.from(text, "utf8");
  const length = Buffer.alloc(4);
  length.writeUInt32BE(bytes.length);
  return Buffer.concat([length, bytes]);
}

/** The part of every message that does not change from draw to draw. */
function messagePrefix(gameId: string, nonces: Nonces): Buffer {
  return Buffer.concat([
    utf8Field(DICE_SCHEME_TAG),
    utf8Field(gameId),
    ...NONCE_ORDER.map((side) => utf8Field(nonces[side] ?? "")),
  ]);
}

function counterSuffix(k: number, attempt: number): Buffer {
  const suffix = Buffer.alloc(12);
  suffix.writeBigUInt64BE(BigInt(k), 0);
  suffix.writeUInt32BE(attempt, 8);
  return suffix;
}

/** The HMAC message for candidate `attempt` of draw k (exposed for the documented vectors). */
export function drawMessage(gameId: string, nonces: Nonces, k: number, attempt: number): Uint8Array {
  assertValidCounter(k);
  return new Uint8Array(Buffer.concat([messagePrefix(gameId, nonces), counterSuffix(k, attempt)]));
}

export interface DrawResult {
  value: number;
  /** How many candidates were computed; more than 1 means rejection sampling discarded some. */
  attempts: number;
}

/** SHA-256 reads its input in blocks of 64 bytes; HMAC pads its key to one block. */
const HMAC_BLOCK_BYTES = 64;
const SUFFIX_BYTES = 12;

/**
 * HMAC-SHA256 keyed with the seed over `prefix ‖ k ‖ attempt` (RFC 2104: H((K ⊕ opad) ‖ H((K ⊕ ipad)
 * ‖ message))), with both padded keys and the prefix laid out once: a candidate then costs two
 * one-shot hashes, where createHmac would set up the key again for every draw.
 */
class CandidateHmac {
  private readonly inner: Buffer;
  private readonly outer: Buffer;
  private readonly suffixAt: number;

  constructor(seed: Uint8Array, prefix: Uint8Array) {
    // The seed is 32 bytes (assertSeed), shorter than a block: zero-padded, never hashed first.
    this.inner = Buffer.alloc(HMAC_BLOCK_BYTES + prefix.length + SUFFIX_BYTES);
    this.outer = Buffer.alloc(HMAC_BLOCK_BYTES + 32);
    for (let i = 0; i < HMAC_BLOCK_BYTES; i++) {
      const key = seed[i] ?? 0;
      this.inner[i] = key ^ 0x36;
      this.outer[i] = key ^ 0x5c;
    }
    this.inner.set(prefix, HMAC_BLOCK_BYTES);
    this.suffixAt = HMAC_BLOCK_BYTES + prefix.length;
  }

  /**
   * The first 32-bit word (big-endian) of the HMAC of candidate `attempt` of draw k. The digests
   * come back as "binary" (latin1) strings, one character per byte: as Buffers, each with its own
   * ArrayBuffer, the draw took twice as long.
   */
  word(k: number, attempt: number): number {
    const { inner, outer, suffixAt } = this;
    // k as a 64-bit big-endian integer: k is a safe integer, so below 2^53.
    putUint32(inner, suffixAt, Math.floor(k / 2 ** 32));
    putUint32(inner, suffixAt + 4, k >>> 0);
    putUint32(inner, suffixAt + 8, attempt);
    outer.write(hash("sha256", inner, "binary"), HMAC_BLOCK_BYTES, "binary");
    const digest = hash("sha256", outer, "binary");
    return ((digest.charCodeAt(0) << 24) | (digest.charCodeAt(1) << 16) | (digest.charCodeAt(2) << 8) | digest.charCodeAt(3)) >>> 0;
  }
}

/** Writes `value` (0 to 2^32 - 1) big-endian at `at`, without writeUInt32BE's argument checks (the callers' values are in range). */
function putUint32(bytes: Uint8Array, at: number, value: number): void {
  bytes[at] = value >>> 24;
  bytes[at + 1] = (value >>> 16) & 0xff;
  bytes[at + 2] = (value >>> 8) & 0xff;
  bytes[at + 3] = value & 0xff;
}

function drawWithHmac(hmac: CandidateHmac, k: number, n: number): DrawResult {
  // Candidates at or above limit are discarded: below it every residue mod n occurs equally often.
  const limit = MAX_DRAW_RANGE - (MAX_DRAW_RANGE % n);
  for (let attempt = 0; ; attempt++) {
    const candidate = hmac.word(k, attempt);
    if (candidate < limit) return { value: candidate % n, attempts: attempt + 1 };
  }
}

/** Draw k of the stream, in [0, n). Depends only on the inputs, k and n, never on earlier draws. */
export function drawValue(inputs: DiceStreamInputs, k: number, n: number): DrawResult {
  assertSeed(inputs.seed);
  assertValidCounter(k);
  assertValidDrawRange(n);
  return drawWithHmac(new CandidateHmac(inputs.seed, messagePrefix(inputs.gameId, inputs.nonces)), k, n);
}

export interface CommittedSourceOptions extends DiceStreamInputs {
  /** The counter of the first draw; a game resumed from its stored state continues its count. */
  startCounter?: number;
}

export function createCommittedSource(options: CommittedSourceOptions): LoggedRandomSource {
  const { gameId, nonces, startCounter = 0 } = options;
  assertSeed(options.seed);
  assertValidCounter(startCounter);
  assertWellFormed(gameId);
  for (const side of NONCE_ORDER) assertWellFormed(nonces[side] ?? "");
  // Copies: a caller reusing the seed's buffer or the nonces' object cannot change the stream.
  const seed = options.seed.slice();
  const nonceCopy: Nonces = { ...nonces };
  // Laid out at the first draw: most orders of a game draw nothing (issue 10, item 2).
  let candidates: CandidateHmac | null = null;
  const log: DiceLogEntry[] = [];
  let counter = startCounter;
  return {
    log,
    get counter() {
      return counter;
    },
    next(n: number, purpose: DrawPurpose, visibleTo: Visibility = DEFAULT_VISIBILITY): number {
      assertValidDrawRange(n);
      const k = counter;
      candidates ??= new CandidateHmac(seed, messagePrefix(gameId, nonceCopy));
      const { value } = drawWithHmac(candidates, k, n);
      log.push({ k, purpose, n, value, visibleTo });
      counter = k + 1;
      return value;
    },
  };
}

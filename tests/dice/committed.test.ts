import { createHmac } from "node:crypto";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  commitmentOf,
  createCommittedSource,
  drawMessage,
  drawValue,
  generateSeed,
  seedFromHex,
  seedToHex,
  type DiceStreamInputs,
} from "../../src/dice/index.js";
import { rollDie, shuffle } from "../../src/rules/random.js";
import { readDocVectors } from "./doc-vectors.js";

const FIXED: DiceStreamInputs = {
  seed: seedFromHex("000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f"),
  gameId: "hots-0001",
  nonces: { england: "longshanks", scotland: "saltire" },
};

function firstDraws(inputs: DiceStreamInputs, count: number, n = 2 ** 32): number[] {
  const source = createCommittedSource(inputs);
  return Array.from({ length: count }, () => source.next(n, "fire"));
}

describe("test vectors published in docs/dice.md", () => {
  const vectorSets = readDocVectors();

  it("the document covers the ranges and the rejection case the spec promises", () => {
    const rows = vectorSets.flatMap((set) => set.rows);
    expect(vectorSets.length).toBeGreaterThanOrEqual(2);
    expect(rows.length).toBeGreaterThanOrEqual(6);
    for (const n of [2, 6, 25, 1000000007]) expect(rows.map((row) => row.n)).toContain(n);
    expect(rows.some((row) => row.attempts > 1)).toBe(true);
  });

  for (const [index, set] of vectorSets.entries()) {
    const inputs: DiceStreamInputs = { seed: seedFromHex(set.seedHex), gameId: set.gameId, nonces: set.nonces };

    it(`set ${index + 1}: the commitment is SHA-256 of the seed`, () => {
      expect(commitmentOf(inputs.seed)).toBe(set.commitment);
    });

    it(`set ${index + 1}: the message of draw 0, attempt 0 has the documented bytes`, () => {
      expect(Buffer.from(drawMessage(set.gameId, set.nonces, 0, 0)).toString("hex")).toBe(set.messageHex);
    });

    for (const row of set.rows) {
      it(`set ${index + 1}: draw k=${row.k} from [0, ${row.n}) is ${row.value} after ${row.attempts} candidate(s)`, () => {
        expect(drawValue(inputs, row.k, row.n)).toEqual({ value: row.value, attempts: row.attempts });
      });
    }

    it(`set ${index + 1}: a committed source started at each row's k draws the documented value`, () => {
      for (const row of set.rows) {
        const source = createCommittedSource({ ...inputs, startCounter: row.k });
        expect(source.next(row.n, "fire")).toBe(row.value);
      }
    });
  }
});

describe("committed source", () => {
  it("gives the same values for the same inputs", () => {
    expect(firstDraws(FIXED, 50, 6)).toEqual(firstDraws({ ...FIXED, seed: new Uint8Array(FIXED.seed) }, 50, 6));
  });

  it("logs one entry per draw with consecutive k, the purpose, the range and the visibility", () => {
    const source = createCommittedSource(FIXED);
    const die = rollDie(source, "fire");
    const drawn = source.next(25, "pool-draw", "scotland");
    expect(source.counter).toBe(2);
    expect(source.log).toEqual([
      { k: 0, purpose: "fire", n: 6, value: die - 1, visibleTo: "all" },
      { k: 1, purpose: "pool-draw", n: 25, value: drawn, visibleTo: "scotland" },
    ]);
  });

  it("logs a draw with no stated visibility as referee-only", () => {
    const source = createCommittedSource(FIXED);
    source.next(6, "celtic");
    expect(source.log[0]?.visibleTo).toBe("referee");
  });

  it("advances k by exactly one per draw even when rejection sampling discards candidates", () => {
    // Vector set 1, k = 4 with n = 2^31 + 1 needs two candidates (docs/dice.md worked example).
    expect(drawValue(FIXED, 4, 2 ** 31 + 1).attempts).toBe(2);
    const source = createCommittedSource({ ...FIXED, startCounter: 4 });
    source.next(2 ** 31 + 1, "fire");
    expect(source.counter).toBe(5);
    expect(source.log.map((entry) => entry.k)).toEqual([4]);
  });

  it("a shuffle of 25 cards is 24 logged draws from 25 down to 2", () => {
    const source = createCommittedSource(FIXED);
    const deck = Array.from({ length: 25 }, (_, i) => i);
    const dealt = shuffle(deck, source, "deal", "referee");
    expect([...dealt].sort((a, b) => a - b)).toEqual(deck);
    expect(source.log.map((entry) => entry.n)).toEqual(Array.from({ length: 24 }, (_, i) => 25 - i));
  });

  it("resuming at a stored counter continues the very same stream", () => {
    const whole = createCommittedSource(FIXED);
    const ranges = [6, 25, 2, 6, 1000000007, 6, 24, 6];
    const values = ranges.map((n) => whole.next(n, "fire"));
    const resumed = createCommittedSource({ ...FIXED, startCounter: 3 });
    expect(ranges.slice(3).map((n) => resumed.next(n, "fire"))).toEqual(values.slice(3));
    expect(resumed.log.map((entry) => entry.k)).toEqual([3, 4, 5, 6, 7]);
  });

  it("is not affected by later changes to the caller's seed buffer or nonces", () => {
    const seed = new Uint8Array(FIXED.seed);
    const nonces: Record<string, string> = { ...FIXED.nonces };
    // The stream is laid out at its first draw, after these changes.
    const source = createCommittedSource({ ...FIXED, seed, nonces });
    seed.fill(0);
    nonces.england = "edward";
    expect([source.next(2 ** 32, "fire"), source.next(2 ** 32, "fire")]).toEqual(firstDraws(FIXED, 2));
  });

  it("a different game id, nonce, side order or seed gives a different stream", () => {
    const base = firstDraws(FIXED, 8);
    const variants: DiceStreamInputs[] = [
      { ...FIXED, gameId: "hots-0002" },
      { ...FIXED, nonces: { england: "longshanks", scotland: "saltirf" } },
      { ...FIXED, nonces: { england: "saltire", scotland: "longshanks" } },
      { ...FIXED, nonces: { england: "longshanks" } },
      { ...FIXED, nonces: {} },
      { ...FIXED, seed: seedFromHex("ff".repeat(32)) },
    ];
    for (const variant of variants) expect(firstDraws(variant, 8)).not.toEqual(base);
  });

  it("length prefixes keep moving characters between nonces from giving the same stream", () => {
    const left = firstDraws({ ...FIXED, nonces: { england: "ab", scotland: "c" } }, 8);
    const right = firstDraws({ ...FIXED, nonces: { england: "a", scotland: "bc" } }, 8);
    expect(left).not.toEqual(right);
  });

  it("treats an absent nonce as the empty string, as the spec says", () => {
    expect(firstDraws({ ...FIXED, nonces: { scotland: "x" } }, 8)).toEqual(
      firstDraws({ ...FIXED, nonces: { england: "", scotland: "x" } }, 8),
    );
  });

  it("draws from [0, 6) pass a chi-square test with a generous bound (fixed seed, so deterministic)", () => {
    const counts = chiSquareCounts(6, 60_000);
    // The 99.9% point of chi-square with 5 degrees of freedom is 20.5.
    expect(chiSquare(counts)).toBeLessThan(30);
  });

  it("draws from [0, 25) pass a chi-square test with a generous bound (fixed seed, so deterministic)", () => {
    const counts = chiSquareCounts(25, 100_000);
    // The 99.9% point of chi-square with 24 degrees of freedom is 51.2.
    expect(chiSquare(counts)).toBeLessThan(65);
  });

  it("never returns a value outside [0, n) for any n in 1..2^31 and any k", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 }), fc.nat({ max: Number.MAX_SAFE_INTEGER }), (n, k) => {
        const { value, attempts } = drawValue(FIXED, k, n);
        return Number.isInteger(value) && value >= 0 && value < n && attempts >= 1;
      }),
      { numRuns: 2000 },
    );
  });

  it("draws what HMAC-SHA256 (createHmac) of the documented message gives, for any inputs, k and n", () => {
    // The stream lays out HMAC's padded keys once per game; the spec is the plain HMAC of drawMessage.
    const textbook = (inputs: DiceStreamInputs, k: number, n: number): { value: number; attempts: number } => {
      const limit = 2 ** 32 - (2 ** 32 % n);
      for (let attempt = 0; ; attempt++) {
        const word = createHmac("sha256", inputs.seed).update(drawMessage(inputs.gameId, inputs.nonces, k, attempt)).digest().readUInt32BE(0);
        if (word < limit) return { value: word % n, attempts: attempt + 1 };
      }
    };
    const text = fc.string({ unit: "grapheme", maxLength: 80 });
    fc.assert(
      fc.property(
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        text,
        fc.record({ england: text, scotland: text }, { requiredKeys: [] }),
        fc.nat({ max: Number.MAX_SAFE_INTEGER }),
        fc.oneof(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 2 ** 31, max: 2 ** 32 })),
        (seed, gameId, nonces, k, n) => {
          const inputs = { seed, gameId, nonces };
          expect(drawValue(inputs, k, n)).toEqual(textbook(inputs, k, n));
          expect(createCommittedSource({ ...inputs, startCounter: k }).next(n, "fire")).toBe(textbook(inputs, k, n).value);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("always returns 0 when n is 1 and still advances the counter", () => {
    const source = createCommittedSource(FIXED);
    expect([source.next(1, "side"), source.next(1, "side")]).toEqual([0, 0]);
    expect(source.counter).toBe(2);
  });

  it("rejects a range that is not an integer in [1, 2^32]", () => {
    const source = createCommittedSource(FIXED);
    for (const n of [0, -1, 1.5, Number.NaN, 2 ** 32 + 1]) {
      expect(() => source.next(n, "fire")).toThrow(RangeError);
    }
    expect(source.log).toEqual([]);
    expect(source.counter).toBe(0);
  });

  it("rejects a seed that is not 32 bytes, a negative start counter and ill-formed Unicode", () => {
    expect(() => createCommittedSource({ ...FIXED, seed: new Uint8Array(31) })).toThrow(/32 bytes/);
    expect(() => createCommittedSource({ ...FIXED, startCounter: -1 })).toThrow(RangeError);
    expect(() => createCommittedSource({ ...FIXED, gameId: "bad \ud800 id" })).toThrow(/well-formed/);
    // Refused when the source is made, not at its first draw; a pair of surrogates is well-formed.
    expect(() => createCommittedSource({ ...FIXED, nonces: { england: "\udc00x" } })).toThrow(/well-formed/);
    expect(() => createCommittedSource({ ...FIXED, nonces: { scotland: "x\ud800" } })).toThrow(/well-formed/);
    expect(createCommittedSource({ ...FIXED, gameId: "\u{1F3F4}" }).next(6, "fire")).toBe(firstDraws({ ...FIXED, gameId: "\u{1F3F4}" }, 1, 6)[0]);
  });
});

describe("seeds and commitments", () => {
  it("generateSeed gives 32 fresh bytes each time", () => {
    const first = generateSeed();
    expect(first).toHaveLength(32);
    expect(seedToHex(first)).not.toBe(seedToHex(generateSeed()));
  });

  it("a seed round-trips through 64 lowercase hex characters", () => {
    const seed = generateSeed();
    const hex = seedToHex(seed);
    expect(hex).toMatch(/^[0-9a-f]{64}$/);
    expect(seedFromHex(hex)).toEqual(seed);
  });

  it("seedFromHex accepts upper case and rejects anything but 64 hex characters", () => {
    expect(seedToHex(seedFromHex("AB".repeat(32)))).toBe("ab".repeat(32));
    for (const bad of ["ab".repeat(31), "ab".repeat(33), "zz".repeat(32), ` ${"ab".repeat(32)}`]) {
      expect(() => seedFromHex(bad)).toThrow(RangeError);
    }
  });

  it("commitmentOf is lowercase hex SHA-256 and refuses a seed of the wrong length", () => {
    expect(commitmentOf(FIXED.seed)).toMatch(/^[0-9a-f]{64}$/);
    expect(() => commitmentOf(new Uint8Array(33))).toThrow(/32 bytes/);
  });
});

function chiSquareCounts(n: number, draws: number): number[] {
  const counts = new Array<number>(n).fill(0);
  const source = createCommittedSource({ ...FIXED, gameId: "chi-square" });
  for (let i = 0; i < draws; i++) {
    const value = source.next(n, "fire");
    counts[value] = (counts[value] ?? 0) + 1;
  }
  return counts;
}

function chiSquare(counts: readonly number[]): number {
  const total = counts.reduce((sum, count) => sum + count, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, count) => sum + (count - expected) ** 2 / expected, 0);
}

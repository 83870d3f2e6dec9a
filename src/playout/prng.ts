// A small fast deterministic PRNG (mulberry32) with rejection sampling so that next(n) is unbiased.
// For playouts and benchmarks only; real games use the committed-seed source (src/dice).

import type { RandomSource } from "../rules/random.js";

export interface Prng extends RandomSource {
  /** An integer in [0, n). */
  int(n: number): number;
  /** A float in [0, 1). */
  float(): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
}

export function createPrng(seed: number): Prng {
  let a = seed >>> 0;
  const u32 = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  const next = (n: number): number => {
    if (!Number.isInteger(n) || n < 1) throw new Error(`next(${n}): n must be a positive integer`);
    const limit = 0x100000000 - (0x100000000 % n);
    for (;;) {
      const v = u32();
      if (v < limit) return v % n;
    }
  };
  return {
    next,
    int: next,
    float: () => u32() / 0x100000000,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new Error("pick from an empty list");
      return items[next(items.length)] as T;
    },
    chance: (p) => u32() / 0x100000000 < p,
  };
}

/** A shuffled copy (Fisher-Yates). */
export function shuffled<T>(items: readonly T[], rng: Prng): T[] {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

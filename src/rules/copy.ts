// A deep copy of plain JSON data, equal to a JSON round trip but several times cheaper.

/**
 * Copies arrays and plain objects, keeping key order; like JSON.stringify + JSON.parse it drops
 * object keys whose value is undefined, so a copied state serialises to exactly the same text.
 * Only for JSON data (the game state): no Dates, Maps, cycles or class instances.
 */
export function copyJson<T>(value: T): T {
  if (typeof value !== "object" || value === null) return (typeof value === "number" ? jsonNumber(value) : value) as T;
  if (Array.isArray(value)) {
    const n = value.length;
    const out = new Array<unknown>(n);
    for (let i = 0; i < n; i++) {
      const item: unknown = value[i];
      // JSON writes an undefined array item as null.
      out[i] = item === undefined ? null : typeof item === "object" && item !== null ? copyJson(item) : typeof item === "number" ? jsonNumber(item) : item;
    }
    return out as T;
  }
  const out: Record<string, unknown> = {};
  const source = value as Record<string, unknown>;
  for (const key in source) {
    const item = source[key];
    if (item === undefined) continue;
    out[key] = typeof item === "object" && item !== null ? copyJson(item) : typeof item === "number" ? jsonNumber(item) : item;
  }
  return out as T;
}

/** JSON writes -0 as 0 and NaN or an infinity as null. */
function jsonNumber(n: number): number | null {
  if (n === 0) return 0;
  return Number.isFinite(n) ? n : null;
}

interface BlockLike {
  side: unknown;
  at: unknown;
  strength: unknown;
}

/**
 * copyJson for a game state, with its 56 blocks (most of its size) copied by their known shape
 * ({ side, at, strength }, the key order every state is made with).
 */
export function copyStateJson<T extends object>(state: T): T {
  const out: Record<string, unknown> = {};
  const source = state as Record<string, unknown>;
  for (const key in source) {
    const item = source[key];
    if (item === undefined) continue;
    out[key] = key === "blocks" ? copyBlocks(item as Record<string, BlockLike>) : copyJson(item);
  }
  return out as T;
}

function copyBlocks(blocks: Record<string, BlockLike>): Record<string, BlockLike> {
  const out: Record<string, BlockLike> = {};
  for (const id in blocks) {
    const b = blocks[id] as BlockLike;
    out[id] = { side: b.side, at: b.at, strength: b.strength };
  }
  return out;
}

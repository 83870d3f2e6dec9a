// A deep copy of plain JSON data, equal to a JSON round trip but several times cheaper.

/**
 * Copies arrays and plain objects, keeping key order; like JSON.stringify + JSON.parse it drops
 * object keys whose value is undefined, so a copied state serialises to exactly the same text.
 * Only for JSON data (the game state): no Dates, Maps, cycles or class instances.
 */
export function copyJson<T>(value: T): T {
  if (typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) {
    const n = value.length;
    const out = new Array<unknown>(n);
    for (let i = 0; i < n; i++) {
      const item: unknown = value[i];
      // JSON writes an undefined array item as null.
      out[i] = item === undefined ? null : typeof item === "object" && item !== null ? copyJson(item) : item;
    }
    return out as T;
  }
  const out: Record<string, unknown> = {};
  const source = value as Record<string, unknown>;
  for (const key in source) {
    const item = source[key];
    if (item === undefined) continue;
    out[key] = typeof item === "object" && item !== null ? copyJson(item) : item;
  }
  return out as T;
}

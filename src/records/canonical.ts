// Canonical JSON (keys sorted, no spaces) so that a state hash is the same on every machine, forever.

import { createHash } from "node:crypto";

/** Keys in canonical (code unit) order, per object shape: states have a few dozen shapes at most. */
const sortedKeysByShape = new Map<string, string[]>();
/** Each key's JSON text ("key"), written once. */
const quotedKeys = new Map<string, string>();

function sortedKeys(value: object): string[] {
  const keys = Object.keys(value);
  const shape = keys.join("\u0000");
  let sorted = sortedKeysByShape.get(shape);
  // Different key lists can join to the same text ({} and {"": 1}, keys holding \u0000): check.
  if (sorted === undefined || sorted.length !== keys.length || !sorted.every((k) => Object.hasOwn(value, k))) {
    sorted = keys.slice().sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    if (sortedKeysByShape.size < 10_000) sortedKeysByShape.set(shape, sorted);
  }
  return sorted;
}

function quoted(key: string): string {
  let text = quotedKeys.get(key);
  if (text === undefined) {
    text = JSON.stringify(key);
    if (quotedKeys.size < 10_000) quotedKeys.set(key, text);
  }
  return text;
}

export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  if (Array.isArray(value)) {
    let out = "[";
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      if (i > 0) out += ",";
      out += canonicalJson(item === undefined ? null : item);
    }
    return `${out}]`;
  }
  const record = value as Record<string, unknown>;
  let out = "{";
  let first = true;
  for (const key of sortedKeys(record)) {
    const item = record[key];
    if (item === undefined) continue;
    out += first ? "" : ",";
    first = false;
    out += `${quoted(key)}:${canonicalJson(item)}`;
  }
  return `${out}}`;
}

export function sha256Hex(text: string): string {
  return createHash("sha256").update(text, "utf8").digest("hex");
}

/** The hash a record keeps after each order: SHA-256 of the canonical JSON of the state. */
export function stateHash(state: unknown): string {
  return sha256Hex(canonicalJson(state));
}

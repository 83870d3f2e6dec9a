// Canonical JSON (keys sorted, no spaces) so that a state hash is the same on every machine, forever.
// The server hashes each new state here; a replay, which hashes thousands in a row, writes the same
// text with src/records/canonicalWriter.ts. Key orders and names' JSON are cached; the text never changes.

import { hash } from "node:crypto";

/**
 * Key lists seen so far, as a trie over the keys in their own (insertion) order; a node reached by
 * an object's whole key list holds those keys in canonical (code unit) order. States have a few
 * dozen shapes, so an object's sorted keys cost a few map lookups instead of a sort.
 */
interface ShapeNode {
  next: Map<string, ShapeNode>;
  sorted: string[] | null;
}

const MAX_SHAPES = 10_000;
const shapes: ShapeNode = { next: new Map(), sorted: null };
let shapeCount = 0;

function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** An object's own keys (`Object.keys`, left as they are) in canonical order. */
export function sortedKeys(keys: readonly string[]): readonly string[] {
  let node = shapes;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as string;
    let child = node.next.get(key);
    if (child === undefined) {
      if (shapeCount >= MAX_SHAPES) return keys.slice().sort(byCodeUnits);
      child = { next: new Map(), sorted: null };
      node.next.set(key, child);
      shapeCount += 1;
    }
    node = child;
  }
  return (node.sorted ??= keys.slice().sort(byCodeUnits));
}

/** JSON text of strings seen before (keys, names of places, blocks, steps): JSON.stringify's, cached. */
const MAX_STRINGS = 10_000;
const quotedStrings = new Map<string, string>();

export function quoted(text: string): string {
  let json = quotedStrings.get(text);
  if (json === undefined) {
    json = JSON.stringify(text);
    if (quotedStrings.size < MAX_STRINGS && text.length <= 64) quotedStrings.set(text, json);
  }
  return json;
}

/** As JSON.stringify writes a value inside an array or object (undefined is the caller's business). */
export function primitiveJson(value: unknown): string {
  switch (typeof value) {
    case "string":
      return quoted(value);
    case "number":
      // JSON writes -0 as 0 (as String does) and NaN or an infinity as null.
      return Number.isFinite(value) ? String(value) : "null";
    case "boolean":
      return value ? "true" : "false";
    default:
      return JSON.stringify(value) ?? "null";
  }
}

export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  return objectJson(value);
}

function itemJson(item: unknown): string {
  return item === null ? "null" : typeof item === "object" ? objectJson(item) : primitiveJson(item);
}

function objectJson(value: object): string {
  if (Array.isArray(value)) {
    let out = "[";
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      if (i > 0) out += ",";
      out += item === undefined ? "null" : itemJson(item);
    }
    return `${out}]`;
  }
  const record = value as Record<string, unknown>;
  const keys = sortedKeys(Object.keys(record));
  let out = "{";
  let first = true;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as string;
    const item = record[key];
    if (item === undefined) continue;
    out += first ? "" : ",";
    first = false;
    out += quoted(key);
    out += ":";
    out += itemJson(item);
  }
  return `${out}}`;
}

/** SHA-256 of the text's UTF-8 bytes, in lowercase hex (crypto.hash: one call, no Hash object). */
export function sha256Hex(text: string): string {
  return hash("sha256", text, "hex");
}

/** The hash a record keeps after each order: SHA-256 of the canonical JSON of the state. */
export function stateHash(state: unknown): string {
  return sha256Hex(canonicalJson(state));
}

// Canonical JSON of a run of values each a little different from the one before: a replay hashes
// every state of a game, and one order changes a few of its parts. The text of each part equal to
// the same part of the previous value is reused instead of written again; the text is exactly
// canonicalJson's (tests/records/canonicalWriter.test.ts).

import { canonicalJson, primitiveJson, quoted, sortedKeys } from "./canonical.js";

/**
 * The text last written for an object or array, slot by slot (an array's items, an object's keys
 * in canonical order), brought up to date in place by the next value at the same place. It keeps
 * its own copies of what it compares (primitive values, key lists), never a reference into the
 * value, so a value changed in place after it was written cannot make stale text look current.
 */
interface Written {
  kind: "blank" | "array" | "object";
  /** An object's Object.keys, in its own order. */
  keys: readonly string[];
  /** An object's keys in canonical order, one per slot. */
  sorted: readonly string[];
  /** `"key":` for each sorted key. */
  fields: readonly string[];
  /** A slot's primitive value, or NESTED when it holds an object or array. */
  values: unknown[];
  nested: (Written | undefined)[];
  /** A slot's text, after its `"key":` in an object; undefined for an object's key whose value is undefined (left out). */
  pieces: (string | undefined)[];
  text: string;
}

/** Marks a slot that holds an object or array: no value read from the data is this one. */
const NESTED = Symbol("nested");

const NO_KEYS: readonly string[] = [];

const blank = (): Written => ({ kind: "blank", keys: NO_KEYS, sorted: NO_KEYS, fields: NO_KEYS, values: [], nested: [], pieces: [], text: "" });

function sameKeys(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Gives `written` the shape of a value whose keys or length changed (a key added to a map of
 * areas, an array grown), keeping the slots it shares with the old shape: same key, or same index.
 */
function reshape(written: Written, kind: "array" | "object", keys: readonly string[], length: number): void {
  const sorted = kind === "object" ? sortedKeys(keys) : NO_KEYS;
  const from = (i: number): number => {
    if (written.kind !== kind) return -1;
    if (kind === "object") return written.sorted.indexOf(sorted[i] as string);
    return i < written.values.length ? i : -1;
  };
  const values = new Array<unknown>(length);
  const nested = new Array<Written | undefined>(length);
  const pieces = new Array<string | undefined>(length);
  for (let i = 0; i < length; i++) {
    const j = from(i);
    values[i] = j < 0 ? NESTED : written.values[j];
    nested[i] = j < 0 ? undefined : written.nested[j];
    pieces[i] = j < 0 ? undefined : written.pieces[j];
  }
  written.kind = kind;
  written.keys = keys;
  written.sorted = sorted;
  written.fields = sorted.map((key) => `${quoted(key)}:`);
  written.values = values;
  written.nested = nested;
  written.pieces = pieces;
}

/** Brings `written` up to date with `value`; says whether its text changed. */
function update(written: Written, value: object): boolean {
  const isArray = Array.isArray(value);
  const record = value as Record<string, unknown>;
  const keys = isArray ? NO_KEYS : Object.keys(record);
  const length = isArray ? (value as unknown[]).length : keys.length;
  let changed = false;
  if (isArray ? written.kind !== "array" || written.values.length !== length : written.kind !== "object" || !sameKeys(keys, written.keys)) {
    reshape(written, isArray ? "array" : "object", keys, length);
    changed = true;
  }
  const { sorted, fields, values, nested, pieces } = written;
  for (let i = 0; i < length; i++) {
    const item = isArray ? (value as unknown[])[i] : record[sorted[i] as string];
    if (item !== null && typeof item === "object") {
      let child = nested[i];
      if (child === undefined) nested[i] = child = blank();
      if (!update(child, item) && values[i] === NESTED) continue;
      values[i] = NESTED;
      pieces[i] = isArray ? child.text : (fields[i] as string) + child.text;
    } else {
      // A slot of the new shape holds NESTED, which no item equals.
      if (item === values[i]) continue;
      values[i] = item;
      nested[i] = undefined;
      pieces[i] = item === undefined ? (isArray ? "null" : undefined) : isArray ? primitiveJson(item) : (fields[i] as string) + primitiveJson(item);
    }
    changed = true;
  }
  if (changed) written.text = isArray ? `[${pieces.join(",")}]` : objectText(pieces);
  return changed;
}

// The pieces are joined into one flat string: a reused text is never a deep rope that hashing
// would walk again for every state that holds it.
function objectText(pieces: readonly (string | undefined)[]): string {
  const present = pieces.includes(undefined) ? pieces.filter((piece) => piece !== undefined) : pieces;
  return `{${present.join(",")}}`;
}

/** Writes canonicalJson of one value after another, each time reusing what the previous one shared with it. */
export class CanonicalJsonWriter {
  private root: Written = blank();

  json(value: unknown): string {
    if (value === null || typeof value !== "object") return canonicalJson(value);
    try {
      update(this.root, value);
    } catch (error) {
      // A value canonicalJson cannot write either (a BigInt) may have left some slots half updated.
      this.root = blank();
      throw error;
    }
    return this.root.text;
  }
}

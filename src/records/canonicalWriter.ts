// Canonical JSON of a run of values each a little different from the one before: a replay hashes
// every state of a game, and one order changes a few of its parts. The text of each part equal to
// the same part of the previous value is reused instead of written again; the text is exactly
// canonicalJson's (tests/records/canonicalWriter.test.ts). Given values that are never changed in
// place (the engine's states once handed out), the parts the next value shares with the previous
// one (the blocks an order left unchanged) are known equal by their identity, without a look inside.

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
  /** For each of an object's own keys in its own order, its slot. */
  slotOf: readonly number[];
  /** `"key":` for each sorted key. */
  fields: readonly string[];
  /** A slot's primitive value, or NESTED when it holds an object or array. */
  values: unknown[];
  nested: (Written | undefined)[];
  /** The object or array a slot held when last written, kept only for values that never change in place. */
  objects: (object | undefined)[];
  /** A slot's text, after its `"key":` in an object; undefined for an object's key whose value is undefined (left out). */
  pieces: (string | undefined)[];
  text: string;
}

/** Marks a slot that holds an object or array: no value read from the data is this one. */
const NESTED = Symbol("nested");

const NO_KEYS: readonly string[] = [];

const NO_SLOTS: readonly number[] = [];

const blank = (): Written => ({ kind: "blank", keys: NO_KEYS, sorted: NO_KEYS, slotOf: NO_SLOTS, fields: NO_KEYS, values: [], nested: [], objects: [], pieces: [], text: "" });

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
  const objects = new Array<object | undefined>(length);
  const pieces = new Array<string | undefined>(length);
  for (let i = 0; i < length; i++) {
    const j = from(i);
    values[i] = j < 0 ? NESTED : written.values[j];
    nested[i] = j < 0 ? undefined : written.nested[j];
    objects[i] = j < 0 ? undefined : written.objects[j];
    pieces[i] = j < 0 ? undefined : written.pieces[j];
  }
  written.kind = kind;
  written.keys = keys;
  written.sorted = sorted;
  written.slotOf = keys.map((key) => sorted.indexOf(key));
  written.fields = sorted.map((key) => `${quoted(key)}:`);
  written.values = values;
  written.nested = nested;
  written.objects = objects;
  written.pieces = pieces;
}

/**
 * Brings one slot up to date with `item`; says whether its text changed. A slot of a new shape
 * holds NESTED, which no primitive item equals.
 */
function updateSlot(written: Written, i: number, item: unknown, inArray: boolean): boolean {
  const { values, nested, pieces } = written;
  if (item !== null && typeof item === "object") {
    if (objectsNeverChange) {
      if (written.objects[i] === item) return false;
      written.objects[i] = item;
    }
    let child = nested[i];
    if (child === undefined) nested[i] = child = blank();
    if (!update(child, item) && values[i] === NESTED) return false;
    values[i] = NESTED;
    pieces[i] = inArray ? child.text : (written.fields[i] as string) + child.text;
    return true;
  }
  if (item === values[i]) return false;
  values[i] = item;
  nested[i] = undefined;
  written.objects[i] = undefined;
  if (item === undefined) pieces[i] = inArray ? "null" : undefined;
  else pieces[i] = inArray ? primitiveJson(item) : (written.fields[i] as string) + primitiveJson(item);
  return true;
}

/** An array grown or shortened (a list of steps, of moved blocks) keeps its slots in place, the new ones blank. */
function resizeArray(written: Written, length: number): void {
  const { values, nested, objects, pieces } = written;
  if (values.length > length) {
    values.length = length;
    nested.length = length;
    objects.length = length;
    pieces.length = length;
    return;
  }
  while (values.length < length) {
    values.push(NESTED);
    nested.push(undefined);
    objects.push(undefined);
    pieces.push(undefined);
  }
}

/** Brings `written` up to date with `value`; says whether its text changed. */
function update(written: Written, value: object): boolean {
  if (Array.isArray(value)) return updateArray(written, value);
  return updateObject(written, value as Record<string, unknown>);
}

function updateArray(written: Written, value: readonly unknown[]): boolean {
  let changed = false;
  if (written.kind !== "array") {
    reshape(written, "array", NO_KEYS, value.length);
    changed = true;
  } else if (written.values.length !== value.length) {
    resizeArray(written, value.length);
    changed = true;
  }
  for (let i = 0; i < value.length; i++) if (updateSlot(written, i, value[i], true)) changed = true;
  if (changed) written.text = joined("[", written.pieces as string[], "]");
  return changed;
}

/** for-in lists an object's own keys then its prototypes' enumerable ones: here only own ones. */
function onlyOwnKeysEnumerate(record: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(record);
  return prototype === null || (prototype === Object.prototype && !objectPrototypeEnumerates);
}

/** Checked at every json() call: a library adding an enumerable key to Object.prototype is rare, not impossible. */
let objectPrototypeEnumerates = false;

/** The writer's setting, for the json() call under way. */
let objectsNeverChange = false;

function updateObject(written: Written, record: Record<string, unknown>): boolean {
  let changed = false;
  if (written.kind === "object" && onlyOwnKeysEnumerate(record)) {
    // The keys in their own order, as written before: for-in reads them, and V8 makes the loads
    // of for-in's keys fast where Object.keys would allocate a list and look each key up.
    const { keys, slotOf } = written;
    let j = 0;
    for (const key in record) {
      if (key !== keys[j]) {
        j = -1;
        break;
      }
      if (updateSlot(written, slotOf[j] as number, record[key], false)) changed = true;
      j++;
    }
    if (j === keys.length) {
      if (changed) written.text = objectText(written.pieces);
      return changed;
    }
  }
  // The first time, or another shape: a key added or removed (a map of areas or blocks).
  const keys = Object.keys(record);
  if (written.kind !== "object" || !sameKeys(keys, written.keys)) {
    reshape(written, "object", keys, keys.length);
    changed = true;
  }
  const { sorted } = written;
  for (let i = 0; i < sorted.length; i++) if (updateSlot(written, i, record[sorted[i] as string], false)) changed = true;
  if (changed) written.text = objectText(written.pieces);
  return changed;
}

function objectText(pieces: (string | undefined)[]): string {
  return joined("{", pieces.includes(undefined) ? pieces.filter((piece) => piece !== undefined) : (pieces as string[]), "}");
}

/**
 * `open`, the pieces separated by commas, `close`, in one flat string made by one join: a reused text
 * is never a deep rope that hashing would walk again for every state that holds it, and the text
 * hashed is not copied once more to be flattened ("{" + join + "}" would make a rope of three).
 */
function joined(open: string, pieces: string[], close: string): string {
  const n = pieces.length;
  if (n === 0) return open + close;
  const first = pieces[0] as string;
  const last = pieces[n - 1] as string;
  pieces[0] = open + first;
  pieces[n - 1] = (n === 1 ? (pieces[0] as string) : last) + close;
  const text = pieces.join(",");
  pieces[0] = first;
  pieces[n - 1] = last;
  return text;
}

export interface CanonicalJsonWriterOptions {
  /**
   * The values written are never changed in place afterwards, nor any object or array in them: an
   * object met again where it was last written has the text written then. Off by default: a value
   * changed in place is then noticed (its every part is compared).
   */
  objectsNeverChange?: boolean;
}

/** Writes canonicalJson of one value after another, each time reusing what the previous one shared with it. */
export class CanonicalJsonWriter {
  private root: Written = blank();
  private readonly objectsNeverChange: boolean;

  constructor(options: CanonicalJsonWriterOptions = {}) {
    this.objectsNeverChange = options.objectsNeverChange ?? false;
  }

  json(value: unknown): string {
    if (value === null || typeof value !== "object") return canonicalJson(value);
    objectPrototypeEnumerates = false;
    for (const _ in Object.prototype) objectPrototypeEnumerates = true;
    objectsNeverChange = this.objectsNeverChange;
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

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
  /** For each sorted key, `"key":` and `,"key":`, the text written before its value. */
  fields: string[] | null;
  laterFields: string[] | null;
}

const MAX_SHAPES = 10_000;
const shapes: ShapeNode = { next: new Map(), sorted: null, fields: null, laterFields: null };
let shapeCount = 0;

function byCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** The node of an object's own keys (`Object.keys`, left as they are), or null once the trie is full. */
function shapeOf(keys: readonly string[]): ShapeNode | null {
  let node = shapes;
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i] as string;
    let child = node.next.get(key);
    if (child === undefined) {
      if (shapeCount >= MAX_SHAPES) return null;
      child = { next: new Map(), sorted: null, fields: null, laterFields: null };
      node.next.set(key, child);
      shapeCount += 1;
    }
    node = child;
  }
  return node;
}

/** An object's own keys (`Object.keys`, left as they are) in canonical order. */
export function sortedKeys(keys: readonly string[]): readonly string[] {
  const node = shapeOf(keys);
  if (node === null) return keys.slice().sort(byCodeUnits);
  return (node.sorted ??= keys.slice().sort(byCodeUnits));
}

interface Fields {
  sorted: readonly string[];
  fields: readonly string[];
  laterFields: readonly string[];
}

/** The sorted keys of a key list, each with the text written before its value. */
function fieldsOf(keys: readonly string[]): Fields {
  const node = shapeOf(keys);
  const sorted = node === null ? keys.slice().sort(byCodeUnits) : (node.sorted ??= keys.slice().sort(byCodeUnits));
  const fields = node?.fields ?? sorted.map((key) => `${quoted(key)}:`);
  const laterFields = node?.laterFields ?? fields.map((field) => `,${field}`);
  if (node !== null) {
    node.fields = fields;
    node.laterFields = laterFields;
  }
  return { sorted, fields, laterFields };
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
  return fieldsJson(value as Record<string, unknown>, fieldsOf(Object.keys(value)));
}

/** An object's text, given its keys' fields. */
function fieldsJson(record: Record<string, unknown>, { sorted, fields, laterFields }: Fields): string {
  let out = "{";
  let first = true;
  for (let i = 0; i < sorted.length; i++) {
    const item = record[sorted[i] as string];
    if (item === undefined) continue;
    out += first ? (fields[i] as string) : (laterFields[i] as string);
    first = false;
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
  return sha256Hex(stateJson(state));
}

// A game state's text, written faster: its 56 blocks are most of it (issue 10, item 2).

/** The blocks map's key list last met, and its fields: nearly every state has the same one. */
let blockIds: readonly string[] = [];
let blockFields: Fields = { sorted: [], fields: [], laterFields: [] };

/** for-in lists inherited enumerable keys too: the shortcuts below read only objects whose prototype has none. */
function plainObject(value: object): boolean {
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === null || (prototype === Object.prototype && !objectPrototypeEnumerates);
}

/** Checked at every stateJson call: a library adding an enumerable key to Object.prototype is rare, not impossible. */
let objectPrototypeEnumerates = false;

const scalar = (value: unknown): boolean => value === null || (value !== undefined && typeof value !== "object");

/** A block ({ side, at, strength }, in any order, each a string, number, boolean or null), else null. */
function blockJson(block: Record<string, unknown>): string | null {
  let keys = 0;
  for (const key in block) {
    if (key !== "at" && key !== "side" && key !== "strength") return null;
    keys += 1;
  }
  const { at, side, strength } = block;
  if (keys !== 3 || !scalar(at) || !scalar(side) || !scalar(strength) || !plainObject(block)) return null;
  if (typeof at !== "string" || typeof side !== "string" || !Number.isInteger(strength)) return writeBlock(at, side, strength);
  return keptBlock(at, side, strength as number);
}

const writeBlock = (at: unknown, side: unknown, strength: unknown): string => `{"at":${itemJson(at)},"side":${itemJson(side)},"strength":${itemJson(strength)}}`;

/** Block texts by place, side and strength: a few hundred in all, each written once. */
const blockTexts = new Map<string, Map<string, string[]>>();
const MAX_BLOCK_TEXTS = 4_096;
let blockTextCount = 0;

function keptBlock(at: string, side: string, strength: number): string {
  let bySide = blockTexts.get(at);
  let byStrength = bySide?.get(side);
  const kept = strength >= 0 && strength < 16 ? byStrength?.[strength] : undefined;
  if (kept !== undefined) return kept;
  const text = writeBlock(at, side, strength);
  if (strength < 0 || strength >= 16 || blockTextCount >= MAX_BLOCK_TEXTS) return text;
  if (bySide === undefined) blockTexts.set(at, (bySide = new Map()));
  if (byStrength === undefined) bySide.set(side, (byStrength = []));
  byStrength[strength] = text;
  blockTextCount += 1;
  return text;
}

/** The blocks map: its keys sorted once for as long as they stay the same, each block by its shape. */
function blocksJson(blocks: Record<string, unknown>): string {
  if (!plainObject(blocks)) return objectJson(blocks);
  let i = 0;
  let same = true;
  for (const id in blocks) {
    if (id !== blockIds[i]) {
      same = false;
      break;
    }
    i += 1;
  }
  if (!same || i !== blockIds.length) {
    blockIds = Object.keys(blocks);
    blockFields = fieldsOf(blockIds);
  }
  const { sorted, fields, laterFields } = blockFields;
  let out = "{";
  let first = true;
  for (let j = 0; j < sorted.length; j++) {
    const block = blocks[sorted[j] as string];
    if (block === undefined) continue;
    out += first ? (fields[j] as string) : (laterFields[j] as string);
    first = false;
    out += (block !== null && typeof block === "object" && !Array.isArray(block) ? blockJson(block as Record<string, unknown>) : null) ?? itemJson(block);
  }
  return `${out}}`;
}

/** canonicalJson of a game state, the same text (tests/records/stateJson.test.ts), with its blocks written by their shape. */
export function stateJson(state: unknown): string {
  if (state === null || typeof state !== "object" || Array.isArray(state)) return canonicalJson(state);
  objectPrototypeEnumerates = false;
  for (const _ in Object.prototype) objectPrototypeEnumerates = true;
  const record = state as Record<string, unknown>;
  const { blocks } = record;
  if (blocks === null || typeof blocks !== "object" || Array.isArray(blocks) || !Object.hasOwn(record, "blocks")) return objectJson(record);
  const { sorted, fields, laterFields } = fieldsOf(Object.keys(record));
  let out = "{";
  let first = true;
  for (let i = 0; i < sorted.length; i++) {
    const key = sorted[i] as string;
    const item = record[key];
    if (item === undefined) continue;
    out += first ? (fields[i] as string) : (laterFields[i] as string);
    first = false;
    out += key === "blocks" ? blocksJson(item as Record<string, unknown>) : itemJson(item);
  }
  return `${out}}`;
}

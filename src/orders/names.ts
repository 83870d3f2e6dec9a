// Name resolution for the order language: what a player types -> a block id, an area, a card.
// Case, spaces, underscores and hyphens never matter; a unique prefix is enough; a full name
// (or id, or alias) beats any prefix, so "Buchan" is the noble among blocks, the area among areas.

import { AREA_NAMES, BLOCKS, type AreaName, type BlockId } from "../rules/data/index.js";
import { CARD_KEYS, type CardKey } from "../rules/orders.js";

export type Resolution<T> =
  | { ok: true; value: T }
  | { ok: false; reason: "ambiguous" | "unknown"; candidates: string[] };

interface Entry<T> {
  value: T;
  /** How the value is written back to the player. */
  display: string;
  /** Normalised spellings that name it in full. */
  keys: string[];
}

export interface Nameable<T> {
  value: T;
  display: string;
  /** Full names, ids and aliases. */
  spellings: readonly string[];
}

/** How many near names an "unknown" answer suggests. */
const SUGGESTIONS = 3;

/** Case, spaces, underscores, hyphens and accents never matter ("Trégua" = "tregua"). */
export function normalise(text: string): string {
  const plain = plainAscii(text);
  if (plain === "lower") return text;
  if (plain === "mixed") return text.toLowerCase();
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/[\s_-]+/g, "");
}

/**
 * Most words typed are plain ASCII letters and digits, which normalise leaves as they are or only
 * lowercases: "lower" or "mixed" say so without the regexes; "other" (spaces, hyphens, accents) needs them.
 */
function plainAscii(text: string): "lower" | "mixed" | "other" {
  let lower = true;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c >= 97 && c <= 122) || (c >= 48 && c <= 57)) continue;
    if (c >= 65 && c <= 90) lower = false;
    else return "other";
  }
  return lower ? "lower" : "mixed";
}

function entry<T>(value: T, display: string, spellings: readonly string[]): Entry<T> {
  return { value, display, keys: [...new Set(spellings.map(normalise))] };
}

/** A resolver over any list of named things (blocks, areas, cards). */
export function nameResolver<T>(names: readonly Nameable<T>[]): (text: string) => Resolution<T> {
  const entries = names.map((n) => entry(n.value, n.display, n.spellings));
  const named = namedBy(entries);
  return (text) => {
    const query = normalise(text);
    if (query === "") return { ok: false, reason: "unknown", candidates: [] };
    const found = named.get(query);
    if (found === undefined) return { ok: false, reason: "unknown", candidates: nearest(entries, query) };
    if (found.length === 1) return { ok: true, value: (found[0] as Entry<T>).value };
    return { ok: false, reason: "ambiguous", candidates: found.map((e) => e.display) };
  };
}

/**
 * What each normalised text names, worked out once for every text that names anything (a replay
 * reads thousands of names): the entries with it as a full key (one: that entry; several:
 * ambiguous), else every entry, in list order, with a key it begins.
 */
function namedBy<T>(entries: readonly Entry<T>[]): Map<string, readonly Entry<T>[]> {
  const exact = new Map<string, Entry<T>[]>();
  const byPrefix = new Map<string, Entry<T>[]>();
  const add = (map: Map<string, Entry<T>[]>, text: string, e: Entry<T>): void => {
    const list = map.get(text);
    if (list === undefined) map.set(text, [e]);
    else if (!list.includes(e)) list.push(e);
  };
  for (const e of entries) {
    for (const key of e.keys) {
      add(exact, key, e);
      for (let n = 1; n <= key.length; n++) add(byPrefix, key.slice(0, n), e);
    }
  }
  const named = new Map<string, readonly Entry<T>[]>(byPrefix);
  for (const [text, list] of exact) named.set(text, list);
  return named;
}

/**
 * The few names closest to a misspelling; a typo inside a prefix counts as close too.
 * Close ones (a typo or two) if there are any, else (with `fallback`) simply the least far.
 */
function nearest<T>(entries: readonly Entry<T>[], query: string, fallback = true): string[] {
  const score = (e: Entry<T>): number =>
    Math.min(...e.keys.map((k) => Math.min(editDistance(query, k), editDistance(query, k.slice(0, query.length)) + 1)));
  const ranked = entries
    .map((e, index) => ({ display: e.display, score: score(e), index }))
    .sort((a, b) => a.score - b.score || a.index - b.index);
  const close = ranked.filter((e) => e.score <= Math.max(2, Math.floor(query.length / 3)));
  return (close.length || !fallback ? close : ranked).slice(0, SUGGESTIONS).map((e) => e.display);
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min(substitution, (previous[j] as number) + 1, (current[j - 1] as number) + 1));
    }
    previous = current;
  }
  return previous[b.length] as number;
}

const BLOCK_ALIASES: Partial<Record<BlockId, readonly string[]>> = {
  king: ["King", "Scots King"],
  edward: ["Edward I", "Edward II"],
};

export const BLOCK_NAMEABLES: readonly Nameable<BlockId>[] = BLOCKS.map((b) => ({ value: b.id, display: b.name, spellings: [b.id, b.name, ...(BLOCK_ALIASES[b.id] ?? [])] }));

export const resolveBlock = nameResolver(BLOCK_NAMEABLES);

export const AREA_NAMEABLES: readonly Nameable<AreaName>[] = AREA_NAMES.map((a) => ({ value: a, display: a, spellings: [a] }));

export const resolveArea = nameResolver(AREA_NAMEABLES);

/** Display names of the cards, as they are printed on them. */
export const CARD_NAMES: Record<CardKey, string> = {
  move1: "Move 1",
  move2: "Move 2",
  move3: "Move 3",
  herald: "Herald",
  pillage: "Pillage",
  sea_move: "Sea Move",
  truce: "Truce",
  victuals: "Victuals",
};

/** Move cards also go by their bare value: "play 3". */
export const CARD_NAMEABLES: readonly Nameable<CardKey>[] = CARD_KEYS.map((key) => ({
  value: key,
  display: CARD_NAMES[key],
  spellings: [key, CARD_NAMES[key], ...(/^move(\d)$/.exec(key)?.slice(1) ?? [])],
}));

export const resolveCard = nameResolver(CARD_NAMEABLES);

/** The words of `words` within a typo or two of a misspelt one (for unknown keywords). */
export function closeWords(words: readonly string[], text: string): string[] {
  return nearest(words.map((w) => entry(w, w, [w])), normalise(text), false);
}

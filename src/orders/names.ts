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
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase().replace(/[\s_-]+/g, "");
}

function entry<T>(value: T, display: string, spellings: readonly string[]): Entry<T> {
  return { value, display, keys: [...new Set(spellings.map(normalise))] };
}

/** A resolver over any list of named things (blocks, areas, cards). */
export function nameResolver<T>(names: readonly Nameable<T>[]): (text: string) => Resolution<T> {
  const entries = names.map((n) => entry(n.value, n.display, n.spellings));
  return (text) => resolve(entries, text);
}

function resolve<T>(entries: readonly Entry<T>[], text: string): Resolution<T> {
  const query = normalise(text);
  if (query === "") return { ok: false, reason: "unknown", candidates: [] };
  const exact = entries.filter((e) => e.keys.includes(query));
  if (exact.length === 1) return { ok: true, value: (exact[0] as Entry<T>).value };
  const byPrefix = exact.length > 1 ? exact : entries.filter((e) => e.keys.some((k) => k.startsWith(query)));
  if (byPrefix.length === 1) return { ok: true, value: (byPrefix[0] as Entry<T>).value };
  if (byPrefix.length > 1) return { ok: false, reason: "ambiguous", candidates: byPrefix.map((e) => e.display) };
  return { ok: false, reason: "unknown", candidates: nearest(entries, query) };
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

export const resolveBlock = nameResolver<BlockId>(
  BLOCKS.map((b) => ({ value: b.id, display: b.name, spellings: [b.id, b.name, ...(BLOCK_ALIASES[b.id] ?? [])] })),
);

export const resolveArea = nameResolver<AreaName>(AREA_NAMES.map((a) => ({ value: a, display: a, spellings: [a] })));

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
export const resolveCard = nameResolver<CardKey>(
  CARD_KEYS.map((key) => ({ value: key, display: CARD_NAMES[key], spellings: [key, CARD_NAMES[key], ...(/^move(\d)$/.exec(key)?.slice(1) ?? [])] })),
);

/** The words of `words` within a typo or two of a misspelt one (for unknown keywords). */
export function closeWords(words: readonly string[], text: string): string[] {
  return nearest(words.map((w) => entry(w, w, [w])), normalise(text), false);
}

// The words a reader of another language should never meet in its narrative: those of the English
// templates, less the proper names printed on the map and the blocks (which stay in every language).

import { CATALOGUES, type Messages } from "../../src/i18n/catalogues.js";
import type { Language } from "../../src/i18n/languages.js";
import { PROPER_KEYWORDS } from "../../src/orders/lexicon.js";
import { AREA_NAMES, BLOCKS, SCENARIOS } from "../../src/rules/data/index.js";

export const words = (text: string): string[] => [...text.matchAll(/\p{L}{2,}/gu)].map((m) => (m[0] as string).toLowerCase());

function templates(messages: Messages): string[] {
  return Object.values(messages).flatMap((v) => (typeof v === "string" ? [v] : templates(v)));
}

const NARRATIVE_NAMESPACES = ["side", "pool", "card", "heading", "winterStep", "switchReason", "victory", "event", "keyword"] as const;

export const ENGLISH_TEMPLATE_WORDS = new Set(
  NARRATIVE_NAMESPACES.flatMap((ns) => templates(CATALOGUES.en[ns] as Messages)).flatMap((t) => words(t.replace(/\{\{[^}]*\}\}/g, " "))),
);

export const PROPER_NAME_WORDS = new Set(
  // "Edward II" is a name too.
  [...BLOCKS.map((b) => b.name), ...AREA_NAMES, ...Object.values(SCENARIOS).map((s) => s.name), ...PROPER_KEYWORDS, "II"].flatMap(words),
);

/** Every word of the English catalogue, all its namespaces (the mails', the picture's...). */
export const ENGLISH_CATALOGUE_WORDS = new Set(templates(CATALOGUES.en).flatMap((t) => words(t.replace(/\{\{[^}]*\}\}/g, " "))));

/** The areas a language names in its own words (England): not names to skip, since each language must translate them. */
const TRANSLATED_AREAS = new Set(Object.keys(CATALOGUES.en.area as Messages));

/**
 * The names printed alike in every language, as phrases, longest first ("York Knights" before
 * "York"): the game's own name, the blocks, the areas but England, the scenarios, the proper
 * keywords, and the regnal numbers of Edward I and II.
 */
const KEPT_NAMES = [
  "Hammer of the Scots",
  ...BLOCKS.map((b) => b.name),
  ...AREA_NAMES.filter((a) => !TRANSLATED_AREAS.has(a)),
  ...Object.values(SCENARIOS).map((s) => s.name),
  ...PROPER_KEYWORDS,
  "II",
  "I",
].sort((a, b) => b.length - a.length);
const KEPT_NAME = new RegExp(`(?<![\\p{L}])(?:${KEPT_NAMES.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})(?![\\p{L}])`, "giu");

/**
 * Words a language writes exactly as English does in what the picture draws, each one that
 * language's own word: Portuguese "do", "no" (contractions), French "nobles", "points", "or" (gold),
 * the Italian book's own "Draw Pool" and "Round", and so on. Listed by hand, so that an English word
 * left in a catalogue cannot excuse itself.
 */
export const SAME_IN_LANGUAGE: Record<Exclude<Language, "en">, readonly string[]> = {
  pt: ["do", "no", "decide", "anglo"],
  fr: ["nobles", "points", "combat", "or", "pillage", "anglo"],
  es: ["nobles", "decide", "anglo"],
  hu: [],
  it: ["draw", "pool", "fine", "in", "round", "area", "per", "decide", "anglo"],
};

/** The English words left in a text of `lang` once the names printed alike in every language are taken out. */
export function englishWordsIn(text: string, lang: Exclude<Language, "en">): string[] {
  const same = new Set(SAME_IN_LANGUAGE[lang]);
  const left = words(text.replace(KEPT_NAME, " ")).filter((w) => ENGLISH_CATALOGUE_WORDS.has(w) && !same.has(w));
  return [...new Set(left)];
}

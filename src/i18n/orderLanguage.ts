// The order language in each rulebook's words: a Lexicon per language for the one parser and
// formatter of src/orders. A seat reads its own language's keywords and English ones; proper
// names (blocks, areas, Bruce, Moray, Selkirk...) are the same in every language.

import { CARD_KEYS, type CardKey } from "../rules/orders.js";
import type { Order } from "../rules/orders.js";
import { ENGLISH_LEXICON, KEYWORDS, PROPER_KEYWORDS, formatOrder, parseOrder, parseOrders, type Keyword, type Lexicon, type NumberedOrder } from "../orders/text.js";
import { AREA_NAMEABLES, CARD_NAMES, nameResolver, normalise } from "../orders/names.js";
import { CATALOGUES } from "./catalogues.js";
import type { Language } from "./languages.js";
import { cardNames, translatedAreaNames } from "./mapNames.js";

export { cardNames } from "./mapNames.js";

export interface LexiconOptions {
  /** Whether English keywords are read too (a seat's default); a language's own words always win. */
  english: boolean;
}

/** A language's spellings of each keyword, the printed one first ("recuar|retirar"). */
export function keywordSpellings(lang: Language): Record<Keyword, string[]> {
  const table = CATALOGUES[lang].keyword as Record<string, string>;
  return Object.fromEntries(KEYWORDS.map((k) => [k, (table[k] ?? k).split("|")])) as Record<Keyword, string[]>;
}

const PROPER = new Set<string>(PROPER_KEYWORDS);

function buildLexicon(lang: Language, options: LexiconOptions): Lexicon {
  if (lang === "en") return ENGLISH_LEXICON;
  const spellings = keywordSpellings(lang);
  const names = cardNames(lang);
  const byWord = new Map<string, Keyword>();
  for (const k of KEYWORDS) for (const s of spellings[k]) byWord.set(normalise(s), k);
  const english = new Set<string>(KEYWORDS);
  const canonical = (word: string): string | undefined => {
    const folded = normalise(word);
    const own = byWord.get(folded);
    if (own) return own;
    if (PROPER.has(folded)) return folded;
    return options.english && english.has(folded) ? folded : undefined;
  };
  // A card by this language's name, by its English name, or a Move card by its value.
  const resolveCard = nameResolver<CardKey>(
    CARD_KEYS.map((key) => ({
      value: key,
      display: names[key],
      spellings: [names[key], ...(options.english ? [key, CARD_NAMES[key]] : []), ...(/^move(\d)$/.exec(key)?.slice(1) ?? [])],
    })),
  );
  // An area by its printed name (order lines print it) or by the name the language gives it.
  const ownAreaNames = translatedAreaNames(lang);
  const resolveArea = nameResolver(AREA_NAMEABLES.map((a) => ({ ...a, spellings: [...a.spellings, ...(ownAreaNames.has(a.value) ? [ownAreaNames.get(a.value) as string] : [])] })));
  return {
    canonical,
    spell: (keyword) => (spellings[keyword as Keyword]?.[0] ?? keyword),
    orderWords: (heads) => heads.flatMap((h) => spellings[h as Keyword] ?? [h]),
    resolveCard,
    cardName: (card) => names[card],
    resolveArea,
  };
}

const LEXICONS = new Map<string, Lexicon>();

/** The lexicon of a language; by default a seat's, which reads English keywords too. */
export function orderLexicon(lang: Language, options: LexiconOptions = { english: true }): Lexicon {
  const id = `${lang}:${options.english}`;
  let lexicon = LEXICONS.get(id);
  if (!lexicon) LEXICONS.set(id, (lexicon = buildLexicon(lang, options)));
  return lexicon;
}

/** An order in a language's keywords. */
export function formatOrderIn(lang: Language, order: Order): string {
  return formatOrder(order, orderLexicon(lang));
}

/** One order written by a player of `lang` (English keywords accepted too); throws OrderSyntaxError. */
export function parseOrderIn(lang: Language, text: string, options?: LexiconOptions): Order {
  return parseOrder(text, orderLexicon(lang, options));
}

export function parseOrdersIn(lang: Language, text: string, options?: LexiconOptions): NumberedOrder[] {
  return parseOrders(text, orderLexicon(lang, options));
}

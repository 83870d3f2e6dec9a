// The keywords of the order language, and the hook through which another language's words
// stand for them: one grammar reads every language (src/i18n builds the other lexicons).

import type { CardKey } from "../rules/orders.js";
import type { AreaName } from "../rules/data/index.js";
import { CARD_NAMES, normalise, resolveArea, resolveCard, type Resolution } from "./names.js";

/** Every keyword the grammar reads, in English. */
export const KEYWORDS = [
  "play", "pass", "crown", "truce", "herald", "pillage", "sea", "victuals", "hits", "steps",
  "battle", "move", "combat", "retreat", "regroup", "raid", "home", "king", "disband", "build", "resign",
  "from", "fire", "draw", "none", "more", "done", "rally", "stay", "winter",
] as const;

export type Keyword = (typeof KEYWORDS)[number];

/** Proper names the grammar reads as keywords; they stay as printed in every language. */
export const PROPER_KEYWORDS = ["moray", "edward", "wallace", "selkirk", "bruce", "comyn", "balliol"] as const;

export interface Lexicon {
  /** The English keyword (or proper name) a typed word stands for, if any. */
  canonical(word: string): string | undefined;
  /** How a keyword is printed. */
  spell(keyword: string): string;
  /** The words a player of this lexicon's language may begin an order with (for suggestions). */
  orderWords(heads: readonly string[]): string[];
  resolveCard(text: string): Resolution<CardKey>;
  cardName(card: CardKey): string;
  /** An area by its printed name, or by the name this language gives it (England: "Inglaterra"). */
  resolveArea(text: string): Resolution<AreaName>;
}

/** English: keywords compare without case, spaces, hyphens or accents ("Sea-Move" is "seamove"). */
export const ENGLISH_LEXICON: Lexicon = {
  canonical: normalise,
  spell: (keyword) => keyword,
  orderWords: (heads) => [...heads],
  resolveCard,
  cardName: (card) => CARD_NAMES[card],
  resolveArea,
};

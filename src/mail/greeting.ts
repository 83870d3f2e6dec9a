// Forgiving reading, never a guess (docs/email.md "Answering"): before its first order a player may
// write "Hi judge," or "Here are my orders:". Such a line holds no word of the order language (a
// keyword, a card, an area or a block, in the seat's language or English) and no word within a typo
// of one; it is skipped and named as skipped in the answer. A line that holds one looks like a
// mistyped order and stops the mail, as any order that cannot be read does.
import { AREA_NAMES, BLOCKS } from "../rules/data/index.js";
import { KEYWORDS } from "../orders/lexicon.js";
import { withoutAccents } from "./body.js";
import { DEFAULT_LANGUAGE, type Language } from "../i18n/languages.js";
import { cardNames, keywordSpellings } from "../i18n/orderLanguage.js";

const COMMAND_WORDS = ["check", "status", "help", "log", "resign", "policy", "extend", "notify", "picture", "record"];

const words = (text: string): string[] =>
  withoutAccents(text)
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== "" && !/^\d+$/.test(w));

const vocabularies = new Map<Language, Set<string>>();

/** Every word an order or command of `lang` (or English) may hold. */
function vocabulary(lang: Language): Set<string> {
  let known = vocabularies.get(lang);
  if (known) return known;
  known = new Set(COMMAND_WORDS);
  for (const l of new Set([lang, DEFAULT_LANGUAGE])) {
    for (const spellings of Object.values(keywordSpellings(l))) for (const s of spellings) for (const w of words(s)) known.add(w);
    for (const name of Object.values(cardNames(l))) for (const w of words(name)) known.add(w);
  }
  for (const k of KEYWORDS) known.add(k);
  for (const name of AREA_NAMES) for (const w of words(name)) known.add(w);
  for (const b of BLOCKS) for (const w of words(b.name)) known.add(w);
  vocabularies.set(lang, known);
  return known;
}

/** Whether two words are one edit apart (a letter changed, added, dropped, or two swapped). */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  const rest = (x: string, from: number): string => x.slice(from);
  if (a.length === b.length) return rest(a, i + 1) === rest(b, i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && rest(a, i + 2) === rest(b, i + 2));
  return a.length > b.length ? rest(a, i + 1) === rest(b, i) : rest(a, i) === rest(b, i + 1);
}

/** Short words must match exactly: "hi" is not "hits". */
const TYPO_MIN_LENGTH = 4;

function nearAWord(word: string, known: Set<string>): boolean {
  if (known.has(word)) return true;
  if (word.length < TYPO_MIN_LENGTH) return false;
  for (const k of known) if (k.length >= TYPO_MIN_LENGTH && oneEditApart(word, k)) return true;
  return false;
}

/** A line before the first order that is no order and looks like none: a greeting or a lead-in. */
export function isGreeting(line: string, lang: Language = DEFAULT_LANGUAGE): boolean {
  const known = vocabulary(lang);
  return !words(line).some((w) => nearAWord(w, known));
}

// The names printed on the map and the cards, as each language shows them. Areas keep their printed
// names, except the one every rulebook translates: England (Inglaterra, Angleterre, Anglia,
// Inghilterra; docs/languages.md). Cards go by the names the rulebooks give them ("Movimento 1").
import type { AreaName } from "../rules/data/index.js";
import type { CardKey } from "../rules/orders.js";
import { CATALOGUES } from "./catalogues.js";
import type { Language } from "./languages.js";

/** The areas whose shown name is the language's own (catalogue namespace `area`). */
const TRANSLATED_AREAS = new Set<string>(Object.keys(CATALOGUES.en.area as Record<string, string>));

/** An area's name as the language's rulebook writes it. */
export function areaName(lang: Language, area: AreaName | string): string {
  if (!TRANSLATED_AREAS.has(area)) return area;
  return (CATALOGUES[lang].area as Record<string, string>)[area] ?? area;
}

/** The areas that have a name of their own in `lang`, with it: what a seat's orders may call them. */
export function translatedAreaNames(lang: Language): ReadonlyMap<AreaName, string> {
  const own = CATALOGUES[lang].area as Record<string, string>;
  return new Map([...TRANSLATED_AREAS].filter((a) => own[a] !== undefined && own[a] !== a).map((a) => [a as AreaName, own[a] as string]));
}

/** Each card's name as the language's rulebook prints it ("Move 1", "Movimento 1"). */
export function cardNames(lang: Language): Record<CardKey, string> {
  return CATALOGUES[lang].card as Record<CardKey, string>;
}

/** One card's name in `lang`; a key that names no card is shown as it is. */
export function cardName(lang: Language, card: string): string {
  return cardNames(lang)[card as CardKey] ?? card;
}

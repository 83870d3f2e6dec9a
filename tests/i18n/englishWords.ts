// The words a reader of another language should never meet in its narrative: those of the English
// templates, less the proper names printed on the map and the blocks (which stay in every language).

import { CATALOGUES, type Messages } from "../../src/i18n/catalogues.js";
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

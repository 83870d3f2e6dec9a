// An illegal order's explanation in the player's language, by its reason code (src/rules/errors.ts)
// for the most common codes; the engine's English message is specific (names, legal areas) and is
// kept for English and for the codes the catalogue does not name. The legal choices travel beside
// it (the mail's decision section, the problem's `decision`), already in the player's language.
import type { IllegalReason } from "../rules/errors.js";
import { CATALOGUES } from "./catalogues.js";
import { DEFAULT_LANGUAGE, type Language } from "./languages.js";
import { translator } from "./translator.js";

export function illegalOrderText(lang: Language, reason: IllegalReason, english: string): string {
  if (lang === DEFAULT_LANGUAGE) return english;
  const known = (CATALOGUES.en.mail as { illegalReason: Record<string, string> }).illegalReason;
  return reason in known ? translator(lang)(`mail.illegalReason.${reason}`) : english;
}

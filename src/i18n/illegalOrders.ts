// An illegal order's explanation in the player's language, by its reason code (src/rules/errors.ts,
// every code has a message: tests/i18n/illegalReasons.test.ts). The engine's English message is
// specific (names, legal areas) and is kept for English; the legal choices travel beside it (the
// mail's decision section, the problem's `decision`), already in the player's language.
import type { IllegalReason } from "../rules/errors.js";
import { DEFAULT_LANGUAGE, type Language } from "./languages.js";
import { translator } from "./translator.js";

export function illegalOrderText(lang: Language, reason: IllegalReason, english: string): string {
  if (lang === DEFAULT_LANGUAGE) return english;
  const key = `mail.illegalReason.${reason}`;
  const text = translator(lang)(key);
  // A code the catalogue lacks (only if the engine grows one before the test catches it): English.
  return text === key ? english : text;
}

// One i18next instance for the whole program: templates with {{placeholders}} and plural forms
// chosen by Intl.PluralRules (i18next's _one/_many/_other suffixes).

import i18next, { type TFunction } from "i18next";
import { CATALOGUES } from "./catalogues.js";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "./languages.js";

const NAMESPACE = "hots";

const instance = i18next.createInstance();
void instance.init({
  // Synchronous: the resources are in memory, so the first t() call already has them.
  initAsync: false,
  resources: Object.fromEntries(LANGUAGES.map((lang) => [lang, { [NAMESPACE]: CATALOGUES[lang] }])),
  ns: [NAMESPACE],
  defaultNS: NAMESPACE,
  lng: DEFAULT_LANGUAGE,
  // A missing key in one language must show in the tests, not be papered over with English.
  fallbackLng: false,
  // Plain text out, never HTML: names are shown exactly as typed.
  interpolation: { escapeValue: false },
  returnNull: false,
});

export type Translate = (key: string, values?: Record<string, string | number>) => string;

const fixed = new Map<Language, TFunction>(LANGUAGES.map((lang) => [lang, instance.getFixedT(lang, NAMESPACE)]));

/** The templates of one language; a key it lacks comes back as the key itself. */
export function translator(lang: Language): Translate {
  const t = fixed.get(lang) as TFunction;
  return (key, values) => t(key, values ?? {}) as string;
}

// `--lang`: the language a command prints the game's narrative in.

import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from "../i18n/languages.js";
import { UsageError } from "./command.js";

export const LANG_OPTION = { lang: { type: "string" } } as const;

export const LANG_USAGE = `  --lang ${LANGUAGES.join("|")}  the narrative's language, with its rulebook's terms (default ${DEFAULT_LANGUAGE})`;

export function languageOf(raw: string | undefined): Language {
  if (raw === undefined) return DEFAULT_LANGUAGE;
  if (!isLanguage(raw)) throw new UsageError(`--lang must be one of ${LANGUAGES.join(", ")}, not "${raw}"`);
  return raw;
}

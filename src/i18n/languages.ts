// The languages a seat or a command may choose: English (the source) and the five seed rulebooks'.

export const LANGUAGES = ["en", "pt", "fr", "es", "hu", "it"] as const;

export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = "en";

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

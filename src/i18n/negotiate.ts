// Accept-Language (RFC 9110 12.5.4): the best of our languages the client accepts, by q-value.

import { LANGUAGES, type Language } from "./languages.js";

/** null when the client names none of our languages (or sends no header): the caller picks the default. */
export function negotiateLanguage(header: string | undefined): Language | null {
  if (!header) return null;
  const wanted = header
    .split(",")
    .map((part, index) => {
      const [range = "", ...params] = part.trim().split(";");
      const weight = params.find((p) => /^\s*q\s*=/i.test(p));
      // A weight that is not a number from 0 to 1 (RFC 9110 12.4.2) disqualifies its range.
      const q = weight === undefined ? 1 : /^\s*q\s*=\s*((?:0(?:\.\d{0,3})?)|(?:1(?:\.0{0,3})?))\s*$/i.test(weight) ? Number(weight.split("=")[1]) : Number.NaN;
      return { primary: range.trim().toLowerCase().split("-")[0] ?? "", q, index };
    })
    .filter((w) => w.q > 0 && !Number.isNaN(w.q))
    // Highest q first; among equals, the order the client wrote.
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const w of wanted) {
    const found = LANGUAGES.find((lang) => lang === w.primary);
    if (found) return found;
  }
  return null;
}

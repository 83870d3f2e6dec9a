// An order-syntax error in the player's language, from the key and parameters the parser gives
// (src/orders/errors.ts SyntaxMessage); English, and a message without a key, stay as written.
import type { SyntaxMessage } from "../orders/errors.js";
import { DEFAULT_LANGUAGE, type Language } from "./languages.js";
import { translator } from "./translator.js";

export function syntaxErrorText(lang: Language, english: string, message: SyntaxMessage | undefined): string {
  if (lang === DEFAULT_LANGUAGE || message === undefined) return english;
  return syntaxMessageText(lang, message);
}

/** The message from its key alone; in English it is the parser's own text (tests/i18n/orderErrors.test.ts). */
export function syntaxMessageText(lang: Language, message: SyntaxMessage): string {
  const t = translator(lang);
  const p = message.params;
  const e = (key: string, values: Record<string, string> = {}): string => t(`mail.orderError.${key}`, values);
  const kind = p.kind ? e(`kind.${p.kind}`) : "";
  const found = p.found === undefined ? e("endOfOrder") : e("foundQuoted", { text: p.found });
  // What was expected, or where a mark goes, with its own parameters (a block's or an area's name).
  const what = p.phrase ? e(`phrase.${p.phrase}`, p) : "";
  switch (message.key) {
    case "unknownName":
      return e("unknownName", { kind, text: p.text ?? "" }) + (p.candidates ? e("didYouMean", { candidates: p.candidates }) : "");
    case "ambiguousName":
      return e("ambiguousName", { kind, text: p.text ?? "", candidates: p.candidates ?? "" });
    case "unknownOrder":
      return e("unknownOrder", { word: p.word ?? "", hint: p.near ? e("nearHint", { near: p.near }) : e("headsHint", { heads: p.heads ?? "" }) });
    case "expectedName":
    case "expectedNumber":
    case "expectedPunct":
    case "expectedKeyword":
    case "expectedOrder":
    case "expectedFrom":
    case "numberRange":
    case "tooMany":
      return e(message.key, { ...p, what, found });
    case "unexpectedCharacter":
    case "trailing":
    case "pathTooLong":
    case "seaTwice":
    case "tooManyDraws":
    case "noStepsOrDraws":
      return e(message.key, p);
  }
}

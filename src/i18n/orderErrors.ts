// An order-syntax error in the player's language, from the key and parameters the parser gives
// (src/orders/errors.ts SyntaxMessage); English, and any message without a key, stay as written.
import type { SyntaxMessage } from "../orders/errors.js";
import { DEFAULT_LANGUAGE, type Language } from "./languages.js";
import { translator } from "./translator.js";

export function syntaxErrorText(lang: Language, english: string, message: SyntaxMessage | undefined): string {
  if (lang === DEFAULT_LANGUAGE || message === undefined) return english;
  const t = translator(lang);
  const e = (key: string, values: Record<string, string> = {}): string => t(`mail.orderError.${key}`, values);
  const p = message.params;
  const kind = p.kind ? e(`kind.${p.kind}`) : "";
  const found = p.found === undefined ? e("endOfOrder") : e("foundQuoted", { text: p.found });
  switch (message.key) {
    case "unexpectedCharacter":
      return e("unexpectedCharacter", { char: p.char ?? "" });
    case "unknownName":
      return e("unknownName", { kind, text: p.text ?? "" }) + (p.candidates ? e("didYouMean", { candidates: p.candidates }) : "");
    case "ambiguousName":
      return e("ambiguousName", { kind, text: p.text ?? "", candidates: p.candidates ?? "" });
    case "expectedName":
      return e("expectedName", { what: e(`article.${p.kind}`), found });
    case "unknownOrder":
      return e("unknownOrder", { word: p.word ?? "", hint: p.near ? e("nearHint", { near: p.near }) : e("headsHint", { heads: p.heads ?? "" }) });
    case "trailing":
      return e("trailing", { rest: p.rest ?? "" });
  }
}

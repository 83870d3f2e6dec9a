// tokenize reads plain ASCII words without its regexes; it must cut every line as the regexes do.

import { describe, expect, it } from "vitest";
import { tokenize, type Token } from "../../src/orders/lexer.js";

const WORD = /\p{L}[\p{L}\p{N}_-]*/uy;
const NUMBER = /[0-9]+/y;

/** The tokenizer as it was, every word read by WORD. */
function byRegexes(line: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < line.length) {
    const c = line[i] as string;
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (",;:>|()+".includes(c)) {
      tokens.push({ kind: "punct", text: c as ",", pos: i });
      i++;
      continue;
    }
    WORD.lastIndex = i;
    NUMBER.lastIndex = i;
    const word = WORD.exec(line);
    const number = word ? null : NUMBER.exec(line);
    if (word) tokens.push({ kind: "word", text: word[0], pos: i });
    else if (number) tokens.push({ kind: "number", text: number[0], value: Number(number[0]), pos: i });
    else throw new Error(`unexpected character at ${i}`);
    i += (word ?? number)?.[0].length ?? 1;
  }
  return tokens;
}

describe("tokenize", () => {
  it("cuts lines as the regexes do: ASCII words, accents, digits, hyphens, odd spaces", () => {
    const lines = [
      "move Atholl>Argyll: Atholl",
      "combat Ulster Infantry fire",
      "play Move 1",
      "play 3",
      "retreat York_Knights>Lennox; Sea-Move",
      "build more Fife; Angus, 2",
      "  hits  wallace:2,\tking:1 ",
      "trégua Árpád2x",
      "moveÁ abc\u00a0def\u3000ghi",
      "x9_y-z→",
      "Edward II (winter) | 12abc",
      "ab1é2 3é",
    ];
    for (const line of lines) {
      let expected: Token[] | string;
      try {
        expected = byRegexes(line);
      } catch {
        expected = "throws";
      }
      if (expected === "throws") expect(() => tokenize(line), line).toThrow();
      else expect(tokenize(line), line).toEqual(expected);
    }
  });
});

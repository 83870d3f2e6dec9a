// Tokens of one order line, and a cursor over them that reports problems by column.

import { OrderSyntaxError, phrase, type Phrase, type SyntaxMessage, type SyntaxMessageKey } from "./errors.js";
import { ENGLISH_LEXICON, type Lexicon } from "./lexicon.js";
import type { Resolution } from "./names.js";

export type Punct = "," | ";" | ":" | ">" | "|" | "(" | ")" | "+";

export type Token =
  | { kind: "word"; text: string; pos: number }
  | { kind: "number"; text: string; value: number; pos: number }
  | { kind: "punct"; text: Punct; pos: number };

const PUNCT = new Set<string>([",", ";", ":", ">", "|", "(", ")", "+"]);
// Letters of any alphabet: other languages' keywords carry accents ("trégua", "visszavonul").
const WORD = /\p{L}[\p{L}\p{N}_-]*/uy;
const NUMBER = /[0-9]+/y;

/** Words that follow a name in some order, and that no block or area name contains. */
export const AFTER_NAME: ReadonlySet<string> = new Set(["from", "fire", "pass", "retreat", "sea", "draw"]);

export function tokenize(line: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < line.length) {
    const code = line.charCodeAt(i);
    const c = line[i] as string;
    if (code === 32 || (code >= 9 && code <= 13) || (code > 127 && /\s/.test(c))) {
      i++;
      continue;
    }
    if (PUNCT.has(c)) {
      tokens.push({ kind: "punct", text: c as Punct, pos: i });
      i++;
      continue;
    }
    const end = asciiWordEnd(line, i);
    if (end > i) {
      tokens.push({ kind: "word", text: line.slice(i, end), pos: i });
      i = end;
      continue;
    }
    WORD.lastIndex = i;
    NUMBER.lastIndex = i;
    const word = WORD.exec(line);
    const number = word ? null : NUMBER.exec(line);
    if (word) tokens.push({ kind: "word", text: word[0], pos: i });
    else if (number) tokens.push({ kind: "number", text: number[0], value: Number(number[0]), pos: i });
    // Quoted as a whole code point: half of a surrogate pair would make the answer invalid Unicode.
    else {
      const char = String.fromCodePoint(line.codePointAt(i) ?? 0);
      throw new OrderSyntaxError(`unexpected character "${char}"`, i + 1, undefined, undefined, { key: "unexpectedCharacter", params: { char } });
    }
    i += (word ?? number)?.[0].length ?? 1;
  }
  return tokens;
}

const isAsciiLetter = (code: number): boolean => (code >= 97 && code <= 122) || (code >= 65 && code <= 90);

/**
 * Where a WORD of plain ASCII starting at `start` ends (most words of most orders), without the
 * regex; `start` itself when there is none, or when a letter of another alphabet follows, which
 * WORD reads.
 */
function asciiWordEnd(line: string, start: number): number {
  if (!isAsciiLetter(line.charCodeAt(start))) return start;
  let i = start + 1;
  for (; i < line.length; i++) {
    const code = line.charCodeAt(i);
    if (isAsciiLetter(code) || (code >= 48 && code <= 57) || code === 95 || code === 45) continue;
    if (code > 127) return start;
    break;
  }
  return i;
}

export type NameKind = "block" | "area" | "card";

/**
 * What a message says was expected: a phrase, or (when it names something read, "what Wallace does")
 * the way to make it, so that an order read well makes no message text.
 */
export type PhraseArg = Phrase | (() => Phrase);

const phraseOf = (what: PhraseArg): Phrase => (typeof what === "function" ? what() : what);

const ARTICLE: Record<NameKind, Phrase> = { block: phrase("block", "a block"), area: phrase("area", "an area"), card: phrase("card", "a card") };


export class Cursor {
  private index = 0;
  private readonly tokens: Token[];
  /** The keyword each token stands for (lexicon.canonical), worked out once: a word is asked about several times. */
  private readonly keywords: (string | undefined)[];

  constructor(
    private readonly line: string,
    /** Which words are keywords: English, or a seat's language (src/i18n). */
    readonly lexicon: Lexicon = ENGLISH_LEXICON,
  ) {
    this.tokens = tokenize(line);
    this.keywords = this.tokens.map((t) => (t.kind === "word" ? lexicon.canonical(t.text) : undefined));
  }

  /** A keyword as the player's language prints it. */
  spell(keyword: string): string {
    return this.lexicon.spell(keyword);
  }

  peek(offset = 0): Token | undefined {
    return this.tokens[this.index + offset];
  }

  /** 1-based column of the next token, or just past the end of the line. */
  column(): number {
    return (this.peek()?.pos ?? this.line.trimEnd().length) + 1;
  }

  /** Every failure has its English message and its key with parameters, for the other languages. */
  fail(key: SyntaxMessageKey, params: Record<string, string>, message: string, candidates?: string[], column = this.column()): never {
    const text: SyntaxMessage = { key, params };
    throw new OrderSyntaxError(message, column, candidates, undefined, text);
  }

  /** The parameters of a phrase inside a message: its key, and its own parameters. */
  phraseParams(what: Phrase): Record<string, string> {
    return { ...what.params, phrase: what.key };
  }

  /** The next token as quoted in a SyntaxMessage: absent at the end of the order. */
  foundParam(): Record<string, string> {
    const t = this.peek();
    return t ? { found: t.text } : {};
  }

  /** The next token as a player would quote it. */
  found(): string {
    const t = this.peek();
    return t ? `"${t.text}"` : "the end of the order";
  }

  isWord(keyword: string, offset = 0): boolean {
    const i = this.index + offset;
    return this.tokens[i]?.kind === "word" && this.keywords[i] === keyword;
  }

  isPunct(p: Punct, offset = 0): boolean {
    const t = this.peek(offset);
    return t?.kind === "punct" && t.text === p;
  }

  eatWord(keyword: string): boolean {
    if (!this.isWord(keyword)) return false;
    this.index++;
    return true;
  }

  eatPunct(p: Punct): boolean {
    if (!this.isPunct(p)) return false;
    this.index++;
    return true;
  }

  expectPunct(p: Punct, whereArg: PhraseArg): void {
    if (this.eatPunct(p)) return;
    const where = phraseOf(whereArg);
    this.fail("expectedPunct", { punct: p, ...this.phraseParams(where), ...this.foundParam() }, `expected "${p}" ${where.en}, found ${this.found()}`);
  }

  /** The next word, which must be one of `options` (keywords are case-insensitive). */
  keyword<K extends string>(options: readonly K[], what: PhraseArg): K {
    const word = this.keywords[this.index];
    const chosen = options.find((o) => o === word);
    if (chosen === undefined) {
      const spelt = options.map((o) => this.spell(o));
      const phrase = phraseOf(what);
      this.fail("expectedKeyword", { options: spelt.join(", "), ...this.phraseParams(phrase), ...this.foundParam() }, `expected ${phrase.en} (${spelt.join(", ")}), found ${this.found()}`, spelt);
    }
    this.index++;
    return chosen;
  }

  number(min: number, max: number, whatArg: PhraseArg): number {
    const t = this.peek();
    if (t?.kind !== "number") {
      const what = phraseOf(whatArg);
      this.fail("expectedNumber", { ...this.phraseParams(what), ...this.foundParam() }, `expected ${what.en}, found ${this.found()}`);
    }
    if (t.value < min || t.value > max) {
      const what = phraseOf(whatArg);
      this.fail("numberRange", { ...this.phraseParams(what), min: String(min), max: String(max), value: t.text }, `${what.en} must be ${min} to ${max}, not ${t.value}`);
    }
    this.index++;
    return t.value;
  }

  /**
   * A name of one or more words: the longest run of words that names something, so
   * "York Knights" is one block and "Buchan from" stops before "from".
   */
  name<T>(kind: NameKind, resolve: (text: string) => Resolution<T>, what: PhraseArg = ARTICLE[kind]): T {
    const run: Token[] = [];
    while (this.partOfName(kind, run.length)) run.push(this.tokens[this.index + run.length] as Token);
    if (run.length === 0) {
      const expected = phraseOf(what);
      this.fail("expectedName", { kind, ...this.phraseParams(expected), ...this.foundParam() }, `expected ${expected.en}, found ${this.found()}`);
    }
    const text = this.text(run);
    const whole = resolve(text);
    if (whole.ok) {
      this.index += run.length;
      return whole.value;
    }
    for (let n = run.length - 1; n > 0; n--) {
      const part = resolve(this.text(run.slice(0, n)));
      if (part.ok) {
        this.index += n;
        return part.value;
      }
    }
    const candidates = whole.candidates.join(", ");
    if (whole.reason === "ambiguous") this.fail("ambiguousName", { kind, text, candidates }, `ambiguous ${kind} "${text}": ${candidates}`, whole.candidates);
    const hint = whole.candidates.length ? `; did you mean ${candidates}?` : "";
    return this.fail("unknownName", { kind, text, candidates }, `unknown ${kind} "${text}"${hint}`, whole.candidates);
  }

  /** Card names hold numbers and "sea" ("Move 3", "Sea Move"); blocks and areas hold neither. */
  private partOfName(kind: NameKind, offset: number): boolean {
    const i = this.index + offset;
    const t = this.tokens[i];
    if (t === undefined) return false;
    if (kind === "card") return t.kind !== "punct";
    return t.kind === "word" && !AFTER_NAME.has(this.keywords[i] ?? "");
  }

  /** Nothing may follow a complete order. */
  end(): void {
    const t = this.peek();
    const rest = t ? this.line.slice(t.pos).trim() : "";
    if (t) this.fail("trailing", { rest }, `unexpected "${rest}" after the end of the order`);
  }

  private text(run: Token[]): string {
    const first = run[0] as Token;
    const last = run[run.length - 1] as Token;
    return this.line.slice(first.pos, last.pos + last.text.length);
  }
}

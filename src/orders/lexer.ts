// Tokens of one order line, and a cursor over them that reports problems by column.

import { OrderSyntaxError, type SyntaxMessage } from "./errors.js";
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
    const c = line[i] as string;
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (PUNCT.has(c)) {
      tokens.push({ kind: "punct", text: c as Punct, pos: i });
      i++;
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

export type NameKind = "block" | "area" | "card";

const ARTICLE: Record<NameKind, string> = { block: "a block", area: "an area", card: "a card" };

export class Cursor {
  private index = 0;
  private readonly tokens: Token[];

  constructor(
    private readonly line: string,
    /** Which words are keywords: English, or a seat's language (src/i18n). */
    readonly lexicon: Lexicon = ENGLISH_LEXICON,
  ) {
    this.tokens = tokenize(line);
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

  fail(message: string, candidates?: string[], column = this.column(), text?: SyntaxMessage): never {
    throw new OrderSyntaxError(message, column, candidates, undefined, text);
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
    const t = this.peek(offset);
    return t?.kind === "word" && this.lexicon.canonical(t.text) === keyword;
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

  expectPunct(p: Punct, where: string): void {
    if (!this.eatPunct(p)) this.fail(`expected "${p}" ${where}, found ${this.found()}`);
  }

  /** The next word, which must be one of `options` (keywords are case-insensitive). */
  keyword<K extends string>(options: readonly K[], what: string): K {
    const t = this.peek();
    const word = t?.kind === "word" ? this.lexicon.canonical(t.text) : undefined;
    const chosen = options.find((o) => o === word);
    const spelt = options.map((o) => this.spell(o));
    if (chosen === undefined) this.fail(`expected ${what} (${spelt.join(", ")}), found ${this.found()}`, spelt);
    this.index++;
    return chosen;
  }

  number(min: number, max: number, what: string): number {
    const t = this.peek();
    if (t?.kind !== "number") this.fail(`expected ${what}, found ${this.found()}`);
    if (t.value < min || t.value > max) this.fail(`${what} must be ${min} to ${max}, not ${t.value}`);
    this.index++;
    return t.value;
  }

  /**
   * A name of one or more words: the longest run of words that names something, so
   * "York Knights" is one block and "Buchan from" stops before "from".
   */
  name<T>(kind: NameKind, resolve: (text: string) => Resolution<T>, what = ARTICLE[kind]): T {
    const run: Token[] = [];
    for (let t = this.peek(); t && this.partOfName(kind, t); t = this.peek(run.length)) run.push(t);
    if (run.length === 0) this.fail(`expected ${what}, found ${this.found()}`, undefined, undefined, what === ARTICLE[kind] ? { key: "expectedName", params: { kind, ...this.foundParam() } } : undefined);
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
    if (whole.reason === "ambiguous") this.fail(`ambiguous ${kind} "${text}": ${candidates}`, whole.candidates, undefined, { key: "ambiguousName", params: { kind, text, candidates } });
    const hint = whole.candidates.length ? `; did you mean ${candidates}?` : "";
    return this.fail(`unknown ${kind} "${text}"${hint}`, whole.candidates, undefined, { key: "unknownName", params: { kind, text, candidates } });
  }

  /** Card names hold numbers and "sea" ("Move 3", "Sea Move"); blocks and areas hold neither. */
  private partOfName(kind: NameKind, t: Token): boolean {
    if (kind === "card") return t.kind !== "punct";
    return t.kind === "word" && !AFTER_NAME.has(this.lexicon.canonical(t.text) ?? "");
  }

  /** Nothing may follow a complete order. */
  end(): void {
    const t = this.peek();
    const rest = t ? this.line.slice(t.pos).trim() : "";
    if (t) this.fail(`unexpected "${rest}" after the end of the order`, undefined, undefined, { key: "trailing", params: { rest } });
  }

  private text(run: Token[]): string {
    const first = run[0] as Token;
    const last = run[run.length - 1] as Token;
    return this.line.slice(first.pos, last.pos + last.text.length);
  }
}

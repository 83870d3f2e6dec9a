// A text order that cannot be read. Legality is the engine's business; this is only spelling.

/**
 * The message as a catalogue key (src/i18n, namespace "orderError") and its parameters, so that it
 * can be said in the player's language (src/i18n/orderErrors.ts); the English `message` is kept.
 */
export interface SyntaxMessage {
  key: SyntaxMessageKey;
  /**
   * "found" is the quoted text met, absent for the end of the order; "kind" is block, area or card;
   * "phrase" is the key of a Phrase (what was expected, where a mark goes), its own parameters beside it.
   */
  params: Record<string, string>;
}

export type SyntaxMessageKey =
  | "unexpectedCharacter"
  | "unknownName"
  | "ambiguousName"
  | "expectedName"
  | "unknownOrder"
  | "trailing"
  | "expectedOrder"
  | "expectedPunct"
  | "expectedKeyword"
  | "expectedNumber"
  | "numberRange"
  | "expectedFrom"
  | "tooMany"
  | "pathTooLong"
  | "seaTwice"
  | "tooManyDraws"
  | "noStepsOrDraws";

/** A part of a message (what was expected, where a mark goes): English here, by key in the catalogues. */
export interface Phrase {
  key: string;
  en: string;
  params?: Record<string, string>;
}

export const phrase = (key: string, en: string, params: Record<string, string> = {}): Phrase => ({ key, en, params });

export class OrderSyntaxError extends Error {
  override readonly name = "OrderSyntaxError";
  readonly code = "order-syntax";

  constructor(
    message: string,
    /** 1-based column in the line where the problem starts. */
    readonly position: number,
    /** For an ambiguous or unknown name: the names the player may have meant. */
    readonly candidates?: string[],
    /** 1-based line in a multi-line text (parseOrders). */
    readonly line?: number,
    /** The message by key, for the languages besides English. */
    readonly text?: SyntaxMessage,
  ) {
    super(message);
  }

  atLine(line: number): OrderSyntaxError {
    return new OrderSyntaxError(this.message, this.position, this.candidates, line, this.text);
  }
}

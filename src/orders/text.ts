// The text order language players email and tests use: one order per line.

import type { Order } from "../rules/orders.js";
import { OrderSyntaxError } from "./errors.js";
import type { Lexicon } from "./lexicon.js";
import { readOrder } from "./parse.js";

export { OrderSyntaxError } from "./errors.js";
export { formatOrder } from "./format.js";
export { ENGLISH_LEXICON, KEYWORDS, PROPER_KEYWORDS, type Keyword, type Lexicon } from "./lexicon.js";

/** One order from one line of text (keywords in English, or in `lexicon`'s language); throws OrderSyntaxError. */
export function parseOrder(text: string, lexicon?: Lexicon): Order {
  return readOrder(text, lexicon);
}

export interface NumberedOrder {
  /** 1-based line of the text the order was read from. */
  line: number;
  order: Order;
}

/**
 * Every order in a block of text (an email body): blank lines, `#` comments and quoted
 * lines (`>`, as a reply quotes the judge's email) are skipped. The first bad line throws,
 * its OrderSyntaxError carrying the line number.
 */
export function parseOrders(text: string, lexicon?: Lexicon): NumberedOrder[] {
  const orders: NumberedOrder[] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    // No name or keyword holds "#", so everything after one is a comment.
    const line = raw.replace(/#.*$/, "");
    if (line.trim() === "" || line.trimStart().startsWith(">")) return;
    try {
      orders.push({ line: index + 1, order: readOrder(line, lexicon) });
    } catch (error) {
      throw error instanceof OrderSyntaxError ? error.atLine(index + 1) : error;
    }
  });
  return orders;
}

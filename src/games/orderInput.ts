// An order as a client sends it: the typed JSON form, or one line of the text order language.
import { OrderSyntaxError, parseOrder } from "../orders/index.js";
import { DEFAULT_LANGUAGE, type Language } from "../i18n/languages.js";
import { orderLexicon } from "../i18n/orderLanguage.js";
import { canonicalJson, sha256Hex } from "../records/index.js";
import type { Order } from "../rules/orders.js";
import type { Side } from "../rules/sides.js";
import { fail, ok, type Result } from "./errors.js";

export type OrderInput = { order: Order } | { text: string };

export interface ReadOrder {
  order: Order;
  /** What is stored as the order "as the player wrote it". */
  text: string | null;
}

/** A text order is read with its seat's language's keywords, and English ones. */
export function readOrder(input: OrderInput, lang: Language = DEFAULT_LANGUAGE): Result<ReadOrder> {
  if ("order" in input) return ok({ order: input.order, text: null });
  try {
    return ok({ order: parseOrder(input.text, orderLexicon(lang)), text: input.text.trim() });
  } catch (error) {
    if (!(error instanceof OrderSyntaxError)) throw error;
    return fail({
      code: "order-syntax",
      detail: error.message,
      position: error.position,
      ...(error.candidates ? { candidates: error.candidates } : {}),
      ...(error.text ? { syntax: error.text } : {}),
    });
  }
}

/** Two requests are the same when the same side asks for the same order, however it was spelt. */
export function requestHash(side: Side, order: Order): string {
  return sha256Hex(canonicalJson({ side, order }));
}

// What an order request is answered: the new version, the caller's view, and the events it may see.
import type { View } from "../views/index.js";
import type { GameEvent } from "../rules/events.js";

export interface OrderResponse {
  version: number;
  view: View;
  /** `seq` is null in a dry run: nothing was written. */
  events: { seq: number | null; event: GameEvent }[];
  applied: boolean;
  /** Dry runs only: whether the effects are shown, or why not. */
  preview?: "shown" | "needs-dice" | "hidden-information";
}

const texts = new WeakMap<OrderResponse, string>();

/**
 * The response as JSON, made once: the text kept with an idempotency key is also the API's answer
 * when no card in it needs encoding (src/api/serializers/orderResponse.ts).
 */
export function responseText(response: OrderResponse): string {
  let text = texts.get(response);
  if (text === undefined) texts.set(response, (text = JSON.stringify(response)));
  return text;
}

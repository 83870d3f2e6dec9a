// The answer to an order as JSON, written without zod (issue 10, item 2): encoding the whole view
// and its events through orderResponseSchema cost more per order than the engine. The objects are
// built to the schema's types (src/api/schemas/view.ts checks View and Decision at compile time),
// so only the card codecs of gameEventSchema are left to apply. tests/api/orderResponseWire.test.ts
// checks that the text equals zod's encoding over whole games, and that real answers decode.
import { responseText, type OrderResponse } from "../../games/response.js";
import { cardKey } from "../../rules/cards.js";
import type { GameEvent } from "../../rules/events.js";
import type { ApiEvent } from "../schemas/gameEvent.js";

/** The events whose cards travel as keys (gameEventSchema's codecs); every other event goes as it is. */
function carriesCards(event: GameEvent): boolean {
  return (event.type === "hand-dealt" && event.cards !== undefined) || event.type === "cards-revealed";
}

/** The event as gameEventSchema encodes it: the engine's card numbers become keys, nothing else changes. */
function eventOnTheWire(event: GameEvent): ApiEvent {
  if (!carriesCards(event)) return event as ApiEvent;
  if (event.type === "cards-revealed") return { ...event, england: cardKey(event.england), scotland: cardKey(event.scotland) };
  return { ...event, cards: (event as { cards: number[] }).cards.map(cardKey) } as ApiEvent;
}

/**
 * JSON.stringify({ ...response, events }) written from the response's text: only the events are
 * written again, not the view (most of the text). Null if the text does not end as expected.
 */
export function withEvents(text: string, response: OrderResponse, events: unknown): string | null {
  const keys = Object.keys(response);
  const after = keys.slice(keys.indexOf("events") + 1);
  const afterJson = JSON.stringify(Object.fromEntries(after.map((key) => [key, response[key as keyof OrderResponse]])));
  const rest = afterJson === "{}" ? "}" : `,${afterJson.slice(1)}`;
  const tail = JSON.stringify(response.events) + rest;
  if (!text.endsWith(tail)) return null;
  return text.slice(0, text.length - tail.length) + JSON.stringify(events) + rest;
}

export function orderResponseJson(response: OrderResponse): string {
  // Most orders deal and reveal no card: then the text already made for the idempotency key is the answer.
  const text = responseText(response);
  if (!response.events.some(({ event }) => carriesCards(event))) return text;
  const events = response.events.map(({ seq, event }) => ({ seq, event: eventOnTheWire(event) }));
  return withEvents(text, response, events) ?? JSON.stringify({ ...response, events });
}

// An order's answer is written by hand, not encoded by zod per request (issue 10, item 2): it must
// stay exactly what orderResponseSchema, and so the OpenAPI document, says. Checked over whole
// games against zod's encoding, and on the answers a real server sends.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { orderResponseJson, withEvents } from "../../src/api/serializers/orderResponse.js";
import { orderResponseSchema } from "../../src/api/schemas/orders.js";
import { HotsClient } from "../../src/client/index.js";
import { playRandomGame } from "../../src/client/randomGame.js";
import { numberedFor } from "../../src/games/events.js";
import { responseText, type OrderResponse } from "../../src/games/response.js";
import { createPrng } from "../../src/playout/prng.js";
import { randomOrder } from "../../src/playout/randomOrder.js";
import type { ScenarioId } from "../../src/rules/data/index.js";
import { applyOrder, newGame, pendingDecisions } from "../../src/rules/engine.js";
import { OPTION_IDS, type OptionId } from "../../src/rules/state.js";
import { viewFor } from "../../src/views/index.js";
import { apiClient } from "./client.js";
import { serverPerFile } from "./server.js";

const byZod = (response: unknown): unknown => JSON.parse(JSON.stringify(z.encode(orderResponseSchema, response as z.output<typeof orderResponseSchema>)));

/** Every answer an order of a random game gets, as submitOrder builds them (a dry run's every tenth). */
function answers(scenario: ScenarioId, options: OptionId[], seed: number, maxOrders: number): OrderResponse[] {
  const rng = createPrng(seed);
  const dice = createPrng(seed + 1);
  let state = newGame({ scenario, options, campaignEndYear: null }, dice).state;
  const out: OrderResponse[] = [];
  for (let n = 0; !state.winner && n < maxOrders; n++) {
    const decision = rng.pick(pendingDecisions(state));
    const result = applyOrder(state, decision.side, randomOrder(state, decision, rng), dice);
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
    const over = state.winner !== null;
    const view = viewFor(state, decision.side, { revealAll: over });
    const events = numberedFor(result.events, { gameId: "g", role: decision.side }, over, n);
    out.push(
      n % 10 === 9
        ? { version: n, view, events: events.map(({ event }) => ({ seq: null, event })), applied: false, preview: "shown" }
        : { version: n + 1, view, events, applied: true },
    );
  }
  return out;
}

describe("an order's answer on the wire", () => {
  it("is zod's encoding of orderResponseSchema, cards by key, for every order of whole games", () => {
    const games = [
      answers("braveheart", [], 5, 5_000),
      answers("the_bruce", [...OPTION_IDS], 6, 5_000),
      answers("campaign", [...OPTION_IDS], 7, 1_500),
    ];
    let withCards = 0;
    for (const response of games.flat()) {
      const expected = byZod(response);
      expect(JSON.parse(orderResponseJson(response))).toStrictEqual(expected);
      if (JSON.stringify(expected) !== responseText(response)) withCards += 1;
    }
    // Both ways of writing it were taken: the stored text as it is, and with cards encoded.
    expect(withCards).toBeGreaterThan(10);
  });

  it("writes an answer with cards as the answer's own text with only its events replaced, byte for byte", () => {
    const withCards = answers("braveheart", [], 5, 5_000).filter((r) => orderResponseJson(r) !== responseText(r));
    const revealing = withCards[0];
    if (!revealing) throw new Error("no card was dealt or revealed");
    const { version, view, events, applied } = revealing;
    // Other key orders and an undefined member after the events: the part after them is worked out, not assumed.
    const variants = [{ ...revealing, preview: undefined }, { applied, version, view, events }, { events, version, view, applied, preview: "shown" as const }];
    for (const response of [...withCards, ...variants]) {
      const sent = orderResponseJson(response);
      const wireEvents = (JSON.parse(sent) as { events: unknown }).events;
      expect(sent).toBe(JSON.stringify({ ...response, events: wireEvents }));
      expect(JSON.parse(sent)).toStrictEqual(byZod(response));
      // Written from the kept text, not by writing the whole answer again; a text that is not the answer's is refused.
      expect(withEvents(responseText(response), response, wireEvents)).toBe(sent);
      expect(withEvents(JSON.stringify({ ...response, version: -1 }).replace('"events":[', '"events":[ '), response, wireEvents)).toBeNull();
    }
  });

  it("keeps the idempotency text in the engine's card numbers, which a replay encodes again", () => {
    const revealing = answers("braveheart", [], 5, 5_000).find((r) => r.events.some(({ event }) => event.type === "cards-revealed"));
    if (!revealing) throw new Error("no card was revealed");
    const stored = JSON.parse(responseText(revealing)) as OrderResponse;
    const revealed = stored.events.find(({ event }) => event.type === "cards-revealed")?.event;
    expect(revealed).toMatchObject({ england: expect.any(Number), scotland: expect.any(Number) });
    expect(orderResponseJson(stored)).toBe(orderResponseJson(revealing));
  });

  describe("from a real server", () => {
    const current = serverPerFile("hots-wire-");

    it("decodes with the schema and encodes back to itself, nothing more and nothing less", async () => {
      const bodies: unknown[] = [];
      const recording: typeof fetch = async (input, init) => {
        const response = await fetch(input, init);
        if (init?.method === "POST" && String(input).endsWith("/orders") && response.status === 200) bodies.push(await response.clone().json());
        return response;
      };
      const client = new HotsClient({ baseUrl: current().url, fetch: recording });
      // The server draws each game's dice from a seed of its own, so a game may end within 50 orders:
      // games are played until more than 50 answers are in.
      for (let games = 0; bodies.length <= 50; games++) {
        if (games === 10) throw new Error(`ten games gave ${bodies.length} answers`);
        await playRandomGame(client, { setup: { scenario: "braveheart" }, rng: createPrng(11 + games), maxOrders: 400 });
      }
      expect(bodies.length).toBeGreaterThan(50);
      for (const body of bodies) expect(byZod(z.decode(orderResponseSchema, body as z.input<typeof orderResponseSchema>))).toStrictEqual(body);
    });

    it("answers a repeated Idempotency-Key of an order that revealed the cards with the same text", async () => {
      const api = apiClient(current);
      const game = await api.newGame();
      await api.give(game, "england", { type: "play", card: await api.cardOf(game, "england") });
      const card = await api.cardOf(game, "scotland");
      const headers = { "idempotency-key": "reveal" };
      const first = await api.give(game, "scotland", { type: "play", card }, { headers });
      const again = await api.give(game, "scotland", { type: "play", card }, { headers });
      expect(first.status, first.text).toBe(200);
      expect(first.body.events.map((e: { event: { type: string } }) => e.event.type)).toContain("cards-revealed");
      expect(again.text).toBe(first.text);
    });
  });
});

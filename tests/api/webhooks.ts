// Webhooks per seat (issue 11, item 6; docs/webhooks.md) against a real server and a real HTTP
// receiver, run unchanged on each provider (webhooks.sqlite.test.ts, webhooks.postgres.test.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chooseOrder } from "../../src/playout/decisionPlayer.js";
import { createPrng } from "../../src/playout/prng.js";
import { verifySignature } from "../../src/webhooks/signature.js";
import { expectProblem } from "./client.js";
import { startServer, testConfig, type TestServer } from "./server.js";
import { eventually, startReceiver, type Receiver } from "./webhookReceiver.js";

export interface WebhookHarness {
  provider: string;
  databaseUrl(): Promise<string>;
}

type Seat = "england" | "scotland" | "host";

interface Game {
  gameId: string;
  tokens: Record<Seat, string>;
}

const TIMEOUT = 120_000;

export function webhookSuite({ provider, databaseUrl }: WebhookHarness): void {
  let server: TestServer;
  const receivers: Receiver[] = [];
  beforeAll(async () => {
    // Short backoff and three attempts, so that retries and giving up happen within a test.
    server = await startServer(testConfig(await databaseUrl(), { WEBHOOK_ALLOW_PRIVATE: "true", WEBHOOK_RETRY_BASE_MS: "50", WEBHOOK_POLL_MS: "50", WEBHOOK_MAX_ATTEMPTS: "3" }));
  });
  afterAll(async () => {
    await server?.close();
    for (const r of receivers) await r.close();
  });

  const receiver = async (): Promise<Receiver> => {
    const r = await startReceiver();
    receivers.push(r);
    return r;
  };

  const put = (game: Game, seat: Seat, json: unknown) => server.request("PUT", `/games/${game.gameId}/webhook`, { token: game.tokens[seat], json });
  const get = (game: Game, seat: Seat) => server.request("GET", `/games/${game.gameId}/webhook`, { token: game.tokens[seat] });
  const eventsOf = async (game: Game, seat: Seat) => (await server.request("GET", `/games/${game.gameId}/events`, { token: game.tokens[seat] })).body.events as { seq: number; event: any }[];

  /** A game whose England seat is claimed; `beforeDeal` runs before Scotland's claim deals the hands. */
  async function newGame(beforeDeal: (game: Game) => Promise<void> = async () => undefined): Promise<Game> {
    const created = await server.request("POST", "/games", { json: { scenario: "braveheart" } });
    expect(created.status, created.text).toBe(201);
    const { gameId, tokens, invites } = created.body;
    const join = async (side: "england" | "scotland") => {
      const joined = await server.request("POST", `/games/${gameId}/join`, { json: { invite: invites[side] } });
      expect(joined.status, joined.text).toBe(200);
      return joined.body.token as string;
    };
    const game: Game = { gameId, tokens: { host: tokens.host, england: await join("england"), scotland: "" } };
    await beforeDeal(game);
    game.tokens.scotland = await join("scotland");
    return game;
  }

  /** Each side answers its pending decision at random, `orders` times in all. */
  async function play(game: Game, orders: number, seed = 3): Promise<void> {
    const rng = createPrng(seed);
    for (let given = 0; given < orders; ) {
      let moved = false;
      for (const side of ["england", "scotland"] as const) {
        const { body } = await server.request("GET", `/games/${game.gameId}`, { token: game.tokens[side] });
        const decision = body.view?.decisions?.[0];
        if (!decision || body.view.winner) continue;
        const reply = await server.request("POST", `/games/${game.gameId}/orders`, { token: game.tokens[side], json: { order: chooseOrder(decision, rng) } });
        if (reply.status === 200) {
          given += 1;
          moved = true;
        }
      }
      if (!moved) return;
    }
  }

  describe(`webhooks on ${provider}`, () => {
    it("11.6 POSTs each event the seat may see, signed, one POST per event in the seat's order, exactly as its /events has them", async () => {
      const england = await receiver();
      const host = await receiver();
      let secret = "";
      const game = await newGame(async (g) => {
        const set = await put(g, "england", { url: england.url });
        expect(set.status, set.text).toBe(200);
        expect(set.headers.get("cache-control")).toBe("no-store");
        expect(set.body).toMatchObject({ url: england.url, deliveries: { pending: 0, delivered: 0, failed: 0 }, failed: [] });
        expect(set.body.secret).toMatch(/^[0-9a-f]{64}$/);
        secret = set.body.secret;
        expect((await put(g, "host", { url: host.url, secret: "the host's own secret" })).status).toBe(200);
      });
      await play(game, 6);
      const englandEvents = await eventsOf(game, "england");
      const hostEvents = await eventsOf(game, "host");
      await eventually(() => england.accepted().length >= englandEvents.length && host.accepted().length >= hostEvents.length);

      expect(england.received.map((r) => ({ seq: r.body.seq, event: r.body.event }))).toEqual(englandEvents);
      expect(host.received.map((r) => ({ seq: r.body.seq, event: r.body.event }))).toEqual(hostEvents);
      for (const r of england.received) {
        expect(verifySignature(secret, r.text, r.headers["x-hots-signature"] as string)).toBe(true);
        expect(verifySignature("another secret entirely", r.text, r.headers["x-hots-signature"] as string)).toBe(false);
        expect(r.headers["x-hots-event-id"]).toBe(r.body.id);
        expect(r.headers["x-hots-timestamp"]).toBe(r.body.timestamp);
        expect(r.headers["x-hots-event"]).toBe(r.body.event.type);
        expect(r.headers["content-type"]).toBe("application/json");
        expect(r.body).toMatchObject({ gameId: game.gameId, seat: "england" });
      }
      for (const r of host.received) expect(verifySignature("the host's own secret", r.text, r.headers["x-hots-signature"] as string)).toBe(true);
      // Seats number their events 1, 2, 3, ... with no gap where something hidden happened.
      expect(england.received.map((r) => r.body.seq)).toEqual(englandEvents.map((_, i) => i + 1));

      // Hidden information (Q27): England's webhook has its own cards and never Scotland's; the host,
      // who sees what an observer sees, gets neither side's.
      const hands = (r: Receiver) => r.received.filter((x) => x.body.event.type === "hand-dealt").map((x) => x.body.event);
      expect(hands(england).filter((h) => h.side === "england").every((h) => Array.isArray(h.cards) && h.cards.length > 0)).toBe(true);
      expect(hands(england).filter((h) => h.side === "scotland").map((h) => h.cards)).toEqual([undefined]);
      expect(hands(host).map((h) => h.cards)).toEqual([undefined, undefined]);
      const scotlandOnly = (await eventsOf(game, "scotland")).filter((s) => !hostEvents.some((h) => JSON.stringify(h.event) === JSON.stringify(s.event)));
      expect(scotlandOnly.length).toBeGreaterThan(0);
      for (const hidden of scotlandOnly) expect(england.text()).not.toContain(JSON.stringify(hidden.event));

      const shown = await get(game, "england");
      expect(shown.status).toBe(200);
      expect(shown.body).toMatchObject({ url: england.url, deliveries: { pending: 0, delivered: englandEvents.length, failed: 0 } });
      expect(shown.body.secret).toBeUndefined();
      expect(shown.text).not.toContain(secret);
    }, TIMEOUT);

    it("11.6 retries a receiver that fails (an error status, then a dropped connection) and delivers the event, later ones after it", async () => {
      const flaky = await receiver();
      flaky.answers.push(500, "drop");
      const game = await newGame(async (g) => {
        expect((await put(g, "england", { url: flaky.url, secret: "a secret of sixteen+" })).status).toBe(200);
      });
      const expected = await eventsOf(game, "england");
      await eventually(() => flaky.accepted().length >= expected.length);
      // The first event was tried three times, with the same id, before anything else was sent.
      const firstId = flaky.received[0]!.body.id;
      expect(flaky.received.slice(0, 3).map((r) => r.body.id)).toEqual([firstId, firstId, firstId]);
      expect(flaky.accepted().map((r) => r.body.seq)).toEqual(expected.map((e) => e.seq));
      await eventually(async () => (await get(game, "england")).body.deliveries.delivered === expected.length);
      expect((await get(game, "england")).body).toMatchObject({ deliveries: { pending: 0, failed: 0 }, failed: [] });
    }, TIMEOUT);

    it("11.6 marks an event failed after the last attempt, shown by seq in GET, and goes on with the next", async () => {
      const down = await receiver();
      down.answers.push(503, 503, 503);
      const game = await newGame(async (g) => {
        expect((await put(g, "england", { url: down.url })).status).toBe(200);
      });
      const expected = await eventsOf(game, "england");
      await eventually(async () => (await get(game, "england")).body.deliveries.pending === 0);
      const shown = (await get(game, "england")).body;
      expect(shown.deliveries).toEqual({ pending: 0, delivered: expected.length - 1, failed: 1 });
      expect(shown.failed).toEqual([{ seq: 1, attempts: 3, lastError: "the receiver answered 503", failedAt: expect.any(String) }]);
      expect(down.accepted().map((r) => r.body.seq)).toEqual(expected.slice(1).map((e) => e.seq));
    }, TIMEOUT);

    it("11.6 refuses a URL that is not http(s), or a short secret, with a reason code, and changes nothing", async () => {
      const kept = await receiver();
      const game = await newGame();
      expect((await put(game, "scotland", { url: kept.url })).status).toBe(200);
      for (const [body, reason] of [
        [{ url: "ftp://example.org/hook" }, "webhook-url-invalid"],
        [{ url: "not a url" }, "webhook-url-invalid"],
        [{ url: "http://user:pw@example.org/hook" }, "webhook-url-invalid"],
        [{ url: "https://example.org/hook", secret: "short" }, "webhook-secret-invalid"],
      ] as const) {
        const reply = await put(game, "scotland", body);
        expectProblem(reply, 400, "bad-request");
        expect(reply.body.reason).toBe(reason);
      }
      expectProblem(await put(game, "scotland", { url: 7 }), 400, "bad-request");
      const shown = await get(game, "scotland");
      expect(shown.body.url).toBe(kept.url);
      expectProblem(await server.request("PUT", `/games/${game.gameId}/webhook`, { json: { url: kept.url } }), 401, "unauthorized");
      expectProblem(await server.request("GET", `/games/no-such-game/webhook`, { token: game.tokens.scotland }), 404, "not-found");
    }, TIMEOUT);

    it("11.6 DELETE (or url: null) removes the webhook: GET is 404 and no more events are sent", async () => {
      const gone = await receiver();
      const game = await newGame(async (g) => {
        expect((await put(g, "england", { url: gone.url })).status).toBe(200);
      });
      await eventually(async () => (await get(game, "england")).body.deliveries?.pending === 0);
      const removed = await server.request("DELETE", `/games/${game.gameId}/webhook`, { token: game.tokens.england });
      expect(removed.status).toBe(200);
      expect(removed.body).toEqual({ url: null });
      expectProblem(await get(game, "england"), 404, "not-found");
      const before = gone.received.length;
      await play(game, 2);
      expect((await put(game, "england", { url: null })).body).toEqual({ url: null });
      // Nothing was queued for a seat without a webhook: a further GET still finds none.
      expectProblem(await get(game, "england"), 404, "not-found");
      expect(gone.received.length).toBe(before);
    }, TIMEOUT);
  });
}

// Creating and reading games, and giving orders (docs/api.md), on a real server.

import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { formatOrder } from "../../src/orders/index.js";
import { CARD_KEYS, type CardKey, type Order } from "../../src/rules/orders.js";
import { expectProblem, type ApiClient, type Created } from "./client.js";
import type { TestServer } from "./server.js";

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** Every string value in a JSON document (keys left out). */
function stringsIn(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value !== null && typeof value === "object") return Object.values(value).flatMap(stringsIn);
  return [];
}

export function gameAndOrderTests(provider: string, server: () => TestServer, api: ApiClient): void {
  const { request, newGame, read, give, cardOf } = api;

  describe(`creating and reading games (${provider})`, () => {
    it("POST /games hands out a host token, the observer link and one invite per side, never a side's token (issue 9)", async () => {
      const reply = await request("POST", "/games", { json: { scenario: "braveheart" } });
      expect(reply.status).toBe(201);
      const game = reply.body;
      expect(reply.headers.get("location")).toBe(game.links.self);
      expect(game).toMatchObject({ version: 0, status: "waiting-for-players" });
      expect(Object.keys(game.tokens).sort()).toEqual(["host", "observer"]);
      expect(game.commitment).toMatch(/^[0-9a-f]{64}$/);
      expect(game.links.self).toBe(`${server().config.publicUrl}/games/${game.gameId}`);
      expect(game.links.observer).toBe(`${game.links.self}/page?token=${game.tokens.observer}`);
      expect(game.links.observerView).toBe(`${game.links.self}?token=${game.tokens.observer}`);
      expect(game.links.join).toBe(`${game.links.self}/join`);
      const secrets = [...Object.values(game.tokens), ...Object.values(game.invites)] as string[];
      expect(new Set(secrets).size).toBe(4);
      for (const secret of secrets) expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);

      const seats = await server().store.listSeats(game.gameId);
      expect(seats.map((s) => s.role).sort()).toEqual(["host", "observer"]);
      for (const seat of seats) expect(seat.tokenHash).toBe(sha256(game.tokens[seat.role]));
      const invites = await server().store.listInvites(game.gameId);
      expect(invites.map((i) => [i.side, i.inviteHash]).sort()).toEqual([
        ["england", sha256(game.invites.england)],
        ["scotland", sha256(game.invites.scotland)],
      ]);
      const stored = await server().store.getGame(game.gameId);
      expect(createHash("sha256").update(Buffer.from(stored?.seedHex ?? "", "hex")).digest("hex")).toBe(game.commitment);
      // Nothing is dealt, and nothing drawn, before both players have given their nonces.
      expect(stored).toMatchObject({ status: "waiting-for-players", state: null, nonces: {} });
      expect(await server().store.diceCount(game.gameId)).toBe(0);
      const waiting = await request("GET", `/games/${game.gameId}`, { token: game.tokens.host });
      expect(waiting.body).toMatchObject({ role: "host", status: "waiting-for-players", view: null, seats: { england: { claimed: false }, scotland: { claimed: false } } });
    });

    it("TB-1 bids say which side each player plays", async () => {
      const game = await newGame({ scenario: "the_bruce", bids: ["E2", "S1"] });
      expect((await read(game, "host")).body.players).toEqual({ a: "england", b: "scotland" });
    });

    it("refuses a game it cannot set up", async () => {
      expectProblem(await request("POST", "/games", { json: { scenario: "bannockburn" } }), 400, "bad-request");
      expectProblem(await request("POST", "/games", { json: { scenario: "braveheart", campaignEndYear: 1310 } }), 400, "bad-request");
      // Nonces come with each claim now, after the commitment is public, not from the creator.
      expectProblem(await request("POST", "/games", { json: { scenario: "braveheart", nonces: { england: "longshanks" } } }), 400, "bad-request");
    });

    it("each side sees its own blocks, hand and decisions, and of the enemy only where its blocks stand", async () => {
      const game = await newGame();
      const referee = (await read(game, "host")).body.view;
      for (const side of ["england", "scotland"] as const) {
        const reply = await read(game, side);
        expect(reply.status).toBe(200);
        expect(reply.headers.get("etag")).toBe('"0"');
        expect(reply.body).toMatchObject({ gameId: game.gameId, role: side, version: 0, status: "active" });
        const view = reply.body.view;
        const enemy = side === "england" ? "scotland" : "england";
        expect(view.blocks.every((b: { side: string }) => b.side === side)).toBe(true);
        expect(view.blocks).toEqual(referee.blocks.filter((b: { side: string }) => b.side === side));
        // Where the enemy stands, and how many, but not who.
        const enemyCounts = referee.blocks
          .filter((b: { side: string }) => b.side === enemy)
          .reduce((counts: Record<string, number>, b: { area: string }) => ({ ...counts, [b.area]: (counts[b.area] ?? 0) + 1 }), {});
        expect(Object.fromEntries(view.hidden.map((h: { area: string; count: number }) => [h.area, h.count]))).toEqual(enemyCounts);
        expect(view.hands[enemy]).toBeNull();
        expect(view.pools[enemy]).toBeNull();
        expect(view.hands[side]).toHaveLength(5);
        expect(view.handSizes[enemy]).toBe(5);
        // A hand of five identical cards has one legal play, which the engine makes itself.
        const expected = view.chosen[side] ? [] : [[side, "play-card"]];
        expect(view.decisions.map((d: { side: string; kind: string }) => [d.side, d.kind])).toEqual(expected);
        const shown = stringsIn(view);
        for (const block of referee.blocks.filter((b: { side: string }) => b.side === enemy)) expect(shown).not.toContain(block.block);
      }
      const observer = (await read(game, "observer")).body.view;
      expect(observer.blocks).toEqual([]);
      expect(observer.hands).toEqual({ england: null, scotland: null });
      expect(observer.decisions).toEqual([]);
      expect(observer.waitingFor).toEqual(["england", "scotland"].filter((s) => !observer.chosen[s]));
      expect(referee.hands.england).toHaveLength(5);
      expect(referee.hands.scotland).toHaveLength(5);
    });

    it("the ETag is the version: If-None-Match gives 304, and ?token= works for reads", async () => {
      const game = await newGame();
      const cached = await request("GET", `/games/${game.gameId}`, { token: game.tokens.england, headers: { "if-none-match": '"0"' } });
      expect(cached.status).toBe(304);
      expect(cached.text).toBe("");
      const link = await fetch(game.links.self.replace(server().config.publicUrl, server().url) + `?token=${game.tokens.observer}`);
      expect(link.status).toBe(200);
      expect(((await link.json()) as { role: string }).role).toBe("observer");
      // A browser following the same link is sent to the observer's page (HTML before JSON in Accept).
      const browser = await fetch(game.links.observerView.replace(server().config.publicUrl, server().url), {
        headers: { accept: "text/html,application/xhtml+xml,*/*;q=0.8" },
        redirect: "manual",
      });
      expect(browser.status).toBe(303);
      expect(browser.headers.get("location")).toBe(`/games/${game.gameId}/page?token=${game.tokens.observer}`);
      const page = await fetch(game.links.observer.replace(server().config.publicUrl, server().url));
      expect(page.status).toBe(200);
      expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    });

    it("only the observer link takes a token in the URL; a side's or the host's there is 401 (issue 9)", async () => {
      const game = await newGame();
      for (const role of ["england", "scotland", "host"] as const) {
        expectProblem(await request("GET", `/games/${game.gameId}?token=${game.tokens[role]}`), 401, "unauthorized");
      }
      // The observer's token too, on any other route than the link itself.
      expectProblem(await request("GET", `/games/${game.gameId}/dice?token=${game.tokens.observer}`), 401, "unauthorized");
      expect((await request("GET", `/games/${game.gameId}?token=${game.tokens.observer}`)).status).toBe(200);
    });
  });

  describe(`orders (${provider})`, () => {
    it("3.1 the secret card play: the first card is stored unseen, the second reveals both", async () => {
      const game = await newGame();
      const englishCard = await cardOf(game, "england");
      const first = await give(game, "england", formatOrder({ type: "play", card: englishCard }));
      expect(first.status, first.text).toBe(200);
      expect(first.headers.get("etag")).toBe('"1"');
      expect(first.body).toMatchObject({ version: 1, applied: true, view: { chosen: { england: true, scotland: false } } });
      expect(first.body.events.map((e: { event: { type: string } }) => e.event.type)).toEqual(["card-chosen"]);
      expect(await server().store.listOrders(game.gameId)).toMatchObject([{ seq: 1, side: "england", json: { type: "play", card: englishCard } }]);

      const scotland = (await read(game, "scotland")).body;
      expect(scotland.version).toBe(1);
      expect(scotland.view.chosen).toEqual({ england: true, scotland: false });
      expect(scotland.view.played).toEqual({ england: null, scotland: null });
      const seen = (await read(game, "scotland", "/events?after=0")).body.events;
      expect(seen.at(-1).event).toEqual({ type: "card-chosen", side: "england" });
      expect(JSON.stringify(seen)).not.toContain("cards-revealed");

      const scottishCard = await cardOf(game, "scotland");
      const second = await give(game, "scotland", { type: "play", card: scottishCard });
      expect(second.status, second.text).toBe(200);
      expect(second.body.version).toBe(2);
      expect(second.body.view.played).toEqual({ england: englishCard, scotland: scottishCard });
      const revealed = second.body.events.find((e: { event: { type: string } }) => e.event.type === "cards-revealed");
      expect(revealed).toBeDefined();
      expect((await read(game, "england")).body.view.played).toEqual({ england: englishCard, scotland: scottishCard });
    });

    it("If-Match naming another version is refused with 409 and the current version", async () => {
      const game = await newGame();
      const reply = await give(game, "england", { type: "play", card: await cardOf(game, "england") }, { headers: { "if-match": '"3"' } });
      expectProblem(reply, 409, "stale-version");
      expect(reply.body.currentVersion).toBe(0);
      const ok = await give(game, "england", { type: "play", card: await cardOf(game, "england") }, { headers: { "if-match": '"0"' } });
      expect(ok.status).toBe(200);
      const late = await give(game, "scotland", { type: "play", card: await cardOf(game, "scotland") }, { headers: { "if-match": '"0"' } });
      expectProblem(late, 409, "stale-version");
      expect(late.body.currentVersion).toBe(1);
      expect(await server().store.listOrders(game.gameId)).toHaveLength(1);
    });

    it("an illegal order gets 422 with the engine's reason, the rule and the decision's legal choices, and changes nothing", async () => {
      const game = await newGame();
      const before = (await read(game, "england")).body;
      const hand: string[] = before.view.hands.england;
      const missing = CARD_KEYS.find((card) => !hand.includes(card));
      if (missing === undefined) throw new Error("a hand of five holds every card key");
      const reply = await give(game, "england", { type: "play", card: missing });
      expectProblem(reply, 422, "illegal-order");
      expect(reply.body).toMatchObject({ rule: "3.1", decision: { kind: "play-card", side: "england" } });
      expect(typeof reply.body.reason).toBe("string");
      expect(typeof reply.body.message).toBe("string");
      expect(reply.body.decision.cards).toEqual(before.view.decisions[0].cards);
      expect((await read(game, "england")).body).toEqual(before);
      expect(await server().store.listOrders(game.gameId)).toEqual([]);
    });

    it("an order text that does not parse gets 400 order-syntax with the position and candidates", async () => {
      const game = await newGame();
      const reply = await give(game, "england", "plya Move 2");
      expectProblem(reply, 400, "order-syntax");
      expect(reply.body.position).toBe(1);
      expect(reply.body.candidates).toContain("play");
    });

    it("no decision for the caller's side is 403, the host and observers cannot order, a bad token is 401", async () => {
      const game = await newGame();
      const other = await newGame();
      const card = await cardOf(game, "england");
      expect((await give(game, "england", { type: "play", card })).status).toBe(200);
      const hand: string[] = (await read(game, "england")).body.view.hands.england;
      const again = await give(game, "england", { type: "play", card: hand[0] as CardKey });
      expectProblem(again, 403, "not-your-decision");
      expect(again.body.waitingFor).toEqual(["scotland"]);
      expectProblem(await give(game, "host", { type: "pass" }), 403, "forbidden");
      expectProblem(await give(game, "observer", { type: "pass" }), 403, "forbidden");
      expectProblem(await request("POST", `/games/${game.gameId}/orders`, { token: "not-a-token", json: { order: { type: "pass" } } }), 401, "unauthorized");
      expectProblem(await request("POST", `/games/${game.gameId}/orders`, { json: { order: { type: "pass" } } }), 401, "unauthorized");
      // Tokens are per game, and POST does not read ?token=.
      expectProblem(await request("GET", `/games/${game.gameId}`, { token: other.tokens.england }), 401, "unauthorized");
      const inQuery = await request("POST", `/games/${game.gameId}/orders?token=${game.tokens.scotland}`, { json: { order: { type: "pass" } } });
      expectProblem(inQuery, 401, "unauthorized");
      expectProblem(await request("GET", "/games/no-such-game", { token: game.tokens.england }), 404, "not-found");
      expect(await server().store.listOrders(game.gameId)).toHaveLength(1);
    });

    it("a repeated Idempotency-Key gets the same response and the order is stored once", async () => {
      const game = await newGame();
      const order: Order = { type: "play", card: await cardOf(game, "england") };
      const headers = { "idempotency-key": "card-1" };
      const first = await give(game, "england", order, { headers });
      const again = await give(game, "england", formatOrder(order), { headers });
      expect(first.status).toBe(200);
      expect(again.status).toBe(200);
      expect(again.body).toEqual(first.body);
      expect(await server().store.listOrders(game.gameId)).toHaveLength(1);

      // Also when the retries race each other.
      const racing = await newGame();
      const card: Order = { type: "play", card: await cardOf(racing, "scotland") };
      const replies = await Promise.all([1, 2, 3].map(() => give(racing, "scotland", card, { headers: { "idempotency-key": "k" } })));
      expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
      expect(replies[1]?.body).toEqual(replies[0]?.body);
      expect(replies[2]?.body).toEqual(replies[0]?.body);
      expect(await server().store.listOrders(racing.gameId)).toHaveLength(1);

      // The same key for another request, even the other side's, is a conflict, never the first answer.
      const reused = await give(game, "england", { type: "resign" }, { headers });
      expectProblem(reused, 409, "idempotency-conflict");
      expectProblem(await give(game, "scotland", order, { headers }), 409, "idempotency-conflict");
    });

    it("without If-Match, an order that loses a race is tried again on the new version", async () => {
      const game = await newGame();
      const [england, scotland] = await Promise.all([
        give(game, "england", { type: "play", card: await cardOf(game, "england") }),
        give(game, "scotland", { type: "play", card: await cardOf(game, "scotland") }),
      ]);
      expect([england.status, scotland.status]).toEqual([200, 200]);
      expect([england.body.version, scotland.body.version].sort()).toEqual([1, 2]);
      expect(await server().store.listOrders(game.gameId)).toHaveLength(2);
    });

    it("?dryRun=true shows the effects and changes nothing, but not what the enemy's secret card is", async () => {
      const game = await newGame();
      const card = await cardOf(game, "england");
      const dry = await give(game, "england", { type: "play", card }, { query: "?dryRun=true", headers: { "idempotency-key": "d" } });
      expect(dry.status, dry.text).toBe(200);
      expect(dry.body).toMatchObject({ version: 0, applied: false, preview: "shown", view: { chosen: { england: true } } });
      expect(dry.body.events).toEqual([{ seq: null, event: { type: "card-chosen", side: "england" } }]);
      expect((await read(game, "england")).body).toMatchObject({ version: 0, view: { chosen: { england: false } } });
      expect(await server().store.listOrders(game.gameId)).toEqual([]);
      // A dry run keeps no idempotency key: the real order with the same key is applied.
      expect((await give(game, "england", { type: "play", card }, { headers: { "idempotency-key": "d" } })).body.applied).toBe(true);

      const peek = await give(game, "scotland", { type: "play", card: await cardOf(game, "scotland") }, { query: "?dryRun=true" });
      expect(peek.status).toBe(200);
      // The second card only is previewed: the reveal of both (3.1) is what the game does next.
      expect(peek.body).toMatchObject({ version: 1, applied: false, preview: "shown" });
      expect(peek.body.events).toEqual([{ seq: null, event: { type: "card-chosen", side: "scotland" } }]);
      expect(peek.body.view.played).toEqual({ england: null, scotland: null });
      const hand: string[] = (await read(game, "scotland")).body.view.hands.scotland;
      const missing = CARD_KEYS.find((c) => !hand.includes(c)) ?? "truce";
      expectProblem(await give(game, "scotland", { type: "play", card: missing }, { query: "?dryRun=true" }), 422, "illegal-order");
    });
  });
}

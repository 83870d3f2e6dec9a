// A game's life through the API (docs/api.md "A game's life"): a game hosted by a player's address,
// listed as open and taken once, an absence that moves the deadline, a seat handed over (refused to
// the host against a player who answers, allowed after missed deadlines, the old token dead), and a
// rematch with the sides swapped. The clock is the test's: deadlines pass without sleeping.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runDueDeadlines } from "../../src/games/deadlines/worker.js";
import type { GameClock } from "../../src/games/deadlines/clock.js";
import { sqliteTable, type Table } from "../games/deadlines/helpers.js";
import { startServer, testConfig, type TestServer } from "./server.js";

let table: Table;
let server: TestServer;
beforeAll(async () => {
  table = await sqliteTable(Date.parse("2026-11-19T12:00:00Z"));
  server = await startServer(testConfig("file:unused.db", { WEBHOOK_ALLOW_PRIVATE: "true" }), table.store);
});
afterAll(async () => {
  await server.close();
  await table.close();
});

const MINUTE = { cards: 60, movement: 60, battle: 60, winter: 60 };
const HOST = "edward@longshanks.test";

describe("a game's life through the API", () => {
  let gameId = "";
  const tokens: Record<string, string> = {};

  it("POST /lobby/games starts an open game hosted by an address on the side asked; GET /lobby lists it; take-seat gives its free seat once", async () => {
    const started = await server.request("POST", "/lobby/games", {
      json: { scenario: "braveheart", host: HOST, as: "england", deadlines: { seconds: MINUTE, remindersSeconds: [], missedLimit: 50, replaceAfterMissed: 2, absenceDays: 3 } },
    });
    expect(started.status, started.text).toBe(201);
    expect(started.body).toMatchObject({ hostSide: "england", listed: true, already: false });
    gameId = started.body.gameId;
    tokens.host = started.body.tokens.host;

    const lobby = await server.request("GET", "/lobby");
    expect(lobby.body.open).toContainEqual(expect.objectContaining({ gameId, freeSide: "scotland", status: "waiting-for-players", waitingFor: ["england", "scotland"] }));

    const taken = await server.request("POST", `/games/${gameId}/take-seat`, { json: {} });
    expect(taken.status, taken.text).toBe(200);
    expect(taken.body).toMatchObject({ gameId, side: "scotland" });
    const again = await server.request("POST", `/games/${gameId}/take-seat`, { json: {} });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: "conflict", reason: "not-open" });
    expect((await server.request("GET", "/lobby")).body.open.map((g: { gameId: string }) => g.gameId)).not.toContain(gameId);

    // The invite handed out at creation for the free seat no longer works; the one taken does.
    const stale = await server.request("POST", `/games/${gameId}/join`, { json: { invite: started.body.invites.scotland } });
    expect(stale.body).toMatchObject({ code: "conflict", reason: "invite-revoked" });
    for (const [side, invite] of [["england", started.body.invites.england], ["scotland", taken.body.invite]] as const) {
      const joined = await server.request("POST", `/games/${gameId}/join`, { json: { invite } });
      expect(joined.status, joined.text).toBe(200);
      tokens[side] = joined.body.token;
    }
  });

  it("an absence moves the waiting side's deadline past the days away; beyond the game's absenceDays it is 400 absence-over-limit; the host has none to declare", async () => {
    const absent = await server.request("POST", `/games/${gameId}/absence`, { token: tokens.scotland, json: { from: "2026-11-19", to: "2026-11-20" } });
    expect(absent.status, absent.text).toBe(200);
    // The card play (both sides waiting) was due a minute after 12:00; the absence took the rest of
    // the 19th and the 20th, so the minute runs from the 21st.
    expect(absent.body).toMatchObject({ deadline: "2026-11-21T00:01:00+00:00", absenceDaysUsed: 2, absenceDays: 3 });
    const over = await server.request("POST", `/games/${gameId}/absence`, { token: tokens.scotland, json: { from: "2026-12-01", to: "2026-12-02" } });
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({ code: "bad-request", reason: "absence-over-limit" });
    expect((await server.request("POST", `/games/${gameId}/absence`, { token: tokens.host, json: { from: "2026-12-01", to: "2026-12-01" } })).status).toBe(403);
  });

  it("the host may not hand over the seat of a player who answers (409 seat-active); after two missed deadlines in a row it may, and the old token dies", async () => {
    const refused = await server.request("POST", `/games/${gameId}/seats/scotland/replace`, { token: tokens.host, json: { email: "robert@carrick.test" } });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: "conflict", reason: "seat-active" });
    expect((await server.request("GET", `/games/${gameId}`, { token: tokens.scotland })).status).toBe(200);

    const hook = await server.request("PUT", `/games/${gameId}/webhook`, { token: tokens.scotland, json: { url: "http://127.0.0.1:9/hook" } });
    expect(hook.status, hook.text).toBe(200);

    // Nobody answers: deadlines pass one after the other until Scotland has missed two in a row.
    for (let i = 0; i < 40; i++) {
      const clock = (await table.store.getGame(gameId))!.clock as unknown as GameClock;
      if (clock.missed.scotland >= 2) break;
      table.clock.advance(3 * 24 * 3600);
      await runDueDeadlines(table.store);
    }
    const stream = await fetch(`${server.url}/games/${gameId}/events/stream`, { headers: { authorization: `Bearer ${tokens.scotland}` } });
    expect(stream.status).toBe(200);
    const replaced = await server.request("POST", `/games/${gameId}/seats/scotland/replace`, { token: tokens.host, json: { email: "robert@carrick.test" } });
    expect(replaced.status, replaced.text).toBe(200);
    expect(replaced.body).toMatchObject({ side: "scotland", email: "robert@carrick.test" });
    expect((await server.request("GET", `/games/${gameId}`, { token: tokens.scotland })).status).toBe(401);
    const newcomer = await server.request("GET", `/games/${gameId}`, { token: replaced.body.token });
    expect(newcomer.status).toBe(200);
    expect(newcomer.body.role).toBe("scotland");
    tokens.scotland = replaced.body.token;
    // The former player's event stream ends instead of showing the side's events to come.
    await stream.text();
    // The former player's webhook went with the seat: it would have gone on receiving the side's events.
    expect((await server.request("GET", `/games/${gameId}/webhook`, { token: tokens.scotland })).status).toBe(404);
    const twice = await server.request("POST", `/games/${gameId}/seats/england/replace`, { token: tokens.england, json: { email: "robert@carrick.test" } });
    expect(twice.status, "one address cannot hold both seats").toBe(400);

    // A player may hand over its own seat at any time; not the other side's.
    expect((await server.request("POST", `/games/${gameId}/seats/scotland/replace`, { token: tokens.england, json: { email: "aymer@valence.test" } })).status).toBe(403);
    const own = await server.request("POST", `/games/${gameId}/seats/england/replace`, { token: tokens.england, json: { email: "aymer@valence.test" } });
    expect(own.status, own.text).toBe(200);
    tokens.england = own.body.token;
  });

  it("a rematch waits for the end (409 not-over); then it is one game, sides swapped, whoever asks and however often", async () => {
    const early = await server.request("POST", `/games/${gameId}/rematch`, { token: tokens.scotland });
    expect(early.body).toMatchObject({ code: "conflict", reason: "not-over" });
    expect((await server.request("POST", `/games/${gameId}/resign`, { token: tokens.england })).status).toBe(200);

    const rematch = await server.request("POST", `/games/${gameId}/rematch`, { token: tokens.scotland });
    expect(rematch.status, rematch.text).toBe(201);
    const next = rematch.body.gameId;
    expect(next).not.toBe(gameId);
    const invites = await table.store.listInvites(next);
    expect(Object.fromEntries(invites.map((i) => [i.side, i.email]))).toEqual({ england: "robert@carrick.test", scotland: "aymer@valence.test" });
    const settings = ((await table.store.getGame(next))!.clock as unknown as GameClock).settings;
    expect(settings).toMatchObject({ seconds: MINUTE, absenceDays: 3, replaceAfterMissed: 2 });

    const again = await server.request("POST", `/games/${gameId}/rematch`, { token: tokens.host });
    expect(again.body).toMatchObject({ gameId: next, already: true, tokens: null });
  });
});

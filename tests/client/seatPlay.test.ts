// `hots play --game`: one seat waits for its turn on the event stream (issue 11, item 6), not by
// polling; it polls only when the stream is unavailable, and resumes a dropped stream.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, playSeat, type CreatedGame, type SeatResult } from "../../src/client/index.js";
import { claimBothSeats } from "../../src/client/randomGame.js";
import { main } from "../../src/cli/main.js";
import { createPrng } from "../../src/playout/prng.js";
import type { Side } from "../../src/rules/sides.js";
import { eventually } from "../api/webhookReceiver.js";
import { startTestServer, type TestServer } from "./server.js";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const TIMEOUT = 180_000;

/** A game where both sides have a card to play, so that England's first order leaves it waiting. */
async function newGame(): Promise<{ created: CreatedGame; tokens: Record<Side, string> }> {
  const client = createClient(server.url);
  for (;;) {
    const created = await client.createGame({ scenario: "braveheart" });
    const tokens = await claimBothSeats(client, created);
    const views = await Promise.all((["england", "scotland"] as const).map((s) => client.getGame(created.gameId, tokens[s])));
    if (views.every((g) => g.view?.decisions[0]?.kind === "play-card")) return { created, tokens };
  }
}

const since = (from: number) => server.requests.slice(from);
const streamPath = (gameId: string) => `GET /games/${gameId}/events/stream`;

/** Scotland's seat, played until `stop` is aborted (England's player is the one under test). */
function scotlandUntil(gameId: string, token: string, stop: AbortController): Promise<SeatResult> {
  return playSeat(createClient(server.url), { gameId, token, rng: createPrng(2), signal: stop.signal });
}

/** Runs England's seat until its first order has been answered and its own events have woken it once. */
async function englandWaiting(gameId: string, token: string, extra: Partial<Parameters<typeof playSeat>[1]> = {}): Promise<{ england: Promise<SeatResult>; posted: () => number }> {
  const client = createClient(server.url);
  let posted = -1;
  const england = playSeat(client, {
    gameId,
    token,
    rng: createPrng(1),
    maxOrders: 3,
    onOrder: (o) => {
      if (o.n === 1) posted = server.requests.length;
    },
    ...extra,
  });
  await eventually(() => posted >= 0);
  return { england, posted: () => posted };
}

describe("hots play --game: one seat on the event stream", () => {
  it("11.6 waits for its turn on the stream: no request while the other side thinks, then plays on", async () => {
    const { created, tokens } = await newGame();
    const gameId = created.gameId;
    const { england, posted } = await englandWaiting(gameId, tokens.england);
    expect(server.requests).toContain(streamPath(gameId));
    // Its own card's event wakes it (a 304 read); then, while Scotland thinks, a whole 1.5 s passes
    // without a request (a polling player, once a second by default, never leaves such a gap).
    const waitingFrom = server.requests.length;
    await eventually(async () => {
      const before = server.requests.length;
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      return server.requests.length === before;
    });
    expect(since(waitingFrom).filter((r) => r !== `GET /games/${gameId}`)).toEqual([]);
    expect(since(posted()).filter((r) => r === streamPath(gameId))).toEqual([]);

    const stop = new AbortController();
    const scotland = scotlandUntil(gameId, tokens.scotland, stop);
    const done = await england;
    stop.abort();
    expect(done).toMatchObject({ side: "england", orders: 3, waitedBy: "stream" });
    expect((await scotland).orders).toBeGreaterThan(0);
  }, TIMEOUT);

  it("11.6 falls back to polling only when the stream is unavailable", async () => {
    const { created, tokens } = await newGame();
    const gameId = created.gameId;
    const noStream: typeof fetch = async (input, init) =>
      String(input).endsWith("/events/stream") ? new Response(JSON.stringify({ code: "not-found", detail: "no stream here" }), { status: 404, headers: { "content-type": "application/problem+json" } }) : fetch(input, init);
    const fallbacks: string[] = [];
    const { england, posted } = await englandWaiting(gameId, tokens.england, { fetch: noStream, pollMs: 50, onFallback: (r) => fallbacks.push(r) });
    // Polling: reads keep coming while nothing happens.
    await eventually(() => since(posted()).filter((r) => r === `GET /games/${gameId}`).length >= 3);
    const stop = new AbortController();
    const scotland = scotlandUntil(gameId, tokens.scotland, stop);
    expect(await england).toMatchObject({ orders: 3, waitedBy: "polling" });
    stop.abort();
    await scotland;
    expect(fallbacks).toHaveLength(1);
    expect(fallbacks[0]).toContain("no stream here");
  }, TIMEOUT);

  it("11.6 resumes a dropped stream with Last-Event-ID", async () => {
    const { created, tokens } = await newGame();
    const gameId = created.gameId;
    const lastEventIds: string[] = [];
    // The first stream is cut once it has sent its first event, as a dropped connection would be.
    const dropping: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      if (!String(input).endsWith("/events/stream") || !response.body) return response;
      lastEventIds.push(new Headers(init?.headers).get("last-event-id") ?? "");
      if (lastEventIds.length > 1) return response;
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      let text = "";
      const cut = new ReadableStream<Uint8Array>({
        async pull(controller) {
          const { value, done } = await reader.read();
          if (done || /\nid: \d+/.test(text)) {
            await reader.cancel();
            controller.close();
            return;
          }
          text += decoder.decode(value);
          controller.enqueue(value);
        },
      });
      return new Response(cut, { status: response.status, headers: response.headers });
    };
    const { england } = await englandWaiting(gameId, tokens.england, { fetch: dropping });
    const stop = new AbortController();
    const scotland = scotlandUntil(gameId, tokens.scotland, stop);
    expect(await england).toMatchObject({ orders: 3, waitedBy: "stream" });
    stop.abort();
    await scotland;
    expect(lastEventIds[0]).toBe("0");
    expect(Number(lastEventIds[1])).toBeGreaterThan(0);
  }, TIMEOUT);

  it("hots play --game claims a seat with its invite and plays it, waiting on the stream", async () => {
    const client = createClient(server.url);
    const created = await client.createGame({ scenario: "braveheart" });
    const out: string[] = [];
    const err: string[] = [];
    const cli = main(["play", "--random", "--server", server.url, "--game", created.gameId, "--invite", created.invites.england as string, "--max-orders", "3", "--quiet"], { out: (l) => out.push(l), err: (l) => err.push(l) });
    // Scotland joins once England's seat is claimed, and plays until the command is done; a command
    // that ended before claiming it fails here, with what it said, rather than waiting for ever.
    const claimedOrEnded = await Promise.race([
      eventually(async () => (await client.getGame(created.gameId, created.tokens.host)).seats.england.claimed === true).then(() => "claimed"),
      cli.then((code) => `ended with ${code}: ${err.join(" ")}`),
    ]);
    expect(claimedOrEnded).toBe("claimed");
    const stop = new AbortController();
    const scotland = scotlandUntil(created.gameId, (await client.join(created.gameId, created.invites.scotland as string)).token, stop);
    const code = await cli;
    stop.abort();
    await scotland;
    expect(err).toEqual([]);
    expect(code).toBe(0);
    expect(out).toEqual([expect.stringMatching(new RegExp(`^${created.gameId} \\(england\\): unfinished in \\d{4} after 3 orders of ours \\(\\d+ fallbacks?\\) in [\\d.]+ s, waiting by stream$`))]);
    const usage = async (...argv: string[]) => main(["play", "--random", "--server", server.url, ...argv], { out: () => undefined, err: () => undefined });
    expect(await usage("--game", created.gameId)).toBe(2);
    expect(await usage("--token", "x")).toBe(2);
    expect(await usage("--game", created.gameId, "--token", "x", "--games", "2")).toBe(2);
    // Ids, tokens and invites are base64url: one in 64 starts with "-", and is still the option's value.
    expect(await usage("--game", "-Xq3", "--token", "-x")).toBe(1);
  }, TIMEOUT);
});

// The typed client against a real server: every call of the contract, and each error as an ApiError.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError, createClient, type ClaimedSeat, type CreatedGame, type HotsClient } from "../../src/client/index.js";
import { formatOrder } from "../../src/orders/index.js";
import type { Decision } from "../../src/rules/decisions.js";
import { startTestServer, type TestServer } from "./server.js";

let server: TestServer;
let client: HotsClient;
let created: CreatedGame;
let seats: Record<"england" | "scotland", ClaimedSeat>;
/** The created game with every token its players and host hold. */
let game: { gameId: string; version: number; commitment: string; tokens: Record<"england" | "scotland" | "host" | "observer", string> };

/** The most games made, one after another, until one deals both sides a card to choose. */
const MAX_DEALS = 20;

beforeAll(async () => {
  server = await startTestServer();
  client = createClient(server.url);
  // About one deal in a hundred gives a side five cards of one kind (five Move 2, say), which the
  // engine plays for it (a single choice): that side then has no decision. The tests start from a deal
  // where both sides choose, as a game usually starts.
  for (let deal = 1; deal <= MAX_DEALS; deal++) {
    created = await client.createGame({ scenario: "braveheart", hostSees: "referee" });
    const england = await client.join(created.gameId, created.invites.england ?? "", "my own nonce");
    const scotland = await client.join(created.gameId, created.invites.scotland ?? "");
    seats = { england, scotland };
    const { gameId, version, commitment } = created;
    game = { gameId, version, commitment, tokens: { ...created.tokens, england: england.token, scotland: scotland.token } };
    const { view } = await client.getGame(gameId, game.tokens.host);
    if (view?.decisions.filter((d) => d.kind === "play-card").length === 2) return;
  }
  throw new Error(`no deal of ${MAX_DEALS} gave both sides a card to choose`);
});

afterAll(async () => {
  await server?.close();
});

async function rejection(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

async function cardDecision(): Promise<{ version: number; decision: Extract<Decision, { kind: "play-card" }> }> {
  const read = await client.getGame(game.gameId, game.tokens.england);
  const decision = read.view?.decisions[0];
  if (decision?.kind !== "play-card") throw new Error(`expected a card play, got ${decision?.kind}`);
  return { version: read.version, decision };
}

describe("HotsClient against the server", () => {
  it("creates a game, claims both seats with their invites, and reads each role's view", async () => {
    expect(created.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(created.status).toBe("waiting-for-players");
    expect(Object.keys(created.tokens).sort()).toEqual(["host", "observer"]);
    expect(seats.england).toMatchObject({ side: "england", status: "waiting-for-players", nonce: { nonce: "my own nonce", givenBy: "player" } });
    expect(seats.scotland).toMatchObject({ side: "scotland", status: "active", nonce: { givenBy: "server" } });
    expect(await rejection(client.join(created.gameId, created.invites.england ?? ""))).toMatchObject({ status: 409, code: "conflict" });
    const read = await client.getGame(game.gameId, game.tokens.england);
    expect(read.seats.scotland).toEqual({ claimed: true, nonce: seats.scotland.nonce.nonce, nonceGivenBy: "server" });
    expect(read).toMatchObject({ gameId: game.gameId, role: "england", version: game.version, status: "active" });
    expect(read.view?.viewer).toBe("england");
    expect(read.view?.decisions.map((d) => d.kind)).toEqual(["play-card"]);
    expect((await client.getGame(game.gameId, game.tokens.observer)).view?.decisions).toEqual([]);
    expect(await client.getGameIfChanged(game.gameId, game.tokens.england, read.version)).toBeNull();
  });

  it("turns problem+json answers into ApiErrors with the contract's codes", async () => {
    const { version } = await cardDecision();
    expect(await rejection(client.getGame(game.gameId, "not-a-token"))).toMatchObject({ status: 401, code: "unauthorized" });
    const stale = await rejection(client.postOrder(game.gameId, game.tokens.england, { type: "play", card: "move1" }, { ifMatch: version + 7 }));
    expect(stale).toMatchObject({ status: 409, code: "stale-version" });
    const illegal = await rejection(client.postOrder(game.gameId, game.tokens.england, { type: "pass" }));
    expect(illegal).toMatchObject({ status: 422, code: "illegal-order" });
    expect((illegal.body.decision as Decision).kind).toBe("play-card");
    expect(await rejection(client.postOrder(game.gameId, game.tokens.england, "play Banana"))).toMatchObject({ status: 400, code: "order-syntax" });
    expect(await rejection(client.postOrder(game.gameId, game.tokens.observer, { type: "play", card: "move1" }))).toMatchObject({ status: 403, code: "forbidden" });
    expect(await rejection(client.getRecord(game.gameId, game.tokens.england))).toMatchObject({ status: 403, code: "forbidden" });
  });

  it("posts an order as text once, whatever the retries with the same Idempotency-Key", async () => {
    const { version, decision } = await cardDecision();
    const text = formatOrder({ type: "play", card: decision.cards[0] as (typeof decision.cards)[number] });
    const first = await client.postOrder(game.gameId, game.tokens.england, text, { idempotencyKey: "key-1", ifMatch: version });
    expect(first).toMatchObject({ version: version + 1, applied: true });
    const again = await client.postOrder(game.gameId, game.tokens.england, text, { idempotencyKey: "key-1", ifMatch: version });
    expect(again.version).toBe(first.version);
    expect((await client.getGame(game.gameId, game.tokens.host)).version).toBe(version + 1);
    const reused = await rejection(client.postOrder(game.gameId, game.tokens.england, { type: "pass" }, { idempotencyKey: "key-1" }));
    expect(reused).toMatchObject({ status: 409, code: "idempotency-conflict" });
  });

  it("reads events, dice and the referee's record; a resignation ends the game and opens the record", async () => {
    const events = await client.getEvents(game.gameId, game.tokens.england);
    expect(events.events.length).toBeGreaterThan(0);
    expect(events.last).toBe(events.events.at(-1)?.seq);
    expect((await client.getEvents(game.gameId, game.tokens.england, events.last)).events).toEqual([]);
    const dice = await client.getDice(game.gameId, game.tokens.england);
    expect(dice.commitment).toBe(game.commitment);
    expect(dice.seed ?? null).toBeNull();
    const record = await client.getRecord(game.gameId, game.tokens.host);
    expect(record).toMatchObject({ format: "hots-judge-record", gameId: game.gameId });
    expect(record.orders).toHaveLength(1);

    const resigned = await client.resign(game.gameId, game.tokens.scotland);
    expect(resigned.view.winner).toMatchObject({ side: "england", reason: "resignation" });
    expect((await client.getGame(game.gameId, game.tokens.england)).status).toBe("over");
    expect((await client.getRecord(game.gameId, game.tokens.england)).result).toMatchObject({ winner: "england" });
    expect((await client.getDice(game.gameId, game.tokens.scotland)).seed).toMatch(/^[0-9a-f]{64}$/);
  });
});

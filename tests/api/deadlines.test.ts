// Deadlines through the HTTP API (docs/deadlines.md): set at creation, shown on each pending
// decision, extended when both sides ask, paused and resumed by the referee; defaults applied by
// the worker reach API clients as events. The clock is the test's, moved without sleeping.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runDueDeadlines } from "../../src/games/deadlines/worker.js";
import { sqliteTable, type Table } from "../games/deadlines/helpers.js";
import { startServer, testConfig, type TestServer } from "./server.js";

let table: Table;
let server: TestServer;
beforeAll(async () => {
  table = await sqliteTable(Date.parse("2026-11-19T12:00:00Z")); // a Thursday
  server = await startServer(testConfig("file:unused.db"), table.store);
});
afterAll(async () => {
  await server.close();
  await table.close();
});

interface Created {
  gameId: string;
  tokens: Record<"england" | "scotland" | "host" | "observer", string>;
}

/**
 * POST /games, then both players join (issue 9): the first deadline starts with the game. The deal
 * is random (the server draws the nonces) and a hand of five identical cards is played by the
 * engine, so a game is dealt again until both sides have a card to choose.
 */
async function create(deadlines: unknown): Promise<Created> {
  for (let deal = 0; deal < 20; deal++) {
    const game = await createOnce(deadlines);
    const asked = async (side: "england" | "scotland") =>
      ((await server.request("GET", `/games/${game.gameId}`, { token: game.tokens[side] })).body.view.decisions as { kind: string }[]).some((d) => d.kind === "play-card");
    if ((await asked("england")) && (await asked("scotland"))) return game;
  }
  throw new Error("twenty deals in a row played a hand by itself");
}

async function createOnce(deadlines: unknown): Promise<Created> {
  const reply = await server.request("POST", "/games", { json: { scenario: "braveheart", deadlines } });
  expect(reply.status, reply.text).toBe(201);
  const { gameId, tokens, invites } = reply.body;
  const seats: Record<string, string> = {};
  for (const side of ["england", "scotland"] as const) {
    const joined = await server.request("POST", `/games/${gameId}/join`, { json: { invite: invites[side] } });
    expect(joined.status, joined.text).toBe(200);
    seats[side] = joined.body.token;
  }
  return { gameId, tokens: { ...tokens, ...seats } };
}

const deadlinesOf = async (g: Created, side: "england" | "scotland"): Promise<(string | undefined)[]> =>
  (await server.request("GET", `/games/${g.gameId}`, { token: g.tokens[side] })).body.view.decisions.map((d: { deadline?: string }) => d.deadline);

describe("deadlines through the API", () => {
  it("a game created with deadlines shows each pending decision's deadline in the game's zone, weekends off", async () => {
    const g = await create({ timeZone: "America/New_York", weekendsOff: true });
    // Thursday 07:00 New York + 72 h, Saturday and Sunday not counted: Tuesday 07:00.
    expect(await deadlinesOf(g, "england")).toEqual(["2026-11-24T07:00:00-05:00"]);
    const plain = await create(undefined);
    expect(await deadlinesOf(plain, "england")).toEqual([undefined]);
  });

  it("a bad time zone is a 400 problem naming it, and creates nothing", async () => {
    const reply = await server.request("POST", "/games", { json: { scenario: "braveheart", deadlines: { timeZone: "Mars/Olympus" } } });
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe("bad-request");
    expect(reply.text).toContain("IANA");
  });

  it("EXTEND moves the deadline once both sides have asked, by the smaller request", async () => {
    const g = await create({});
    const first = await server.request("POST", `/games/${g.gameId}/extend`, { token: g.tokens.england, json: { seconds: 48 * 3600 } });
    expect(first.status, first.text).toBe(200);
    expect(first.body).toMatchObject({ deadline: "2026-11-22T12:00:00+00:00", extension: { england: 172800 } });
    const second = await server.request("POST", `/games/${g.gameId}/extend`, { token: g.tokens.scotland, json: { seconds: 24 * 3600 } });
    expect(second.body).toMatchObject({ deadline: "2026-11-23T12:00:00+00:00", extension: {} });
    expect(await deadlinesOf(g, "scotland")).toEqual(["2026-11-23T12:00:00+00:00"]);
    const referee = await server.request("POST", `/games/${g.gameId}/extend`, { token: g.tokens.host, json: { seconds: 60 } });
    expect(referee.body.code).toBe("forbidden");
  });

  it("the host pauses (no deadline runs, no default is applied) and resumes with the time that was left", async () => {
    const g = await create({ seconds: { cards: 3600 } });
    const bySide = await server.request("POST", `/games/${g.gameId}/pause`, { token: g.tokens.england });
    expect(bySide.body.code).toBe("forbidden");
    table.clock.advance(600);
    const paused = await server.request("POST", `/games/${g.gameId}/pause`, { token: g.tokens.host });
    expect(paused.body).toMatchObject({ paused: true, deadline: null });
    expect(await deadlinesOf(g, "england")).toEqual([undefined]);
    table.clock.advance(24 * 3600);
    await runDueDeadlines(table.store);
    expect(await table.store.listOrders(g.gameId)).toEqual([]);
    const resumed = await server.request("POST", `/games/${g.gameId}/resume`, { token: g.tokens.host });
    // 50 minutes were left.
    expect(resumed.body).toMatchObject({ paused: false, deadline: new Date(table.clock.ms + 3000 * 1000).toISOString().replace(".000Z", "+00:00") });
  });

  it("the host changes the settings; an order racing a passed deadline is told deadline-passed", async () => {
    const g = await create(null);
    const set = await server.request("POST", `/games/${g.gameId}/deadlines`, { token: g.tokens.host, json: { seconds: { cards: 60 } } });
    expect(set.status, set.text).toBe(200);
    const view = await server.request("GET", `/games/${g.gameId}`, { token: g.tokens.england });
    const card = view.body.view.decisions[0].cards[0];
    const version = view.body.version;
    table.clock.advance(61);
    await runDueDeadlines(table.store);
    const late = await server.request("POST", `/games/${g.gameId}/orders`, {
      token: g.tokens.england,
      json: { order: { type: "play", card } },
      headers: { "if-match": `"${version}"` },
    });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: "deadline-passed", title: "Deadline passed, default applied" });
    const events = await server.request("GET", `/games/${g.gameId}/events`, { token: g.tokens.scotland });
    const defaults = events.body.events.map((e: { event: { type: string } }) => e.event).filter((e: { type: string }) => e.type === "deadline-default");
    // Scotland learns that England's card was chosen by default, not which card.
    expect(defaults.find((e: { side: string }) => e.side === "england")).not.toHaveProperty("order");
    expect(defaults.find((e: { side: string }) => e.side === "scotland")).toHaveProperty("order");
  });
});

// Issue 12 (what a client author tripped over), one regression test per point, against a real server
// on a SQLite file.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HotsClient } from "../../src/client/index.js";
import { playRandomGame } from "../../src/client/randomGame.js";
import { createPrng } from "../../src/playout/prng.js";
import { apiClient, expectProblem } from "./client.js";
import { serverPerFile } from "./server.js";

const current = serverPerFile("hots-issue12-");

const api = apiClient(current);

/** Sends bytes as they are on a new connection and returns what comes back before it closes. */
function rawExchange(bytes: string): Promise<string> {
  const { port } = new URL(current().url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), "127.0.0.1", () => socket.end(bytes));
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => resolve(Buffer.concat(chunks).toString("utf8")));
  });
}

/** Status line and JSON body of a raw HTTP answer. */
function parsedAnswer(raw: string): { status: number; type: string; body: any } {
  const [head = "", body = ""] = raw.split("\r\n\r\n");
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]);
  const type = /content-type: ([^\r]+)/i.exec(head)?.[1] ?? "";
  return { status, type, body: JSON.parse(body) };
}
const { request, newGame, read } = api;

describe("issue 12: the API", () => {
  it("12.4 POST /resign?dryRun=true previews and changes nothing; resign refuses unknown fields", async () => {
    const game = await newGame();
    const resign = `/games/${game.gameId}/resign`;
    const preview = await request("POST", `${resign}?dryRun=true`, { token: game.tokens.england });
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body).toMatchObject({ applied: false, version: 0 });
    expect((await read(game, "host")).body.version).toBe(0);
    expect((await read(game, "host")).body.status).not.toBe("over");

    expectProblem(await request("POST", resign, { token: game.tokens.england, json: { x: 1 } }), 400, "bad-request");
    expect((await read(game, "host")).body.version).toBe(0);

    const empty = await request("POST", resign, { token: game.tokens.england, json: {} });
    expect(empty.status, empty.text).toBe(200);
    expect(empty.body.applied).toBe(true);
  });

  it("12.5 an order-syntax answer quotes whole code points", async () => {
    const game = await newGame();
    const reply = await api.give(game, "england", "combat 😀 fire");
    expectProblem(reply, 400, "order-syntax");
    expect(reply.body.detail).toBe('unexpected character "😀"');
    expect(reply.text).not.toMatch(/\\ud83d/i);
  });

  it("12.6 each viewer numbers its events 1, 2, 3 without gaps, in order answers and in /events, and after=N resumes", async () => {
    // A random game through the API, keeping what each side's order answers numbered.
    const answered = new Map<string, { seq: number; type: string }[]>([["england", []], ["scotland", []]]);
    const tokens = new Map<string, string>();
    const recording: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      const url = String(input);
      if (init?.method === "POST" && url.endsWith("/orders") && response.status === 200) {
        const token = new Headers(init.headers).get("authorization")?.replace("Bearer ", "") ?? "";
        const body = (await response.clone().json()) as { events: { seq: number; event: { type: string } }[] };
        const side = tokens.get(token);
        if (side) answered.get(side)?.push(...body.events.map((e) => ({ seq: e.seq, type: e.event.type })));
      }
      if (init?.method === "POST" && url.endsWith("/games") && response.status === 201) {
        const created = (await response.clone().json()) as { tokens: { host: string } };
        tokens.set("host", created.tokens.host);
      }
      if (init?.method === "POST" && url.endsWith("/join") && response.status === 200) {
        const joined = (await response.clone().json()) as { side: string; token: string };
        tokens.set(joined.token, joined.side);
      }
      return response;
    };
    const client = new HotsClient({ baseUrl: current().url, fetch: recording });
    const result = await playRandomGame(client, { setup: { scenario: "braveheart" }, rng: createPrng(3), maxOrders: 150 });
    const referee = tokens.get("host") ?? "";

    const all = await client.getEvents(result.gameId, referee, 0);
    for (const side of ["england", "scotland"] as const) {
      const token = [...tokens].find(([, s]) => s === side)?.[0] ?? "";
      const page = await client.getEvents(result.gameId, token, 0);
      const seqs = page.events.map((e) => e.seq);
      expect(seqs).toEqual(seqs.map((_, i) => i + 1));
      expect(page.last).toBe(seqs.length);
      // Exactly the events hidden whole from this side (the other side's auto-orders, Moray's and
      // Wallace's winter healing) are left out of its numbering. (How many there are depends on the
      // game, which the server's own nonces make random: "fewer than the referee" failed on a game
      // that had none for one side.)
      const hiddenWhole = all.events.filter(({ event }) => event.secret?.from === side && (event.secret.fields?.length ?? 0) === 0).length;
      expect(seqs.length).toBe(all.events.length - hiddenWhole);
      // The numbers in the order answers are the ones /events gives.
      const byNumber = new Map(page.events.map((e) => [e.seq, e.event.type]));
      for (const { seq, type } of answered.get(side) ?? []) expect(byNumber.get(seq), `${side} event ${seq}`).toBe(type);
      const half = Math.floor(seqs.length / 2);
      const rest = await client.getEvents(result.gameId, token, half);
      expect(rest.events).toEqual(page.events.slice(half));
    }
  }, 300_000);

  it("12.7 an option named twice is refused with 400; named once it is accepted", async () => {
    const reply = await request("POST", "/games", { json: { scenario: "braveheart", options: ["OPT-RALLY", "OPT-RALLY"] } });
    expectProblem(reply, 400, "bad-request");
    expect(reply.body.detail).toContain("each option may be named once");
    const once = await request("POST", "/games", { json: { scenario: "braveheart", options: ["OPT-RALLY"] } });
    expect(once.status, once.text).toBe(201);
  });

  it("12.8 a wrong method on a known path is 405 with allow", async () => {
    const game = await newGame();
    const reply = await request("DELETE", `/games/${game.gameId}`, { token: game.tokens.england });
    expectProblem(reply, 405, "method-not-allowed");
    expect(reply.headers.get("allow")).toBe("GET, HEAD");
    expect(reply.body.allow).toEqual(["GET", "HEAD"]);
    const orders = await request("GET", `/games/${game.gameId}/orders`, { token: game.tokens.england });
    expectProblem(orders, 405, "method-not-allowed");
    expect(orders.headers.get("allow")).toBe("POST");
    expectProblem(await request("GET", "/gamez"), 404, "not-found");
    expectProblem(await request("PUT", "/games/x/y/z"), 404, "not-found");
  });

  it("12.8 GET / is a small index with the name, the version and links to /docs and /openapi.json", async () => {
    const reply = await request("GET", "/");
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ name: "hots-judge", version: expect.stringMatching(/^\d+\.\d+\.\d+/), links: { docs: "/docs", openapi: "/openapi.json", health: "/healthz", reference: "/reference" } });
    expect((await request("GET", reply.body.links.openapi)).status).toBe(200);
  });

  it("12.8 a malformed HTTP message and a 20 KB header get problem+json", async () => {
    const malformed = parsedAnswer(await rawExchange("GET / HTTP/1.1\r\nHost: x\r\nBad Header Line\r\n\r\n"));
    expect(malformed).toMatchObject({ status: 400, type: "application/problem+json", body: { status: 400, code: "bad-request" } });
    const big = parsedAnswer(await rawExchange(`GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20 * 1024)}\r\n\r\n`));
    expect(big).toMatchObject({ status: 431, type: "application/problem+json", body: { status: 431, code: "headers-too-large" } });
  });

  it("12.8 a body with __proto__ is refused for what it is, not as invalid JSON", async () => {
    const reply = await request("POST", "/games", { body: '{"scenario":"braveheart","__proto__":{"x":1}}', contentType: "application/json" });
    expectProblem(reply, 400, "bad-request");
    expect(reply.body.detail).toContain('"__proto__"');
    expect(reply.body.detail).not.toContain("not valid JSON");
  });

  it("12.8 /adjudicate with both position and state says to give exactly one", async () => {
    const both = await request("POST", "/adjudicate", { json: { position: { year: 1297 }, state: { version: 1 }, orders: [] } });
    expectProblem(both, 400, "bad-request");
    expect(both.body.detail).toBe("give exactly one of position or state");
    const neither = await request("POST", "/adjudicate", { json: { orders: [] } });
    expectProblem(neither, 400, "bad-request");
    expect(neither.body.detail).toBe("give exactly one of position or state");
  });
});

// GET /games/{id}/board.svg, /board.png and /reference on a real server over a SQLite file
// (issue 11, item 3).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BLOCKS, BORDERS } from "../../src/rules/data/index.js";
import { renderBoardSvg } from "../../src/render/index.js";
import { parseXml, descendants } from "../helpers/xml.js";
import { apiClient, type Created } from "./client.js";
import { startServer, testConfig, type TestServer } from "./server.js";

const root = mkdtempSync(join(tmpdir(), "hots-board-"));
let server: TestServer;
let game: Created;
/** A server whose PNG thread takes no waiting board.png (PNG_QUEUE=0), and a game on it. */
let full: TestServer;
let fullGame: Created;

beforeAll(async () => {
  server = await startServer(testConfig(`file:${join(root, "hots.db")}`));
  game = await apiClient(() => server).newGame();
  full = await startServer(testConfig(`file:${join(root, "full.db")}`, { PNG_QUEUE: "0" }));
  fullGame = await apiClient(() => full).newGame();
});
afterAll(async () => {
  await server?.close();
  await full?.close();
  rmSync(root, { recursive: true, force: true });
});

const blockIds = (svg: string) => descendants(parseXml(svg)).filter((n) => n.attrs.class === "block").map((n) => n.attrs["data-block"]);

describe("GET /games/{id}/board.svg and board.png", () => {
  it("draws the caller's own view: the SVG the view renders to, enemy blocks blank", async () => {
    const view = (await server.request("GET", `/games/${game.gameId}`, { token: game.tokens.scotland })).body.view;
    const reply = await server.request("GET", `/games/${game.gameId}/board.svg`, { token: game.tokens.scotland });
    expect(reply.status).toBe(200);
    expect(reply.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect(reply.text).toBe(renderBoardSvg(view));
    const ids = blockIds(reply.text);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.every((id) => BLOCKS.find((b) => b.id === id)?.side !== "england")).toBe(true);
    const english = view.blocks.filter((b: { side: string }) => b.side === "england");
    expect(english).toEqual([]);
    // The observer sees no block's face.
    const observer = await server.request("GET", `/games/${game.gameId}/board.svg`, { token: game.tokens.observer });
    expect(observer.status).toBe(200);
    expect(blockIds(observer.text)).toEqual([]);
  });

  it("ETag names the version and the format; If-None-Match gives 304", async () => {
    const svg = await server.request("GET", `/games/${game.gameId}/board.svg`, { token: game.tokens.england });
    const version = (await server.request("GET", `/games/${game.gameId}`, { token: game.tokens.england })).body.version;
    expect(svg.headers.get("etag")).toBe(`"${version}.svg"`);
    expect(svg.headers.get("vary")).toBe("authorization, accept-language");
    const again = await server.request("GET", `/games/${game.gameId}/board.svg`, { token: game.tokens.england, headers: { "if-none-match": `"${version}.svg"` } });
    expect(again.status).toBe(304);
    const png = await server.request("GET", `/games/${game.gameId}/board.png`, { token: game.tokens.england, headers: { "if-none-match": `"${version}.svg"` } });
    expect(png.status).toBe(200);
    expect(png.headers.get("etag")).toBe(`"${version}.png"`);
  });

  it("the PNG is an image 1000 px wide", async () => {
    const response = await fetch(`${server.url}/games/${game.gameId}/board.png`, { headers: { authorization: `Bearer ${game.tokens.host}` } });
    expect(response.headers.get("content-type")).toBe("image/png");
    const png = Buffer.from(await response.arrayBuffer());
    expect(png.subarray(1, 4).toString("ascii")).toBe("PNG");
    expect(png.readUInt32BE(16)).toBe(1000);
  });

  it("board.png with PNG_QUEUE boards already waiting for the PNG thread is 503 busy with retry-after; board.svg is still drawn", async () => {
    const busy = await full.request("GET", `/games/${fullGame.gameId}/board.png`, { token: fullGame.tokens.england });
    expect(busy.status).toBe(503);
    expect(busy.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    expect(busy.headers.get("retry-after")).toBe("2");
    expect(busy.body).toMatchObject({ code: "busy", retryAfter: 2 });
    const svg = await full.request("GET", `/games/${fullGame.gameId}/board.svg`, { token: fullGame.tokens.england });
    expect(svg.status).toBe(200);
  });

  it("a bad token, a token in the URL, an unknown game or one waiting for players is a problem, not a picture", async () => {
    const inUrl = await server.request("GET", `/games/${game.gameId}/board.svg?token=${game.tokens.observer}`);
    expect(inUrl.status).toBe(401);
    const waiting = (await server.request("POST", "/games", { json: { scenario: "braveheart" } })).body;
    const early = await server.request("GET", `/games/${waiting.gameId}/board.svg`, { token: waiting.tokens.observer });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ code: "conflict", reason: "not-started" });
    const bad = await server.request("GET", `/games/${game.gameId}/board.svg`, { token: "nope" });
    expect(bad.status).toBe(401);
    expect(bad.headers.get("content-type")).toMatch(/^application\/problem\+json/);
    expect(bad.body.code).toBe("unauthorized");
    const missing = await server.request("GET", `/games/no-such-game/board.png`, { token: game.tokens.england });
    expect(missing.status).toBeGreaterThanOrEqual(400);
    expect(missing.headers.get("content-type")).toMatch(/^application\/problem\+json/);
  });
});

describe("GET /reference", () => {
  it("1.1-3.0 lists the map, the blocks and the cards by key, as the engine knows them", async () => {
    const reply = await server.request("GET", "/reference");
    expect(reply.status).toBe(200);
    const ref = reply.body;
    expect(ref.areas).toHaveLength(23);
    expect(ref.areas.find((a: { name: string }) => a.name === "Badenoch")).toEqual({
      name: "Badenoch",
      country: "scotland",
      castle: 2,
      cathedral: false,
      homeOf: ["comyn"],
      coastal: false,
      seas: [],
    });
    expect(ref.borders).toHaveLength(BORDERS.length);
    expect(ref.borders.filter((b: { angloScottish: boolean }) => b.angloScottish)).toHaveLength(3);
    expect(ref.borders.find((b: { between: string[] }) => b.between.join() === "England,Teviot")).toEqual({ between: ["England", "Teviot"], color: "red", limit: 2, angloScottish: true });
    expect(ref.blocks.find((b: { id: string }) => b.id === "edward")).toMatchObject({ side: "england", move: 3, rating: "B4", maxSteps: 4, blackCross: true, celtic: false });
    expect(ref.blocks.find((b: { id: string }) => b.id === "welsh_archers")).toMatchObject({ celtic: true, rating: "B3" });
    expect(ref.cards.map((c: { key: string; count: number }) => `${c.key}x${c.count}`)).toEqual([
      "herald x1", "pillage x1", "sea_move x1", "truce x1", "victuals x1", "move3 x3", "move2 x10", "move1 x7",
    ].map((s) => s.replace(" ", "")));
    expect(ref.scenarios.map((s: { id: string }) => s.id)).toEqual(["braveheart", "the_bruce", "campaign"]);
    expect(ref.seas.map((s: { name: string }) => s.name)).toEqual(["Irish Sea", "North Sea"]);
  });
});

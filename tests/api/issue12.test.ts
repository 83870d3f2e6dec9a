// Issue 12 (what a client author tripped over), one regression test per point, against a real server
// on a SQLite file.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, expectProblem } from "./client.js";
import { startServer, testConfig, type TestServer } from "./server.js";

const root = mkdtempSync(join(tmpdir(), "hots-issue12-"));
let server: TestServer | undefined;
const current = (): TestServer => {
  if (!server) throw new Error("the server is not running");
  return server;
};
beforeAll(async () => {
  server = await startServer(testConfig(`file:${join(root, "hots.db")}`));
});
afterAll(async () => {
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

const api = apiClient(current);
const { request, newGame, read } = api;

describe("issue 12: the API", () => {
  it("12.4 POST /resign?dryRun=true previews and changes nothing; resign refuses unknown fields", async () => {
    const game = await newGame();
    const resign = `/games/${game.gameId}/resign`;
    const preview = await request("POST", `${resign}?dryRun=true`, { token: game.tokens.england });
    expect(preview.status, preview.text).toBe(200);
    expect(preview.body).toMatchObject({ applied: false, version: 0 });
    expect((await read(game, "referee")).body.version).toBe(0);
    expect((await read(game, "referee")).body.status).not.toBe("over");

    expectProblem(await request("POST", resign, { token: game.tokens.england, json: { x: 1 } }), 400, "bad-request");
    expect((await read(game, "referee")).body.version).toBe(0);

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
});

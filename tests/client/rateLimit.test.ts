// The rate limit counts per seat token (per client address without one), and its default lets one
// client play a whole game without waiting: the README's demo, `hots play --random`, against a
// server started with the defaults.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { loadConfig } from "../../src/config.js";
import { startTestServer, type TestServer } from "./server.js";

const defaults = loadConfig({});
if (!defaults.ok) throw new Error(defaults.message);
const DEFAULT_MAX = String(defaults.config.rateLimitMax);

async function hots(...argv: string[]): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err };
}

describe("the default rate limit and one client's game", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_MAX: DEFAULT_MAX });
  });
  afterAll(async () => {
    await server?.close();
  });

  it("hots play --random plays a whole game at the default limit without one 429", async () => {
    const { code, out, err } = await hots("play", "--random", "--server", server.url, "--scenario", "braveheart", "--seed", "3");
    expect(err).toEqual([]);
    expect(code).toBe(0);
    expect(out.some((l) => / wins .* after \d+ orders/.test(l))).toBe(true);
    // The play command reports every 429 it waited out on its last line.
    expect(out.at(-1)).not.toMatch(/waited out/);
    // Hundreds of requests, nearly all with one side's token: each token's count stays under the
    // default, whatever the machine's speed (a Braveheart game has fewer than 500 decisions).
    const game = /^game 1: (\S+) created/.exec(out[0] ?? "")?.[1] ?? "?";
    expect(server.requests.filter((r) => r.includes(game)).length).toBeGreaterThan(100);
  }, 600_000);
});

describe("the limit counts per token, and per address without one", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ RATE_LIMIT_MAX: "3" });
  });
  afterAll(async () => {
    await server?.close();
  });

  const send = (path: string, init: { method?: string; token?: string; json?: unknown } = {}) =>
    fetch(`${server.url}${path}`, {
      method: init.method ?? "GET",
      headers: { ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...(init.json ? { "content-type": "application/json" } : {}) },
      ...(init.json ? { body: JSON.stringify(init.json) } : {}),
    });

  it("a token spends its own allowance; the address's is spent apart; a made-up token counts as the address", async () => {
    // Three requests without a seat token spend the address's allowance: create, then two joins.
    const created = (await (await send("/games", { method: "POST", json: { scenario: "braveheart" } })).json()) as { gameId: string; invites: Record<string, string> };
    const tokens: Record<string, string> = {};
    for (const side of ["england", "scotland"]) {
      const joined = await send(`/games/${created.gameId}/join`, { method: "POST", json: { invite: created.invites[side] } });
      expect(joined.status).toBe(200);
      tokens[side] = ((await joined.json()) as { token: string }).token;
    }
    expect((await send("/games", { method: "POST", json: { scenario: "braveheart" } })).status).toBe(429);
    expect((await send(`/games/${created.gameId}`, { token: "made-up-token-of-no-seat" })).status).toBe(429);

    // Each side's token has three requests of its own, whatever the address and the other side did.
    for (let i = 0; i < 3; i++) expect((await send(`/games/${created.gameId}`, { token: tokens.england })).status).toBe(200);
    const limited = await send(`/games/${created.gameId}`, { token: tokens.england });
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { code: string }).code).toBe("rate-limited");
    for (let i = 0; i < 3; i++) expect((await send(`/games/${created.gameId}`, { token: tokens.scotland })).status).toBe(200);
    expect((await send(`/games/${created.gameId}`, { token: tokens.scotland })).status).toBe(429);
  }, 120_000);
});

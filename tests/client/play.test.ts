// `hots play --random` end to end: complete games through a real server, both sides by the API.

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { startTestServer, type TestServer } from "./server.js";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server?.close();
});

async function hots(...argv: string[]): Promise<{ code: number; out: string[]; err: string[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await main(argv, { out: (l) => out.push(l), err: (l) => err.push(l) });
  return { code, out, err };
}

/** Requests per rate-limit window in the rate-limit test: enough for a few orders each window. */
const ALLOWANCE = 30;

describe("hots play --random", () => {
  it("plays two games to the end at once and reports each result", async () => {
    const { code, out, err } = await hots("play", "--random", "--server", server.url, "--scenario", "braveheart", "--seed", "5", "--games", "2", "--concurrency", "2");
    expect(err).toEqual([]);
    expect(code).toBe(0);
    expect(out.filter((l) => /^game \d: \S+ created \(braveheart, player seed \d+\)$/.test(l))).toHaveLength(2);
    expect(out.some((l) => /^game \d: year 1\d{3} \(\d+ orders?\)$/.test(l))).toBe(true);
    const results = out.filter((l) => / wins .* after \d+ orders \(\d+ fallbacks?, \d+ conflicts?\) in [\d.]+ s$/.test(l));
    expect(results).toHaveLength(2);
    expect(out.at(-1)).toMatch(/^2 games, \d+ orders in [\d.]+ s \([\d.]+ orders\/s\); England won \d, Scotland \d$/);
  }, 900_000);

  it("--quiet prints only the result and the total", async () => {
    const { code, out } = await hots("play", "--random", "--server", server.url, "--scenario", "the_bruce", "--seed", "8", "--quiet");
    expect(code).toBe(0);
    expect(out).toHaveLength(2);
    expect(out[0]).toMatch(/^game 1: (England|Scotland) wins /);
  }, 300_000);

  it("12.9 waits out the server's rate limit (429, retry-after) and ends with the game's id, observer link and host (referee) token", async () => {
    // A short window keeps the wait short (RATE_LIMIT_WINDOW_MS). So that the limit is reached however
    // slow the machine, the test spends the whole window's allowance at once before the game starts:
    // its first request is then refused unless the burst took longer than the window, which is far
    // more than it ever needs.
    const limited = await startTestServer({ RATE_LIMIT_MAX: String(ALLOWANCE), RATE_LIMIT_WINDOW_MS: "5000" });
    try {
      const burst = await Promise.all(Array.from({ length: ALLOWANCE }, () => fetch(`${limited.url}/games/none`).then((r) => r.status)));
      expect(burst.every((status) => status === 404)).toBe(true);
      const { code, out, err } = await hots("play", "--random", "--server", limited.url, "--seed", "4", "--max-orders", "15");
      expect(err).toEqual([]);
      expect(code).toBe(0);
      expect(out.at(-1)).toMatch(/; waited out \d+ rate limits? \(\d+ s\)$/);
      const id = /^game 1: (\S+) created/.exec(out[0] ?? "")?.[1];
      expect(out).toContain(`game 1: game ${id}`);
      expect(out.some((l) => l.startsWith(`game 1: observer link http`) && l.includes(id ?? "?"))).toBe(true);
      expect(out.some((l) => /^game 1: host \(referee\) token [A-Za-z0-9_-]{20,}$/.test(l))).toBe(true);
    } finally {
      await limited.close();
    }
  }, 300_000);

  it("explains a missing flag or a bad server URL, and fails when no server answers", async () => {
    expect((await hots("play", "--server", server.url)).code).toBe(2);
    expect((await hots("play", "--random")).err[0]).toContain("--server URL is required");
    expect((await hots("play", "--random", "--server", "ftp://x")).code).toBe(2);
    const down = await hots("play", "--random", "--server", "http://127.0.0.1:9", "--quiet");
    expect(down.code).toBe(1);
    expect(down.err[0]).toMatch(/^game 1: FAILED: /);
  });
});

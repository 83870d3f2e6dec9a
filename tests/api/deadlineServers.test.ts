// Issue 8, "Done when", with real `hots serve` processes and the real clock (a spawned server has no
// other): deadlines of a few seconds, generous waits, nothing timed.
// - Two servers on one PostgreSQL: games in which nobody answers run through their deadlines to the
//   missed-deadline resignation (9.0), every expired deadline answered by exactly one default.
// - One server: a game in which England plays through the API and Scotland answers nothing ends by
//   itself through defaults, and its record replays with `hots replay`.
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chooseOrder, fallbackOrder } from "../../src/playout/decisionPlayer.js";
import { createPrng } from "../../src/playout/prng.js";
import type { Decision } from "../../src/rules/decisions.js";
import type { Side } from "../../src/rules/sides.js";
import { openStore } from "../../src/store/index.js";
import { describeWithPostgres, postgresSchemas } from "../helpers/postgres.js";
import { ensureBuilt, killAll, spawnServer, type ServerProcess } from "./spawned.js";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const run = promisify(execFile);
const root = mkdtempSync(join(tmpdir(), "hots-deadline-servers-"));
const postgres = await postgresSchemas();
afterAll(async () => {
  killAll();
  await postgres.close();
  rmSync(root, { recursive: true, force: true });
});

/** No mail is sent (no game has addresses); the secret keeps the servers from writing one to disk. */
const MAIL_ENV = { MAIL_SECRET: "deadline-servers-secret-0123", MAIL_OUTBOX_DIR: join(root, "outbox") };

interface Game {
  gameId: string;
  tokens: Record<Side | "host", string>;
}

async function call(server: ServerProcess, method: string, path: string, token?: string, json?: unknown): Promise<{ status: number; body: any }> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (json !== undefined) headers["content-type"] = "application/json";
  const reply = await fetch(`${server.url}${path}`, { method, headers, ...(json !== undefined ? { body: JSON.stringify(json) } : {}) });
  return { status: reply.status, body: await reply.json() };
}

/** POST /games with deadlines, then both seats claimed (each on its own server): the first deadline starts. */
async function createGame(servers: readonly ServerProcess[], deadlines: unknown): Promise<Game> {
  const [first] = servers as [ServerProcess];
  const created = await call(first, "POST", "/games", undefined, { scenario: "braveheart", deadlines });
  expect(created.status).toBe(201);
  const tokens = { host: created.body.tokens.host as string } as Game["tokens"];
  for (const [i, side] of (["england", "scotland"] as const).entries()) {
    const joined = await call(servers[i % servers.length] as ServerProcess, "POST", `/games/${created.body.gameId}/join`, undefined, { invite: created.body.invites[side] });
    expect(joined.status).toBe(200);
    tokens[side] = joined.body.token;
  }
  return { gameId: created.body.gameId, tokens };
}

/**
 * The server's error logs, but for worker passes that could not start their transaction in time
 * (Prisma P2028, a busy pool on a loaded machine): the next pass, a second later, does the work,
 * which the checks on the stored games cover.
 */
function errorsBut(server: ServerProcess): string[] {
  const transient = (line: string): boolean => {
    try {
      const log = JSON.parse(line) as { msg?: string; err?: { code?: string } };
      return log.msg === "deadline worker pass failed" && log.err?.code === "P2028";
    } catch {
      return false;
    }
  };
  return server.errorLogs().filter((line) => !transient(line));
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls until every game is over; generous, so a loaded machine only makes it slower. */
async function untilOver(server: ServerProcess, games: readonly Game[], timeoutMs = 300_000): Promise<void> {
  const started = Date.now();
  for (;;) {
    const states = await Promise.all(games.map((g) => call(server, "GET", `/games/${g.gameId}`, g.tokens.england)));
    if (states.every((s) => s.body.status === "over")) return;
    if (Date.now() - started > timeoutMs) throw new Error(`games not over after ${timeoutMs} ms: ${states.filter((s) => s.body.status !== "over").length} left`);
    await sleep(250);
  }
}

/** GET /games/{id}/record, checked by `hots replay --json` as a process; the report it prints. */
async function replayed(server: ServerProcess, game: Game): Promise<{ record: any; report: any }> {
  const reply = await call(server, "GET", `/games/${game.gameId}/record`, game.tokens.england);
  expect(reply.status).toBe(200);
  const file = join(root, `${game.gameId}.json`);
  writeFileSync(file, JSON.stringify(reply.body));
  const { stdout } = await run(process.execPath, [join(ROOT, "bin", "hots.js"), "replay", file, "--json"], { cwd: ROOT });
  return { record: reply.body, report: JSON.parse(stdout) };
}

/** Every decision kind gets a second: each game runs through a deadline every second or two. */
const SECONDS = { cards: 1, movement: 1, battle: 1, winter: 1 };
/** Missed deadlines in a row that resign a side: a few games each, so that some run longer. */
const LIMITS = [2, 3, 4, 5, 6, 8];

describeWithPostgres("two hots serve processes on one PostgreSQL apply every expired deadline exactly once (issue 8)", postgres.unreachable, () => {
  let servers: ServerProcess[] = [];
  let databaseUrl = "";

  beforeAll(async () => {
    await ensureBuilt();
    databaseUrl = await postgres.freshUrl("deadline_servers");
    servers = await Promise.all([spawnServer({ DATABASE_URL: databaseUrl, ...MAIL_ENV }), spawnServer({ DATABASE_URL: databaseUrl, ...MAIL_ENV })]);
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) expect(await server.stop()).toBe(0);
  });

  it("games nobody answers reach their end through defaults: every expired decision defaulted once, none twice, none missed; records replay", { timeout: 420_000 }, async () => {
    const games: Game[] = [];
    for (const [i, missedLimit] of LIMITS.entries()) {
      const order = i % 2 === 0 ? servers : [...servers].reverse();
      games.push(await createGame(order, { seconds: SECONDS, remindersSeconds: [], missedLimit }));
    }
    await untilOver(servers[0] as ServerProcess, games);

    const store = await openStore(databaseUrl);
    try {
      for (const [i, game] of games.entries()) {
        const limit = LIMITS[i] as number;
        const orders = await store.listOrders(game.gameId);
        // Nobody answered: every order is a default, written with the deadline it answered.
        expect(orders.every((o) => o.defaulted && o.deadline instanceof Date)).toBe(true);
        // Applied once: each default took the next version (two servers writing the same default
        // would both have written on one version), and none before its deadline.
        expect(orders.map((o) => o.versionBefore)).toEqual(orders.map((o, k) => (orders[0]?.versionBefore ?? 0) + k));
        for (const o of orders) expect(o.createdAt.getTime()).toBeGreaterThanOrEqual(o.deadline?.getTime() ?? Infinity);
        // Told once each, with the side and the deadline it answered (a decision that follows one of
        // the same side and kind keeps its deadline, src/games/deadlines/clock.ts: two defaults may share one).
        const told = (await store.listEvents(game.gameId))
          .map((e) => e.json as { type: string; side: Side; deadline: string })
          .filter((e) => ["deadline-default", "deadline-resignation"].includes(e.type));
        // (The event shows the deadline to the second, as every deadline shown.)
        const toSecond = (ms: number): number => Math.floor(ms / 1000) * 1000;
        expect(told.map((e) => [e.side, Date.parse(e.deadline)])).toEqual(orders.map((o) => [o.side, toSecond(o.deadline?.getTime() ?? 0)]));
        // None missed: the game ran to the resignation of the side that missed `limit` deadlines in a row.
        const last = orders.at(-1);
        expect(last?.text).toBe("resign");
        expect(orders.filter((o) => o.side === last?.side)).toHaveLength(limit);
        const { record, report } = await replayed(servers[i % 2] as ServerProcess, game);
        expect(record.orders).toHaveLength(orders.length);
        expect(report).toMatchObject({ verified: true, outcome: { reason: "resignation" } });
      }
    } finally {
      await store.close();
    }
    for (const server of servers) expect(errorsBut(server)).toEqual([]);
  });
});

describe("a game with deadlines of seconds on a hots serve process, one side silent (issue 8)", () => {
  let server: ServerProcess;

  beforeAll(async () => {
    await ensureBuilt();
    server = await spawnServer({ DATABASE_URL: `file:${join(root, "silent.db")}`, ...MAIL_ENV });
  }, 120_000);

  afterAll(async () => {
    expect(await server.stop()).toBe(0);
  });

  it("England plays through the API, Scotland answers nothing: the game ends by itself through defaults and its record replays with hots replay", { timeout: 420_000 }, async () => {
    // A few seconds a decision: time enough for England to answer on a loaded machine.
    const game = await createGame([server], { seconds: { cards: 4, movement: 4, battle: 4, winter: 4 }, remindersSeconds: [], missedLimit: 3 });
    const rng = createPrng(8);
    let englishOrders = 0;
    const started = Date.now();
    for (;;) {
      const current = await call(server, "GET", `/games/${game.gameId}`, game.tokens.england);
      if (current.body.status === "over") break;
      if (Date.now() - started > 400_000) throw new Error("the game did not end");
      const mine = (current.body.view.decisions as Decision[]).find((d) => d.side === "england");
      if (!mine) {
        await sleep(100);
        continue;
      }
      const send = (order: unknown) =>
        fetch(`${server.url}/games/${game.gameId}/orders`, {
          method: "POST",
          headers: { authorization: `Bearer ${game.tokens.england}`, "content-type": "application/json", "if-match": `"${current.body.version}"` },
          body: JSON.stringify({ order }),
        });
      let reply = await send(chooseOrder(mine, rng));
      // A random pick the engine refuses is replaced by the always-legal one.
      if (reply.status === 422) reply = await send(fallbackOrder(mine));
      if (reply.status === 200) englishOrders++;
      // 409: a default (deadline-passed) or the game moved on first; look again.
      else expect([409]).toContain(reply.status);
    }
    expect(englishOrders).toBeGreaterThan(0);

    const { record, report } = await replayed(server, game);
    expect(report).toMatchObject({ verified: true, outcome: { side: "england", reason: "resignation" } });
    const scottish = (record.orders as { side: Side; text: string; default?: boolean; deadline?: string }[]).filter((o) => o.side === "scotland");
    expect(scottish.every((o) => o.default === true && typeof o.deadline === "string")).toBe(true);
    expect(scottish.map((o) => o.text)).toHaveLength(3);
    expect(scottish.at(-1)?.text).toBe("resign");
    expect(errorsBut(server)).toEqual([]);
  });
});

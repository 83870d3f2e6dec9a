// A `hots serve` process killed (SIGKILL) in the middle of a load of random games, with requests in
// flight, then started again on the same database: every order that was answered 2xx is stored at
// the version it was given, each game's record replays as verified to the stored state, and the
// games go on. On a SQLite file, and on PostgreSQL.

import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError, createClient, isApiError, type HotsClient } from "../../src/client/index.js";
import { playRandomGame } from "../../src/client/randomGame.js";
import { formatOrder } from "../../src/orders/index.js";
import { chooseOrder, fallbackOrder } from "../../src/playout/decisionPlayer.js";
import { createPrng, type Prng } from "../../src/playout/prng.js";
import type { Decision } from "../../src/rules/decisions.js";
import type { Order } from "../../src/rules/orders.js";
import type { Side } from "../../src/rules/sides.js";
import { openStore } from "../../src/store/index.js";
import { describeWithPostgres, postgresSchemas } from "../helpers/postgres.js";
import { ensureBuilt, killAll, spawnServer, type ServerProcess } from "./spawned.js";
import { checkSnapshot, checkStoredGame, type StoredGame } from "./storedGame.js";

/** Random games played at once. */
const GAMES = 4;
/** Accepted orders (all games together) after which the server is killed. */
const KILL_AFTER = 120;
/** Orders each game is played on after the restart. */
const PLAY_ON = 4;

const root = mkdtempSync(join(tmpdir(), "hots-crash-"));
const postgres = await postgresSchemas();
afterAll(async () => {
  killAll();
  await postgres.close();
  rmSync(root, { recursive: true, force: true });
});

type Role = Side | "host" | "observer";

interface Acknowledged {
  gameId: string;
  side: Side;
  text: string;
  version: number;
}

/**
 * A fetch for the client that notes what the server acknowledged: the games created (with their
 * tokens) and every order answered 2xx. It kills the server as the KILL_AFTER-th order is
 * answered, at a moment when other requests are on their way.
 */
class Ledger {
  readonly games = new Map<string, Record<Role, string>>();
  readonly orders: Acknowledged[] = [];
  /** 5xx answers, and anything else the server should not have said. */
  readonly serverErrors: string[] = [];
  killed: { accepted: number; inFlight: number } | null = null;
  private inFlight = 0;

  constructor(private readonly server: ServerProcess) {}

  readonly fetch: typeof fetch = async (input, init) => {
    const method = init?.method ?? "GET";
    const path = new URL(String(input)).pathname;
    this.inFlight += 1;
    try {
      const response = await fetch(input, init);
      const text = await response.text();
      if (response.status >= 500) this.serverErrors.push(`${method} ${path}: ${response.status} ${text}`);
      if (response.ok && method === "POST") this.acknowledged(path, String(init?.body ?? ""), JSON.parse(text));
      return new Response(text === "" ? null : text, { status: response.status, statusText: response.statusText, headers: response.headers });
    } finally {
      this.inFlight -= 1;
    }
  };

  private acknowledged(path: string, sent: string, answer: any): void {
    if (path === "/games") {
      this.games.set(answer.gameId, answer.tokens);
      return;
    }
    // A claimed seat: its token is only ever in this answer (issue 9).
    const joined = /^\/games\/([^/]+)\/join$/.exec(path)?.[1];
    if (joined !== undefined) {
      const tokens = this.games.get(joined);
      if (tokens) tokens[answer.side as Side] = answer.token;
      return;
    }
    const gameId = /^\/games\/([^/]+)\/orders$/.exec(path)?.[1];
    if (gameId === undefined) return;
    if (answer.applied !== true) this.serverErrors.push(`POST ${path}: a 2xx that applied nothing: ${JSON.stringify(answer)}`);
    const { order } = JSON.parse(sent) as { order: Order };
    this.orders.push({ gameId, side: answer.view.viewer, text: formatOrder(order), version: answer.version });
    // This request still counts as in flight: kill when another one is too.
    if (this.killed === null && this.orders.length >= KILL_AFTER && this.inFlight > 1) {
      this.killed = { accepted: this.orders.length, inFlight: this.inFlight - 1 };
      this.server.child.kill("SIGKILL");
    }
  }
}

/** Plays a game on from where it is, each side with its own token and view; returns the orders given. */
async function playOn(client: HotsClient, gameId: string, tokens: Record<Role, string>, rng: Prng, orders: number): Promise<number> {
  for (let n = 0; n < orders; n++) {
    const referee = await client.getGame(gameId, tokens.host);
    if (referee.status === "over" || referee.view === null) return n;
    const side = rng.pick(referee.view.waitingFor);
    const seen = await client.getGame(gameId, tokens[side]);
    const decision = seen.view?.decisions[0] as Decision;
    const options = { ifMatch: seen.version, idempotencyKey: randomUUID() };
    let answer;
    try {
      answer = await client.postOrder(gameId, tokens[side], chooseOrder(decision, rng), options);
    } catch (error) {
      if (!isApiError(error, "illegal-order")) throw error;
      answer = await client.postOrder(gameId, tokens[side], fallbackOrder(decision), { ...options, idempotencyKey: randomUUID() });
    }
    expect(answer.version).toBe(seen.version + 1);
  }
  return orders;
}

function crashTest(provider: string, databaseUrl: () => Promise<string>): void {
  let url = "";
  beforeAll(async () => {
    await ensureBuilt();
    url = await databaseUrl();
  }, 600_000);

  it(`every order answered 2xx before a SIGKILL is stored, the records replay, and play goes on (${provider})`, { timeout: 600_000 }, async () => {
    const first = await spawnServer({ DATABASE_URL: url });
    const ledger = new Ledger(first);
    const client = createClient({ baseUrl: first.url, fetch: ledger.fetch });
    const scenarios = ["braveheart", "the_bruce"] as const;
    const played = await Promise.allSettled(
      Array.from({ length: GAMES }, (_, i) => playRandomGame(client, { setup: { scenario: scenarios[i % 2] ?? "braveheart" }, rng: createPrng(7_000 + i) })),
    );
    // The server died under the load, with requests on their way, and had answered no 5xx before.
    expect(ledger.killed).not.toBeNull();
    expect(ledger.killed?.inFlight).toBeGreaterThan(0);
    expect(await first.exited).toBe("SIGKILL");
    expect(ledger.serverErrors).toEqual([]);
    for (const outcome of played) {
      // A game stops when the server is gone: a network failure, never an answer of the API.
      if (outcome.status === "rejected") expect(outcome.reason).not.toBeInstanceOf(ApiError);
    }
    expect(ledger.games.size).toBe(GAMES);

    const second = await spawnServer({ DATABASE_URL: url });
    const again = createClient(second.url);
    expect(await again.health()).toEqual({ status: "ok" });
    expect((await fetch(`${second.url}/readyz`)).status).toBe(200);

    const stored = new Map<string, StoredGame>();
    for (const [gameId, tokens] of ledger.games) {
      const game = await checkStoredGame(second.url, gameId, tokens.host);
      // Each acknowledged order is in the record, at the version it was answered with.
      for (const acked of ledger.orders.filter((o) => o.gameId === gameId)) {
        const recorded = game.record.orders[acked.version - 1];
        expect({ seq: recorded?.seq, side: recorded?.side, text: recorded?.text }, `game ${gameId} version ${acked.version}`).toEqual({
          seq: acked.version,
          side: acked.side,
          text: acked.text,
        });
      }
      stored.set(gameId, game);
    }

    const rng = createPrng(99);
    const games = [...ledger.games];
    const playedOn = await Promise.all(games.map(([gameId, tokens]) => playOn(again, gameId, tokens, rng, PLAY_ON)));
    for (const [i, [gameId, tokens]] of games.entries()) {
      const before = stored.get(gameId) as StoredGame;
      const after = await checkStoredGame(second.url, gameId, tokens.host);
      expect(after.version).toBe(before.version + (playedOn[i] ?? 0));
      if (after.state.winner === null) expect(playedOn[i]).toBe(PLAY_ON);
      // What was there before the crash is still the start of the record.
      expect(after.record.orders.slice(0, before.version)).toEqual(before.record.orders);
      stored.set(gameId, after);
    }
    expect(second.errorLogs()).toEqual([]);
    expect(await second.stop()).toBe(0);

    const store = await openStore(url);
    try {
      for (const game of stored.values()) await checkSnapshot(store, game);
    } finally {
      await store.close();
    }
  });
}

describe("a server killed under load (SQLite)", () => {
  crashTest("sqlite", async () => `file:${join(root, "crash.db")}`);
});

describeWithPostgres("a server killed under load (PostgreSQL)", postgres.unreachable, () => {
  crashTest("postgresql", () => postgres.freshUrl("crash"));
});

// Two `hots serve` processes on one PostgreSQL database, racing on the same game (docs/api.md
// "Versions", "Idempotency"): of the orders sent for one version, exactly one is applied and the
// others are refused with 409 stale-version, or given the first answer again when they repeat its
// Idempotency-Key; the stored orders are numbered without gaps or repeats, each moves the version
// by one, and the record replays to the state both servers serve.

import { afterAll, beforeAll, expect, it } from "vitest";
import { formatOrder } from "../../src/orders/index.js";
import { chooseOrder, fallbackOrder } from "../../src/playout/decisionPlayer.js";
import { createPrng } from "../../src/playout/prng.js";
import type { Decision } from "../../src/rules/decisions.js";
import type { Order } from "../../src/rules/orders.js";
import type { Side } from "../../src/rules/sides.js";
import { openStore } from "../../src/store/index.js";
import { describeWithPostgres, postgresSchemas } from "../helpers/postgres.js";
import { ensureBuilt, killAll, spawnServer, type ServerProcess } from "./spawned.js";
import { checkSnapshot, checkStoredGame } from "./storedGame.js";

/** Versions the game is played to (fewer if it ends first). */
const VERSIONS = 50;
/** Requests with If-Match and no key, per version of a single decision, spread over both servers. */
const RIVALS = 6;
/** Retries of a keyed request, each up to RETRY_SPREAD_MS after the first. */
const RETRIES = 4;
const RETRY_SPREAD_MS = 60;

const postgres = await postgresSchemas();
afterAll(async () => {
  killAll();
  await postgres.close();
});

type Role = Side | "host" | "observer";

interface Sent {
  to: ServerProcess;
  side: Side;
  order: Order;
  ifMatch?: number;
  key?: string;
  /** Sent this much later than the others. */
  delayMs?: number;
}

interface Answer extends Sent {
  status: number;
  body: any;
  text: string;
}

describeWithPostgres("two servers racing on one game (PostgreSQL)", postgres.unreachable, () => {
  let servers: ServerProcess[] = [];
  let databaseUrl = "";

  beforeAll(async () => {
    await ensureBuilt();
    databaseUrl = await postgres.freshUrl("race");
    // Both migrate the empty schema at once; the migration lock lets one of them do it.
    servers = await Promise.all([spawnServer({ DATABASE_URL: databaseUrl }), spawnServer({ DATABASE_URL: databaseUrl })]);
  }, 600_000);

  afterAll(async () => {
    for (const server of servers) expect(await server.stop()).toBe(0);
  });

  it("exactly one order per version is applied, the rest are stale or the same answer again, and the record replays", { timeout: 600_000 }, async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    // The host here plays neither side: it reads the full state to find each decision (issue 9).
    const created = await fetch(`${a.url}/games`, { method: "POST", headers: { "content-type": "application/json" }, body: '{"scenario":"braveheart","hostSees":"referee"}' });
    expect(created.status).toBe(201);
    const game = (await created.json()) as { gameId: string; tokens: Record<Role, string>; invites: Record<Side, string> };
    // Each seat claimed on another server: the set-up happens wherever the last claim lands.
    for (const [side, server] of [["england", a], ["scotland", b]] as const) {
      const joined = await fetch(`${server.url}/games/${game.gameId}/join`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ invite: game.invites[side] }) });
      expect(joined.status).toBe(200);
      game.tokens[side] = ((await joined.json()) as { token: string }).token;
    }
    const rng = createPrng(20_240_917);

    const read = async (server: ServerProcess, role: Role) => {
      const reply = await fetch(`${server.url}/games/${game.gameId}`, { headers: { authorization: `Bearer ${game.tokens[role]}` } });
      expect(reply.status).toBe(200);
      return (await reply.json()) as { version: number; status: string; view: { decisions: Decision[] } };
    };
    const give = async (sent: Sent, dryRun = false): Promise<Answer> => {
      if (sent.delayMs) await new Promise((resolve) => setTimeout(resolve, sent.delayMs));
      const headers: Record<string, string> = { authorization: `Bearer ${game.tokens[sent.side]}`, "content-type": "application/json" };
      if (sent.ifMatch !== undefined) headers["if-match"] = `"${sent.ifMatch}"`;
      if (sent.key !== undefined) headers["idempotency-key"] = sent.key;
      const reply = await fetch(`${sent.to.url}/games/${game.gameId}/orders${dryRun ? "?dryRun=true" : ""}`, {
        method: "POST",
        headers,
        body: JSON.stringify({ order: sent.order }),
      });
      const text = await reply.text();
      return { ...sent, status: reply.status, text, body: JSON.parse(text) };
    };

    /** version -> the order applied there, as its first answer said. */
    const applied = new Map<number, { side: Side; text: string; answer: string }>();
    let conflicts = 0;
    let idempotentRepeats = 0;
    /** Fires the requests at once; checks that those applied took consecutive versions after `from`. */
    const race = async (from: number, sent: Sent[], expectApplied: number): Promise<Answer[]> => {
      const answers = await Promise.all(sent.map((s) => give(s)));
      const won = answers.filter((x) => x.status === 200);
      for (const answer of answers) {
        if (answer.status === 200) continue;
        expect(answer.status, answer.text).toBe(409);
        expect(answer.body).toMatchObject({ code: "stale-version" });
        expect(answer.body.currentVersion).toBeGreaterThan(from);
        conflicts += 1;
      }
      for (const answer of won) {
        expect(answer.body.applied).toBe(true);
        const version: number = answer.body.version;
        const earlier = applied.get(version);
        if (earlier === undefined) {
          applied.set(version, { side: answer.side, text: formatOrder(answer.order), answer: answer.text });
          continue;
        }
        // Only a repeated Idempotency-Key may be answered for a version twice, with the same answer.
        expect(answer.key, `two orders answered for version ${version}`).toBeDefined();
        expect(answer.body).toEqual(JSON.parse(earlier.answer));
        idempotentRepeats += 1;
      }
      const versions = [...new Set(won.map((x) => x.body.version as number))].sort((x, y) => x - y);
      expect(versions).toEqual(Array.from({ length: expectApplied }, (_, i) => from + 1 + i));
      return answers;
    };

    /** Up to three different orders for the decision that a dry run finds legal. */
    const candidates = async (d: Decision, version: number): Promise<Order[]> => {
      const texts = new Map<string, Order>();
      for (let i = 0; i < 6 && texts.size < 3; i++) {
        const order = chooseOrder(d, rng);
        texts.set(formatOrder(order), order);
      }
      const legal: Order[] = [];
      for (const order of texts.values()) {
        const dry = await give({ to: rng.pick([a, b]), side: d.side, order, ifMatch: version }, true);
        if (dry.status === 200) legal.push(order);
        else expect(dry.status, dry.text).toBe(422);
      }
      if (legal.length > 0) return legal;
      const fallback = fallbackOrder(d);
      expect((await give({ to: a, side: d.side, order: fallback, ifMatch: version }, true)).status).toBe(200);
      return [fallback];
    };

    let simultaneous = 0;
    for (let round = 0; ; round++) {
      const current = await read(round % 2 === 0 ? a : b, "host");
      const v = current.version;
      if (current.status === "over" || v >= VERSIONS) break;
      const { decisions } = current.view;
      const first = (side: Side) => decisions.find((d) => d.side === side);

      if (first("england") && first("scotland")) {
        // Both sides decide at once (3.1 the cards, 7.6 builds): one order each.
        const [england, scotland] = (await Promise.all([candidates(first("england") as Decision, v), candidates(first("scotland") as Decision, v)])).map(
          (legal) => legal[0] as Order,
        ) as [Order, Order];
        const cards = first("england")?.kind === "play-card" && first("scotland")?.kind === "play-card";
        const mode = simultaneous++ % 3;
        if (mode === 1 && cards) {
          // 3.1 Without If-Match the card that loses the race is tried again on the new version: both
          // are applied. (Other decisions taken at once may depend on each other.)
          await race(v, [{ to: a, side: "england", order: england }, { to: b, side: "scotland", order: scotland }], 2);
        } else if (mode === 2) {
          // Each sent to both servers under its own key: the side that wins gets the same answer twice.
          const answers = await race(
            v,
            [a, b].flatMap((to) => [
              { to, side: "england" as const, order: england, ifMatch: v, key: `e${v}` },
              { to, side: "scotland" as const, order: scotland, ifMatch: v, key: `s${v}` },
            ]),
            1,
          );
          const winners = answers.filter((x) => x.status === 200);
          expect(winners).toHaveLength(2);
          expect(winners[0]?.side).toBe(winners[1]?.side);
        } else {
          // Both answer version v, each sent to both servers: one of the four is applied.
          await race(v, [a, b].flatMap((to) => [{ to, side: "england" as const, order: england, ifMatch: v }, { to, side: "scotland" as const, order: scotland, ifMatch: v }]), 1);
        }
        continue;
      }

      const decision = decisions[0] as Decision;
      const orders = await candidates(decision, v);
      const key = `order-${v}`;
      const keyed = (to: ServerProcess, delayMs = 0): Sent => ({ to, side: decision.side, order: orders[0] as Order, ifMatch: v, key, delayMs });
      if (round % 2 === 0) {
        // A crowd of rivals for version v on both servers, and one request sent to both under one key.
        const rivals: Sent[] = Array.from({ length: RIVALS }, (_, i) => ({
          to: i % 2 === 0 ? a : b,
          side: decision.side,
          order: orders[i % orders.length] as Order,
          ifMatch: v,
        }));
        const answers = await race(v, rng.chance(0.5) ? [keyed(a), keyed(b), ...rivals] : [...rivals, keyed(a), keyed(b)], 1);
        const keyedAnswers = answers.filter((x) => x.key === key);
        // Applied once (both answered alike), or refused twice.
        expect(keyedAnswers[0]?.status).toBe(keyedAnswers[1]?.status);
      } else {
        // A client that retries at both servers a moment later, while the first is being written.
        const retries = Array.from({ length: RETRIES }, (_, i) => keyed(i % 2 === 0 ? b : a, rng.int(RETRY_SPREAD_MS)));
        const answers = await race(v, [keyed(a), ...retries], 1);
        expect(answers.map((x) => x.status)).toEqual(answers.map(() => 200));
      }
    }

    // Every version was answered to exactly one order, and the races were real.
    const final = await read(a, "host");
    expect([...applied.keys()].sort((x, y) => x - y)).toEqual(Array.from({ length: final.version }, (_, i) => i + 1));
    expect(final.version).toBeGreaterThanOrEqual(Math.min(VERSIONS, 20));
    expect(conflicts).toBeGreaterThan(final.version);
    expect(idempotentRepeats).toBeGreaterThan(0);

    // Both servers tell the same story, and it is the one the answers told.
    const fromA = await checkStoredGame(a.url, game.gameId, game.tokens.host);
    const fromB = await checkStoredGame(b.url, game.gameId, game.tokens.host);
    expect(fromB.record).toEqual(fromA.record);
    for (const order of fromA.record.orders) {
      const answered = applied.get(order.seq);
      expect({ side: order.side, text: order.text }, `order ${order.seq}`).toEqual({ side: answered?.side, text: answered?.text });
      expect(JSON.parse(answered?.answer ?? "null").version).toBe(order.seq);
    }
    const store = await openStore(databaseUrl);
    try {
      await checkSnapshot(store, fromA);
    } finally {
      await store.close();
    }
    for (const server of servers) expect(server.errorLogs()).toEqual([]);
  });
});

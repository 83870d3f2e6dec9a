// Issue 8, item 4: two servers on one PostgreSQL apply every expired deadline exactly once, and an
// order racing its deadline either wins or is told "deadline passed, default applied", never both.
import { afterAll, expect, it } from "vitest";
import { submitOrder } from "../../../src/games/index.js";
import { loadGame } from "../../../src/games/game.js";
import { pendingDecisions } from "../../../src/rules/engine.js";
import { runDueDeadlines, type DeadlineRun } from "../../../src/games/deadlines/worker.js";
import { openStore, type Store } from "../../../src/store/index.js";
import { describeWithPostgres, postgresSchemas } from "../../helpers/postgres.js";
import { newGame, TestClock } from "./helpers.js";

const never = (): never => {
  throw new Error("the game is not set up");
};

const postgres = await postgresSchemas();
afterAll(() => postgres.close());

const SHORT = { seconds: { cards: 60, movement: 60, battle: 60, winter: 60 }, remindersSeconds: [] };
const GAMES = 8;

async function twoServers(clock: TestClock): Promise<[Store, Store]> {
  const url = await postgres.freshUrl("deadlines");
  const first = await openStore(url, { clock: clock.now });
  const second = await openStore(url, { clock: clock.now });
  return [first, second];
}

const total = (runs: DeadlineRun[]): number => runs.reduce((n, r) => n + r.defaults + r.resignations, 0);

describeWithPostgres("deadlines with two servers on one PostgreSQL", postgres.unreachable, () => {
  it("two deadline workers racing over the same expired games apply each default exactly once", async () => {
    const clock = new TestClock(Date.parse("2026-11-23T10:00:00Z"));
    const [a, b] = await twoServers(clock);
    try {
      const ids: string[] = [];
      for (let i = 0; i < GAMES; i++) ids.push((await newGame(a, { scenario: "braveheart", deadlines: SHORT })).gameId);
      const runs: DeadlineRun[] = [];
      // Three deadlines in a row for every game: the card plays, then what follows.
      for (let round = 0; round < 3; round++) {
        clock.advance(61);
        runs.push(...(await Promise.all([runDueDeadlines(a, { limit: 3 }), runDueDeadlines(b, { limit: 3 }), runDueDeadlines(a, { limit: 2 }), runDueDeadlines(b)])));
      }
      let defaulted = 0;
      for (const id of ids) {
        const orders = await a.listOrders(id);
        const events = await a.listEvents(id);
        const told = events.filter((e) => ["deadline-default", "deadline-resignation"].includes((e.json as { type: string }).type));
        // One event per default, one default per (side, deadline): nothing applied twice.
        expect(told).toHaveLength(orders.length);
        const keys = orders.map((o) => `${o.side}@${o.deadline?.toISOString()}`);
        expect(new Set(keys).size).toBe(keys.length);
        expect(orders.every((o) => o.defaulted)).toBe(true);
        // Both card plays of the first deadline at least.
        expect(orders.length).toBeGreaterThanOrEqual(2);
        defaulted += orders.length;
      }
      expect(total(runs)).toBe(defaulted);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  }, 180_000);

  it("an order racing its deadline either wins or gets deadline-passed, never both", async () => {
    const clock = new TestClock(Date.parse("2026-11-23T10:00:00Z"));
    const [a, b] = await twoServers(clock);
    try {
      const outcomes = { won: 0, passed: 0 };
      for (let i = 0; i < GAMES; i++) {
        // A hand of five identical cards is played by the engine (one legal choice): deal again then.
        let dealt: { gameId: string; callers: Awaited<ReturnType<typeof newGame>>["callers"]; decision: Extract<ReturnType<typeof pendingDecisions>[number], { kind: "play-card" }> } | null = null;
        for (let deal = 0; dealt === null && deal < 20; deal++) {
          const { gameId, callers } = await newGame(a, { scenario: "braveheart", deadlines: SHORT });
          const game = await loadGame(a, gameId);
          const asked = game && pendingDecisions(game.state ?? never()).find((d) => d.side === "england");
          if (asked?.kind === "play-card") dealt = { gameId, callers, decision: asked };
        }
        if (dealt === null) throw new Error("England should be choosing a card");
        const { gameId, callers, decision } = dealt;
        const card = { type: "play" as const, card: decision.cards.at(-1) ?? "move1" };
        clock.advance(61);
        const order = () => submitOrder(b, { caller: callers.england, input: { order: card } });
        // Started concurrently, in either order; the first and last games are played out in sequence
        // so that both outcomes are seen whatever the timing.
        let answer: Awaited<ReturnType<typeof order>>;
        if (i === 0) {
          answer = await order();
          await runDueDeadlines(a);
        } else if (i === GAMES - 1) {
          await runDueDeadlines(a);
          answer = await order();
        } else if (i % 2 === 0) {
          [answer] = await Promise.all([order(), runDueDeadlines(a)]);
        } else {
          [, answer] = await Promise.all([runDueDeadlines(a), order()]);
        }
        const orders = await a.listOrders(gameId);
        const english = orders.filter((o) => o.side === "england");
        // The first English order answered the card play: the player's, or the default.
        const first = english[0];
        if (answer.ok) {
          outcomes.won++;
          expect(first?.defaulted).toBe(false);
          expect(first?.json).toEqual(card);
        } else {
          outcomes.passed++;
          expect(answer.error.code).toBe("deadline-passed");
          expect(first?.defaulted).toBe(true);
          expect(english.some((o) => !o.defaulted)).toBe(false);
        }
      }
      expect(outcomes.won + outcomes.passed).toBe(GAMES);
      expect(outcomes.won).toBeGreaterThanOrEqual(1);
      expect(outcomes.passed).toBeGreaterThanOrEqual(1);
      console.info(`order vs deadline: the order won ${outcomes.won}, the default ${outcomes.passed} of ${GAMES}`);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  }, 180_000);
});

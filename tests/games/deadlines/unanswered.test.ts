// Issue 8, items 1-3: a game in which a side answers nothing still ends, through default orders and
// the missed-deadline rule, and its record replays. Time is moved by the test, never waited for.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { getRecord, getView, listEvents, submitOrder } from "../../../src/games/index.js";
import { loadGame } from "../../../src/games/game.js";
import { runDueDeadlines } from "../../../src/games/deadlines/worker.js";
import { createPrng } from "../../../src/playout/prng.js";
import { randomOrder } from "../../../src/playout/randomOrder.js";
import { replayRecord } from "../../../src/records/index.js";
import { pendingDecisions } from "../../../src/rules/engine.js";
import { hots } from "../../helpers/cli.js";
import { newGame, sqliteTable, type Table } from "./helpers.js";

const SHORT = { seconds: { cards: 60, movement: 60, battle: 60, winter: 60 }, remindersSeconds: [30], timeZone: "Europe/Paris" };

const never = (): never => {
  throw new Error("the game is not set up");
};

let table: Table;
beforeEach(async () => {
  table = await sqliteTable();
});
afterEach(async () => {
  await table.close();
});

describe("a side that never answers", () => {
  it("is reminded, defaulted, warned one deadline before, and resigns at the third missed deadline in a row", async () => {
    const { store, clock } = table;
    const { gameId, callers } = await newGame(store, { scenario: "braveheart", deadlines: { ...SHORT, missedLimit: 3 } });
    const rng = createPrng(7);

    const view = await getView(store, callers.scotland);
    const deadline = view.ok && view.value.view?.decisions[0]?.deadline;
    // 10:00 UTC + 60 s, written in Paris time.
    expect(deadline).toBe("2026-11-23T11:01:00+01:00");

    let loops = 0;
    for (;;) {
      const game = await loadGame(store, gameId);
      if (!game || game.status === "over") break;
      if (++loops > 500) throw new Error("the game did not end");
      const mine = pendingDecisions(game.state ?? never()).find((d) => d.side === "england");
      if (mine) {
        const answered = await submitOrder(store, { caller: callers.england, input: { order: randomOrder(game.state ?? never(), mine, rng) } });
        expect(answered.ok).toBe(true);
        continue;
      }
      clock.advance(31);
      await runDueDeadlines(store);
    }

    const game = await loadGame(store, gameId);
    expect(game?.state?.winner).toMatchObject({ side: "england", reason: "resignation" });
    const orders = await store.listOrders(gameId);
    const scottish = orders.filter((o) => o.side === "scotland");
    expect(scottish.map((o) => [o.defaulted, o.text]).at(-1)).toEqual([true, "resign"]);
    expect(scottish.every((o) => o.defaulted && o.deadline instanceof Date)).toBe(true);
    expect(scottish).toHaveLength(3);

    const events = await listEvents(store, callers.scotland, 0);
    const types = events.ok ? events.value.events.map((e) => e.event.type as string) : [];
    expect(types.filter((t) => t === "deadline-reminder")).toHaveLength(3);
    expect(types.filter((t) => t === "deadline-default")).toHaveLength(2);
    expect(types.indexOf("deadline-warning")).toBeLessThan(types.indexOf("deadline-resignation"));
    // Both sides are told of a default; a reminder goes to the side that has to decide.
    const rows = await store.listEvents(gameId);
    const audience = (type: string) => [...new Set(rows.filter((r) => (r.json as { type: string }).type === type).map((r) => r.visibleTo))];
    expect(audience("deadline-reminder")).toEqual(["scotland"]);
    expect(audience("deadline-default")).toEqual(["all"]);

    const record = await getRecord(store, callers.england);
    if (!record.ok) throw new Error(record.error.detail);
    expect(record.value.orders.filter((o) => o.default)).toHaveLength(3);
    expect(replayRecord(record.value).report).toMatchObject({ verified: true, outcome: { side: "england", reason: "resignation" } });
    // The record as a referee downloads it, checked by `hots replay`.
    const file = join(mkdtempSync(join(tmpdir(), "hots-record-")), "record.json");
    writeFileSync(file, JSON.stringify(record.value));
    const replayed = await hots("replay", file, "--json");
    expect(replayed.code, replayed.err.join("\n")).toBe(0);
    expect(JSON.parse(replayed.out.join("\n"))).toMatchObject({ verified: true });
    rmSync(dirname(file), { recursive: true, force: true });
  }, 600_000);

  it("with neither side answering, defaults alone carry a game to its end by the rules, and it replays", async () => {
    const { store, clock } = table;
    const { gameId, callers } = await newGame(store, { scenario: "braveheart", deadlines: { ...SHORT, missedLimit: 10_000 } });
    let passes = 0;
    for (;;) {
      const game = await loadGame(store, gameId);
      if (!game || game.status === "over") break;
      if (++passes > 5000) throw new Error("the game did not end");
      clock.advance(61);
      await runDueDeadlines(store);
    }
    const game = await loadGame(store, gameId);
    expect(game?.state?.winner?.reason).not.toBe("resignation");
    const record = await getRecord(store, callers.host);
    if (!record.ok) throw new Error(record.error.detail);
    expect(record.value.orders.length).toBeGreaterThan(10);
    expect(record.value.orders.every((o) => o.default === true && typeof o.deadline === "string")).toBe(true);
    expect(replayRecord(record.value).report.verified).toBe(true);
  }, 300_000);
});

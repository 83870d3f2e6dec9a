// Issue 8, item 5 through the store: standing orders set by each side, shown in its own view only,
// answer battle decisions as they come; each answer is an ordinary order in the record, which replays.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { getRecord, getView, submitOrder } from "../../src/games/index.js";
import { loadGame } from "../../src/games/game.js";
import { setPolicy } from "../../src/games/policies.js";
import { createPrng } from "../../src/playout/prng.js";
import { randomOrder } from "../../src/playout/randomOrder.js";
import { replayRecord } from "../../src/records/index.js";
import { pendingDecisions } from "../../src/rules/engine.js";
import { randomPolicy } from "../policies/randomPolicy.js";
import { newGame, sqliteTable, type Table } from "./deadlines/helpers.js";

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

describe("standing battle orders in a stored game", () => {
  it("a bad policy is a bad-request naming the problem, and changes nothing", async () => {
    const { store } = table;
    const { gameId, callers } = await newGame(store, { scenario: "braveheart" });
    const bad = await setPolicy(store, callers.england, { text: "retreat when tired" });
    expect(bad).toMatchObject({ ok: false, error: { code: "bad-request" } });
    expect(bad.ok || bad.error.detail).toMatch(/unknown condition "tired"/);
    const referee = await setPolicy(store, callers.host, { text: "regroup none" });
    expect(referee).toMatchObject({ ok: false, error: { code: "forbidden" } });
    expect((await loadGame(store, gameId))?.version).toBe(0);
  });

  it("random games with random standing orders on both sides: every answer is accepted, and the records replay", async () => {
    const { store } = table;
    for (let seed = 1; seed <= 2; seed++) {
      const rng = createPrng(seed);
      const { gameId, callers } = await newGame(store, { scenario: "braveheart" });
      const policies = { england: randomPolicy(rng), scotland: randomPolicy(rng) };
      for (const side of ["england", "scotland"] as const) {
        const set = await setPolicy(store, callers[side], { policy: policies[side] });
        expect(set.ok).toBe(true);
      }
      const mine = await getView(store, callers.scotland);
      expect(mine.ok && mine.value.policy).toEqual(policies.scotland);
      const observer = await getView(store, callers.host);
      expect(observer.ok && observer.value.policy).toBeUndefined();

      for (let n = 0; ; n++) {
        const game = await loadGame(store, gameId);
        if (!game || game.status === "over") break;
        if (n > 3000) throw new Error("the game did not end");
        const d = pendingDecisions(game.state ?? never())[0];
        if (!d) throw new Error("no decision");
        const answered = await submitOrder(store, { caller: callers[d.side], input: { order: randomOrder(game.state ?? never(), d, rng) } });
        if (!answered.ok) throw new Error(`${d.kind}: ${answered.error.detail}`);
      }
      const rows = await store.listEvents(gameId);
      const answers = rows.filter((r) => (r.json as { type: string }).type === "policy-answer");
      expect(answers.length).toBeGreaterThan(0);
      // Each side is told of its own answers only.
      expect(answers.every((r) => r.visibleTo === (r.json as { side: string }).side)).toBe(true);
      const record = await getRecord(store, callers.host);
      if (!record.ok) throw new Error(record.error.detail);
      expect(replayRecord(record.value).report.verified).toBe(true);
    }
  }, 900_000);
});

// POST /adjudicate and /replays: the referee's tools, with no database involved.

import { describe, expect, it } from "vitest";
import type { GameRecord } from "../../src/records/index.js";
import { recordRandomGame } from "../../src/playout/recordGame.js";
import { expectProblem, type ApiClient } from "./client.js";

/** Two English attacks waiting to be fought (as in tests/rules/battle.test.ts, 5.1). */
const twoBattles = {
  year: 1298,
  p1: "england",
  england: { Lothian: "York Knights", Fife: "Lancaster Knights" },
  scotland: { Lothian: "Barclay 1", Fife: "Douglas" },
  battles: [
    { area: "Lothian", attacker: "england", entries: { england: ["Dunbar"] } },
    { area: "Fife", attacker: "england", entries: { england: ["Angus"] } },
  ],
  at: "battles",
};

export function refereeTests(provider: string, api: ApiClient): void {
  const { request } = api;

  describe(`referee tools (${provider})`, () => {
    it("POST /adjudicate plays orders on a position with the dice given, order by order", async () => {
      const reply = await request("POST", "/adjudicate", {
        json: {
          position: twoBattles,
          orders: [
            { side: "scotland", text: "battle Fife" },
            { side: "england", text: "battle Lothian" },
            { side: "england", order: { type: "combat", actions: [{ block: "york_knights", act: "fire" }] } },
            { side: "england", text: "regroup nowhere at all" },
          ],
          dice: [1, 6, 6, 6],
        },
      });
      expect(reply.status, reply.text).toBe(200);
      const { results, state, stateHash, pending } = reply.body;
      expect(results[0]).toMatchObject({ ok: false, error: { code: "not-your-decision", waitingFor: ["england"] } });
      expect(results[1].ok).toBe(true);
      expect(results[1].events.map((e: { type: string }) => e.type)).toContain("battle-started");
      expect(results[2].ok).toBe(true);
      expect(results[2].events.filter((e: { type: string }) => e.type === "fired")).toHaveLength(1);
      expect(results[3]).toMatchObject({ ok: false, error: { code: "order-syntax" } });
      expect(stateHash).toMatch(/^[0-9a-f]{64}$/);
      expect(pending).toMatchObject([{ kind: "regroup", side: "england", area: "Lothian" }]);

      // The state returned continues where it stopped.
      const next = await request("POST", "/adjudicate", { json: { state, orders: [{ side: "england", text: "regroup none" }] } });
      expect(next.status, next.text).toBe(200);
      expect(next.body.results).toMatchObject([{ ok: true }]);
      expect(next.body.pending).toMatchObject([{ kind: "combat-turn", area: "Fife", round: 1 }]);
    });

    it("POST /adjudicate reports dice that run out or do not fit, and refuses what it cannot set up", async () => {
      const short = await request("POST", "/adjudicate", {
        json: { position: twoBattles, orders: [{ side: "england", text: "battle Lothian" }, { side: "england", text: "combat York Knights fire" }], dice: [1] },
      });
      expect(short.status).toBe(200);
      expect(short.body.results[1]).toMatchObject({ ok: false, error: { code: "dice" } });
      expect(short.body.pending).toMatchObject([{ kind: "combat-turn", side: "england" }]);
      const wrongFace = await request("POST", "/adjudicate", {
        json: { position: twoBattles, orders: [{ side: "england", text: "battle Lothian" }, { side: "england", text: "combat York Knights fire" }], dice: [7, 1, 1, 1] },
      });
      expect(wrongFace.body.results[1]).toMatchObject({ ok: false, error: { code: "dice" } });

      expectProblem(await request("POST", "/adjudicate", { json: { position: { ...twoBattles, england: { Lothian: "Wallce" } }, orders: [] } }), 400, "bad-request");
      expectProblem(await request("POST", "/adjudicate", { json: { orders: [] } }), 400, "bad-request");
      expectProblem(await request("POST", "/adjudicate", { json: { position: twoBattles, state: {}, orders: [] } }), 400, "bad-request");
      const bogus = { format: 1, scenario: "braveheart", year: 1298, turn: 1, blocks: { wallace: { side: "scotland", at: "Nowhere", strength: 9 } }, steps: [{ t: "movement", side: "scotland" }] };
      expectProblem(await request("POST", "/adjudicate", { json: { state: bogus, orders: [{ side: "scotland", text: "move none" }] } }), 400, "bad-request");
    });

    it("POST /replays checks a record: verified, or the first divergence", async () => {
      const record: GameRecord = recordRandomGame({ setup: { scenario: "the_bruce" }, seed: 4 }).record;
      const reply = await request("POST", "/replays", { json: record });
      expect(reply.status, reply.text).toBe(200);
      expect(reply.body).toMatchObject({ verified: true, dice: "seed", orders: record.orders.length, divergence: null, diceAudit: { ok: true } });
      expect((await request("POST", "/replays?dice=log", { json: record })).body).toMatchObject({ verified: true, dice: "log" });

      const tampered = structuredClone(record);
      const third = tampered.orders[2];
      if (!third) throw new Error("a game of fewer than three orders");
      third.stateHash = "0".repeat(64);
      expect((await request("POST", "/replays", { json: tampered })).body).toMatchObject({ verified: false, divergence: { order: 3, reason: "state-hash" } });

      const unrevealed = { ...record, dice: { ...record.dice, seed: null } };
      expect((await request("POST", "/replays", { json: unrevealed })).body).toMatchObject({ verified: true, dice: "log", diceAudit: null });
      expectProblem(await request("POST", "/replays?dice=seed", { json: unrevealed }), 400, "bad-request");
      expectProblem(await request("POST", "/replays", { json: { ...record, version: 3 } }), 400, "bad-request");
      expectProblem(await request("POST", "/replays", { json: { format: "something else" } }), 400, "bad-request");
    });
  });
}

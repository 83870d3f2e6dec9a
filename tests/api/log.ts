// Events, dice, the record and resignation: what each role may read of a game's history.

import { describe, expect, it } from "vitest";
import { auditRecordDice, parseRecord, replayRecord } from "../../src/records/index.js";
import { expectProblem, type ApiClient, type Created } from "./client.js";

interface DiceEntry {
  k: number;
  purpose: string;
  n: number;
  value?: number;
  visibleTo: string;
}

/** Both cards played: two orders, the second of which reveals the cards (3.1). */
async function playCards(api: ApiClient, game: Created): Promise<void> {
  for (const side of ["england", "scotland"] as const) {
    const reply = await api.give(game, side, { type: "play", card: await api.cardOf(game, side) });
    expect(reply.status, reply.text).toBe(200);
  }
}

export function logTests(provider: string, api: ApiClient): void {
  const { newGame, read, give } = api;

  describe(`events, dice and record (${provider})`, () => {
    it("events?after gives the later events, without what the caller may not see", async () => {
      const game = await newGame();
      const all = (await read(game, "host", "/events")).body;
      const scotland = (await read(game, "scotland", "/events?after=0")).body;
      const england = (await read(game, "england", "/events")).body;
      expect(scotland.last).toBe(all.last);
      expect(all.events.map((e: { seq: number }) => e.seq)).toEqual(Array.from({ length: all.last }, (_, i) => i + 1));

      // 8.0 the English initial draw: where, not what, for Scotland.
      const drawnBy = (page: { events: { event: Record<string, unknown> }[] }) =>
        page.events.map((e) => e.event).filter((e) => e.type === "drawn");
      expect(drawnBy(england).every((e) => typeof e.block === "string")).toBe(true);
      expect(drawnBy(scotland).length).toBe(drawnBy(england).length);
      for (const e of drawnBy(scotland)) expect(e).toEqual({ type: "drawn", side: "england", area: "England", rule: "8.0" });
      const dealt = scotland.events.map((e: { event: Record<string, unknown> }) => e.event).filter((e: { type: string }) => e.type === "hand-dealt");
      expect(dealt.find((e: { side: string }) => e.side === "england")).toEqual({ type: "hand-dealt", side: "england" });
      expect(dealt.find((e: { side: string }) => e.side === "scotland").cards).toHaveLength(5);

      await playCards(api, game);
      const later = (await read(game, "scotland", `/events?after=${scotland.last}`)).body;
      expect(later.events.length).toBeGreaterThan(0);
      expect(later.events.every((e: { seq: number }) => e.seq > scotland.last)).toBe(true);
      expect(later.last).toBe(later.events.at(-1).seq);
      expect((await read(game, "scotland", `/events?after=${later.last}`)).body).toEqual({ events: [], last: later.last });
      expectProblem(await read(game, "scotland", "/events?after=abc"), 400, "bad-request");
    });

    it("dice: each role reads the values it may see, the host all of them, and no one the seed (issue 9)", async () => {
      const game = await newGame();
      const dice = (role: "england" | "scotland" | "host" | "observer") => read(game, role, "/dice").then((r) => r.body);
      const referee = await dice("host");
      expect(referee.commitment).toBe(game.commitment);
      expect(referee.seed).toBeNull();
      expect(referee.entries.every((e: DiceEntry) => typeof e.value === "number")).toBe(true);
      expect(referee.entries.map((e: DiceEntry) => e.k)).toEqual(referee.entries.map((_: DiceEntry, i: number) => i));
      const purposes = new Set(referee.entries.map((e: DiceEntry) => `${e.purpose}:${e.visibleTo}`));
      expect(purposes).toEqual(new Set(["levy:england", "deal:referee"]));

      for (const role of ["england", "scotland", "observer"] as const) {
        const seen = await dice(role);
        expect(seen.seed).toBeNull();
        // Every draw is listed (counters leave no gap to hide one); only the value may be withheld.
        expect(seen.entries.map(({ value: _, ...rest }: DiceEntry) => rest)).toEqual(referee.entries.map(({ value: _, ...rest }: DiceEntry) => rest));
        for (const entry of seen.entries as DiceEntry[]) {
          const entitled = entry.visibleTo === "all" || entry.visibleTo === role;
          expect(entry.value !== undefined, `${role} k=${entry.k} ${entry.visibleTo}`).toBe(entitled);
        }
      }
    });

    it("the record is refused to a side before the end, given to the host without the seed, and replays as verified", async () => {
      const game = await newGame();
      await playCards(api, game);
      expectProblem(await read(game, "england", "/record"), 403, "forbidden");
      expectProblem(await read(game, "observer", "/record"), 403, "forbidden");
      const reply = await read(game, "host", "/record");
      expect(reply.status).toBe(200);
      const record = parseRecord(reply.body);
      expect(record.gameId).toBe(game.gameId);
      expect(record.dice.commitment).toBe(game.commitment);
      expect(record.dice.seed).toBeNull();
      expect(record.orders.map((o) => [o.seq, o.side])).toEqual([
        [1, "england"],
        [2, "scotland"],
      ]);
      expect(record.orders.every((o) => /^play /.test(o.text))).toBe(true);
      expect(record.result).toBeNull();
      const replay = replayRecord(record);
      expect(replay.report).toMatchObject({ verified: true, dice: "log", orders: 2, divergence: null });
      expect(auditRecordDice(record)).toEqual({ ok: false, reason: "seed-not-revealed" });
    });

    it("resigning ends the game: everything is revealed, the seed published, the record open to both sides", async () => {
      const game = await newGame();
      await playCards(api, game);
      const reply = await api.request("POST", `/games/${game.gameId}/resign`, { token: game.tokens.scotland });
      expect(reply.status, reply.text).toBe(200);
      expect(reply.body).toMatchObject({ version: 3, applied: true, view: { winner: { side: "england", reason: "resignation" } } });
      expect(reply.body.events.map((e: { event: { type: string } }) => e.event.type)).toContain("game-over");

      const england = (await read(game, "england")).body;
      expect(england).toMatchObject({ status: "over", version: 3 });
      expect(england.view.hidden).toEqual([]);
      expect(england.view.hands.scotland).not.toBeNull();
      const events = (await read(game, "england", "/events")).body.events.map((e: { event: Record<string, unknown> }) => e.event);
      expect(events.find((e: Record<string, unknown>) => e.type === "hand-dealt" && e.side === "scotland")?.cards).toHaveLength(5);
      const dice = (await read(game, "observer", "/dice")).body;
      expect(dice.seed).toMatch(/^[0-9a-f]{64}$/);
      expect(dice.entries.every((e: DiceEntry) => typeof e.value === "number")).toBe(true);

      const record = parseRecord((await read(game, "scotland", "/record")).body);
      expect(record.result).toEqual({ winner: "england", reason: "resignation", year: england.view.year });
      expect(record.orders.at(-1)).toMatchObject({ seq: 3, side: "scotland", text: "resign" });
      expect(replayRecord(record).report).toMatchObject({ verified: true, dice: "seed", outcome: { side: "england", reason: "resignation" } });
      expect(auditRecordDice(record)).toEqual({ ok: true });

      expectProblem(await api.request("POST", `/games/${game.gameId}/resign`, { token: game.tokens.england }), 403, "not-your-decision");
      expectProblem(await give(game, "england", { type: "pass" }), 403, "not-your-decision");
      expectProblem(await api.request("POST", `/games/${game.gameId}/resign`, { token: game.tokens.host }), 403, "forbidden");
    });
  });
}

// A replay keeps the game's events for those who narrate it (hots replay --log, the API's story);
// a verdict alone (hots replay, --json) asks for none: a long game has thousands (issue 10, item 1).

import { describe, expect, it } from "vitest";
import { replayRecord } from "../../src/records/replay.js";
import { recordRandomGame } from "../../src/playout/recordGame.js";
import { applyOrder, newGame } from "../../src/rules/engine.js";
import { createCommittedSource, seedFromHex } from "../../src/dice/index.js";
import { parseOrder } from "../../src/orders/text.js";
import type { GameEvent } from "../../src/rules/events.js";
import { SCENARIO_IDS } from "../../src/rules/data/index.js";
import { OPTION_IDS } from "../../src/rules/state.js";

describe("replayRecord's events", () => {
  const { record } = recordRandomGame({ setup: { scenario: "braveheart", options: [], campaignEndYear: null }, seed: 5 });

  it("are every event of the game, in order, by default", () => {
    const dice = createCommittedSource({ seed: seedFromHex(record.dice.seed ?? ""), gameId: record.gameId, nonces: record.dice.nonces });
    const created = newGame({ scenario: "braveheart", options: [], campaignEndYear: null }, dice);
    const played: GameEvent[] = [...created.events];
    let state = created.state;
    for (const entry of record.orders) {
      const result = applyOrder(state, entry.side, parseOrder(entry.text), dice);
      if (!result.ok) throw new Error(result.error.message);
      played.push(...result.events);
      state = result.state;
    }
    expect(replayRecord(record).events).toEqual(played);
  });

  it("are left out for random records of every scenario, with and without options, which still verify (the orders, shared and frozen, are never changed)", () => {
    for (const scenario of SCENARIO_IDS) {
      for (const options of [[], [...OPTION_IDS]]) {
        const recorded = recordRandomGame({ setup: { scenario, options, campaignEndYear: null }, seed: 8 }).record;
        expect(replayRecord(recorded, "seed", { events: false }).report.verified, `${scenario} ${options.length}`).toBe(true);
      }
    }
  });

  it("are left out when not asked for, with the same verdict", () => {
    const kept = replayRecord(record);
    const without = replayRecord(record, "seed", { events: false });
    expect(kept.events.length).toBeGreaterThan(record.orders.length);
    expect(without.events).toEqual([]);
    expect(without.report).toEqual(kept.report);
    expect(without.report.verified).toBe(true);
    expect(without.drawnBy).toEqual(kept.drawnBy);
  });
});

// A dry run previews an order only when the preview tells the caller nothing it could not know:
// no draw from the committed dice (they are secret until drawn), no enemy secret uncovered.

import { describe, expect, it } from "vitest";
import { dryRun } from "../../src/games/dryRun.js";
import type { LoadedGame } from "../../src/games/game.js";
import { parseOrder } from "../../src/orders/index.js";
import type { GameState } from "../../src/rules/state.js";
import { viewFor } from "../../src/views/index.js";
import { game } from "../helpers/game.js";

function loaded(state: GameState): LoadedGame {
  return {
    id: "dry",
    version: 7,
    status: "active",
    state,
    meta: { setup: { scenario: "braveheart", options: [], campaignEndYear: null, bids: null }, players: null, initialStateHash: "", ended: null },
    nonces: {},
    commitment: "",
    seedHex: "",
    createdAt: new Date(0),
  };
}

const beforeBattle = {
  year: 1298,
  p1: "scotland" as const,
  played: { england: "move2", scotland: "move3" },
  england: { Dunbar: "York Knights" },
  scotland: { Lothian: "Barclay 1", Fife: "Wallace" },
  at: "movement-p2" as const,
};

describe("dry runs", () => {
  it("4.0 a move that starts no battle is shown, state untouched", () => {
    const g = game(beforeBattle);
    const before = JSON.stringify(g.state);
    const result = dryRun(loaded(g.state), "england", parseOrder("move Dunbar>Selkirk: York Knights"));
    expect(result).toMatchObject({ ok: true, value: { version: 7, applied: false, preview: "shown" } });
    if (!result.ok) return;
    expect(result.value.view.blocks).toContainEqual(expect.objectContaining({ block: "york_knights", area: "Selkirk" }));
    expect(result.value.events.every((e) => e.seq === null)).toBe(true);
    expect(JSON.stringify(g.state)).toBe(before);
  });

  it("5.1 a move into a battle is shown, the battle is not: nothing of the enemy's blocks comes out", () => {
    const g = game(beforeBattle);
    const result = dryRun(loaded(g.state), "england", parseOrder("move Dunbar>Lothian: York Knights"));
    expect(result).toMatchObject({ ok: true, value: { applied: false, preview: "shown" } });
    if (!result.ok) return;
    expect(result.value.view.blocks).toContainEqual(expect.objectContaining({ block: "york_knights", area: "Lothian" }));
    expect(result.value.view.decisions).toEqual([]);
    expect(result.value.events.map((e) => e.event.type)).not.toContain("battle-started");
    expect(JSON.stringify(result.value)).not.toContain("barclay");
  });

  it("5.4 an order that rolls dice is checked but not previewed", () => {
    const g = game({ ...beforeBattle, england: { Lothian: "York Knights" }, battles: [{ area: "Lothian", attacker: "england", entries: { england: ["Dunbar"] } }], at: "battles" });
    const combat = g.pending("england")[0];
    expect(combat?.kind).toBe("combat-turn");
    const result = dryRun(loaded(g.state), "england", parseOrder("combat York Knights fire"));
    expect(result).toMatchObject({ ok: true, value: { applied: false, preview: "needs-dice", events: [] } });
  });

  it("an illegal order is refused as it would be for real", () => {
    const g = game(beforeBattle);
    expect(dryRun(loaded(g.state), "england", parseOrder("move Dunbar>Fife: York Knights"))).toMatchObject({
      ok: false,
      error: { code: "illegal-order", decision: { kind: "movement" } },
    });
    expect(dryRun(loaded(g.state), "scotland", parseOrder("move none"))).toMatchObject({
      ok: false,
      error: { code: "not-your-decision", waitingFor: ["england"] },
    });
  });

  it("EV-PILLAGE a pillage of hidden blocks answers the same whatever their strengths, and tells none of them", () => {
    const answers = ["York Knights 1", "York Knights 2", "York Knights 4"].map((english) => {
      const g = game({ year: 1298, played: { england: "move2", scotland: "pillage" }, at: "event", england: { Angus: english }, scotland: { Fife: "Wallace 2, Douglas 3" } });
      return dryRun(loaded(g.state), "scotland", parseOrder("pillage Angus from Fife"));
    });
    const [first, ...rest] = answers.map((answer) => JSON.stringify(answer));
    for (const answer of rest) expect(answer).toBe(first);
    for (const type of ["step-lost", "eliminated", "noble-switched", "hit"]) expect(first).not.toContain(`"${type}"`);
  });

  it("5.2 choosing a battle answers the same with or without Welsh or Ulster blocks (their desertion roll comes with the battle)", () => {
    const answerWith = (english: string) => {
      const g = game({ ...beforeBattle, england: { Lothian: english, Fife: "Lancaster Knights" }, scotland: { Lothian: "Barclay 1", Fife: "Douglas" }, battles: [
        { area: "Lothian", attacker: "england", entries: { england: ["Dunbar"] } },
        { area: "Fife", attacker: "england", entries: { england: ["Angus"] } },
      ], at: "battles" });
      const result = dryRun(loaded(g.state), "scotland", parseOrder("battle Lothian"));
      return result.ok ? result.value.preview : result.error.code;
    };
    const welsh = answerWith("York Knights, Welsh Infantry");
    expect(welsh).toBe(answerWith("York Knights, Durham Knights"));
    expect(welsh).not.toBe("needs-dice");
  });
});

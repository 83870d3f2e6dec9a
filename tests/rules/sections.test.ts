// Section-level rules that no narrower test names: 1.0, 2.0, 2.11, 2.13, 2.21, 5.0, 6.0, 8.0.

import { describe, expect, it } from "vitest";
import { AREAS, BLOCKS, BORDERS } from "../../src/rules/data/index.js";
import { newGame } from "../../src/rules/engine.js";
import { createScriptedSource } from "../../src/dice/index.js";
import { game } from "../helpers/game.js";

describe("1.0 MAP", () => {
  it("1.0 blocks move only between areas that share one of the 49 borders", () => {
    expect(AREAS).toHaveLength(23);
    expect(BORDERS).toHaveLength(49);
    const g = game({ year: 1298, played: { england: "move1", scotland: "move2" }, scotland: { Fife: "Douglas" }, england: { England: "York Infantry" }, at: "movement" });
    expect(g.reject("scotland", "move Fife>Lanark: Douglas")).toMatchObject({ code: "not-adjacent", rule: "1.1" });
    expect(g.reject("scotland", "move Fife>Lothian: Douglas")).toMatchObject({ code: "not-adjacent", rule: "1.1" });
    g.order("scotland", "move Fife>Mentieth: Douglas");
    expect(g.block("Douglas").at).toBe("Mentieth");
  });
});

describe("2.0 ARMIES", () => {
  it("2.0 England has 15 non-noble blocks, Scotland 14, and 14 nobles serve either side", () => {
    expect(BLOCKS.filter((b) => b.side === "england")).toHaveLength(15);
    expect(BLOCKS.filter((b) => b.side === "scotland" && b.type !== "noble")).toHaveLength(14);
    expect(BLOCKS.filter((b) => b.type === "noble")).toHaveLength(14);
  });

  it("2.11 a block rolls one die per step of its current strength", () => {
    const g = game({
      year: 1298,
      england: { Lothian: "York Infantry 4" },
      scotland: { Lothian: "Douglas 2" },
      battles: [{ area: "Lothian", attacker: "england", entries: { england: ["Dunbar"] } }],
      at: "battles",
    });
    g.order("scotland", "combat Douglas fire", 6, 6);
    expect(g.eventsOf("fired")).toEqual([expect.objectContaining({ block: "douglas", dice: [6, 6], hits: 0 })]);
    g.order("england", "combat York Infantry fire", 6, 6, 6, 6);
    expect(g.eventsOf("fired")[1]).toMatchObject({ block: "york_infantry", dice: [6, 6, 6, 6] });
  });

  it("2.13 a block enters at most as many areas as its move rating (Wallace 3, Douglas 2)", () => {
    const g = game({ year: 1298, played: { england: "move1", scotland: "move2" }, scotland: { Fife: "Wallace, Douglas" }, england: { England: "York Infantry" }, at: "movement" });
    expect(g.reject("scotland", "move Fife>Mentieth>Lennox>Carrick: Douglas")).toMatchObject({ code: "move-rating", rule: "2.13" });
    g.order("scotland", "move Fife>Mentieth>Lennox>Carrick: Wallace; Fife>Mentieth>Lennox: Douglas");
    expect(g.block("Wallace").at).toBe("Carrick");
    expect(g.block("Douglas").at).toBe("Lennox");
  });

  it("2.21 leaders fight normally: Wallace fires A3 in the Defender's A step", () => {
    const g = game({
      year: 1298,
      england: { Lothian: "York Knights 4" },
      scotland: { Lothian: "Wallace 2" },
      battles: [{ area: "Lothian", attacker: "england", entries: { england: ["Dunbar"] } }],
      at: "battles",
    });
    expect(g.decision()).toMatchObject({ kind: "combat-turn", side: "scotland", blocks: [expect.objectContaining({ block: "wallace" })] });
    g.order("scotland", "combat Wallace fire", 3, 4);
    expect(g.eventsOf("fired")).toEqual([expect.objectContaining({ block: "wallace", rating: "A3", hits: 1 })]);
    expect(g.block("York Knights").strength).toBe(3);
  });
});

describe("5.0 BATTLES", () => {
  it("5.0 every contested area is fought before the Game Turn ends", () => {
    const g = game({
      year: 1298,
      turn: 2,
      played: { england: "move2", scotland: "move1" },
      england: { Angus: "York Knights" },
      scotland: { Buchan: "Douglas 1", Fife: "Barclay" },
      at: "movement",
    });
    g.order("england", "move Angus>Buchan: York Knights");
    g.order("scotland", "move none");
    expect(g.decision()).toMatchObject({ kind: "combat-turn", area: "Buchan", side: "england" });
    // Douglas (C) acts after York Knights (B): the Defender's C step follows the Attacker's B step.
    g.order("england", "combat York Knights fire", 1, 6, 6, 6);
    expect(g.block("Douglas").at).toBe("pool");
    g.order("england", "regroup none");
    expect(g.state.turn).toBe(3);
    expect(g.decision()).toMatchObject({ kind: "play-card" });
  });
});

describe("6.0 KINGS", () => {
  it("6.0 Braveheart starts without a Scottish King, The Bruce with him crowned in Fife", () => {
    const dice = () => createScriptedSource(Array.from({ length: 64 }, () => 0));
    const braveheart = newGame({ scenario: "braveheart" }, dice()).state;
    expect(braveheart.kingCrowned).toBe(false);
    expect(braveheart.blocks.king.at).toBe("aside");
    const bruce = newGame({ scenario: "the_bruce" }, dice()).state;
    expect(bruce.kingCrowned).toBe(true);
    expect(bruce.blocks.king).toMatchObject({ at: "Fife", strength: 4 });
    expect(bruce.edward).toBe("I");
  });
});

describe("8.0 SCENARIOS", () => {
  it("8.0 every block on the map starts at full strength", () => {
    for (const scenario of ["braveheart", "the_bruce", "campaign"] as const) {
      const state = newGame({ scenario }, createScriptedSource(Array.from({ length: 64 }, () => 0))).state;
      for (const info of BLOCKS) {
        const b = state.blocks[info.id];
        if (b.at !== "pool" && b.at !== "aside" && b.at !== "removed") expect(b.strength, `${scenario} ${info.id}`).toBe(info.maxSteps);
      }
    }
  });
});

// 5.5 retreats, C5 border counts, 5.6 regroups, Q9 and Q16 failed retreats.

import { describe, expect, it } from "vitest";
import type { Decision } from "../../src/rules/decisions.js";
import { game } from "../helpers/game.js";

/** Legal destinations of each block in a combat turn, forced retreat or regroup decision, sorted. */
function destinations(d: Decision): Record<string, string[]> {
  if (d.kind !== "combat-turn" && d.kind !== "forced-retreat" && d.kind !== "regroup") throw new Error(`no destinations in ${d.kind}`);
  return Object.fromEntries(d.blocks.map((c) => [c.block, c.to.slice().sort()]));
}

describe("5.5 retreats", () => {
  it("5.5 a block retreats to an adjacent friendly or neutral area, never an enemy or contested one, nor across the enemy's entry border", () => {
    const g = game({
      year: 1298,
      p1: "england",
      england: { Lanark: "York Knights", Annan: "York Infantry", Carrick: "Durham Infantry" },
      scotland: { Lanark: "Wallace, Barclay", Lennox: "Grant", Carrick: "Douglas" },
      battles: [
        { area: "Lanark", attacker: "england", entries: { england: ["Lothian"] } },
        { area: "Carrick", attacker: "england", entries: { england: ["Galloway"] } },
      ],
      at: "battles",
    });
    g.order("england", "battle Lanark");
    // Annan enemy, Carrick contested, Lothian the English entry border: Lennox friendly, Mentieth and Selkirk neutral.
    expect(destinations(g.decision("scotland"))).toEqual({ wallace: ["Lennox", "Mentieth", "Selkirk"] });
    expect(g.reject("scotland", "combat Wallace retreat Lothian")).toMatchObject({ code: "illegal-choice", rule: "5.5" });
    expect(g.reject("scotland", "combat Wallace retreat Carrick")).toMatchObject({ code: "illegal-choice", rule: "5.5" });
    g.order("scotland", "combat Wallace retreat Selkirk");
    expect(g.block("Wallace").at).toBe("Selkirk");
    expect(g.last).toContainEqual({
      type: "retreated",
      side: "scotland",
      block: "wallace",
      from: "Lanark",
      to: "Selkirk",
      secret: { from: "england", fields: ["block"] },
    });
  });

  it("C5 border limits apply to retreats, counted afresh each combat round", () => {
    const g = game({
      year: 1298,
      england: { Lanark: "York Knights" },
      scotland: { Lanark: "Barclay, Douglas, Grant" },
      battles: [{ area: "Lanark", attacker: "england", entries: { england: ["Lothian"] } }],
      at: "battles",
    });
    g.order("england", "combat York Knights pass");
    // Lanark-Selkirk is red: two blocks per round.
    expect(g.reject("scotland", "combat Barclay retreat Selkirk, Douglas retreat Selkirk, Grant retreat Selkirk")).toMatchObject({
      code: "illegal-choice",
      rule: "5.5",
    });
    g.order("scotland", "combat Barclay retreat Selkirk, Douglas retreat Selkirk, Grant pass");
    expect(g.decision()).toMatchObject({ side: "england", round: 2 });
    g.order("england", "combat York Knights pass");
    expect(destinations(g.decision("scotland")).grant).toContain("Selkirk");
    g.order("scotland", "combat Grant retreat Selkirk");
    expect([g.block("Barclay").at, g.block("Douglas").at, g.block("Grant").at]).toEqual(["Selkirk", "Selkirk", "Selkirk"]);
  });

  it("C5 the forced retreat after round 3 starts a fresh border count", () => {
    const g = game({
      year: 1298,
      england: { Lanark: "York Knights, Lancaster Knights, Durham Knights" },
      scotland: { Lanark: "Barclay", Annan: "Grant", Carrick: "Douglas", Lennox: "Fraser", Mentieth: "Graham" },
      battles: [{ area: "Lanark", attacker: "england", entries: { england: ["Lothian"] } }],
      at: "battles",
    });
    for (let round = 1; round <= 2; round++) {
      g.order("england", "combat York Knights pass, Lancaster Knights pass, Durham Knights pass");
      g.order("scotland", "combat Barclay pass");
    }
    g.order("england", "combat York Knights retreat Selkirk, Lancaster Knights retreat Selkirk, Durham Knights pass");
    g.order("scotland", "combat Barclay pass");
    expect(destinations(g.decision())).toEqual({ durham_knights: ["Lothian", "Selkirk"] });
    g.order("england", "retreat Durham Knights>Selkirk");
    expect(g.block("Durham Knights").at).toBe("Selkirk");
  });

  it("C5 the forced retreat obeys border limits too", () => {
    const g = game({
      year: 1298,
      england: { Lanark: "York Knights, Lancaster Knights, Durham Knights" },
      scotland: { Lanark: "Barclay", Annan: "Grant", Carrick: "Douglas", Lennox: "Fraser", Mentieth: "Graham" },
      battles: [{ area: "Lanark", attacker: "england", entries: { england: ["Lothian"] } }],
      at: "battles",
    });
    for (let round = 1; round <= 3; round++) {
      g.order("england", "combat York Knights pass, Lancaster Knights pass, Durham Knights pass");
      g.order("scotland", "combat Barclay pass");
    }
    expect(g.reject("england", "retreat York Knights>Selkirk, Lancaster Knights>Selkirk, Durham Knights>Selkirk")).toMatchObject({
      code: "illegal-choice",
      rule: "5.5",
    });
    g.order("england", "retreat York Knights>Selkirk, Lancaster Knights>Selkirk, Durham Knights>Lothian");
    expect([g.block("York Knights").at, g.block("Lancaster Knights").at, g.block("Durham Knights").at]).toEqual(["Selkirk", "Selkirk", "Lothian"]);
  });

  it("5.5 border control: if both sides entered across one border, only P2 (who entered last) may retreat across it", () => {
    const g = game({
      year: 1298,
      p1: "england",
      england: { Lanark: "York Knights, York Infantry" },
      scotland: { Lanark: "Wallace, Barclay", Lennox: "Grant" },
      battles: [{ area: "Lanark", attacker: "england", reserves: ["Wallace"], entries: { england: ["Lothian"], scotland: ["Lothian"] } }],
      at: "battles",
    });
    expect(destinations(g.decision())).toEqual({ york_knights: ["Annan", "Carrick", "Mentieth", "Selkirk"] });
    g.order("england", "combat York Knights pass");
    expect(destinations(g.decision())).toEqual({ barclay: ["Annan", "Carrick", "Lennox", "Lothian", "Mentieth", "Selkirk"] });
  });

  it("EX-5.5 P1's moves close no border: both sides may retreat into the empty Badenoch, and the first to do so closes it to the other", () => {
    const spec = {
      year: 1298,
      p1: "scotland" as const,
      england: { Atholl: "York Knights" },
      scotland: { Atholl: "Wallace, Barclay" },
      battles: [{ area: "Atholl", attacker: "england" as const, entries: { england: ["Mar"] } }],
      at: "battles" as const,
    };
    const all = ["Angus", "Argyll", "Badenoch", "Fife", "Lennox", "Lochaber", "Mar", "Mentieth"];
    const first = game(spec);
    expect(destinations(first.decision())).toEqual({ wallace: all.filter((a) => a !== "Mar") });
    first.order("scotland", "combat Wallace pass");
    expect(destinations(first.decision())).toEqual({ york_knights: all });

    const second = game(spec);
    second.order("scotland", "combat Wallace retreat Badenoch");
    expect(destinations(second.decision())).toEqual({ york_knights: all.filter((a) => a !== "Badenoch") });
  });

  it("5.5 Scottish blocks may never retreat into England; English blocks in Scotland may", () => {
    const g = game({
      year: 1298,
      england: { Dunbar: "York Knights" },
      scotland: { Dunbar: "Wallace, Barclay" },
      battles: [{ area: "Dunbar", attacker: "scotland", entries: { scotland: ["Lothian"] } }],
      at: "battles",
    });
    expect(destinations(g.decision())).toEqual({ wallace: ["Lothian", "Selkirk", "Teviot"] });
    g.order("scotland", "combat Wallace pass");
    expect(destinations(g.decision())).toEqual({ york_knights: ["England", "Selkirk", "Teviot"] });
  });

  it("5.5 Scots in England retreat into Scotland", () => {
    const g = game({
      year: 1298,
      england: { England: "York Knights" },
      scotland: { England: "Wallace" },
      battles: [{ area: "England", attacker: "england", entries: { england: ["Annan"] } }],
      at: "battles",
    });
    expect(destinations(g.decision())).toEqual({ wallace: ["Dunbar", "Teviot"] });
  });

  it("5.5 the Norse retreats by sea to any friendly coastal Scottish area, never a neutral or inland one", () => {
    const g = game({
      year: 1298,
      england: { Lothian: "York Knights" },
      scotland: { Lothian: "Norse", Ross: "Grant", Lanark: "Barclay", Fife: "Douglas" },
      battles: [{ area: "Lothian", attacker: "england", entries: { england: ["Dunbar"] } }],
      at: "battles",
    });
    expect(destinations(g.decision())).toEqual({ norse: ["Fife", "Ross"] });
    g.order("scotland", "combat Norse retreat Ross");
    expect(g.block("Norse").at).toBe("Ross");
  });

  it("Q16 English attackers in England cannot retreat into Scotland: after round 3 they are eliminated", () => {
    const g = game({
      year: 1298,
      england: { England: "York Infantry, Hobelars" },
      scotland: { England: "Barclay" },
      battles: [{ area: "England", attacker: "england", entries: { england: ["Dunbar"] } }],
      at: "battles",
    });
    for (let round = 1; round <= 3; round++) {
      expect(destinations(g.decision())).toEqual({ hobelars: [] });
      g.order("england", "combat Hobelars pass");
      g.order("scotland", "combat Barclay pass");
      g.order("england", "combat York Infantry pass");
    }
    expect(g.eventsOf("auto-order")).toContainEqual(expect.objectContaining({ type: "auto-order", side: "england", order: { type: "retreat", moves: [] } }));
    expect(g.block("York Infantry")).toEqual({ side: "england", at: "pool", strength: 0 });
    // A failed retreat is a battle elimination: the black-cross Hobelars are removed (5.8).
    expect(g.block("Hobelars")).toEqual({ side: "england", at: "removed", strength: 0 });
    expect(g.eventsOf("battle-won")).toEqual([{ type: "battle-won", area: "England", winner: "scotland" }]);
  });
});

describe("5.6 regroup", () => {
  it("5.6 the winner regroups with a fresh border count, free of border control, never into a contested area", () => {
    const g = game({
      year: 1298,
      p1: "england",
      england: { Lothian: "York Infantry 1", Lanark: "Lancaster Infantry" },
      scotland: { Lothian: "Wallace, King, Douglas", Lanark: "Grant" },
      battles: [
        { area: "Lothian", attacker: "england", entries: { england: ["Dunbar"] } },
        { area: "Lanark", attacker: "england", entries: { england: ["Carrick"] } },
      ],
      at: "battles",
    });
    g.order("england", "battle Lothian");
    g.order("scotland", "combat Wallace retreat Selkirk, King retreat Selkirk");
    g.order("scotland", "combat Douglas fire", 1, 6, 6, 6);
    expect(g.eventsOf("battle-won")).toEqual([{ type: "battle-won", area: "Lothian", winner: "scotland" }]);
    const d = g.decision();
    expect(d).toMatchObject({ kind: "regroup", side: "scotland", rule: "5.6", area: "Lothian" });
    expect(destinations(d)).toEqual({ douglas: ["Dunbar", "Mentieth", "Selkirk"] });
    expect(g.reject("scotland", "regroup Douglas>Lanark")).toMatchObject({ code: "illegal-choice", rule: "5.6" });
    g.order("scotland", "regroup Douglas>Dunbar");
    expect(g.block("Douglas").at).toBe("Dunbar");
    expect(g.eventsOf("battle-started").map((e) => e.area)).toEqual(["Lothian", "Lanark"]);
  });

  it("5.6 regroups obey border limits and the Anglo-Scottish restriction; winners may also stay", () => {
    const g = game({
      year: 1298,
      england: { Dunbar: "York Infantry 1" },
      scotland: { Dunbar: "Barclay, Douglas, Grant" },
      battles: [{ area: "Dunbar", attacker: "scotland", entries: { scotland: ["Lothian"] } }],
      at: "battles",
    });
    g.order("england", "combat York Infantry pass");
    g.order("scotland", "combat Barclay fire, Douglas pass, Grant pass", 1, 6, 6, 6);
    expect(destinations(g.decision())).toEqual({
      douglas: ["Lothian", "Selkirk", "Teviot"],
      barclay: ["Lothian", "Selkirk", "Teviot"],
      grant: ["Lothian", "Selkirk", "Teviot"],
    });
    expect(g.reject("scotland", "regroup Barclay>Selkirk, Douglas>Selkirk, Grant>Selkirk")).toMatchObject({ code: "illegal-choice", rule: "5.6" });
    g.order("scotland", "regroup Barclay>Selkirk, Douglas>Selkirk");
    expect([g.block("Barclay").at, g.block("Douglas").at, g.block("Grant").at]).toEqual(["Selkirk", "Selkirk", "Dunbar"]);
  });
});

describe("5.7 captures by failed retreats", () => {
  it("Q9 a noble unable to make a required retreat is captured: he joins the winners at strength 1 and may regroup with them", () => {
    const g = game({
      year: 1298,
      england: { Lothian: "Angus 3" },
      scotland: { Lothian: "Barclay", Dunbar: "Douglas", Lanark: "Grant", Mentieth: "Fraser", Selkirk: "Graham" },
      battles: [{ area: "Lothian", attacker: "england", entries: { england: ["Dunbar"] } }],
      at: "battles",
    });
    for (let round = 1; round <= 3; round++) {
      g.order("england", "combat Angus pass");
      g.order("scotland", "combat Barclay pass");
    }
    expect(g.eventsOf("captured")).toEqual([{ type: "captured", noble: "angus", from: "england", to: "scotland", area: "Lothian" }]);
    expect(g.block("Angus")).toEqual({ side: "scotland", at: "Lothian", strength: 1 });
    expect(g.eventsOf("battle-won")).toEqual([{ type: "battle-won", area: "Lothian", winner: "scotland" }]);
    const around = ["Dunbar", "Lanark", "Mentieth", "Selkirk"];
    expect(destinations(g.decision())).toEqual({ barclay: around, angus: around });
  });
});

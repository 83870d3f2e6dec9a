// 4.0-4.7 movement: group moves, stop rules, border limits, the Anglo-Scottish border, pinning,
// the Norse, and the Truce's limits on movement.

import { describe, expect, it } from "vitest";
import type { Decision } from "../../src/rules/decisions.js";
import type { PositionSpec } from "../../src/rules/position.js";
import type { Side } from "../../src/rules/sides.js";
import { game, type TestGame } from "../helpers/game.js";

type MovementDecision = Extract<Decision, { kind: "movement" }>;

function movement(g: TestGame, side: Side): MovementDecision {
  const d = g.decision(side);
  if (d.kind !== "movement") throw new Error(`expected a movement decision, got ${d.kind}`);
  return d;
}

/** England P1 with a Move 3, Scotland P2 with a Move 2 (or the cards given). */
function turn(spec: Omit<PositionSpec, "year" | "at" | "played">, played: PositionSpec["played"] = { england: "move3", scotland: "move2" }): TestGame {
  return game({ year: 1298, at: "movement", played, hands: { england: ["move1"], scotland: ["move1"] }, ...spec });
}

describe("4.0 Movement", () => {
  it("4.0 moving is not compulsory: move none ends the phase, the unused MP are lost", () => {
    const g = turn({ england: { Lothian: "York Knights" }, scotland: { Fife: "Wallace" } });
    g.order("england", "move none");
    expect(g.last).toContainEqual({ type: "movement-done", side: "england", mpUsed: 0 });
    expect(g.block("York Knights").at).toBe("Lothian");
    expect(movement(g, "scotland").mp).toBe(2);
  });

  it("4.0 a block moves at most once per Game Turn", () => {
    const g = turn({ england: { England: "Edward" }, scotland: { Fife: "Wallace" } }, { england: "move1", scotland: "move3" });
    const err = g.reject("scotland", "move Fife>Mentieth: Wallace; Mentieth>Lennox: Wallace");
    expect(err).toMatchObject({ code: "already-moved", rule: "4.0" });
  });

  it("4.0 a block that has already moved this turn is not offered and may not move", () => {
    const g = turn({ england: { England: "Edward" }, scotland: { Fife: "Wallace, Douglas" }, moved: ["Wallace"] }, { england: "move1", scotland: "move3" });
    expect(movement(g, "scotland").groups[0]?.blocks.map((b) => b.block)).toEqual(["douglas"]);
    expect(g.reject("scotland", "move Fife>Mentieth: Wallace")).toMatchObject({ code: "already-moved", rule: "4.0" });
  });

  it("4.0 a side may move only its own blocks", () => {
    const g = turn({ england: { Lothian: "York Knights" }, scotland: { Fife: "Wallace" } });
    expect(g.reject("england", "move Fife>Mentieth: Wallace")).toMatchObject({ code: "not-your-block", rule: "4.2" });
  });
});

describe("4.1 Initiative", () => {
  it("4.1 the higher Move card is P1 and finishes all its movement before P2 starts", () => {
    const g = turn({ england: { Lothian: "York Knights" }, scotland: { Fife: "Wallace" } }, { england: "move2", scotland: "move3" });
    expect(g.pending().map((d) => [d.kind, d.side])).toEqual([["movement", "scotland"]]);
    expect(g.reject("england", "move Lothian>Mentieth: York Knights")).toMatchObject({ code: "not-your-decision" });
    g.order("scotland", "move Fife>Mentieth: Wallace");
    expect(movement(g, "england").mp).toBe(2);
  });
});

describe("4.2 Group moves", () => {
  it("EX-4.2 a Group in Buchan (move 2) may reach Angus, Fife, Mar, Badenoch, Strathspey, Moray and Atholl", () => {
    const g = turn({ england: { England: "Edward" }, scotland: { Buchan: "Douglas, Barclay" } });
    g.order("england", "move none");
    expect(movement(g, "scotland")).toMatchObject({
      mp: 2,
      norse: null,
      groups: [
        {
          from: "Buchan",
          blocks: [
            { block: "douglas", to: ["Moray", "Strathspey", "Badenoch", "Mar", "Angus", "Atholl", "Fife"] },
            { block: "barclay", to: ["Moray", "Strathspey", "Badenoch", "Mar", "Angus", "Atholl", "Fife"] },
          ],
        },
      ],
    });
  });

  it("4.2 one MP activates an area; its blocks may go one at a time to different destinations", () => {
    const g = turn({ england: { England: "Edward" }, scotland: { Buchan: "Douglas, Barclay, Grant" } }, { england: "move1", scotland: "move1" });
    g.order("england", "move none");
    g.order("scotland", "move Buchan>Angus>Fife: Douglas; Buchan>Mar>Atholl: Barclay");
    expect(g.last).toContainEqual(expect.objectContaining({ type: "movement-done", side: "scotland", mpUsed: 1 }));
    expect([g.block("Douglas").at, g.block("Barclay").at, g.block("Grant").at]).toEqual(["Fife", "Atholl", "Buchan"]);
  });

  it("4.2 each area activated costs 1 MP: more areas than the card allows is rejected", () => {
    const g = turn({ england: { England: "Edward" }, scotland: { Buchan: "Douglas", Fife: "Wallace" } }, { england: "move1", scotland: "move1" });
    g.order("england", "move none");
    expect(g.reject("scotland", "move Buchan>Angus: Douglas; Fife>Mentieth: Wallace")).toMatchObject({ code: "no-move-points", rule: "3.11" });
  });

  it("Q3 an area is activated once: a later leg from it belongs to the same activation and costs nothing", () => {
    const g = turn({ england: { England: "Edward" }, scotland: { Buchan: "Douglas, Barclay", Fife: "Wallace" } }, { england: "move1", scotland: "move2" });
    g.order("scotland", "move Buchan>Angus: Douglas; Fife>Mentieth: Wallace; Buchan>Mar: Barclay");
    expect(g.last).toContainEqual(expect.objectContaining({ type: "movement-done", side: "scotland", mpUsed: 2 }));
    expect([g.block("Douglas").at, g.block("Wallace").at, g.block("Barclay").at]).toEqual(["Angus", "Mentieth", "Mar"]);
  });

  it("4.2 blocks that entered an area this turn have moved and cannot move on with its group", () => {
    const g = turn({ england: { England: "Edward" }, scotland: { Fife: "Wallace", Angus: "Douglas" } }, { england: "move1", scotland: "move3" });
    expect(g.reject("scotland", "move Fife>Angus: Wallace; Angus>Buchan: Douglas, Wallace")).toMatchObject({ code: "already-moved", rule: "4.0" });
  });

  it("4.2 the Norse never belongs to a Group", () => {
    const g = turn({ england: { England: "Edward" }, scotland: { Moray: "Fraser, Norse" } });
    g.order("england", "move none");
    const d = movement(g, "scotland");
    expect(d.groups.map((grp) => grp.blocks.map((b) => b.block))).toEqual([["fraser"]]);
    expect(g.reject("scotland", "move Moray>Strathspey: Fraser, Norse")).toMatchObject({ code: "illegal-choice", rule: "4.7" });
  });

  it("4.2 a block may pass through friendly and neutral areas", () => {
    const g = turn({ england: { England: "Edward" }, scotland: { Fife: "Wallace", Mentieth: "Douglas" } });
    g.order("england", "move none");
    g.order("scotland", "move Fife>Mentieth>Lanark>Lennox: Wallace");
    expect(g.block("Wallace").at).toBe("Lennox");
  });

  it("4.2(a) a block entering an area with enemy blocks stops there", () => {
    const g = turn({ england: { Angus: "York Infantry" }, scotland: { Fife: "Wallace" } });
    g.order("england", "move none");
    expect(g.reject("scotland", "move Fife>Angus>Buchan: Wallace")).toMatchObject({ code: "must-stop", rule: "4.2" });
    g.order("scotland", "move Fife>Angus: Wallace");
    expect(g.block("Wallace").at).toBe("Angus");
  });

  it("4.2(b) a block that crosses a red border stops", () => {
    const g = turn({ england: { England: "Edward" }, scotland: { Buchan: "Wallace" } });
    g.order("england", "move none");
    expect(g.reject("scotland", "move Buchan>Badenoch>Strathspey: Wallace")).toMatchObject({ code: "must-stop", rule: "4.2" });
  });

  it("4.2(c) a block that enters England stops", () => {
    const g = turn({ england: { Lothian: "York Infantry" }, scotland: { Annan: "Wallace" } });
    g.order("england", "move none");
    expect(g.reject("scotland", "move Annan>England>Dunbar: Wallace")).toMatchObject({ code: "must-stop", rule: "4.2" });
  });

  it("4.2(d) a block crossing England->Teviot stops; England->Dunbar->Teviot->Selkirk is open to a move-3 block", () => {
    const g = turn({ england: { England: "Hobelars, Edward" }, scotland: { Fife: "Wallace" } });
    expect(g.reject("england", "move England>Teviot>Selkirk: Hobelars")).toMatchObject({ code: "must-stop", rule: "4.2" });
    g.order("england", "move England>Dunbar>Teviot>Selkirk: Hobelars");
    expect(g.block("Hobelars").at).toBe("Selkirk");
  });

  it("4.2(e) a block enters at most as many areas as its move rating", () => {
    const g = turn({ england: { England: "Edward" }, scotland: { Fife: "Wallace, Douglas" } });
    g.order("england", "move none");
    expect(g.reject("scotland", "move Fife>Mentieth>Lanark>Lennox: Douglas")).toMatchObject({ code: "move-rating", rule: "2.13" });
    g.order("scotland", "move Fife>Mentieth>Lanark>Lennox: Wallace; Fife>Mentieth>Lanark: Douglas");
    expect([g.block("Wallace").at, g.block("Douglas").at]).toEqual(["Lennox", "Lanark"]);
  });

  it("4.2(f) the owner may stop a block short of its move rating", () => {
    const g = turn({ england: { England: "Edward" }, scotland: { Fife: "Wallace" } });
    g.order("england", "move none");
    g.order("scotland", "move Fife>Mentieth: Wallace");
    expect(g.block("Wallace").at).toBe("Mentieth");
  });

  it("Q2 a block may not enter the same area twice, so it never ends where it started", () => {
    const g = turn({ england: { England: "Edward" }, scotland: { Fife: "Wallace" } });
    g.order("england", "move none");
    expect(g.reject("scotland", "move Fife>Mentieth>Fife: Wallace")).toMatchObject({ code: "illegal-choice", rule: "Q2" });
    expect(g.reject("scotland", "move Fife>Mentieth>Lennox>Mentieth: Wallace")).toMatchObject({ code: "illegal-choice", rule: "Q2" });
  });

  it("1.1 blocks move only between adjacent areas", () => {
    const g = turn({ england: { England: "Edward" }, scotland: { Fife: "Wallace" } });
    g.order("england", "move none");
    expect(g.reject("scotland", "move Fife>Lothian: Wallace")).toMatchObject({ code: "not-adjacent", rule: "1.1" });
  });
});

describe("4.3 Border limits", () => {
  const seven = "Douglas, Campbell, Graham, MacDonald, Lindsay, Fraser, Barclay";

  it("4.3 at most 6 blocks of a side cross one black border", () => {
    const g = turn({ england: { England: "Edward" }, scotland: { Buchan: seven } });
    g.order("england", "move none");
    expect(g.reject("scotland", `move Buchan>Angus: ${seven}`)).toMatchObject({ code: "border-limit", rule: "4.3" });
    g.order("scotland", "move Buchan>Angus: Douglas, Campbell, Graham, MacDonald, Lindsay, Fraser");
    expect(g.block("Barclay").at).toBe("Buchan");
    expect(g.block("Fraser").at).toBe("Angus");
  });

  it("4.3 at most 2 blocks cross one red border", () => {
    const g = turn({ england: { England: "Edward" }, scotland: { Mar: "Douglas, Campbell, Graham" } });
    g.order("england", "move none");
    expect(g.reject("scotland", "move Mar>Angus: Douglas, Campbell, Graham")).toMatchObject({ code: "border-limit", rule: "4.3" });
  });

  it("4.3 crossings in both directions count together", () => {
    const g = turn({ england: { England: "Edward" }, scotland: { Mar: "Douglas, Campbell", Angus: "Graham" } });
    g.order("england", "move none");
    expect(g.reject("scotland", "move Angus>Mar: Graham; Mar>Angus: Douglas, Campbell")).toMatchObject({ code: "border-limit", rule: "4.3" });
    g.order("scotland", "move Angus>Mar: Graham; Mar>Angus: Douglas");
    expect([g.block("Graham").at, g.block("Douglas").at, g.block("Campbell").at]).toEqual(["Mar", "Angus", "Mar"]);
  });

  it("4.3 each player's count is separate: both may move 2 blocks across the same red border", () => {
    const g = turn({ england: { Mar: "York Infantry, Durham Infantry" }, scotland: { Buchan: "Douglas, Campbell" } });
    g.order("england", "move Mar>Angus: York Infantry, Durham Infantry");
    g.order("scotland", "move Buchan>Mar>Angus: Douglas, Campbell");
    expect([g.block("Douglas").at, g.block("Campbell").at]).toEqual(["Angus", "Angus"]);
    expect(g.state.battle?.area).toBe("Angus");
  });

  it("EX-4.3 a full Buchan-Angus border stops Strathspey's blocks; Mar's still enter Angus across the red border", () => {
    const g = turn(
      { england: { England: "Edward" }, scotland: { Buchan: "Douglas, Campbell, Graham, MacDonald, Lindsay, Fraser", Strathspey: "Barclay, Grant", Mar: "Wallace, Keith" } },
      { england: "move1", scotland: "move3" },
    );
    const six = "Buchan>Angus: Douglas, Campbell, Graham, MacDonald, Lindsay, Fraser";
    expect(g.reject("scotland", `move ${six}; Strathspey>Buchan>Angus: Barclay`)).toMatchObject({ code: "border-limit", rule: "4.3" });
    g.order("scotland", `move ${six}; Mar>Angus: Wallace, Keith; Strathspey>Buchan: Barclay, Grant`);
    expect([g.block("Wallace").at, g.block("Keith").at, g.block("Barclay").at]).toEqual(["Angus", "Angus", "Buchan"]);
  });
});

describe("4.4 Anglo-Scottish border", () => {
  const levy = "York Knights, Lancaster Knights, York Infantry, Lancaster Infantry, Durham Infantry, Edward";

  it("EX-4.4a with a Move 3, two blocks England>Dunbar>Lothian and one England>Annan>Lanark use all 3 MP", () => {
    const g = turn({ england: { England: levy }, scotland: { Fife: "Wallace" } });
    g.order("england", "move England>Dunbar>Lothian: York Knights, Lancaster Knights; England>Annan>Lanark: York Infantry");
    expect(g.last).toContainEqual(expect.objectContaining({ type: "movement-done", side: "england", mpUsed: 3 }));
    expect([g.block("York Knights").at, g.block("Lancaster Knights").at, g.block("York Infantry").at]).toEqual(["Lothian", "Lothian", "Lanark"]);
  });

  it("EX-4.4a alternatively two blocks to Lothian (2 MP) and one group move inside Scotland (1 MP), but not a third crossing", () => {
    const g = turn({ england: { England: levy, Mentieth: "Northumber Infantry, Cumbria Infantry" }, scotland: { Fife: "Wallace" } });
    expect(g.reject("england", "move England>Dunbar>Lothian: York Knights, Lancaster Knights; England>Dunbar: York Infantry; Mentieth>Lennox: Northumber Infantry")).toMatchObject({
      code: "no-move-points",
      rule: "3.11",
    });
    g.order("england", "move England>Dunbar>Lothian: York Knights, Lancaster Knights; Mentieth>Lennox: Northumber Infantry; Mentieth>Lanark: Cumbria Infantry");
    expect(g.last).toContainEqual(expect.objectContaining({ type: "movement-done", side: "england", mpUsed: 3 }));
    expect([g.block("Northumber Infantry").at, g.block("Cumbria Infantry").at]).toEqual(["Lennox", "Lanark"]);
  });

  it("4.4 a crossing does not activate its origin: a group move from there still costs its own MP", () => {
    const g = turn({ england: { Lothian: "York Infantry" }, scotland: { Annan: "Wallace, Douglas, Barclay" } }, { england: "move3", scotland: "move1" });
    g.order("england", "move none");
    expect(g.reject("scotland", "move Annan>England: Wallace; Annan>Carrick: Douglas, Barclay")).toMatchObject({ code: "no-move-points", rule: "3.11" });
    expect(g.reject("scotland", "move Annan>England: Wallace, Douglas")).toMatchObject({ code: "no-move-points", rule: "3.11" });
    g.order("scotland", "move Annan>England: Wallace");
    expect(g.block("Wallace").at).toBe("England");
  });

  it("4.4 a block entering England stops; a block entering Scotland may continue, except into Teviot", () => {
    const g = turn({ england: { England: "Hobelars, York Knights" }, scotland: { Annan: "Wallace" } });
    expect(g.reject("england", "move England>Teviot>Selkirk: Hobelars")).toMatchObject({ code: "must-stop", rule: "4.2" });
    g.order("england", "move England>Dunbar>Lothian>Mentieth: Hobelars; England>Teviot: York Knights");
    expect([g.block("Hobelars").at, g.block("York Knights").at]).toEqual(["Mentieth", "Teviot"]);
    expect(g.reject("scotland", "move Annan>England>Teviot: Wallace")).toMatchObject({ code: "must-stop", rule: "4.2" });
  });

  it("4.4 the border limits of 4.3 apply: at most 2 blocks cross the red England-Teviot border", () => {
    const g = turn({ england: { England: levy }, scotland: { Fife: "Wallace" } });
    expect(g.reject("england", "move England>Teviot: York Knights, Lancaster Knights, York Infantry")).toMatchObject({ code: "border-limit", rule: "4.3" });
  });

  it("EX-4.4b with a Move 2, two blocks go England>Annan>Galloway: both are the Main Attack", () => {
    const g = turn({ england: { England: levy }, scotland: { Galloway: "Galloway", Fife: "Wallace" } }, { england: "move2", scotland: "move1" });
    g.order("england", "move England>Annan>Galloway: York Knights, Lancaster Knights");
    expect(g.state.contests).toEqual([
      { area: "Galloway", attacker: "england", mainKey: expect.any(String) as unknown, reserves: [], entries: { england: ["Annan"], scotland: [] } },
    ]);
  });

  it("EX-4.4c two blocks Annan>England are the Main Attack, a block Carrick>Annan>England is a reserve", () => {
    const g = turn({ england: { England: "York Infantry", Lothian: "Durham Infantry" }, scotland: { Annan: "Douglas, Barclay", Carrick: "Wallace" } }, { england: "move1", scotland: "move3" });
    // England keeps a block elsewhere, so its movement decision is pending and the contest visible.
    g.order("scotland", "move Annan>England: Douglas, Barclay; Carrick>Annan>England: Wallace");
    expect(g.last).toContainEqual(expect.objectContaining({ type: "movement-done", side: "scotland", mpUsed: 3 }));
    expect(g.state.contests).toEqual([
      { area: "England", attacker: "scotland", mainKey: expect.any(String) as unknown, reserves: ["wallace"], entries: { england: [], scotland: ["Annan"] } },
    ]);
  });

  it("EX-4.4c Lanark>Annan>England is illegal: the red Lanark-Annan border stops the block in Annan", () => {
    const g = turn({ england: { England: "York Infantry" }, scotland: { Lanark: "Wallace" } }, { england: "move1", scotland: "move3" });
    expect(g.reject("scotland", "move Lanark>Annan>England: Wallace")).toMatchObject({ code: "must-stop", rule: "4.2" });
  });
});

describe("4.5 Area control", () => {
  it("4.5 control changes at once: an area P1 has just left is neutral and P2 may pass through it", () => {
    const g = turn({ england: { Mentieth: "York Infantry" }, scotland: { Fife: "Wallace" } });
    expect(movement(g, "england").groups[0]?.from).toBe("Mentieth");
    g.order("england", "move Mentieth>Lennox: York Infantry");
    g.order("scotland", "move Fife>Mentieth>Lanark: Wallace");
    expect(g.block("Wallace").at).toBe("Lanark");
    expect(g.state.battle).toBeNull();
  });

  it("4.5 an area P2's own blocks have just entered is friendly to it: later P2 blocks pass through", () => {
    const g = turn({ england: { England: "Edward" }, scotland: { Fife: "Wallace", Lennox: "Douglas" } }, { england: "move1", scotland: "move3" });
    g.order("scotland", "move Lennox>Mentieth: Douglas; Fife>Mentieth>Lothian: Wallace");
    expect([g.block("Douglas").at, g.block("Wallace").at]).toEqual(["Mentieth", "Lothian"]);
  });
});

describe("4.6 Pinning", () => {
  const ex46a = (): TestGame => {
    const g = turn({
      england: { Angus: "York Infantry, Durham Infantry, Cumbria Infantry", Strathspey: "York Knights, Durham Knights" },
      scotland: { Buchan: "Douglas, Campbell, Graham, MacDonald, Lindsay, Fraser" },
    });
    g.order("england", "move Angus>Buchan: York Infantry, Durham Infantry, Cumbria Infantry; Strathspey>Buchan: York Knights, Durham Knights");
    return g;
  };

  it("EX-4.6a 5 attackers pin 5 of 6 defenders; the Defender chooses which one leaves, but only via Badenoch or Mar", () => {
    const g = ex46a();
    const d = movement(g, "scotland");
    expect(d.groups).toHaveLength(1);
    expect(d.groups[0]?.from).toBe("Buchan");
    for (const b of d.groups[0]?.blocks ?? []) expect(b.to).toEqual(["Badenoch", "Mar", "Angus", "Atholl"]);
    expect(d.groups[0]?.blocks.map((b) => b.block).sort()).toEqual(["campbell", "douglas", "fraser", "graham", "lindsay", "macdonald"]);
    expect(g.reject("scotland", "move Buchan>Angus: Douglas")).toMatchObject({ code: "border-control", rule: "4.6" });
    expect(g.reject("scotland", "move Buchan>Strathspey: Douglas")).toMatchObject({ code: "border-control", rule: "4.6" });
    expect(g.reject("scotland", "move Buchan>Mar: Douglas, Campbell")).toMatchObject({ code: "pinned", rule: "4.6" });
    g.order("scotland", "move Buchan>Mar: Lindsay");
    expect(g.block("Lindsay").at).toBe("Mar");
  });

  it("12.3 4.6 the movement decision says how many blocks each pinned area must keep", () => {
    const g = ex46a();
    const d = movement(g, "scotland");
    expect(d.pinned).toEqual([{ area: "Buchan", keep: 5, mayLeave: 1 }]);
    // Each listed route is legal on its own; two blocks out of Buchan are one too many.
    for (const b of d.groups[0]?.blocks ?? []) {
      for (const route of b.routes) expect(g.reject("scotland", { type: "move", moves: [{ path: route, blocks: ["douglas", "campbell"] }] })).toMatchObject({ code: "pinned", rule: "4.6" });
    }
    const first = d.groups[0]?.blocks[0];
    g.order("scotland", { type: "move", moves: [{ path: first?.routes[0] ?? [], blocks: [first?.block ?? "douglas"] }] });
  });

  it("12.3 4.6 a fully pinned area lists no routes and keeps all its blocks; the Norse counts against the allowance", () => {
    const g = turn({ england: { Angus: "York Infantry, Durham Infantry" }, scotland: { Buchan: "Douglas, Norse", Moray: "Fraser" } });
    g.order("england", "move Angus>Buchan: York Infantry, Durham Infantry");
    const d = movement(g, "scotland");
    expect(d.pinned).toEqual([{ area: "Buchan", keep: 2, mayLeave: 0 }]);
    expect(d.groups.map((grp) => grp.from)).toEqual(["Moray"]);
    expect(d.norse).toBeNull();
  });

  it("12.3 4.6 an area that is not contested is not listed as pinned", () => {
    const g = turn({ england: { England: "Edward" }, scotland: { Fife: "Wallace" } }, { england: "move1", scotland: "move3" });
    expect(movement(g, "scotland").pinned).toEqual([]);
  });

  it("4.6 the attacking reserves pin too", () => {
    const g = ex46a();
    expect(g.state.contests[0]?.reserves).toEqual(["york_knights", "durham_knights"]);
    expect(g.reject("scotland", "move Buchan>Badenoch: Douglas; Buchan>Mar: Campbell")).toMatchObject({ code: "pinned", rule: "4.6" });
  });

  it("EX-4.6b a pinned block stays pinned even after P2 sends more blocks there", () => {
    const g = turn({ england: { Angus: "York Infantry, Durham Infantry" }, scotland: { Buchan: "Douglas", Moray: "Fraser, Grant" } });
    g.order("england", "move Angus>Buchan: York Infantry, Durham Infantry");
    expect(movement(g, "scotland").groups.map((grp) => grp.from)).toEqual(["Moray"]);
    expect(g.reject("scotland", "move Moray>Strathspey>Buchan: Fraser, Grant; Buchan>Mar: Douglas")).toMatchObject({ code: "pinned", rule: "4.6" });
  });

  it("4.6 P2 blocks entering a contested area stop there", () => {
    const g = turn({ england: { Angus: "York Infantry" }, scotland: { Buchan: "Douglas", Strathspey: "Grant" } });
    g.order("england", "move Angus>Buchan: York Infantry");
    expect(g.reject("scotland", "move Strathspey>Buchan>Mar: Grant")).toMatchObject({ code: "must-stop", rule: "4.2" });
  });

  it("4.6 unpinned blocks may attack normally", () => {
    const g = turn({ england: { Angus: "York Infantry", Mar: "Durham Infantry" }, scotland: { Buchan: "Douglas, Barclay" } });
    g.order("england", "move Angus>Buchan: York Infantry");
    g.order("scotland", "move Buchan>Mar: Barclay");
    expect(g.block("Barclay").at).toBe("Mar");
    expect(g.state.contests.map((c) => [c.area, c.attacker])).toEqual([
      ["Buchan", "england"],
      ["Mar", "scotland"],
    ]);
    expect(g.decision()).toMatchObject({ kind: "choose-battle", side: "england", areas: ["Buchan", "Mar"] });
  });
});

describe("4.7 Norse movement", () => {
  it("4.7 for 1 MP the Norse sails from its coastal area to any other coastal Scottish area, never England", () => {
    const g = turn({ england: { England: "Edward" }, scotland: { Ross: "Norse" } }, { england: "move1", scotland: "move1" });
    g.order("england", "move none");
    expect(movement(g, "scotland")).toMatchObject({
      mp: 1,
      groups: [],
      norse: {
        from: "Ross",
        to: ["Garmoran", "Moray", "Strathspey", "Buchan", "Lochaber", "Angus", "Argyll", "Lennox", "Mentieth", "Fife", "Carrick", "Lothian", "Dunbar", "Galloway", "Annan"],
      },
    });
    expect(g.reject("scotland", "move Ross>England: Norse")).toMatchObject({ code: "not-coastal", rule: "4.7" });
    expect(g.reject("scotland", "move Ross>Badenoch: Norse")).toMatchObject({ code: "not-coastal", rule: "4.7" });
    g.order("scotland", "move Ross>Annan: Norse");
    expect(g.block("Norse").at).toBe("Annan");
    expect(g.last).toContainEqual(expect.objectContaining({ type: "movement-done", side: "scotland", mpUsed: 1 }));
  });

  it("4.7 the Norse moves by itself and by sea: no land path, no companions, its own MP", () => {
    const g = turn({ england: { England: "Edward" }, scotland: { Moray: "Norse, Fraser" } }, { england: "move1", scotland: "move1" });
    g.order("england", "move none");
    expect(g.reject("scotland", "move Moray>Strathspey>Buchan: Norse")).toMatchObject({ code: "illegal-choice", rule: "4.7" });
    expect(g.reject("scotland", "move Moray>Buchan: Norse, Fraser")).toMatchObject({ code: "illegal-choice", rule: "4.7" });
    expect(g.reject("scotland", "move Moray>Buchan: Norse; Moray>Strathspey: Fraser")).toMatchObject({ code: "no-move-points", rule: "3.11" });
  });

  it("4.7 the Norse crosses no border and is not counted in border limits", () => {
    const g = turn(
      { england: { England: "Edward" }, scotland: { Buchan: "Norse, Douglas, Campbell, Graham, MacDonald, Lindsay, Fraser" } },
      { england: "move1", scotland: "move2" },
    );
    g.order("scotland", "move Buchan>Angus: Norse; Buchan>Angus: Douglas, Campbell, Graham, MacDonald, Lindsay, Fraser");
    expect([g.block("Norse").at, g.block("Fraser").at]).toEqual(["Angus", "Angus"]);
  });

  it("4.7 the Norse may attack; it is then the Main Attack on its own and later arrivals are reserves", () => {
    const g = turn({ england: { Angus: "York Infantry" }, scotland: { Ross: "Norse", Fife: "Douglas" } }, { england: "move1", scotland: "move2" });
    g.order("scotland", "move Ross>Angus: Norse; Fife>Angus: Douglas");
    expect(g.state.battle).toMatchObject({ area: "Angus", attacker: "scotland", reserves: ["douglas"], entries: { england: [], scotland: ["Fife"] } });
    expect(g.state.battle?.engaged.slice().sort()).toEqual(["norse", "york_infantry"]);
  });

  it("4.7 a Norse arriving after another group is a reserve", () => {
    const g = turn({ england: { Angus: "York Infantry" }, scotland: { Ross: "Norse", Fife: "Douglas" } }, { england: "move1", scotland: "move2" });
    g.order("scotland", "move Fife>Angus: Douglas; Ross>Angus: Norse");
    expect(g.state.battle).toMatchObject({ area: "Angus", attacker: "scotland", reserves: ["norse"] });
  });

  it("4.7 a pinned Norse cannot sail away", () => {
    const g = turn({ england: { Angus: "York Infantry" }, scotland: { Buchan: "Norse", Fife: "Wallace" } });
    g.order("england", "move Angus>Buchan: York Infantry");
    expect(movement(g, "scotland").norse).toBeNull();
    expect(g.reject("scotland", "move Buchan>Fife: Norse")).toMatchObject({ code: "pinned", rule: "4.6" });
  });

  it("OPT-ANGUS-OG (a) the Norse sails only between coastal areas on the Irish Sea", () => {
    const g = turn({ options: ["OPT-ANGUS-OG"], england: { England: "Edward" }, scotland: { Argyll: "Norse" } }, { england: "move1", scotland: "move1" });
    g.order("england", "move none");
    expect(movement(g, "scotland").norse).toEqual({ from: "Argyll", to: ["Ross", "Garmoran", "Lochaber", "Lennox", "Carrick", "Galloway", "Annan"] });
    expect(g.reject("scotland", "move Argyll>Fife: Norse")).toMatchObject({ code: "not-coastal", rule: "4.7" });
  });
});

describe("EV-TRUCE movement limits", () => {
  const truce = (spec: Omit<PositionSpec, "year" | "at" | "played" | "truceAgainst">): TestGame =>
    game({ year: 1298, at: "movement", played: { england: "truce", scotland: "move3" }, hands: { england: ["move1"], scotland: ["move1"] }, truceAgainst: "scotland", ...spec });

  it("EV-TRUCE the opponent may not enter an area holding enemy blocks, not even with the Norse", () => {
    const g = truce({ england: { Angus: "York Infantry" }, scotland: { Fife: "Wallace", Ross: "Norse" } });
    const d = movement(g, "scotland");
    expect(d.groups[0]?.blocks[0]?.to).not.toContain("Angus");
    expect(d.norse?.to).not.toContain("Angus");
    expect(g.reject("scotland", "move Fife>Angus: Wallace")).toMatchObject({ code: "truce", rule: "EV-TRUCE" });
    expect(g.reject("scotland", "move Ross>Angus: Norse")).toMatchObject({ code: "truce", rule: "EV-TRUCE" });
    g.order("scotland", "move Fife>Mentieth: Wallace; Ross>Buchan: Norse");
    expect([g.block("Wallace").at, g.block("Norse").at]).toEqual(["Mentieth", "Buchan"]);
  });

  it("EV-TRUCE the Scots may not cross into England even if it is empty; Scots already there may stay or leave", () => {
    const g = truce({ england: { Lothian: "York Infantry" }, scotland: { Annan: "Wallace", England: "Douglas, Barclay" } });
    expect(movement(g, "scotland").groups.find((grp) => grp.from === "Annan")?.blocks[0]?.to).not.toContain("England");
    expect(g.reject("scotland", "move Annan>England: Wallace")).toMatchObject({ code: "truce", rule: "EV-TRUCE" });
    g.order("scotland", "move England>Annan: Douglas");
    expect([g.block("Douglas").at, g.block("Barclay").at]).toEqual(["Annan", "England"]);
  });

  it("EV-TRUCE a Truce against England: no entering Scottish-held areas, empty ones are open", () => {
    const g = game({ year: 1298, at: "movement", played: { england: "move2", scotland: "truce" }, hands: { england: ["move1"], scotland: ["move1"] }, truceAgainst: "england", england: { England: "York Knights" }, scotland: { Annan: "Wallace" } });
    expect(g.reject("england", "move England>Annan: York Knights")).toMatchObject({ code: "truce", rule: "EV-TRUCE" });
    g.order("england", "move England>Dunbar: York Knights");
    expect(g.block("York Knights").at).toBe("Dunbar");
  });
});

// 5.32 / 5.33 the Main Attack and the reserves, as the Move Phase decides them (Q17).

import { describe, expect, it } from "vitest";
import type { PositionSpec } from "../../src/rules/position.js";
import { game, type TestGame } from "../helpers/game.js";

function turn(spec: Omit<PositionSpec, "year" | "at" | "played">, played: PositionSpec["played"] = { england: "move3", scotland: "move2" }): TestGame {
  return game({ year: 1298, at: "movement", played, hands: { england: ["move1"], scotland: ["move1"] }, ...spec });
}

describe("5.32 Combat reserves", () => {
  const ex532 = {
    england: { Angus: "York Knights, Lancaster Knights, York Infantry, Lancaster Infantry", Mar: "Durham Infantry, Cumbria Infantry" },
    scotland: { Buchan: "Grant", Fife: "Wallace" },
  };

  it("EX-5.32 4 English blocks from Angus and 2 from Mar attack Buchan: the Mar blocks are reserves and fight from round 2", () => {
    const g = turn(ex532);
    g.order("england", "move Angus>Buchan: York Knights, Lancaster Knights, York Infantry, Lancaster Infantry; Mar>Buchan: Durham Infantry, Cumbria Infantry");
    expect(g.last).toContainEqual(expect.objectContaining({ type: "movement-done", side: "england", mpUsed: 2 }));
    expect(g.state.contests).toEqual([
      { area: "Buchan", attacker: "england", mainKey: expect.any(String) as unknown, reserves: ["durham_infantry", "cumbria_infantry"], entries: { england: ["Angus", "Mar"], scotland: [] } },
    ]);
    g.order("scotland", "move none");
    const started = g.eventsOf("battle-started");
    expect(started).toHaveLength(1);
    expect(started[0]).toMatchObject({ area: "Buchan", attacker: "england", defection: false, reserves: { england: 2, scotland: 0 } });
    expect(started[0]?.engaged.map((e) => e.block).sort()).toEqual(["grant", "lancaster_infantry", "lancaster_knights", "york_infantry", "york_knights"]);
    expect(g.state.battle?.reserves).toEqual(["durham_infantry", "cumbria_infantry"]);
    // Round 1: every engaged block passes; the reserves neither act nor are asked.
    g.order("england", "combat York Knights pass, Lancaster Knights pass");
    g.order("scotland", "combat Grant pass");
    g.order("england", "combat York Infantry pass, Lancaster Infantry pass");
    expect(g.last).toContainEqual({ type: "round-started", area: "Buchan", round: 2, attacker: "england" });
    expect(g.last).toContainEqual({
      type: "reserves-joined",
      area: "Buchan",
      blocks: [
        { block: "durham_infantry", side: "england", strength: 3 },
        { block: "cumbria_infantry", side: "england", strength: 3 },
      ],
    });
  });

  it("Q17 the first block in fixes the Main Attack: moving the Mar group first makes the Angus group the reserves", () => {
    const g = turn(ex532);
    g.order("england", "move Mar>Buchan: Durham Infantry, Cumbria Infantry; Angus>Buchan: York Knights, Lancaster Knights, York Infantry, Lancaster Infantry");
    expect(g.state.contests[0]?.reserves).toEqual(["york_knights", "lancaster_knights", "york_infantry", "lancaster_infantry"]);
    expect(g.state.contests[0]?.entries.england).toEqual(["Mar", "Angus"]);
  });

  it("5.32 blocks of one activation entering across another border are reserves", () => {
    const g = turn({ england: { Angus: "York Infantry", Lothian: "Durham Infantry" }, scotland: { Buchan: "Douglas, Barclay" } }, { england: "move1", scotland: "move1" });
    g.order("england", "move none");
    g.order("scotland", "move Buchan>Angus: Douglas; Buchan>Mar>Angus: Barclay");
    expect(g.state.battle).toMatchObject({ area: "Angus", attacker: "scotland", reserves: ["barclay"], entries: { england: [], scotland: ["Buchan", "Mar"] } });
  });

  it("5.32 a later leg of the same activation across the same border joins the Main Attack; another area's blocks are reserves", () => {
    const g = turn({ england: { Angus: "York Infantry", Lothian: "Durham Infantry" }, scotland: { Buchan: "Douglas, Barclay", Fife: "Wallace" } }, { england: "move1", scotland: "move2" });
    g.order("scotland", "move Buchan>Angus: Douglas; Fife>Angus: Wallace; Buchan>Angus: Barclay");
    expect(g.state.contests).toEqual([
      { area: "Angus", attacker: "scotland", mainKey: expect.any(String) as unknown, reserves: ["wallace"], entries: { england: [], scotland: ["Buchan", "Fife"] } },
    ]);
  });

  it("5.32 blocks from another origin are reserves even across the Main Attack's border", () => {
    const g = turn({ england: { Angus: "York Infantry", Lothian: "Durham Infantry" }, scotland: { Buchan: "Douglas", Strathspey: "Grant" } }, { england: "move1", scotland: "move2" });
    g.order("scotland", "move Strathspey>Buchan>Angus: Grant; Buchan>Angus: Douglas");
    expect(g.state.contests[0]).toMatchObject({ area: "Angus", reserves: ["douglas"], entries: { scotland: ["Buchan"] } });
  });
});

describe("5.33 Battle reinforcements", () => {
  it("EX-5.33 England attacks Buchan with 4 from Angus; the 3 Scots from Moray are reserves and join in round 2", () => {
    const g = turn({
      england: { Angus: "York Knights, Lancaster Knights, York Infantry, Lancaster Infantry" },
      scotland: { Buchan: "Douglas, Barclay", Moray: "Fraser, Grant, Moray" },
    });
    g.order("england", "move Angus>Buchan: York Knights, Lancaster Knights, York Infantry, Lancaster Infantry");
    g.order("scotland", "move Moray>Strathspey>Buchan: Fraser, Grant, Moray");
    expect(g.state.battle).toMatchObject({ area: "Buchan", attacker: "england", reserves: ["fraser", "grant", "moray"], entries: { england: ["Angus"], scotland: ["Strathspey"] } });
    expect(g.state.battle?.engaged.slice().sort()).toEqual(["barclay", "douglas", "lancaster_infantry", "lancaster_knights", "york_infantry", "york_knights"]);
    expect(g.eventsOf("battle-started")[0]?.reserves).toEqual({ england: 0, scotland: 3 });
  });

  it("5.33 P2 blocks attacking an area P1 did not contest follow 5.32 with P2 as the Attacker", () => {
    const g = turn({ england: { Lothian: "York Infantry", Lanark: "Durham Infantry" }, scotland: { Mentieth: "Wallace, Douglas", Fife: "Barclay" } });
    g.order("england", "move Lanark>Lennox: Durham Infantry");
    g.order("scotland", "move Mentieth>Lanark>Lothian: Wallace; Fife>Mentieth>Lothian: Barclay");
    expect(g.state.battle).toMatchObject({ area: "Lothian", attacker: "scotland", reserves: ["barclay"], entries: { england: [], scotland: ["Lanark", "Mentieth"] } });
  });

  it("5.33 P2 entering an area that P1 moved into while it was empty is the Attacker there", () => {
    const g = turn({ england: { Lothian: "York Infantry" }, scotland: { Fife: "Wallace" } });
    g.order("england", "move Lothian>Mentieth: York Infantry");
    g.order("scotland", "move Fife>Mentieth: Wallace");
    expect(g.state.battle).toMatchObject({ area: "Mentieth", attacker: "scotland", reserves: [], entries: { england: [], scotland: ["Fife"] } });
  });
});

// OPT-RALLY (rally to the King) and its limits (Q26).

import { describe, expect, it } from "vitest";
import type { Decision } from "../../src/rules/decisions.js";
import type { PositionSpec } from "../../src/rules/position.js";
import type { Side } from "../../src/rules/sides.js";
import { game, type TestGame } from "../helpers/game.js";

function movement(g: TestGame, side: Side): Extract<Decision, { kind: "movement" }> {
  const d = g.decision(side);
  if (d.kind !== "movement") throw new Error(`expected a movement decision, got ${d.kind}`);
  return d;
}

/** England P1 with a Move 1 (or the cards given), OPT-RALLY on. */
function turn(spec: Omit<PositionSpec, "year" | "at" | "played">, played: PositionSpec["played"] = { england: "move1", scotland: "move1" }): TestGame {
  return game({ year: 1298, at: "movement", options: ["OPT-RALLY"], played, hands: { england: ["move1"], scotland: ["move1"] }, ...spec });
}

const around = { Lothian: "Edward", Lanark: "York Infantry", Dunbar: "Durham Infantry", Mentieth: "Cumbria Infantry" };

describe("OPT-RALLY Rally to the King", () => {
  it("OPT-RALLY for 1 MP unmoved blocks from several areas move to the King's area as one group", () => {
    const g = turn({ england: around, scotland: { Fife: "Wallace" } });
    expect(movement(g, "england").rally).toBe(true);
    g.order("england", "move rally(Lanark>Lothian: York Infantry | Dunbar>Lothian: Durham Infantry | Mentieth>Lothian: Cumbria Infantry)");
    expect(g.last).toContainEqual(expect.objectContaining({ type: "movement-done", side: "england", mpUsed: 1 }));
    expect(["Edward", "York Infantry", "Durham Infantry", "Cumbria Infantry"].map((b) => g.block(b).at)).toEqual(["Lothian", "Lothian", "Lothian", "Lothian"]);
    expect(g.state.moved.slice().sort()).toEqual(["cumbria_infantry", "durham_infantry", "york_infantry"]);
  });

  it("OPT-RALLY without the option there is no rally", () => {
    const g = game({ year: 1298, at: "movement", played: { england: "move1", scotland: "move1" }, england: around, scotland: { Fife: "Wallace" } });
    expect(movement(g, "england").rally).toBe(false);
    expect(g.reject("england", "move rally(Lanark>Lothian: York Infantry)")).toMatchObject({ code: "illegal-choice", rule: "OPT-RALLY" });
  });

  it("OPT-RALLY all rallying blocks go to the leader's area, nowhere else", () => {
    const g = turn({ england: around, scotland: { Fife: "Wallace" } });
    expect(g.reject("england", "move rally(Lanark>Lennox: York Infantry)")).toMatchObject({ code: "illegal-choice", rule: "OPT-RALLY" });
    expect(g.reject("england", "move rally(Lanark>Lothian: York Infantry | Dunbar>Teviot: Durham Infantry)")).toMatchObject({ code: "illegal-choice", rule: "OPT-RALLY" });
  });

  it("OPT-RALLY without Edward on the map, England rallies to an English Knights block", () => {
    const g = turn({ england: { Lothian: "York Knights", Lanark: "York Infantry", Mentieth: "Cumbria Infantry" }, scotland: { Fife: "Wallace" } }, { england: "move2", scotland: "move1" });
    expect(g.reject("england", "move rally(Lanark>Mentieth: York Infantry)")).toMatchObject({ code: "illegal-choice", rule: "OPT-RALLY" });
    g.order("england", "move rally(Lanark>Lothian: York Infantry)");
    expect(g.block("York Infantry").at).toBe("Lothian");
  });

  it("OPT-RALLY without a King, Scotland rallies to Wallace or to Moray, 1 MP per rally (Q26)", () => {
    const spec = { england: { England: "Edward" }, scotland: { Fife: "Wallace", Mentieth: "Douglas", Moray: "Moray", Strathspey: "Grant" } };
    const short = turn(spec, { england: "move1", scotland: "move1" });
    short.order("england", "move none");
    expect(short.reject("scotland", "move rally(Mentieth>Fife: Douglas); rally(Strathspey>Moray: Grant)")).toMatchObject({ code: "no-move-points", rule: "3.11" });
    const g = turn(spec, { england: "move1", scotland: "move2" });
    g.order("scotland", "move rally(Mentieth>Fife: Douglas); rally(Strathspey>Moray: Grant)");
    expect(g.last).toContainEqual(expect.objectContaining({ type: "movement-done", side: "scotland", mpUsed: 2 }));
    expect([g.block("Douglas").at, g.block("Grant").at]).toEqual(["Fife", "Moray"]);
  });

  it("OPT-RALLY a crowned Scottish King is the rally point, not Wallace", () => {
    const g = turn({ england: { England: "Edward" }, scotland: { Lennox: "King", Fife: "Wallace", Mentieth: "Douglas" } }, { england: "move1", scotland: "move2" });
    expect(g.reject("scotland", "move rally(Mentieth>Fife: Douglas)")).toMatchObject({ code: "illegal-choice", rule: "OPT-RALLY" });
    g.order("scotland", "move rally(Mentieth>Lennox: Douglas)");
    expect(g.block("Douglas").at).toBe("Lennox");
  });

  it("OPT-RALLY the leader does not move in the rally but may move once in a group move, before or after", () => {
    const before = turn({ england: around, scotland: { Fife: "Wallace" } }, { england: "move2", scotland: "move1" });
    before.order("england", "move Lothian>Lanark: Edward; rally(Mentieth>Lanark: Cumbria Infantry)");
    expect([before.block("Edward").at, before.block("Cumbria Infantry").at, before.block("York Infantry").at]).toEqual(["Lanark", "Lanark", "Lanark"]);

    const after = turn({ england: around, scotland: { Fife: "Wallace" } }, { england: "move2", scotland: "move1" });
    expect(after.reject("england", "move Lothian>Lanark: Edward; Lanark>Lothian: Edward")).toMatchObject({ code: "already-moved", rule: "4.0" });
    after.order("england", "move rally(Mentieth>Lothian: Cumbria Infantry); Lothian>Dunbar: Edward");
    expect([after.block("Edward").at, after.block("Cumbria Infantry").at]).toEqual(["Dunbar", "Lothian"]);
  });

  it("OPT-RALLY only unmoved blocks rally, and rallied blocks count as moved (Q26)", () => {
    const g = turn({ england: around, scotland: { Fife: "Wallace" } }, { england: "move3", scotland: "move1" });
    expect(g.reject("england", "move Lanark>Lennox: York Infantry; rally(Lennox>Lanark>Lothian: York Infantry)")).toMatchObject({ code: "already-moved", rule: "4.0" });
    expect(g.reject("england", "move rally(Lanark>Lothian: York Infantry); Lothian>Dunbar: York Infantry")).toMatchObject({ code: "already-moved", rule: "4.0" });
  });

  it("OPT-RALLY a block rallies only within its move rating", () => {
    const g = turn({ england: { Lothian: "Edward", Angus: "York Infantry, Hobelars" }, scotland: { Lennox: "Wallace" } });
    expect(g.reject("england", "move rally(Angus>Fife>Mentieth>Lothian: York Infantry, Hobelars)")).toMatchObject({ code: "move-rating", rule: "2.13" });
    g.order("england", "move rally(Angus>Fife>Mentieth>Lothian: Hobelars)");
    expect(g.block("Hobelars").at).toBe("Lothian");
  });

  it("Q26 border limits apply to a rally: at most 2 blocks across the red Selkirk-Lothian border", () => {
    const g = turn({ england: { Lothian: "Edward", Selkirk: "York Infantry, Durham Infantry, Cumbria Infantry" }, scotland: { Fife: "Wallace" } });
    expect(g.reject("england", "move rally(Selkirk>Lothian: York Infantry, Durham Infantry, Cumbria Infantry)")).toMatchObject({ code: "border-limit", rule: "4.3" });
    g.order("england", "move rally(Selkirk>Lothian: York Infantry, Durham Infantry)");
    expect(g.block("Cumbria Infantry").at).toBe("Selkirk");
  });

  it("Q26 blocks cannot rally into an area where a battle will be fought", () => {
    const g = turn({ england: around, scotland: { Selkirk: "Wallace" } }, { england: "move1", scotland: "move2" });
    g.order("scotland", "move Selkirk>Lothian: Wallace");
    expect(movement(g, "england").rally).toBe(false);
    expect(g.reject("england", "move rally(Lanark>Lothian: York Infantry)")).toMatchObject({ code: "enemy-area", rule: "Q26" });
  });

  it("4.6 pinned blocks cannot rally", () => {
    const g = turn({ england: { Lothian: "Edward", Lanark: "York Infantry" }, scotland: { Carrick: "Wallace" } }, { england: "move1", scotland: "move2" });
    g.order("scotland", "move Carrick>Lanark: Wallace");
    expect(g.reject("england", "move rally(Lanark>Lothian: York Infantry)")).toMatchObject({ code: "pinned", rule: "4.6" });
  });

  it("4.7 the Norse never rallies", () => {
    const g = turn({ england: { England: "Edward" }, scotland: { Fife: "Wallace", Angus: "Norse" } }, { england: "move1", scotland: "move2" });
    expect(g.reject("scotland", "move rally(Angus>Fife: Norse)")).toMatchObject({ code: "illegal-choice", rule: "4.7" });
  });
});

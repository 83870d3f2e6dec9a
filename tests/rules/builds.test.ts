// 7.6-7.63, C4: winter builds (W6), the French Knights check, sea reinforcements.

import { describe, expect, it } from "vitest";
import { poolOf } from "../../src/rules/board.js";
import { blockByName } from "../../src/rules/position.js";
import { game, type TestGame } from "../helpers/game.js";

/** An English build still to come keeps W6 open, so no Feudal Levy or deal needs scripting. */
const ENGLAND_STILL_BUILDING = { Lothian: "York Infantry 1" };

/** The raw pool-draw value that picks `name` from the Scottish pool as it stands, `without` set aside (draws.ts). */
function drawOf(g: TestGame, name: string, ...without: string[]): number {
  const skip = without.map(blockByName);
  const index = poolOf(g.state, "scotland")
    .filter((id) => !skip.includes(id))
    .indexOf(blockByName(name));
  if (index < 0) throw new Error(`${name} is not in the Scottish pool`);
  return index;
}

/** Every Scottish block that could be drawn, but these, is out of the game. */
function scottishPoolOnly(...keep: string[]): string[] {
  const all = ["Wallace", "Moray", "Douglas", "Campbell", "Graham", "MacDonald", "Lindsay", "Fraser", "Barclay", "Grant", "Keith", "Ettrick Archers", "Norse"];
  return all.filter((b) => !keep.includes(b));
}

describe("7.6 replacement points", () => {
  it("7.6 every friendly area gives its castle limit in RPs, Scotland +1 for a cathedral; EX-7.6 Buchan = 2 RP; neutral areas give nothing", () => {
    const g = game({ year: 1298, england: ENGLAND_STILL_BUILDING, scotland: { Buchan: "Grant 1", Fife: "Douglas 1" }, at: "W6" });
    expect(g.decision("scotland")).toMatchObject({
      kind: "builds",
      rule: "7.61",
      areas: [
        { area: "Buchan", rp: 2, blocks: [{ block: "grant", room: 2 }], maxDraws: 1 },
        { area: "Fife", rp: 3, blocks: [{ block: "douglas", room: 3 }], maxDraws: 2 },
      ],
    });
    expect(g.decision("england")).toMatchObject({ areas: [{ area: "Lothian", rp: 2, blocks: [{ block: "york_infantry", room: 3 }], maxDraws: 0 }] });
  });

  it("7.6 RPs are spent only in the area that produced them, never beyond its RPs, never in a neutral area", () => {
    const g = game({ year: 1298, england: ENGLAND_STILL_BUILDING, scotland: { Buchan: "Grant 1", Fife: "Douglas 1" }, at: "W6" });
    expect(g.reject("scotland", "build Buchan: Douglas 1")).toMatchObject({ code: "illegal-choice", rule: "7.61" });
    expect(g.reject("scotland", "build Buchan: Grant 2, draw")).toMatchObject({ code: "too-many-steps", rule: "7.61" });
    expect(g.reject("scotland", "build Lennox: draw")).toMatchObject({ code: "illegal-choice", rule: "7.6" });
    g.order("scotland", "build Buchan: Grant 2");
    expect(g.block("Grant").strength).toBe(3);
    expect(g.block("Douglas").strength).toBe(1);
  });
});

describe("7.61 Scottish builds", () => {
  it("7.61 RPs add steps or draw blocks at strength 1, mixed freely; a block just drawn may take steps", () => {
    const g = game({ year: 1298, england: ENGLAND_STILL_BUILDING, scotland: { Fife: "Douglas 1", Lennox: "Campbell 1" }, at: "W6" });
    g.order("scotland", "build Fife: Douglas 1, draw+1; Lennox: draw", drawOf(g, "Barclay"), drawOf(g, "Graham", "Barclay"));
    expect(g.block("Douglas")).toEqual({ side: "scotland", at: "Fife", strength: 2 });
    expect(g.block("Barclay")).toEqual({ side: "scotland", at: "Fife", strength: 2 });
    expect(g.block("Graham")).toEqual({ side: "scotland", at: "Lennox", strength: 1 });
    expect(g.eventsOf("drawn").map((e) => [e.block, e.area, e.strength, e.rule])).toEqual([
      ["barclay", "Fife", 2, "7.61"],
      ["graham", "Lennox", 1, "7.61"],
    ]);
  });

  it("EX-7.61 no draw is possible in Buchan (limit 2) holding 2 blocks; draws stop at the castle limit", () => {
    const g = game({ year: 1298, england: ENGLAND_STILL_BUILDING, scotland: { Buchan: "Grant 1, Fraser", Fife: "Douglas 1" }, at: "W6" });
    expect(g.decision("scotland")).toMatchObject({ areas: [{ area: "Buchan", maxDraws: 0 }, { area: "Fife", maxDraws: 2 }] });
    expect(g.reject("scotland", "build Buchan: draw")).toMatchObject({ code: "castle-limit", rule: "7.61" });
    expect(g.reject("scotland", "build Fife: draw, draw, draw")).toMatchObject({ code: "castle-limit", rule: "7.61" });
  });

  it("7.61 inland, draws are possible only in Badenoch and Lanark", () => {
    const g = game({
      year: 1298,
      england: ENGLAND_STILL_BUILDING,
      scotland: { Badenoch: "Fraser 1", Mar: "Grant 1", Atholl: "Keith 1", Lanark: "Douglas 1", Selkirk: "Wallace 1", Teviot: "Barclay 1" },
      at: "W6",
    });
    const d = g.decision("scotland");
    if (d.kind !== "builds") throw new Error(d.kind);
    expect(d.areas.map((a) => [a.area, a.maxDraws])).toEqual([
      ["Badenoch", 1],
      ["Mar", 0],
      ["Atholl", 0],
      ["Lanark", 1],
      ["Teviot", 0],
    ]);
  });

  it("EX-7.61b the Norse drawn with a Badenoch RP lands in the friendly coastal neighbour chosen with `sea`", () => {
    const g = game({ year: 1298, england: ENGLAND_STILL_BUILDING, scotland: { Badenoch: "Fraser 1", Moray: "Grant", Strathspey: "Keith" }, at: "W6" });
    expect(g.reject("scotland", "build Badenoch: draw sea Buchan")).toMatchObject({ code: "not-friendly", rule: "7.61" });
    g.order("scotland", "build Badenoch: draw sea Strathspey", drawOf(g, "Norse"));
    expect(g.block("Norse")).toEqual({ side: "scotland", at: "Strathspey", strength: 1 });
  });

  it("7.61 any other block drawn there stays in the drawing area", () => {
    const g = game({ year: 1298, england: ENGLAND_STILL_BUILDING, scotland: { Badenoch: "Fraser 1", Moray: "Grant" }, at: "W6" });
    g.order("scotland", "build Badenoch: draw sea Moray", drawOf(g, "Douglas"));
    expect(g.block("Douglas")).toEqual({ side: "scotland", at: "Badenoch", strength: 1 });
  });

  it("Q6 with no friendly coastal neighbour, the Norse goes back to the pool and another block is drawn", () => {
    const g = game({ year: 1298, england: ENGLAND_STILL_BUILDING, scotland: { Badenoch: "Fraser 1" }, at: "W6" });
    g.order("scotland", "build Badenoch: draw", drawOf(g, "Norse"), drawOf(g, "Douglas", "Norse"));
    expect(g.eventsOf("draw-returned")).toMatchObject([{ block: "norse", area: "Badenoch", rule: "Q6" }]);
    expect(g.block("Norse").at).toBe("pool");
    expect(g.block("Douglas")).toEqual({ side: "scotland", at: "Badenoch", strength: 1 });
  });

  it("Q6 if only the Norse could be drawn and it has nowhere to land, the draw is illegal", () => {
    const g = game({ year: 1298, england: ENGLAND_STILL_BUILDING, scotland: { Badenoch: "Fraser 1" }, removed: scottishPoolOnly("Norse", "Fraser"), at: "W6" });
    expect(g.decision("scotland")).toMatchObject({ areas: [{ area: "Badenoch", maxDraws: 0 }] });
    expect(g.reject("scotland", "build Badenoch: draw")).toMatchObject({ code: "illegal-choice", rule: "Q6" });
    g.order("scotland", "build Badenoch: Fraser 2");
    expect(g.block("Fraser").strength).toBe(3);
  });
});

describe("14.1 7.61 a sea reinforcement's steps may be paid by either area", () => {
  // Badenoch (inland, 2 RP) draws; Moray (coastal, 2 RP) receives.
  const norseFromBadenoch = () => game({ year: 1298, england: ENGLAND_STILL_BUILDING, scotland: { Badenoch: "Fraser 1", Moray: "Grant 1" }, at: "W6" });
  const areasOf = (g: TestGame) => {
    const d = g.decision("scotland");
    if (d.kind !== "builds") throw new Error(d.kind);
    return d.areas;
  };

  it("14.1 7.61 the drawing area's RPs pay at the draw (draw+1), and the receiving area keeps its own RPs", () => {
    const g = norseFromBadenoch();
    g.order("scotland", "build more Badenoch: draw+1 sea Moray", drawOf(g, "Norse"));
    expect(g.block("Norse")).toEqual({ side: "scotland", at: "Moray", strength: 2 });
    expect(areasOf(g)).toEqual([
      { area: "Moray", rp: 2, blocks: [{ block: "grant", room: 2 }, { block: "norse", room: 1 }], maxDraws: 1 },
    ]);
  });

  it("14.1 7.61 the drawing area's remaining RPs add steps to the landed block in a later order; the decision shows them", () => {
    const g = norseFromBadenoch();
    g.order("scotland", "build more Badenoch: draw sea Moray", drawOf(g, "Norse"));
    // The Norse counts against Badenoch's castle limit (no more draws there), not Moray's.
    expect(areasOf(g)).toEqual([
      { area: "Moray", rp: 2, blocks: [{ block: "grant", room: 2 }, { block: "norse", room: 2 }], maxDraws: 1 },
      { area: "Badenoch", rp: 1, blocks: [{ block: "fraser", room: 2 }, { block: "norse", room: 2 }], maxDraws: 0 },
    ]);
    g.order("scotland", "build more Badenoch: Norse 1");
    expect(g.block("Norse")).toEqual({ side: "scotland", at: "Moray", strength: 2 });
    // Badenoch's RPs are spent: it offers nothing more, Moray still its own 2.
    expect(areasOf(g).map((a) => [a.area, a.rp])).toEqual([["Moray", 2]]);
    expect(g.reject("scotland", "build Badenoch: Norse 1")).toMatchObject({ code: "illegal-choice", rule: "7.6" });
  });

  it("14.1 7.61 the landing area's RPs add steps after the landing", () => {
    const g = norseFromBadenoch();
    g.order("scotland", "build more Badenoch: draw, Fraser 1 sea Moray", drawOf(g, "Norse"));
    g.order("scotland", "build Moray: Norse 2");
    expect(g.block("Norse")).toEqual({ side: "scotland", at: "Moray", strength: 3 });
    expect(g.block("Fraser").strength).toBe(2);
  });

  it("14.1 7.61 both areas together in one order: a draw's extra steps beyond the drawing area's RPs are paid by the landing area", () => {
    const g = norseFromBadenoch();
    g.order("scotland", "build more Badenoch: draw+2 sea Moray", drawOf(g, "Norse"));
    expect(g.block("Norse")).toEqual({ side: "scotland", at: "Moray", strength: 3 });
    // Badenoch paid the draw and one step, Moray the other step.
    expect(areasOf(g).map((a) => [a.area, a.rp])).toEqual([["Moray", 1]]);
    g.order("scotland", "build Moray: Grant 1");
    expect(g.block("Grant").strength).toBe(2);
  });

  it("14.1 7.61 both areas in several orders: drawing area at the draw and later, landing area after", () => {
    const g = game({ year: 1298, england: ENGLAND_STILL_BUILDING, scotland: { Lanark: "Douglas 1", Lennox: "Campbell 1" }, removed: ["Norse"], at: "W6" });
    g.state.blocks.french_knights.at = "pool";
    // Lanark (inland, 2 RP) draws the French Knights (max 4) into Lennox (coastal, 2 RP).
    g.order("scotland", "build more Lanark: draw sea Lennox", drawOf(g, "French Knights"));
    g.order("scotland", "build more Lanark: French Knights 1");
    g.order("scotland", "build Lennox: French Knights 2");
    expect(g.block("French Knights")).toEqual({ side: "scotland", at: "Lennox", strength: 4 });
  });

  it("14.1 7.61 the limits: no RP spent twice, never above the block's maximum, each area within its own RPs", () => {
    const g = norseFromBadenoch();
    // Moray would pay 2 of draw+3 and 1 for Grant: 3 of its 2 RP.
    expect(g.reject("scotland", "build Badenoch: draw+3 sea Moray; Moray: Grant 1")).toMatchObject({ code: "too-many-steps", rule: "7.61" });
    // Without a landing area named, the drawing area pays everything.
    expect(g.reject("scotland", "build Badenoch: draw+2")).toMatchObject({ code: "too-many-steps", rule: "7.61" });
    // The draw itself is always paid by the drawing area.
    expect(g.reject("scotland", "build Badenoch: Fraser 2, draw sea Moray")).toMatchObject({ code: "too-many-steps", rule: "7.61" });
    g.order("scotland", "build more Badenoch: draw sea Moray", drawOf(g, "Norse"));
    // Norse at 1 (max 3): 1 from Badenoch and 2 from Moray is one step too many.
    expect(g.reject("scotland", "build Badenoch: Norse 1; Moray: Norse 2")).toMatchObject({ code: "too-many-steps", rule: "7.61" });
    expect(g.reject("scotland", "build Moray: Norse 3")).toMatchObject({ code: "too-many-steps", rule: "7.61" });
    g.order("scotland", "build Badenoch: Norse 1; Moray: Norse 1, Grant 1");
    expect(g.block("Norse").strength).toBe(3);
    expect(g.block("Grant").strength).toBe(2);
  });

  it("14.1 7.61 only a draw in an inland area can have its extra steps paid by a landing area", () => {
    const g = game({ year: 1298, england: ENGLAND_STILL_BUILDING, scotland: { Moray: "Grant 1", Strathspey: "Keith" }, at: "W6" });
    // Moray is coastal: whatever it draws stays there, so Strathspey's RPs can never pay for it.
    expect(g.reject("scotland", "build Moray: draw+2 sea Strathspey")).toMatchObject({ code: "too-many-steps", rule: "7.61" });
  });

  it("14.1 7.61 a block drawn that is no sea reinforcement stays in the drawing area with only the steps that area paid; the landing area keeps its RPs", () => {
    const g = norseFromBadenoch();
    g.order("scotland", "build more Badenoch: draw+2 sea Moray", drawOf(g, "Douglas"));
    expect(g.block("Douglas")).toEqual({ side: "scotland", at: "Badenoch", strength: 2 });
    expect(areasOf(g).map((a) => [a.area, a.rp])).toEqual([["Moray", 2]]);
  });
});

describe("OPT-ANGUS-OG (c) Norse reinforcements only on the Irish Sea", () => {
  const options = ["OPT-ANGUS-OG"];

  it("OPT-ANGUS-OG (c) a Norse drawn away from the Irish Sea is returned and another block drawn", () => {
    const g = game({ year: 1298, options, england: ENGLAND_STILL_BUILDING, scotland: { Fife: "Douglas 1" }, at: "W6" });
    g.order("scotland", "build Fife: draw", drawOf(g, "Norse"), drawOf(g, "Barclay", "Norse"));
    expect(g.eventsOf("draw-returned")).toMatchObject([{ block: "norse", area: "Fife", rule: "OPT-ANGUS-OG" }]);
    expect(g.block("Norse").at).toBe("pool");
    expect(g.block("Barclay")).toEqual({ side: "scotland", at: "Fife", strength: 1 });
  });

  it("OPT-ANGUS-OG (c) on the Irish Sea the Norse is placed as drawn", () => {
    const g = game({ year: 1298, options, england: ENGLAND_STILL_BUILDING, scotland: { Argyll: "Campbell 1" }, at: "W6" });
    g.order("scotland", "build Argyll: draw", drawOf(g, "Norse"));
    expect(g.eventsOf("draw-returned")).toEqual([]);
    expect(g.block("Norse")).toEqual({ side: "scotland", at: "Argyll", strength: 1 });
  });
});

describe("7.62 French Knights", () => {
  const eightNobles = { Moray: "Moray", Mar: "Mar", Lennox: "Lennox", Atholl: "Atholl", Dunbar: "Dunbar", Mentieth: "Mentieth", Lanark: "Stewart", Carrick: "Bruce" };

  it("7.62 at the start of W6 the French Knights join the Scottish pool when Scotland controls 8 nobles", () => {
    const g = game({ year: 1298, england: ENGLAND_STILL_BUILDING, scotland: eightNobles, at: "W6" });
    expect(g.eventsOf("french-knights-available")).toHaveLength(1);
    expect(g.block("French Knights").at).toBe("pool");
    expect(g.state.frenchKnightsAdded).toBe(true);
  });

  it("7.62 Moray counts only on the map: 7 nobles and Moray in the pool are not enough", () => {
    const { Moray: _, ...seven } = eightNobles;
    const g = game({ year: 1298, england: ENGLAND_STILL_BUILDING, scotland: seven, at: "W6" });
    expect(g.eventsOf("french-knights-available")).toEqual([]);
    expect(g.block("French Knights").at).toBe("aside");
  });

  it("7.62 only once per game: French Knights killed after joining do not come back", () => {
    const g = game({ year: 1298, frenchKnightsAdded: true, removed: ["French Knights"], england: ENGLAND_STILL_BUILDING, scotland: eightNobles, at: "W6" });
    expect(g.eventsOf("french-knights-available")).toEqual([]);
    expect(g.block("French Knights").at).toBe("removed");
  });
});

describe("7.63 English builds", () => {
  it("7.63 English RPs add steps only to infantry and nobles (EX-1.3 Fife is worth 2 to England); England never draws", () => {
    const g = game({ year: 1298, england: { Fife: "Edward 2, York Knights 2, York Infantry 1, Mentieth 1" }, scotland: { Lennox: "Campbell 1" }, at: "W6" });
    expect(g.decision("england")).toEqual({
      kind: "builds",
      side: "england",
      rule: "7.63",
      areas: [{ area: "Fife", rp: 2, blocks: [{ block: "york_infantry", room: 3 }, { block: "mentieth", room: 2 }], maxDraws: 0 }],
      pool: 0,
    });
    expect(g.reject("england", "build Fife: York Knights 1")).toMatchObject({ code: "illegal-choice", rule: "7.63" });
    expect(g.reject("england", "build Fife: Edward 1")).toMatchObject({ code: "illegal-choice", rule: "7.63" });
    expect(g.reject("england", "build Fife: draw")).toMatchObject({ code: "illegal-choice", rule: "7.63" });
    g.order("england", "build Fife: York Infantry 1, Mentieth 1");
    expect(g.block("York Infantry").strength).toBe(2);
    expect(g.block("Mentieth").strength).toBe(2);
    expect(g.pending().map((d) => `${d.side} ${d.kind}`)).toEqual(["scotland builds"]);
  });
});

describe("C4 builds in one order", () => {
  it("C4 the English and the Scottish builds may arrive in either order; each side sends one", () => {
    const g = game({ year: 1298, england: ENGLAND_STILL_BUILDING, scotland: { Fife: "Douglas 1" }, at: "W6" });
    expect(g.pending().map((d) => `${d.side} ${d.kind}`)).toEqual(["england builds", "scotland builds"]);
    g.order("scotland", "build Fife: Douglas 3");
    expect(g.block("Douglas").strength).toBe(4);
    expect(g.pending().map((d) => `${d.side} ${d.kind}`)).toEqual(["england builds"]);
    expect(g.reject("scotland", "build none")).toMatchObject({ code: "not-your-decision" });
  });

  it("C4 the draws are resolved in the order written", () => {
    const g = game({ year: 1298, england: ENGLAND_STILL_BUILDING, scotland: { Badenoch: "Fraser 1", Lanark: "Grant 1" }, at: "W6" });
    g.order("scotland", "build Lanark: draw; Badenoch: draw", drawOf(g, "Douglas"), drawOf(g, "Campbell", "Douglas"));
    expect(g.block("Douglas").at).toBe("Lanark");
    expect(g.block("Campbell").at).toBe("Badenoch");
  });
});

describe("C4 builds in several orders", () => {
  it("C4 'build more' keeps a side's builds open with the RPs left; 'build none' then finishes them", () => {
    const g = game({ year: 1298, england: ENGLAND_STILL_BUILDING, scotland: { Fife: "Douglas 1" }, at: "W6" });
    g.order("scotland", "build more Fife: Douglas 1");
    expect(g.block("Douglas").strength).toBe(2);
    expect(g.decision("scotland")).toMatchObject({ kind: "builds", areas: [{ area: "Fife", rp: 2, blocks: [{ block: "douglas", room: 2 }] }] });
    expect(g.reject("scotland", "build Fife: Douglas 1, draw, draw")).toMatchObject({ code: "too-many-steps", rule: "7.61" });
    g.order("scotland", "build more Fife: Douglas 1");
    expect(g.decision("scotland")).toMatchObject({ areas: [{ area: "Fife", rp: 1 }] });
    g.order("scotland", "build none");
    expect(g.pending("scotland")).toEqual([]);
    expect(g.block("Douglas").strength).toBe(3);
  });

  it("C4 a side whose RPs are all spent by 'build more' is finished without another order", () => {
    const g = game({ year: 1298, england: ENGLAND_STILL_BUILDING, scotland: { Buchan: "Grant 1" }, removed: scottishPoolOnly("Grant"), at: "W6" });
    g.order("scotland", "build more Buchan: Grant 2");
    expect(g.pending("scotland")).toEqual([]);
    expect(g.block("Grant").strength).toBe(3);
  });
});

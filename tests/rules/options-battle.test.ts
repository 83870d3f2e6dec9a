// Optional rules that change battles: OPT-SCHILTROM, OPT-FOCUS-FIRE, OPT-CELTIC-PERMANENT, OPT-ANDREW-DE-MORAY (a).

import { describe, expect, it } from "vitest";
import { game } from "../helpers/game.js";

function lothian(english: string, scots: string, options: string[], reserves: string[] = []) {
  return {
    year: 1298,
    options,
    england: { Lothian: english },
    scotland: { Lothian: scots },
    battles: [{ area: "Lothian", attacker: "england" as const, reserves, entries: { england: ["Dunbar", "Mentieth"] } }],
    at: "battles" as const,
  };
}

describe("OPT-SCHILTROM", () => {
  it("OPT-SCHILTROM Scottish infantry fires at +1 when the English have no archers in the battle", () => {
    const g = game(lothian("York Knights", "Barclay", ["OPT-SCHILTROM"]));
    g.order("england", "combat York Knights pass");
    g.order("scotland", "combat Barclay fire", 3, 3, 4, 6);
    expect(g.eventsOf("fired")).toEqual([{ type: "fired", side: "scotland", block: "barclay", rating: "C3", dice: [3, 3, 4, 6], hits: 2 }]);
  });

  it("OPT-SCHILTROM without the option the same infantry fires C2", () => {
    const g = game(lothian("York Knights", "Barclay", []));
    g.order("england", "combat York Knights pass");
    g.order("scotland", "combat Barclay fire", 3, 3, 4, 6);
    expect(g.eventsOf("fired")[0]).toMatchObject({ rating: "C2", hits: 0 });
  });

  it("Q18 English archers in reserve count: no bonus", () => {
    const g = game(lothian("York Knights, Lancaster Archers", "Barclay", ["OPT-SCHILTROM"], ["Lancaster Archers"]));
    g.order("england", "combat York Knights pass");
    g.order("scotland", "combat Barclay fire", 3, 3, 4, 6);
    expect(g.eventsOf("fired")[0]).toMatchObject({ block: "barclay", rating: "C2", hits: 0 });
  });

  it("Q18 archers that left the battle by a Celtic roll no longer count", () => {
    const g = game(lothian("York Knights, Welsh Archers", "Barclay", ["OPT-SCHILTROM"]), [6]);
    expect(g.block("Welsh Archers").at).toBe("pool");
    g.order("england", "combat York Knights pass");
    g.order("scotland", "combat Barclay fire", 3, 3, 4, 6);
    expect(g.eventsOf("fired")[0]).toMatchObject({ block: "barclay", rating: "C3", hits: 2 });
  });

  it("Q18 the check is made at each firing: once the archers retreat, the infantry gains the bonus", () => {
    const g = game(lothian("York Knights, Lancaster Archers", "Barclay", ["OPT-SCHILTROM"]));
    g.order("england", "combat York Knights pass, Lancaster Archers pass");
    g.order("scotland", "combat Barclay fire", 3, 6, 6, 6);
    g.order("england", "combat Lancaster Archers retreat Dunbar, York Knights pass");
    g.order("scotland", "combat Barclay fire", 3, 6, 6, 6);
    expect(g.eventsOf("fired").map((e) => [e.rating, e.hits])).toEqual([
      ["C2", 0],
      ["C3", 1],
    ]);
  });

  it("OPT-SCHILTROM only infantry gains the bonus", () => {
    const g = game(lothian("York Knights", "Wallace", ["OPT-SCHILTROM"]));
    g.order("scotland", "combat Wallace fire", 4, 6, 6, 6);
    expect(g.eventsOf("fired")[0]).toMatchObject({ block: "wallace", rating: "A3", hits: 0 });
  });
});

describe("OPT-FOCUS-FIRE", () => {
  it("OPT-FOCUS-FIRE all hits of one firing go to the single strongest block", () => {
    const g = game(lothian("Edward", "Douglas 2, Barclay 4, Grant 2", ["OPT-FOCUS-FIRE"]));
    g.order("england", "combat Edward fire", 1, 1, 1, 6);
    expect([g.block("Douglas").strength, g.block("Barclay").strength, g.block("Grant").strength]).toEqual([2, 1, 2]);
  });

  it("OPT-FOCUS-FIRE the owner picks among tied strongest blocks; hits beyond its strength are lost", () => {
    const g = game(lothian("Edward", "Douglas 2, Barclay 2", ["OPT-FOCUS-FIRE"]));
    g.order("england", "combat Edward fire", 1, 1, 1, 6);
    expect(g.decision()).toMatchObject({
      kind: "assign-hits",
      side: "scotland",
      rule: "OPT-FOCUS-FIRE",
      hits: 3,
      focus: true,
      outcomes: [
        ["douglas", "douglas"],
        ["barclay", "barclay"],
      ],
    });
    expect(g.reject("scotland", "hits Douglas, Barclay")).toMatchObject({ code: "not-strongest", rule: "OPT-FOCUS-FIRE" });
    expect(g.reject("scotland", "hits Douglas")).toMatchObject({ code: "illegal-choice", rule: "OPT-FOCUS-FIRE" });
    g.order("scotland", "hits Barclay, Barclay");
    expect(g.block("Barclay").at).toBe("pool");
    expect(g.block("Douglas").strength).toBe(2);
    expect(g.last.filter((e) => e.type === "hit")).toHaveLength(2);
  });
});

describe("OPT-CELTIC-PERMANENT", () => {
  it("OPT-CELTIC-PERMANENT a Welsh block killed in battle is removed for good", () => {
    const g = game(lothian("Welsh Infantry 1", "Wallace", ["OPT-CELTIC-PERMANENT"]), [1]);
    g.order("scotland", "combat Wallace fire", 1, 6, 6, 6);
    expect(g.block("Welsh Infantry")).toEqual({ side: "england", at: "removed", strength: 0 });
    expect(g.eventsOf("eliminated")).toEqual([{ type: "eliminated", side: "england", block: "welsh_infantry", to: "removed", area: "Lothian" }]);
  });

  it("OPT-CELTIC-PERMANENT a Celtic roll is no battle elimination: the block still goes to the pool", () => {
    const g = game(lothian("Ulster Infantry, York Knights", "Wallace", ["OPT-CELTIC-PERMANENT"]), [5]);
    expect(g.block("Ulster Infantry")).toEqual({ side: "england", at: "pool", strength: 0 });
  });

  it("OPT-CELTIC-PERMANENT without the option a Welsh block killed in battle goes to the pool", () => {
    const g = game(lothian("Welsh Infantry 1", "Wallace", []), [1]);
    g.order("scotland", "combat Wallace fire", 1, 6, 6, 6);
    expect(g.block("Welsh Infantry")).toEqual({ side: "england", at: "pool", strength: 0 });
  });
});

describe("OPT-ANDREW-DE-MORAY", () => {
  it("OPT-ANDREW-DE-MORAY (a) Moray rates A3: he fires in the A step at 3", () => {
    const g = game(lothian("York Knights", "Moray, Barclay", ["OPT-ANDREW-DE-MORAY"]));
    expect(g.decision()).toMatchObject({ kind: "combat-turn", side: "scotland", blocks: [{ block: "moray" }] });
    g.order("scotland", "combat Moray fire", 3, 3, 4);
    expect(g.eventsOf("fired")).toEqual([{ type: "fired", side: "scotland", block: "moray", rating: "A3", dice: [3, 3, 4], hits: 2 }]);
  });

  it("OPT-ANDREW-DE-MORAY without the option Moray is B2 and acts after the English A blocks", () => {
    const g = game(lothian("York Knights, Hobelars", "Moray, Barclay", []));
    expect(g.decision()).toMatchObject({ side: "england", blocks: [{ block: "hobelars" }] });
    g.order("england", "combat Hobelars pass");
    g.order("scotland", "combat Moray fire", 3, 3, 2);
    expect(g.eventsOf("fired")[0]).toMatchObject({ block: "moray", rating: "B2", hits: 1 });
  });
});

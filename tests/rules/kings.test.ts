// 6.0 kings: Edward I and II (6.1, Q7), the Scottish coronation (6.2-6.22), Q1 and Q25.

import { describe, expect, it } from "vitest";
import type { PositionSpec } from "../../src/rules/position.js";
import { game } from "../helpers/game.js";

/** 24 deal draws of the next Year's shuffle (7.8); any order will do. */
const DEAL = Array.from({ length: 24 }, () => 0);

describe("6.1 English kings", () => {
  it("6.1 the Edward block becomes Edward II at the end of 1306", () => {
    const g = game(
      {
        scenario: "the_bruce",
        year: 1306,
        england: { Lothian: "Edward, York Knights, Lancaster Knights, Durham Knights, Hobelars, Lancaster Archers, Welsh Archers, York Infantry, Lancaster Infantry, Northumber Infantry, Durham Infantry, Cumbria Infantry, Westmor Infantry, Welsh Infantry" },
        scotland: { Fife: "King" },
        at: "W7",
      },
      [0, ...DEAL],
    );
    expect(g.state.edward).toBe("II");
    expect(g.eventsOf("edward-ii")).toHaveLength(1);
    expect(g.state.year).toBe(1307);
  });

  it("6.1 Edward stays Edward I at the end of 1305 (Campaign)", () => {
    const g = game(
      {
        scenario: "campaign",
        year: 1305,
        england: { Lothian: "Edward, York Knights, Lancaster Knights, Durham Knights, Hobelars, Lancaster Archers, Welsh Archers, York Infantry, Lancaster Infantry, Northumber Infantry, Durham Infantry, Cumbria Infantry, Westmor Infantry, Welsh Infantry" },
        scotland: { Fife: "Wallace" },
        at: "W7",
      },
      [0, ...DEAL],
    );
    expect(g.state.year).toBe(1306);
    expect(g.state.edward).toBe("I");
    expect(g.eventsOf("edward-ii")).toEqual([]);
  });

  it("6.1 Edward I may not winter in Scotland in 1306: he disbands at W3", () => {
    const g = game({ scenario: "the_bruce", year: 1306, england: { Lothian: "Edward 3" }, scotland: { Fife: "King" }, at: "W3" });
    expect(g.block("Edward")).toEqual({ side: "england", at: "pool", strength: 0 });
    expect(g.pending("england").map((d) => d.kind)).not.toContain("edward-winter");
  });

  it("6.1 Edward II may never winter in Scotland", () => {
    const g = game({ scenario: "the_bruce", year: 1308, edward: "II", england: { Lothian: "Edward 3" }, scotland: { Fife: "King" }, at: "W3" });
    expect(g.block("Edward")).toEqual({ side: "england", at: "pool", strength: 0 });
  });

  it("6.1 Edward I killed in battle becomes Edward II and goes to the English pool (Q7)", () => {
    const g = game({
      year: 1299,
      england: { Lothian: "Edward 1", Mentieth: "Mentieth" },
      scotland: { Lothian: "Wallace", Carrick: "Bruce" },
      battles: [{ area: "Lothian", attacker: "scotland", entries: { scotland: ["Lanark"] } }],
      at: "battles",
    });
    g.order("scotland", "combat Wallace fire", 1, 6, 6, 6);
    expect(g.eventsOf("edward-killed")).toEqual([{ type: "edward-killed", area: "Lothian" }]);
    expect(g.state.edward).toBe("II");
    expect(g.block("Edward")).toEqual({ side: "england", at: "pool", strength: 0 });
    expect(g.state.winner).toBeNull();
  });

  it("6.1 Edward II killed in battle: Scotland wins at once", () => {
    const g = game({
      scenario: "the_bruce",
      year: 1308,
      england: { Lothian: "Edward 1", Mentieth: "Mentieth" },
      scotland: { Lothian: "King", Carrick: "Bruce" },
      battles: [{ area: "Lothian", attacker: "scotland", entries: { scotland: ["Lanark"] } }],
      at: "battles",
    });
    g.order("scotland", "combat King fire", 2, 6, 6, 6);
    expect(g.state.winner).toEqual({ side: "scotland", reason: "edward-ii-killed", year: 1308 });
  });
});

/** Scotland plays Victuals (it may crown instead); England played a Move 2. */
const coronation = (spec: Partial<PositionSpec>): PositionSpec => ({
  year: 1300,
  removed: ["Wallace"],
  played: { england: "move2", scotland: "victuals" },
  at: "event",
  ...spec,
});

describe("6.2 Scottish kings", () => {
  it("6.2 any Scottish event card may be played as a Coronation instead", () => {
    const g = game(coronation({ played: { england: "move2", scotland: "truce" }, england: { Lothian: "York Knights" }, scotland: { Fife: "Bruce" } }));
    // Without a candidate the Truce would play itself; here Scotland is asked.
    expect(g.decision("scotland")).toMatchObject({ kind: "event", event: "truce", crown: ["bruce"] });
    g.order("scotland", "crown Bruce");
    expect(g.eventsOf("coronation")).toEqual([{ type: "coronation", king: "bruce", area: "Fife" }]);
    expect(g.state.truceAgainst).toBeNull();
  });

  it("6.2 England cannot crown a King", () => {
    const g = game({ year: 1300, removed: ["Wallace"], played: { england: "victuals", scotland: "move2" }, england: { Fife: "Bruce 2" }, scotland: { Lennox: "Lennox" }, at: "event" });
    expect(g.reject("england", "crown Bruce")).toMatchObject({ code: "wrong-order-type", rule: "3.12" });
  });

  it("6.2 at most once per game: with a King crowned there is no coronation", () => {
    const g = game({ scenario: "the_bruce", year: 1307, played: { england: "move2", scotland: "victuals" }, england: { Lothian: "York Knights" }, scotland: { Fife: "Bruce 2, King 3" }, at: "event" });
    const d = g.decision("scotland");
    expect(d.kind === "event" && d.crown).toEqual([]);
    expect(g.reject("scotland", "crown Bruce")).toMatchObject({ code: "illegal-choice", rule: "6.2" });
  });

  it("6.2 both events: England's is resolved first, then Scotland chooses between the coronation and its own event", () => {
    const spec = coronation({ played: { england: "herald", scotland: "victuals" }, england: { Lothian: "York Knights" }, scotland: { Fife: "Bruce", Lennox: "Lennox 2" } });
    const failed = game(spec);
    expect(failed.pending().map((d) => d.side)).toEqual(["england"]);
    failed.order("england", "herald Bruce", 5);
    expect(failed.decision("scotland")).toMatchObject({ kind: "event", crown: ["bruce"] });

    const converted = game(spec);
    converted.order("england", "herald Bruce", 1);
    expect(converted.block("Bruce")).toEqual({ side: "england", at: "Fife", strength: 4 });
    expect(converted.decision("scotland")).toMatchObject({ kind: "event", crown: [] });
    expect(converted.reject("scotland", "crown Bruce")).toMatchObject({ code: "illegal-choice", rule: "6.2" });
  });
});

describe("6.21 Bruce or Comyn", () => {
  it("6.21 Wallace must be dead: in the pool he is alive (Q23) and blocks the coronation", () => {
    const g = game({ year: 1300, played: { england: "move2", scotland: "victuals" }, england: { Lothian: "York Knights" }, scotland: { Fife: "Bruce 2" }, at: "event" });
    expect(g.block("Wallace").at).toBe("pool");
    expect(g.decision("scotland")).toMatchObject({ kind: "event", crown: [] });
    expect(g.reject("scotland", "crown Bruce")).toMatchObject({ code: "illegal-choice", rule: "6.2" });
  });

  it("6.21 the candidate must be a Scottish Bruce or Comyn in Fife", () => {
    const g = game(coronation({ england: { Fife: "Comyn", Lothian: "York Knights" }, scotland: { Carrick: "Bruce 2", Lennox: "Lennox" } }));
    expect(g.decision("scotland")).toMatchObject({ kind: "event", crown: [] });
    const both = game(coronation({ england: { Lothian: "York Knights" }, scotland: { Fife: "Bruce 2, Comyn 2" } }));
    expect(both.decision("scotland")).toMatchObject({ kind: "event", crown: ["bruce", "comyn"] });
  });

  it("6.21 Bruce crowned: the King enters Fife at full strength and every Scottish Comyn noble but Moray turns English in place", () => {
    const g = game(
      coronation({
        england: { Lothian: "York Knights" },
        scotland: { Fife: "Bruce 2", Ross: "Ross 2", Galloway: "Galloway", Moray: "Moray 2", Lennox: "Lennox 2" },
      }),
    );
    g.order("scotland", "crown Bruce");
    expect(g.state.kingCrowned).toBe(true);
    expect(g.block("King")).toEqual({ side: "scotland", at: "Fife", strength: 4 });
    expect(g.block("Bruce")).toEqual({ side: "scotland", at: "Fife", strength: 2 });
    expect(g.block("Ross")).toEqual({ side: "england", at: "Ross", strength: 2 });
    expect(g.block("Galloway")).toEqual({ side: "england", at: "Galloway", strength: 3 });
    expect(g.block("Moray")).toEqual({ side: "scotland", at: "Moray", strength: 2 });
    expect(g.block("Lennox")).toEqual({ side: "scotland", at: "Lennox", strength: 2 });
    expect(g.eventsOf("noble-switched").map((e) => [e.noble, e.to, e.rule])).toEqual([
      ["galloway", "england", "6.21"],
      ["ross", "england", "6.21"],
    ]);
    // No switched noble shares an area with Scots: no defection battle; England moves next.
    expect(g.eventsOf("battle-started")).toEqual([]);
    expect(g.decision()).toMatchObject({ kind: "movement", side: "england" });
  });

  it("6.21 Comyn crowned: every Scottish Bruce noble turns English", () => {
    const g = game(coronation({ england: { Lothian: "York Knights" }, scotland: { Fife: "Comyn 3", Carrick: "Bruce 2", Mar: "Mar", Buchan: "Buchan" } }));
    g.order("scotland", "crown Comyn");
    expect(g.block("Bruce")).toEqual({ side: "england", at: "Carrick", strength: 2 });
    expect(g.block("Mar")).toEqual({ side: "england", at: "Mar", strength: 3 });
    expect(g.block("Buchan").side).toBe("scotland");
    expect(g.block("Comyn")).toEqual({ side: "scotland", at: "Fife", strength: 3 });
    expect(g.block("King")).toEqual({ side: "scotland", at: "Fife", strength: 4 });
  });

  it("6.21 switched nobles among Scots fight defection battles at once, together as the Main Attack", () => {
    const g = game(
      coronation({
        england: { Lothian: "York Knights" },
        scotland: { Fife: "Bruce", Buchan: "Buchan 2, Angus 1, Grant" },
      }),
    );
    g.order("scotland", "crown Bruce");
    expect(g.eventsOf("battle-started")).toEqual([
      {
        type: "battle-started",
        area: "Buchan",
        attacker: "england",
        defection: true,
        engaged: expect.arrayContaining([
          { block: "angus", side: "england", strength: 1 },
          { block: "buchan", side: "england", strength: 2 },
          expect.objectContaining({ block: "grant", side: "scotland" }),
        ]),
        reserves: { england: 0, scotland: 0 },
      },
    ]);
    expect(g.state.battle).toMatchObject({ area: "Buchan", attacker: "england", defection: true, reserves: [] });
  });

  it("Q1 P1 chooses the order of the defection battles: Scotland when only Scotland played an event", () => {
    const g = game(
      coronation({
        england: { Lothian: "York Knights" },
        scotland: { Fife: "Bruce", Buchan: "Buchan 2, Grant", Argyll: "Argyll 2, Campbell" },
      }),
    );
    g.order("scotland", "crown Bruce");
    expect(g.decision()).toMatchObject({ kind: "choose-battle", side: "scotland", areas: ["Buchan", "Argyll"], defection: true });
    expect(g.reject("scotland", "battle Lothian")).toMatchObject({ code: "illegal-choice" });
    g.order("scotland", "battle Argyll");
    expect(g.state.battle).toMatchObject({ area: "Argyll", attacker: "england", defection: true });
  });

  it("Q1 when both played events, England is P1 and chooses the order", () => {
    const g = game(
      coronation({
        played: { england: "truce", scotland: "victuals" },
        england: { Lothian: "York Knights" },
        scotland: { Fife: "Bruce", Buchan: "Buchan 2, Grant", Argyll: "Argyll 2, Campbell" },
      }),
    );
    g.order("scotland", "crown Bruce");
    expect(g.decision()).toMatchObject({ kind: "choose-battle", side: "england", areas: ["Buchan", "Argyll"], defection: true });
    g.order("england", "battle Buchan");
    expect(g.state.battle).toMatchObject({ area: "Buchan", defection: true });
  });
});

describe("6.22 King Balliol", () => {
  const balliol = (spec: Partial<PositionSpec>): PositionSpec => ({
    year: 1301,
    frenchKnightsAdded: true,
    played: { england: "move2", scotland: "victuals" },
    at: "event",
    ...spec,
  });

  it("6.22 from 1301, with the French Knights on the map, Wallace alive or not: the King enters their area at full strength", () => {
    const g = game(balliol({ england: { Lothian: "York Knights" }, scotland: { Angus: "French Knights 2", Fife: "Wallace", Lennox: "Lennox 2", Galloway: "Galloway" } }));
    expect(g.decision("scotland")).toMatchObject({ kind: "event", crown: ["balliol"] });
    g.order("scotland", "crown Balliol");
    expect(g.eventsOf("coronation")).toEqual([{ type: "coronation", king: "balliol", area: "Angus" }]);
    expect(g.block("King")).toEqual({ side: "scotland", at: "Angus", strength: 4 });
    expect(g.block("Lennox")).toEqual({ side: "england", at: "Lennox", strength: 2 });
    expect(g.block("Galloway").side).toBe("scotland");
  });

  it("6.22 every Scottish Bruce noble, Bruce himself included, switches, with defection battles", () => {
    const g = game(balliol({ england: { Lothian: "York Knights" }, scotland: { Angus: "French Knights", Fife: "Bruce 2, Douglas" } }));
    g.order("scotland", "crown Balliol");
    expect(g.block("Bruce")).toEqual({ side: "england", at: "Fife", strength: 2 });
    expect(g.state.battle).toMatchObject({ area: "Fife", attacker: "england", defection: true });
  });

  it("6.22 not before 1301", () => {
    const g = game(balliol({ year: 1300, england: { Lothian: "York Knights" }, scotland: { Angus: "French Knights", Lennox: "Lennox 2" } }));
    expect(g.decision("scotland")).toMatchObject({ kind: "event", crown: [] });
    expect(g.reject("scotland", "crown Balliol")).toMatchObject({ code: "illegal-choice", rule: "6.2" });
  });

  it("6.22 not with the French Knights in the pool", () => {
    const g = game(balliol({ england: { Lothian: "York Knights" }, scotland: { Lennox: "Lennox 2" } }));
    expect(g.block("French Knights").at).toBe("pool");
    expect(g.decision("scotland")).toMatchObject({ kind: "event", crown: [] });
  });

  it("6.22 not once a King has been crowned", () => {
    const g = game(balliol({ kingCrowned: true, england: { Lothian: "York Knights" }, scotland: { Angus: "French Knights", Lennox: "Lennox 2" } }));
    expect(g.decision("scotland")).toMatchObject({ kind: "event", crown: [] });
  });
});

describe("Q25 Scottish King outside battle", () => {
  it("Q25 a King pillaged to nothing goes to the Scottish pool; this is no sudden death", () => {
    const g = game({
      scenario: "the_bruce",
      year: 1307,
      played: { england: "pillage", scotland: "move2" },
      england: { Angus: "York Knights 2" },
      scotland: { Fife: "King 1", Carrick: "Bruce" },
      at: "event",
    });
    g.order("england", "pillage Fife from Angus");
    expect(g.block("King")).toEqual({ side: "scotland", at: "pool", strength: 0 });
    expect(g.eventsOf("eliminated")).toEqual([expect.objectContaining({ block: "king", to: "pool" })]);
    expect(g.state.winner).toBeNull();
    expect(g.state.kingCrowned).toBe(true);
  });

  it("Q25 a King disbanded in winter goes to the pool", () => {
    const g = game({ scenario: "the_bruce", year: 1307, england: { Lothian: "Cumbria Infantry" }, scotland: { Argyll: "King 2", Carrick: "Bruce" }, at: "W2" });
    expect(g.decision()).toMatchObject({ kind: "king-winter", side: "scotland" });
    g.order("scotland", "king disband");
    expect(g.block("King")).toEqual({ side: "scotland", at: "pool", strength: 0 });
    expect(g.state.winner).toBeNull();
  });

  it("Q25 a pooled King may be redrawn at strength 1, with no new coronation", () => {
    const g = game({
      scenario: "the_bruce",
      year: 1307,
      kingCrowned: true,
      removed: ["Wallace", "Moray"],
      england: { Lothian: "York Infantry, Lancaster Infantry, Northumber Infantry, Durham Infantry, Cumbria Infantry, Westmor Infantry, Welsh Infantry, Ulster Infantry" },
      scotland: { Fife: "Douglas", Carrick: "Bruce" },
      at: "W6",
    });
    expect(g.block("King").at).toBe("pool");
    // England has nothing to build (its infantry is at full strength). Pool draws are indexed in block order: the King comes first. Then the levy (7 in the pool: 4) and the deal.
    g.order("scotland", "build Fife: draw", 0, 0, 0, 0, 0, ...DEAL);
    expect(g.block("King")).toEqual({ side: "scotland", at: "Fife", strength: 1 });
    expect(g.state.kingCrowned).toBe(true);
    expect(g.eventsOf("coronation")).toEqual([]);
  });
});

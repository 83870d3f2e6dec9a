// 5.9 border raids, 9.0 scoring, 9.1 sudden death.

import { describe, expect, it } from "vitest";
import { game } from "../helpers/game.js";

const hands = { england: ["move1", "move2"], scotland: ["move2", "move3"] };

describe("5.9 border raids", () => {
  it("5.9 with Scots in England, England removes one non-noble block of its choice, to the pool, hidden from the Scot", () => {
    const g = game({
      year: 1298,
      turn: 1,
      hands,
      england: { Lothian: "York Knights", Fife: "Hobelars", Angus: "Angus" },
      scotland: { England: "Barclay", Mar: "Mar" },
      at: "turn-end",
    });
    expect(g.pending()).toEqual([{ kind: "raid-attrition", side: "england", rule: "5.9", blocks: ["york_knights", "hobelars"] }]);
    expect(g.reject("england", "raid Angus")).toMatchObject({ code: "illegal-choice", rule: "5.9" });
    g.order("england", "raid Hobelars");
    // Not a battle elimination: the black-cross Hobelars go to the pool.
    expect(g.block("Hobelars")).toEqual({ side: "england", at: "pool", strength: 0 });
    expect(g.last).toContainEqual({ type: "raid-attrition", block: "hobelars", from: "Fife", secret: { from: "scotland", fields: ["block"] } });
    expect(g.decision()).toMatchObject({ kind: "play-card" });
  });

  it("5.9 a single English non-noble on the map is removed without asking", () => {
    const g = game({
      year: 1298,
      turn: 1,
      hands,
      england: { Lothian: "York Knights", Angus: "Angus" },
      scotland: { England: "Barclay", Mar: "Mar" },
      at: "turn-end",
    });
    expect(g.eventsOf("auto-order")).toContainEqual(expect.objectContaining({ type: "auto-order", side: "england", order: { type: "raid", block: "york_knights" } }));
    expect(g.block("York Knights").at).toBe("pool");
  });

  it("5.9 if England has only nobles on the map, nothing is removed", () => {
    const g = game({
      year: 1298,
      turn: 1,
      hands,
      england: { Angus: "Angus" },
      scotland: { England: "Barclay", Mar: "Mar" },
      at: "turn-end",
    });
    expect(g.eventsOf("raid-attrition")).toEqual([]);
    expect(g.block("Angus")).toEqual({ side: "england", at: "Angus", strength: 3 });
    expect(g.decision()).toMatchObject({ kind: "play-card" });
  });

  it("5.9 no Scots in England, no raid", () => {
    const g = game({
      year: 1298,
      turn: 1,
      hands,
      england: { Lothian: "York Knights", Fife: "Hobelars", Angus: "Angus" },
      scotland: { Dunbar: "Barclay", Mar: "Mar" },
      at: "turn-end",
    });
    expect(g.eventsOf("raid-attrition")).toEqual([]);
    expect(g.decision()).toMatchObject({ kind: "play-card" });
  });

  it("Q13 a turn in which both players played events still ends with raid attrition and the sudden-death check", () => {
    const g = game({
      year: 1298,
      turn: 2,
      played: { england: "herald", scotland: "victuals" },
      england: { Lothian: "York Knights", Fife: "Hobelars", Angus: "Angus" },
      scotland: { England: "Barclay", Mar: "Mar", Lennox: "Wallace" },
      at: "turn-end",
    });
    expect(g.decision()).toMatchObject({ kind: "raid-attrition", side: "england" });
    g.order("england", "raid York Knights");
    expect(g.last).toContainEqual({ type: "year-ended", year: 1298, reason: "two-events" });
    expect(g.decision()).toMatchObject({ kind: "wallace-winter" });
  });

  it("Q13 the sudden-death check also closes a turn in which both players played events", () => {
    const g = game({
      year: 1298,
      turn: 2,
      played: { england: "herald", scotland: "victuals" },
      england: { Lothian: "York Knights", Fife: "Hobelars" },
      scotland: { England: "Barclay", Mar: "Mar" },
      at: "turn-end",
    });
    g.order("england", "raid York Knights");
    expect(g.state.winner).toEqual({ side: "scotland", reason: "sudden-death", year: 1298 });
    expect(g.eventsOf("year-ended")).toEqual([]);
  });
});

describe("9.0 victory at the end of a scenario", () => {
  it("9.0 the side controlling a majority of the nobles in play wins, counted after W1 of the final winter", () => {
    const g = game({
      year: 1305,
      england: { Angus: "Angus", Lothian: "Argyll" },
      scotland: { Mar: "Mar", Argyll: "Barclay" },
      at: "winter",
    });
    // Argyll goes home to Argyll, finds Scots there and switches (7.1): 1 English noble against 2.
    expect(g.eventsOf("scored")).toEqual([{ type: "scored", england: 1, scotland: 2 }]);
    expect(g.state.winner).toEqual({ side: "scotland", reason: "majority", year: 1305 });
    expect(g.pending()).toEqual([]);
  });

  const fourteenNobles = (wallace: Record<string, string>) => ({
    year: 1305,
    england: { Badenoch: "Comyn", Angus: "Angus", Argyll: "Argyll", Buchan: "Buchan", Galloway: "Galloway", Ross: "Ross", Atholl: "Atholl", Carrick: "York Infantry" },
    scotland: {
      Moray: "Moray",
      Annan: "Bruce",
      Mar: "Mar",
      Lennox: "Lennox",
      Dunbar: "Dunbar",
      Mentieth: "Mentieth",
      Lanark: "Stewart",
      Lochaber: "Barclay",
      ...wallace,
    },
    at: "winter" as const,
  });

  it("9.0 at 7-7 Scotland wins if Wallace is on the map", () => {
    const g = game(fourteenNobles({ Selkirk: "Wallace" }));
    g.order("scotland", "moray stay");
    expect(g.eventsOf("scored")).toEqual([{ type: "scored", england: 7, scotland: 7 }]);
    expect(g.state.winner).toEqual({ side: "scotland", reason: "wallace-tie-break", year: 1305 });
  });

  it("Q23 at 7-7 England wins if Wallace is in the pool (or dead)", () => {
    const pooled = game(fourteenNobles({}));
    expect(pooled.block("Wallace").at).toBe("pool");
    pooled.order("scotland", "moray stay");
    expect(pooled.state.winner).toEqual({ side: "england", reason: "wallace-tie-break", year: 1305 });

    const dead = game({ ...fourteenNobles({}), removed: ["Wallace"] });
    dead.order("scotland", "moray stay");
    expect(dead.state.winner).toEqual({ side: "england", reason: "wallace-tie-break", year: 1305 });
  });

  it("9.0 before the final year the winter goes on without scoring", () => {
    const g = game({ ...fourteenNobles({ Selkirk: "Wallace" }), year: 1300 });
    g.order("scotland", "moray stay");
    expect(g.eventsOf("scored")).toEqual([]);
    expect(g.state.winner).toBeNull();
  });
});

describe("9.1 sudden death", () => {
  it("9.1 at the end of a Game Turn, after raid attrition, a side controlling all nobles in play wins", () => {
    const g = game({
      year: 1298,
      turn: 1,
      hands,
      england: { Lothian: "York Knights", Fife: "Hobelars" },
      scotland: { England: "Barclay", Mar: "Mar", Lennox: "Lennox" },
      at: "turn-end",
    });
    expect(g.state.winner).toBeNull();
    g.order("england", "raid Hobelars");
    expect(g.state.winner).toEqual({ side: "scotland", reason: "sudden-death", year: 1298 });
    expect(g.pending()).toEqual([]);
  });

  it("9.1 England wins by sudden death only if Moray is not on the map", () => {
    const spec = {
      year: 1298,
      turn: 1,
      hands,
      england: { Angus: "Angus", Buchan: "Buchan" },
      scotland: { Fife: "Barclay" },
      at: "turn-end" as const,
    };
    expect(game(spec).state.winner).toEqual({ side: "england", reason: "sudden-death", year: 1298 });
    const moray = game({ ...spec, scotland: { Fife: "Barclay", Moray: "Moray" } });
    expect(moray.state.winner).toBeNull();
    expect(moray.decision()).toMatchObject({ kind: "play-card" });
  });

  it("9.1 the Scottish King eliminated in battle: England wins at once", () => {
    const g = game({
      year: 1298,
      england: { Fife: "York Knights" },
      scotland: { Fife: "King 1, Barclay 1" },
      battles: [{ area: "Fife", attacker: "england", entries: { england: ["Angus"] } }],
      at: "battles",
    });
    g.order("scotland", "combat King pass");
    g.order("england", "combat York Knights fire", 1, 6, 6, 6);
    expect(g.decision()).toMatchObject({ kind: "assign-hits", outcomes: [["king"], ["barclay"]] });
    g.order("scotland", "hits King");
    expect(g.state.winner).toEqual({ side: "england", reason: "scottish-king-killed", year: 1298 });
    expect(g.block("King").at).toBe("removed");
    expect(g.pending()).toEqual([]);
  });

  it("9.1 Edward II eliminated in battle: Scotland wins at once", () => {
    const g = game({
      year: 1307,
      england: { Lothian: "Edward 1" },
      scotland: { Lothian: "Wallace" },
      battles: [{ area: "Lothian", attacker: "england", entries: { england: ["Dunbar"] } }],
      at: "battles",
    });
    g.order("scotland", "combat Wallace fire", 1, 6, 6, 6);
    expect(g.block("Edward").at).toBe("removed");
    expect(g.state.winner).toEqual({ side: "scotland", reason: "edward-ii-killed", year: 1307 });
    expect(g.pending()).toEqual([]);
  });

  it("9.1 failing a required retreat is elimination in battle: Edward II stuck in England loses the game", () => {
    const g = game({
      year: 1307,
      england: { England: "Edward" },
      scotland: { England: "Barclay" },
      battles: [{ area: "England", attacker: "england", entries: { england: ["Dunbar"] } }],
      at: "battles",
    });
    for (let round = 1; round <= 3; round++) {
      g.order("england", "combat Edward pass");
      g.order("scotland", "combat Barclay pass");
    }
    expect(g.state.winner).toEqual({ side: "scotland", reason: "edward-ii-killed", year: 1307 });
  });

  it("Q14 winter switches that leave one side with every noble do not end the game mid-winter", () => {
    const g = game({
      year: 1298,
      england: { Lothian: "Angus" },
      scotland: { Angus: "Barclay", Mar: "Mar" },
      at: "winter",
    });
    expect(g.eventsOf("noble-switched")).toEqual([{ type: "noble-switched", noble: "angus", to: "scotland", area: "Angus", strength: 3, rule: "7.1" }]);
    expect(g.state.winner).toBeNull();
    expect(g.eventsOf("game-over")).toEqual([]);
    expect(g.pending().length).toBeGreaterThan(0);
  });
});

// 7.0-7.5, 7.7, 7.8: the Winter Turn from the end of the Year to the next deal.

import { describe, expect, it } from "vitest";
import type { Side } from "../../src/rules/sides.js";
import { game, type TestGame } from "../helpers/game.js";

/** The next Year's deal (7.8): 24 Fisher-Yates draws over the 25 cards; all 0 gives cards 2-6 / 7-11. */
const DEAL: number[] = Array.from({ length: 24 }, () => 0);

const winterSteps = (g: TestGame): string[] => g.eventsOf("winter-step").map((e) => e.step);
const disbanded = (g: TestGame) => g.eventsOf("disbanded").map((e) => [e.block, e.from, e.voluntary]);

/** Every English non-noble but these is out of the game, so the levy pool is exactly them. */
function englishPoolOnly(...keep: string[]): string[] {
  const all = ["Edward", "Lancaster Archers", "Welsh Archers", "Lancaster Knights", "York Knights", "Durham Knights", "Hobelars"];
  const infantry = ["York", "Lancaster", "Northumber", "Durham", "Cumbria", "Westmor", "Welsh", "Ulster"].map((n) => `${n} Infantry`);
  return [...all, ...infantry].filter((b) => !keep.includes(b));
}

describe("7.0 the end of the Year and the Winter Turn", () => {
  it("7.0 the Year ends after the fifth Game Turn; unplayed cards are discarded and W1 begins", () => {
    const g = game({
      year: 1298,
      turn: 5,
      england: { Angus: "Angus" },
      scotland: { Fife: "Moray" },
      hands: { england: ["move2"], scotland: ["herald"] },
      played: { england: "move1", scotland: "move3" },
      at: "turn-end",
    });
    expect(g.eventsOf("year-ended")).toEqual([{ type: "year-ended", year: 1298, reason: "five-turns" }]);
    expect(g.state.hands).toEqual({ england: [], scotland: [] });
    expect(g.state.turn).toBe(0);
    expect(winterSteps(g)).toEqual(["W1"]);
    expect(g.decision().kind).toBe("moray-winter");
  });

  it("7.0 a turn in which both players played an event ends the Year at once", () => {
    const g = game({
      year: 1298,
      turn: 2,
      england: { Angus: "Angus" },
      scotland: { Fife: "Moray" },
      hands: { england: ["move2", "move3", "move1"], scotland: ["move1", "move2", "move3"] },
      played: { england: "herald", scotland: "pillage" },
      at: "turn-end",
    });
    expect(g.eventsOf("year-ended")).toEqual([{ type: "year-ended", year: 1298, reason: "two-events" }]);
    expect(g.state.hands).toEqual({ england: [], scotland: [] });
    expect(winterSteps(g)).toEqual(["W1"]);
  });

  it("7.0 the Winter Turn runs W1-W8 in the exact order, then the next Year is dealt", () => {
    const g = game({
      year: 1304,
      england: { Lothian: "Edward, York Knights 2, Cumbria Infantry 2", Angus: "Angus" },
      scotland: { Fife: "King, Douglas 2", Mar: "Moray", Lanark: "Wallace 2", Carrick: "Bruce" },
      at: "winter",
    });
    const transcript: [Side, string][] = [
      ["scotland", "home Carrick"],
      ["scotland", "moray home"],
      ["scotland", "king stay"],
      ["england", "edward winter"],
      ["england", "disband none"],
      ["scotland", "wallace selkirk"],
      ["scotland", "disband none"],
      ["england", "build Lothian: Cumbria Infantry 1"],
      ["scotland", "build Fife: Douglas 2"],
    ];
    const asked = transcript.map(([side, order], i) => {
      const d = g.decision(side);
      g.order(side, order, ...(i === transcript.length - 1 ? DEAL : []));
      return `${d.rule} ${d.kind}`;
    });
    expect(asked).toEqual([
      "7.12 noble-home",
      "7.1 moray-winter",
      "7.2 king-winter",
      "7.4 edward-winter",
      "7.3 disband",
      "7.5 wallace-winter",
      "7.5 disband",
      "7.63 builds",
      "7.61 builds",
    ]);
    expect(winterSteps(g)).toEqual(["W1", "W2", "W3", "W4", "W5", "W6", "W7", "W8"]);
    expect(g.state.year).toBe(1305);
    expect(g.state.turn).toBe(1);
    expect(g.pending().map((d) => `${d.side} ${d.kind}`)).toEqual(["england play-card", "scotland play-card"]);
  });
});

describe("7.1 nobles go home", () => {
  it("EX-7.1 the English Angus noble goes home first, finds a Scot there and switches; then the Buchan noble goes home", () => {
    const g = game({ year: 1298, england: { Mar: "Angus 2" }, scotland: { Angus: "Buchan", Moray: "Moray" }, at: "winter" });
    expect(g.eventsOf("noble-home").map((e) => [e.side, e.noble, e.from, e.to])).toEqual([
      ["england", "angus", "Mar", "Angus"],
      ["scotland", "buchan", "Angus", "Buchan"],
    ]);
    expect(g.eventsOf("noble-switched")).toEqual([{ type: "noble-switched", noble: "angus", to: "scotland", area: "Angus", strength: 2, rule: "7.1" }]);
    expect(g.block("Angus")).toEqual({ side: "scotland", at: "Angus", strength: 2 });
    expect(g.block("Buchan")).toEqual({ side: "scotland", at: "Buchan", strength: 3 });
  });

  it("7.1 the English go home first: an English noble leaving a Scot's home lets him return unswitched", () => {
    const g = game({ year: 1298, england: { Buchan: "Angus" }, scotland: { Mar: "Buchan", Moray: "Moray" }, at: "winter" });
    expect(g.block("Angus")).toEqual({ side: "england", at: "Angus", strength: 3 });
    expect(g.block("Buchan")).toEqual({ side: "scotland", at: "Buchan", strength: 3 });
    expect(g.eventsOf("noble-switched")).toEqual([]);
  });

  it("7.1 a Scottish noble whose home holds English blocks switches to England at current strength; no battle", () => {
    const g = game({ year: 1298, england: { Lennox: "York Infantry" }, scotland: { Fife: "Lennox 2", Moray: "Moray" }, at: "winter" });
    expect(g.block("Lennox")).toEqual({ side: "england", at: "Lennox", strength: 2 });
    expect(g.eventsOf("noble-switched")).toEqual([{ type: "noble-switched", noble: "lennox", to: "england", area: "Lennox", strength: 2, rule: "7.1" }]);
    expect(g.eventsOf("battle-started")).toEqual([]);
    expect(g.decision().kind).toBe("moray-winter");
  });
});

describe("7.12 Bruce and Comyn have two homes", () => {
  it("7.12 with both homes free the owner chooses either", () => {
    const g = game({ year: 1298, scotland: { Lanark: "Bruce 3", Moray: "Moray" }, at: "winter" });
    expect(g.decision()).toEqual({ kind: "noble-home", side: "scotland", rule: "7.12", noble: "bruce", homes: ["Annan", "Carrick"] });
    expect(g.reject("scotland", "home Lanark")).toMatchObject({ code: "illegal-choice", rule: "7.12" });
    expect(g.reject("england", "home Carrick")).toMatchObject({ code: "not-your-decision" });
    g.order("scotland", "home Annan");
    expect(g.block("Bruce")).toEqual({ side: "scotland", at: "Annan", strength: 3 });
    expect(g.decision().kind).toBe("moray-winter");
  });

  it("7.12 he never goes to an enemy-occupied home while the other is free", () => {
    const g = game({ year: 1298, england: { Mar: "Comyn", Carrick: "York Infantry" }, scotland: { Lochaber: "Grant", Lanark: "Bruce", Moray: "Moray" }, at: "winter" });
    expect(g.block("Comyn")).toEqual({ side: "england", at: "Badenoch", strength: 4 });
    expect(g.block("Bruce")).toEqual({ side: "scotland", at: "Annan", strength: 4 });
    expect(g.eventsOf("noble-switched")).toEqual([]);
    expect(g.decision().kind).toBe("moray-winter");
  });

  it("7.12 with both homes enemy-occupied he switches and his new owner places him; C6 he does not go home again", () => {
    const g = game({ year: 1298, england: { Mar: "Comyn 3" }, scotland: { Badenoch: "Grant", Lochaber: "Fraser", Moray: "Moray" }, at: "winter" });
    expect(g.eventsOf("noble-switched")).toEqual([{ type: "noble-switched", noble: "comyn", to: "scotland", area: "Mar", strength: 3, rule: "7.12" }]);
    expect(g.decision()).toEqual({ kind: "noble-home", side: "scotland", rule: "7.12", noble: "comyn", homes: ["Badenoch", "Lochaber"] });
    expect(g.reject("england", "home Badenoch")).toMatchObject({ code: "not-your-decision" });
    g.order("scotland", "home Lochaber");
    expect(g.block("Comyn")).toEqual({ side: "scotland", at: "Lochaber", strength: 3 });
    expect(g.decision().kind).toBe("moray-winter");
    expect(g.eventsOf("noble-home")).toHaveLength(1);
  });
});

describe("7.1 Moray's winter choice (C3, Q5)", () => {
  it("C3 Moray away from home may stay, go home or disband; going home heals nothing without the option", () => {
    const g = game({ year: 1298, scotland: { Fife: "Moray 2" }, at: "winter" });
    expect(g.decision()).toEqual({ kind: "moray-winter", side: "scotland", rule: "7.1", choices: ["stay", "home", "disband"] });
    g.order("scotland", "moray home");
    expect(g.block("Moray")).toEqual({ side: "scotland", at: "Moray", strength: 2 });
    expect(g.eventsOf("moved-in-winter")).toMatchObject([{ block: "moray", from: "Fife", to: "Moray", rule: "7.1" }]);
  });

  it("C3 Moray already at home may stay or disband", () => {
    const g = game({ year: 1298, scotland: { Moray: "Moray" }, at: "winter" });
    expect(g.decision()).toMatchObject({ kind: "moray-winter", choices: ["stay", "disband"] });
  });

  it("Q5 Moray cannot go home into an enemy-occupied Moray area, and never switches", () => {
    const g = game({ year: 1298, england: { Moray: "Cumbria Infantry" }, scotland: { Fife: "Moray" }, at: "winter" });
    expect(g.decision()).toMatchObject({ kind: "moray-winter", choices: ["stay", "disband"] });
    expect(g.reject("scotland", "moray home")).toMatchObject({ code: "illegal-choice", rule: "C3" });
    g.order("scotland", "moray stay");
    expect(g.block("Moray")).toEqual({ side: "scotland", at: "Fife", strength: 3 });
  });

  it("Q5 Moray may disband to the pool at W1", () => {
    const g = game({ year: 1298, scotland: { Fife: "Moray", Lanark: "Wallace" }, at: "winter" });
    g.order("scotland", "moray disband");
    expect(g.block("Moray").at).toBe("pool");
    expect(disbanded(g)).toEqual([["moray", "Fife", true]]);
  });

  it("Q5 a Moray who stayed over the castle limit may be disbanded at W5", () => {
    const g = game({ year: 1298, scotland: { Mar: "Moray, Mar", Fife: "Barclay 2" }, at: "winter" });
    g.order("scotland", "moray stay");
    expect(g.decision()).toEqual({ kind: "disband", side: "scotland", rule: "7.5", required: [{ area: "Mar", count: 1, from: ["moray"] }], voluntary: ["barclay", "moray"] });
    g.order("scotland", "disband Moray");
    expect(g.block("Moray").at).toBe("pool");
    expect(g.block("Mar")).toEqual({ side: "scotland", at: "Mar", strength: 3 });
  });
});

describe("OPT-ANDREW-DE-MORAY (b) Moray heals at home (Q12)", () => {
  const options = ["OPT-ANDREW-DE-MORAY"];

  it("Q12 Moray going home regains 2 steps", () => {
    const g = game({ year: 1298, options, scotland: { Fife: "Moray 1" }, at: "winter" });
    g.order("scotland", "moray home");
    expect(g.block("Moray")).toEqual({ side: "scotland", at: "Moray", strength: 3 });
    expect(g.eventsOf("healed")).toMatchObject([{ block: "moray", area: "Moray", strength: 3 }]);
  });

  it("Q12 Moray staying at home regains up to 2 steps, never above his maximum", () => {
    const g = game({ year: 1298, options, scotland: { Moray: "Moray 2" }, at: "winter" });
    g.order("scotland", "moray stay");
    expect(g.block("Moray").strength).toBe(3);
  });

  it("Q12 Moray wintering away from home does not heal", () => {
    const g = game({ year: 1298, options, scotland: { Fife: "Moray 1" }, at: "winter" });
    g.order("scotland", "moray stay");
    expect(g.block("Moray")).toEqual({ side: "scotland", at: "Fife", strength: 1 });
    expect(g.eventsOf("healed")).toEqual([]);
  });
});

describe("Q4 blocks in England at winter", () => {
  it("Q4 English nobles in England go home at W1; at W3 every English block in England disbands, Edward too", () => {
    const g = game({ year: 1298, england: { England: "Edward, York Knights, York Infantry, Angus" }, scotland: { Lanark: "Wallace" }, at: "winter" });
    expect(g.block("Angus")).toEqual({ side: "england", at: "Angus", strength: 3 });
    expect(disbanded(g)).toEqual([
      ["edward", "England", false],
      ["york_knights", "England", false],
      ["york_infantry", "England", false],
    ]);
    expect(g.block("Edward").at).toBe("pool");
    expect(g.decision().kind).toBe("wallace-winter");
  });

  it("Q4 at W5 every Scottish block in England disbands, Wallace too", () => {
    const g = game({ year: 1298, scotland: { England: "Wallace 2, Douglas", Fife: "Barclay" }, at: "winter" });
    g.order("scotland", "wallace stay");
    expect(disbanded(g)).toEqual([
      ["wallace", "England", false],
      ["douglas", "England", false],
    ]);
    expect(g.decision()).toEqual({ kind: "disband", side: "scotland", rule: "7.5", required: [], voluntary: ["barclay"] });
  });
});

describe("7.2 the Scottish King", () => {
  it("7.2 the King may stay, move to a friendly or neutral cathedral, or disband", () => {
    const g = game({ year: 1303, england: { Strathspey: "York Infantry" }, scotland: { Lanark: "King 3", Fife: "Douglas" }, at: "winter" });
    expect(g.decision()).toEqual({ kind: "king-winter", side: "scotland", rule: "7.2", choices: ["stay", "Lennox", "Fife", "disband"] });
    expect(g.reject("scotland", "king Strathspey")).toMatchObject({ code: "illegal-choice", rule: "7.2" });
    g.order("scotland", "king Fife");
    expect(g.block("King")).toEqual({ side: "scotland", at: "Fife", strength: 3 });
    expect(g.eventsOf("moved-in-winter")).toMatchObject([{ block: "king", from: "Lanark", to: "Fife", rule: "7.2" }]);
  });

  it("7.2 the King may disband to the pool", () => {
    const g = game({ year: 1303, scotland: { Lanark: "King", Fife: "Douglas" }, at: "winter" });
    g.order("scotland", "king disband");
    expect(g.block("King").at).toBe("pool");
    expect(disbanded(g)).toEqual([["king", "Lanark", true]]);
  });

  it("7.2 a King who stays counts against the castle limit at W5", () => {
    const g = game({ year: 1303, scotland: { Lanark: "King, Douglas, Barclay" }, at: "winter" });
    g.order("scotland", "king stay");
    expect(g.decision()).toMatchObject({ kind: "disband", required: [{ area: "Lanark", count: 1, from: ["king", "douglas", "barclay"] }] });
  });
});

describe("7.3 English disbanding", () => {
  it("7.31 knights, archers and hobelars disband; 7.32 infantry stays within the castle limit, nobles counted first", () => {
    const g = game({
      year: 1298,
      england: { Mentieth: "Mentieth, York Infantry, Lancaster Infantry, Northumber Infantry, York Knights, Welsh Archers", Lothian: "Hobelars" },
      scotland: { Lanark: "Wallace" },
      at: "winter",
    });
    expect(disbanded(g)).toEqual([
      ["welsh_archers", "Mentieth", false],
      ["york_knights", "Mentieth", false],
      ["hobelars", "Lothian", false],
    ]);
    const infantry = ["york_infantry", "lancaster_infantry", "northumber_infantry"];
    expect(g.decision()).toEqual({ kind: "disband", side: "england", rule: "7.3", required: [{ area: "Mentieth", count: 1, from: infantry }], voluntary: infantry });
    expect(g.reject("england", "disband none")).toMatchObject({ code: "castle-limit", rule: "7.32" });
    expect(g.reject("england", "disband Mentieth")).toMatchObject({ code: "illegal-choice", rule: "7.32" });
    g.order("england", "disband Lancaster Infantry");
    expect(g.last.filter((e) => e.type === "disbanded")).toMatchObject([{ block: "lancaster_infantry", voluntary: false }]);
    expect(g.block("York Infantry").at).toBe("Mentieth");
    expect(g.block("Northumber Infantry").at).toBe("Mentieth");
    expect(g.block("Mentieth").at).toBe("Mentieth");
    expect(g.decision().kind).toBe("wallace-winter");
  });

  it("7.3 English blocks may always disband voluntarily", () => {
    const g = game({ year: 1298, england: { Lothian: "Cumbria Infantry" }, scotland: { Lanark: "Wallace" }, at: "winter" });
    expect(g.decision()).toMatchObject({ kind: "disband", side: "england", required: [], voluntary: ["cumbria_infantry"] });
    g.order("england", "disband Cumbria Infantry");
    expect(disbanded(g)).toEqual([["cumbria_infantry", "Lothian", true]]);
  });
});

describe("7.4 Edward wintering", () => {
  it("7.4 a wintering Edward is not offered again for voluntary disbanding: his choice was made, his companions depend on it", () => {
    const g = game({ year: 1303, england: { Lothian: "Edward 3, York Knights, York Infantry" }, at: "winter" });
    g.order("england", "edward winter");
    const d = g.decision();
    expect(d).toMatchObject({ kind: "disband", side: "england" });
    if (d.kind === "disband") expect(d.voluntary).toEqual(["york_knights", "york_infantry"]);
    expect(g.reject("england", "disband Edward")).toMatchObject({ code: "illegal-choice", rule: "7.32" });
  });

  it("7.4 Edward I winters in Scotland: the red non-nobles in his area ignore limits (Q19), elsewhere 7.31/7.32 apply, and there is no Feudal Levy", () => {
    const g = game({
      year: 1303,
      england: {
        Lothian: "Edward 3, York Knights, York Infantry, Lancaster Infantry, Durham Infantry",
        Annan: "Hobelars",
        Teviot: "Cumbria Infantry, Westmor Infantry",
      },
      at: "winter",
    });
    expect(g.decision()).toEqual({ kind: "edward-winter", side: "england", rule: "7.4", choices: ["winter", "disband"] });
    g.order("england", "edward winter");
    expect(g.eventsOf("wintered")).toMatchObject([{ block: "edward", area: "Lothian" }]);
    expect(disbanded(g)).toEqual([["hobelars", "Annan", false]]);
    expect(g.decision()).toMatchObject({ kind: "disband", required: [{ area: "Teviot", count: 1, from: ["cumbria_infantry", "westmor_infantry"] }] });
    g.order("england", "disband Westmor Infantry", ...DEAL);
    expect(g.eventsOf("drawn")).toEqual([]);
    expect(g.state.edwardWintered).toBe(true);
    expect(g.state.year).toBe(1304);
    for (const name of ["Edward", "York Knights", "York Infantry", "Lancaster Infantry", "Durham Infantry"]) expect(g.block(name).at).toBe("Lothian");
    expect(g.block("Cumbria Infantry").at).toBe("Teviot");
  });

  it.each([
    ["Edward II", { scenario: "the_bruce" as const, year: 1308 }],
    ["in 1306", { scenario: "campaign" as const, year: 1306 }],
    ["after wintering the previous winter", { year: 1303, edwardWintered: true }],
  ])("7.4 Edward must disband: %s", (_, when) => {
    const g = game({ ...when, england: { Lothian: "Edward" }, scotland: { Fife: "Douglas" }, at: "winter" });
    expect(disbanded(g)).toEqual([["edward", "Lothian", false]]);
    expect(g.eventsOf("auto-order")).toEqual([]);
    expect(g.state.edwardWintered).toBe(false);
    expect(g.decision()).toMatchObject({ kind: "disband", side: "scotland" });
  });
});

describe("7.5 Scottish disbanding", () => {
  it.each([
    [1, 3],
    [3, 4],
  ])("7.5 Wallace goes to Selkirk from anywhere and regains up to 2 steps (%i -> %i)", (from, to) => {
    const g = game({ year: 1298, scotland: { Ross: `Wallace ${from}`, Fife: "Barclay" }, at: "winter" });
    expect(g.decision()).toEqual({ kind: "wallace-winter", side: "scotland", rule: "7.5", choices: ["selkirk", "stay"] });
    g.order("scotland", "wallace selkirk");
    expect(g.block("Wallace")).toEqual({ side: "scotland", at: "Selkirk", strength: to });
  });

  it("7.5 Wallace cannot go to a Selkirk occupied by a wintering Edward I", () => {
    const g = game({ year: 1303, edwardWintered: true, england: { Selkirk: "Edward" }, scotland: { Lanark: "Wallace 2", Fife: "Barclay" }, at: "W4" });
    expect(g.eventsOf("auto-order")).toMatchObject([{ side: "scotland", order: { type: "wallace", choice: "stay" } }]);
    expect(g.block("Wallace")).toEqual({ side: "scotland", at: "Lanark", strength: 2 });
    expect(g.decision().kind).toBe("disband");
  });

  it("7.5 Wallace in Selkirk is exempt; every other Scot in England, Garmoran or Selkirk disbands", () => {
    const g = game({ year: 1298, scotland: { Ross: "Wallace 1", Selkirk: "Campbell", Garmoran: "Graham", England: "Lindsay", Fife: "Barclay" }, at: "winter" });
    g.order("scotland", "wallace selkirk");
    expect(disbanded(g)).toEqual([
      ["campbell", "Selkirk", false],
      ["graham", "Garmoran", false],
      ["lindsay", "England", false],
    ]);
    expect(g.decision()).toEqual({ kind: "disband", side: "scotland", rule: "7.5", required: [], voluntary: ["wallace", "barclay"] });
    expect(g.block("Wallace").at).toBe("Selkirk");
  });

  it("7.5 areas must fit the Scottish castle limit (cathedral included, nobles counted but never disbanded); voluntary disbanding", () => {
    const g = game({ year: 1298, scotland: { Mar: "Mar, Fraser", Fife: "Douglas, Barclay, Graham", Lennox: "Lennox, Campbell" }, at: "winter" });
    expect(g.decision()).toEqual({
      kind: "disband",
      side: "scotland",
      rule: "7.5",
      required: [{ area: "Mar", count: 1, from: ["fraser"] }],
      voluntary: ["douglas", "campbell", "graham", "fraser", "barclay"],
    });
    expect(g.reject("scotland", "disband none")).toMatchObject({ code: "castle-limit", rule: "7.5" });
    expect(g.reject("scotland", "disband Mar")).toMatchObject({ code: "illegal-choice", rule: "7.5" });
    g.order("scotland", "disband Fraser, Douglas");
    expect(disbanded(g)).toEqual([
      ["fraser", "Mar", false],
      ["douglas", "Fife", true],
    ]);
    expect(g.block("Mar")).toEqual({ side: "scotland", at: "Mar", strength: 3 });
  });

  it("7.5 if nobles alone exceed the limit they all stay; only the other blocks are disbanded", () => {
    const g = game({ year: 1298, scotland: { Atholl: "Atholl, Mar, Fraser" }, at: "W5" });
    expect(g.decision()).toMatchObject({ kind: "disband", required: [{ area: "Atholl", count: 1, from: ["fraser"] }], voluntary: ["fraser"] });
  });
});

describe("OPT-ANGUS-OG (b) the Norse ignores castle limits", () => {
  it.each([
    [["OPT-ANGUS-OG"], "Garmoran", []],
    [[], "pool", [["norse", "Garmoran", false]]],
  ])("OPT-ANGUS-OG (b) the Norse may winter at castle 0 (options %j)", (options, at, gone) => {
    const g = game({ year: 1298, options, scotland: { Garmoran: "Norse 2", Fife: "Barclay" }, at: "W5" });
    expect(g.block("Norse").at).toBe(at);
    expect(disbanded(g)).toEqual(gone);
  });

  it.each([
    [["OPT-ANGUS-OG"], []],
    [[], [{ area: "Lochaber", count: 1, from: ["grant", "norse"] }]],
  ])("OPT-ANGUS-OG (b) the Norse does not count against the castle limit (options %j)", (options, required) => {
    const g = game({ year: 1298, options, scotland: { Lochaber: "Grant, Norse" }, at: "W5" });
    expect(g.decision()).toMatchObject({ kind: "disband", required });
  });
});

describe("7.7 English Feudal Levy", () => {
  it("7.7 the levy draws half the English pool, rounded up, into England at full strength", () => {
    const removed = englishPoolOnly("Edward", "York Knights", "Westmor Infantry", "Welsh Infantry", "Ulster Infantry");
    // pool in block order: Edward, York Knights, Westmor, Welsh, Ulster Infantry
    const g = game({ year: 1298, removed, at: "W7" }, [1, 2, 0, ...DEAL]);
    expect(g.dice.drawn.filter((d) => d.purpose === "levy").map((d) => d.n)).toEqual([5, 4, 3]);
    expect(g.eventsOf("drawn").map((e) => [e.block, e.area, e.strength, e.rule])).toEqual([
      ["york_knights", "England", 4, "7.7"],
      ["welsh_infantry", "England", 3, "7.7"],
      ["edward", "England", 4, "7.7"],
    ]);
    expect(g.block("Westmor Infantry").at).toBe("pool");
    expect(g.block("Ulster Infantry").at).toBe("pool");
  });

  it("TB-2 an undrawable Edward still counts in the pool size N", () => {
    const removed = englishPoolOnly("Edward", "York Knights", "Westmor Infantry");
    const g = game({ year: 1298, edwardUndrawableBefore: 1300, removed, at: "W7" }, [0, 0, ...DEAL]);
    expect(g.dice.drawn.filter((d) => d.purpose === "levy").map((d) => d.n)).toEqual([2, 1]);
    expect(g.block("York Knights").at).toBe("England");
    expect(g.block("Westmor Infantry").at).toBe("England");
    expect(g.block("Edward").at).toBe("pool");
  });
});

describe("7.8 W8 and the next Year", () => {
  it.each([
    [1305, "I", []],
    [1306, "II", [{ type: "edward-ii" }]],
  ])("6.1/7.8 at the end of %i Edward is Edward %s; then all 25 cards are dealt anew", (year, edward, change) => {
    const g = game({ scenario: "campaign", year, removed: englishPoolOnly("York Knights"), at: "W7" }, [0, ...DEAL]);
    expect(g.eventsOf("edward-ii")).toEqual(change);
    expect(g.state.edward).toBe(edward);
    expect(g.state.year).toBe(year + 1);
    expect(g.eventsOf("year-started")).toEqual([{ type: "year-started", year: year + 1 }]);
    expect(g.dice.drawn.filter((d) => d.purpose === "deal").map((d) => d.n)).toEqual(Array.from({ length: 24 }, (_, i) => 25 - i));
    expect(g.state.hands).toEqual({ england: [2, 3, 4, 5, 6], scotland: [7, 8, 9, 10, 11] });
    expect(g.pending().map((d) => `${d.side} ${d.kind}`)).toEqual(["england play-card", "scotland play-card"]);
  });
});

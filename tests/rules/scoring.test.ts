// Q10, Q11, 9.0: the final count at the end of a scenario, after W1 of its last Winter Turn.

import { describe, expect, it } from "vitest";
import type { ScenarioId } from "../../src/rules/data/index.js";
import { game } from "../helpers/game.js";

/** All 14 nobles at home, 7 a side; Lindsay and York Infantry keep Comyn and Bruce from choosing a home. */
const SEVEN_EACH = {
  england: { Badenoch: "Comyn", Angus: "Angus", Argyll: "Argyll", Buchan: "Buchan", Galloway: "Galloway", Ross: "Ross", Mentieth: "Mentieth", Annan: "York Infantry" },
  scotland: { Moray: "Moray", Carrick: "Bruce", Mar: "Mar", Lennox: "Lennox", Atholl: "Atholl", Dunbar: "Dunbar", Lanark: "Stewart", Lochaber: "Lindsay" },
};

describe("Q10 final scoring after W1", () => {
  it("Q10 Braveheart is counted after the nobles went home in the 1305 winter", () => {
    // Before W1 England holds 3 nobles to 2; the Angus noble finds Douglas at home and switches.
    const g = game({ year: 1305, england: { Argyll: "Argyll", Buchan: "Buchan", Fife: "Angus" }, scotland: { Mar: "Mar", Lennox: "Lennox", Angus: "Douglas" }, at: "winter" });
    expect(g.eventsOf("scored")).toEqual([{ type: "scored", england: 2, scotland: 3 }]);
    expect(g.state.winner).toEqual({ side: "scotland", reason: "majority", year: 1305 });
    expect(g.eventsOf("winter-step").map((e) => e.step)).toEqual(["W1"]);
    expect(g.pending()).toEqual([]);
  });

  it.each([
    ["stay", true, { side: "scotland", reason: "wallace-tie-break" }, 7],
    ["stay", false, { side: "england", reason: "wallace-tie-break" }, 7],
    ["disband", true, { side: "england", reason: "majority" }, 6],
  ])("Q10 Moray's choice comes before the count: moray %s, Wallace on the map %s", (choice, wallaceOnMap, winner, scots) => {
    const scotland = wallaceOnMap ? { ...SEVEN_EACH.scotland, Fife: "Wallace" } : SEVEN_EACH.scotland;
    const g = game({ year: 1305, england: SEVEN_EACH.england, scotland, at: "winter" });
    expect(g.eventsOf("scored")).toEqual([]);
    g.order("scotland", `moray ${choice}`);
    expect(g.eventsOf("scored")).toEqual([{ type: "scored", england: 7, scotland: scots }]);
    expect(g.state.winner).toEqual({ ...winner, year: 1305 });
  });
});

describe("Q10/Q11 which winter is the last", () => {
  const position = (scenario: ScenarioId, year: number, campaignEndYear: number | null) =>
    game({ scenario, year, campaignEndYear, england: { Argyll: "Argyll" }, scotland: { Mar: "Mar", Lennox: "Lennox", Lanark: "Wallace" }, at: "winter" });

  it.each([
    ["braveheart", 1305, null],
    ["the_bruce", 1314, null],
    ["campaign", 1310, 1310],
  ] as [ScenarioId, number, number | null][])("Q10/Q11 %s is scored after W1 of %i (campaignEndYear %s)", (scenario, year, end) => {
    const g = position(scenario, year, end);
    expect(g.eventsOf("scored")).toEqual([{ type: "scored", england: 1, scotland: 2 }]);
    expect(g.state.winner).toEqual({ side: "scotland", reason: "majority", year });
  });

  it.each([
    ["braveheart", 1304, null],
    ["the_bruce", 1313, null],
    ["campaign", 1305, null],
    ["campaign", 1309, 1310],
  ] as [ScenarioId, number, number | null][])("Q10/Q11 %s goes on after the %i winter (campaignEndYear %s)", (scenario, year, end) => {
    const g = position(scenario, year, end);
    expect(g.eventsOf("scored")).toEqual([]);
    expect(g.state.winner).toBeNull();
    expect(g.decision().kind).toBe("wallace-winter");
  });
});

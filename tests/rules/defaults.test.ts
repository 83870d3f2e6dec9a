// Deadline defaults (DESIGN "Default on deadline"): one test per decision kind on a position, and
// random games in which every decision met is answered by its default, always legally.

import { describe, expect, it } from "vitest";
import { defaultOrder } from "../../src/rules/defaults.js";
import type { DecisionKind } from "../../src/rules/decisions.js";
import { applyOrder, newGame, pendingDecisions } from "../../src/rules/engine.js";
import { createPrng } from "../../src/playout/prng.js";
import { randomOrder } from "../../src/playout/randomOrder.js";
import { byMapOrder } from "../../src/rules/data/index.js";
import { formatOrder } from "../../src/orders/index.js";
import { game, type TestGame } from "../helpers/game.js";

const asText = (g: TestGame, side?: "england" | "scotland"): string => formatOrder(defaultOrder(g.state, g.decision(side)));

describe("defaults on a deadline, per decision kind", () => {
  it("3.1 card play: the lowest Move card, else an event card (whose event then passes)", () => {
    const g = game({ year: 1298, hands: { england: ["Move 3", "Herald", "Move 2"], scotland: ["Pillage", "Truce"] }, england: { Lothian: "York Knights" }, scotland: { Fife: "Wallace" }, at: "card-play" });
    expect(asText(g, "england")).toBe("play Move 2");
    expect(asText(g, "scotland")).toBe("play Pillage");
  });

  it("EV-PILLAGE / event: the event player passes", () => {
    const g = game({ year: 1298, played: { england: "Move 1", scotland: "Pillage" }, england: { Angus: "York Knights 4" }, scotland: { Fife: "Wallace 2" }, p1: "scotland", at: "event" });
    expect(g.decision()).toMatchObject({ kind: "event", side: "scotland" });
    expect(asText(g)).toBe("pass");
  });

  it("5.1 next battle: the first contested area in map order", () => {
    const g = game({
      year: 1298,
      p1: "england",
      england: { Lothian: "York Knights", Fife: "Lancaster Knights" },
      scotland: { Lothian: "Barclay 1", Fife: "Douglas" },
      battles: [
        { area: "Lothian", attacker: "england", entries: { england: ["Dunbar"] } },
        { area: "Fife", attacker: "england", entries: { england: ["Angus"] } },
      ],
      at: "battles",
    });
    expect(g.decision()).toMatchObject({ kind: "choose-battle", areas: ["Fife", "Lothian"] });
    expect(asText(g)).toBe("battle Fife");
  });

  it("5.31 combat turn: every block fires", () => {
    const g = game({ year: 1298, england: { Lothian: "York Knights, York Infantry" }, scotland: { Lothian: "Barclay" }, battles: [{ area: "Lothian", attacker: "england", entries: { england: ["Dunbar"] } }], at: "battles" });
    const d = g.decision();
    expect(d).toMatchObject({ kind: "combat-turn", side: "england" });
    const order = defaultOrder(g.state, d);
    expect(d.kind === "combat-turn" && order.type === "combat" && order.actions).toEqual(
      d.kind === "combat-turn" && d.blocks.map((b) => ({ block: b.block, act: "fire" })),
    );
  });

  it("5.41 hits among tied blocks: the first outcome of the engine's fixed order", () => {
    const g = game({ year: 1298, england: { Lothian: "Dunbar 2, York Infantry 1" }, scotland: { Lothian: "Wallace, Douglas" }, battles: [{ area: "Lothian", attacker: "scotland", entries: { scotland: ["Mentieth"] } }], at: "battles" });
    g.order("scotland", "combat Wallace fire", 1, 1, 6, 6);
    expect(g.decision()).toMatchObject({ kind: "assign-hits", outcomes: [["dunbar", "york_infantry"], ["dunbar", "dunbar"]] });
    expect(asText(g)).toBe("hits Dunbar, York Infantry");
  });

  it("5.3 attacker's retreat after round 3: each block to its first legal destination", () => {
    const g = game({ year: 1298, england: { Lothian: "York Knights" }, scotland: { Lothian: "Barclay" }, battles: [{ area: "Lothian", attacker: "england", entries: { england: ["Dunbar"] } }], at: "battles" });
    for (let round = 1; round <= 3; round++) {
      g.order("england", "combat York Knights pass");
      g.order("scotland", "combat Barclay pass");
    }
    const d = g.decision();
    expect(d.kind).toBe("forced-retreat");
    const order = defaultOrder(g.state, d);
    const first = d.kind === "forced-retreat" && [...(d.blocks[0]?.to ?? [])].sort(byMapOrder)[0];
    expect(order.type === "retreat" && order.moves).toEqual([{ block: "york_knights", to: first }]);
    g.order("england", order);
  });

  it("5.6 regroup: none", () => {
    const g = game({ year: 1298, england: { Lothian: "York Knights" }, scotland: { Lothian: "Barclay 1" }, battles: [{ area: "Lothian", attacker: "england", entries: { england: ["Dunbar"] } }], at: "battles" });
    g.order("england", "combat York Knights fire", 1, 6, 6, 6);
    expect(g.decision()).toMatchObject({ kind: "regroup" });
    expect(asText(g)).toBe("regroup none");
  });

  it("5.9 border raid: the weakest block, ties in block order", () => {
    const g = game({ year: 1298, turn: 1, hands: { england: ["Move 1"], scotland: ["Move 1"] }, england: { Lothian: "York Knights 4", Fife: "Hobelars 2", Angus: "Angus" }, scotland: { England: "Barclay", Mar: "Mar" }, at: "turn-end" });
    expect(g.decision()).toMatchObject({ kind: "raid-attrition", blocks: ["york_knights", "hobelars"] });
    expect(asText(g)).toBe("raid Hobelars");
  });

  it("7.2 the King stays; 7.5 the weakest excess block disbands", () => {
    const g = game({ year: 1303, scotland: { Lanark: "King 2, Douglas 1, Barclay 3" }, at: "winter" });
    expect(g.decision()).toMatchObject({ kind: "king-winter" });
    expect(asText(g)).toBe("king stay");
    g.order("scotland", defaultOrder(g.state, g.decision()));
    expect(g.decision()).toMatchObject({ kind: "disband", required: [{ area: "Lanark", count: 1 }] });
    expect(asText(g)).toBe("disband Douglas");
  });
});

describe("defaults are legal on every decision a random game meets", () => {
  it("each kind's default, applied in 12 random games, is accepted by the engine", () => {
    const seen = new Set<DecisionKind>();
    for (let seed = 1; seed <= 12; seed++) {
      const rng = createPrng(seed);
      const dice = createPrng(1000 + seed);
      let state = newGame({ scenario: seed % 3 === 0 ? "the_bruce" : "braveheart", options: [], campaignEndYear: null }, dice).state;
      for (let n = 0; !state.winner && n < 5000; n++) {
        const d = pendingDecisions(state)[0];
        if (!d) throw new Error("no decision in an unfinished game");
        // Half the decisions by default, half at random, so that the game goes everywhere.
        const useDefault = d.only === undefined && (rng.chance(0.5) || seen.size < 3);
        if (d.only === undefined) seen.add(d.kind);
        const order = useDefault ? defaultOrder(state, d) : randomOrder(state, d, rng);
        const result = applyOrder(state, d.side, order, dice);
        if (!result.ok) throw new Error(`${useDefault ? "default" : "random"} order ${formatOrder(order)} for ${d.kind} refused: ${result.error.message}`);
        state = result.state;
      }
      expect(state.winner).toBeTruthy();
    }
    expect([...seen]).toEqual(expect.arrayContaining(["play-card", "movement", "choose-battle", "combat-turn", "regroup", "builds", "disband"]));
  }, 120_000);
});

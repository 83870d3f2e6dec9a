// Tournament bidding (TB-1..TB-4, EX-TB, Q15) and what the handicap does in play (TB-2).

import { describe, expect, it } from "vitest";
import { newGame, resolveBids, type Bid } from "../../src/rules/engine.js";
import { TestDice, game } from "../helpers/game.js";

const DEAL = Array.from({ length: 24 }, () => 0);

/** A source that must not be asked: bids of different sides or sizes need no luck. */
const noDice = new TestDice();

describe("TB Tournament bidding", () => {
  it("TB-1 a bid is E1-E3 to play England or S1-S3 to play Scotland, and each player plays the side he bid for", () => {
    expect(resolveBids(["E1", "S2"], noDice).sides).toEqual(["england", "scotland"]);
    expect(resolveBids(["S3", "E2"], noDice).sides).toEqual(["scotland", "england"]);
  });

  it("TB-3 opposite bids of equal size cancel: no handicap", () => {
    for (const n of [1, 2, 3]) {
      expect(resolveBids([`E${n}` as Bid, `S${n}` as Bid], noDice)).toEqual({ sides: ["england", "scotland"], handicap: null });
      expect(resolveBids([`S${n}` as Bid, `E${n}` as Bid], noDice)).toEqual({ sides: ["scotland", "england"], handicap: null });
    }
  });

  it("EX-TB E2 against S1 gives a net E1", () => {
    expect(resolveBids(["E2", "S1"], noDice)).toEqual({ sides: ["england", "scotland"], handicap: { side: "england", n: 1 } });
  });

  it("TB-4 the net effect is the difference and goes to the side of the higher bid", () => {
    expect(resolveBids(["E1", "S3"], noDice)).toEqual({ sides: ["england", "scotland"], handicap: { side: "scotland", n: 2 } });
    expect(resolveBids(["S3", "E1"], noDice)).toEqual({ sides: ["scotland", "england"], handicap: { side: "scotland", n: 2 } });
    expect(resolveBids(["S1", "E3"], noDice)).toEqual({ sides: ["scotland", "england"], handicap: { side: "england", n: 2 } });
    expect(noDice.drawn).toEqual([]);
  });

  it("Q15 same-side bids: the higher bid takes that side with its own bid; the other plays the other side with no effect", () => {
    expect(resolveBids(["E3", "E1"], noDice)).toEqual({ sides: ["england", "scotland"], handicap: { side: "england", n: 3 } });
    expect(resolveBids(["E1", "E3"], noDice)).toEqual({ sides: ["scotland", "england"], handicap: { side: "england", n: 3 } });
    expect(resolveBids(["S1", "S2"], noDice)).toEqual({ sides: ["england", "scotland"], handicap: { side: "scotland", n: 2 } });
    expect(noDice.drawn).toEqual([]);
  });

  it("Q15 equal same-side bids: the sides are assigned at random, the bid applying to whoever gets the bid side", () => {
    const first = new TestDice();
    first.push(0);
    expect(resolveBids(["S2", "S2"], first)).toEqual({ sides: ["scotland", "england"], handicap: { side: "scotland", n: 2 } });
    expect(first.drawn).toEqual([{ purpose: "side", n: 2, value: 0 }]);
    const second = new TestDice();
    second.push(1);
    expect(resolveBids(["E1", "E1"], second)).toEqual({ sides: ["scotland", "england"], handicap: { side: "england", n: 1 } });
  });
});

describe("TB-2 Handicap effects", () => {
  it("TB-2 En: Edward lies face-up in the English pool and cannot be drawn in the 1297 set-up draw", () => {
    const dice = new TestDice();
    dice.push(0, 0, 0, 0, ...DEAL);
    const { state, bids } = newGame({ scenario: "braveheart", bids: ["E2", "S1"] }, dice);
    expect(bids?.handicap).toEqual({ side: "england", n: 1 });
    expect(state.handicap).toEqual({ edwardUndrawableBefore: 1298, englandExtraDraw: 0 });
    expect(state.blocks.edward.at).toBe("pool");
    // Edward is not among the 12 eligible blocks the draws are taken from.
    expect(dice.drawn.filter((d) => d.purpose === "levy").map((d) => d.n)).toEqual([12, 11, 10, 9]);
    const drawn = (["lancaster_archers", "welsh_archers", "lancaster_knights", "york_knights"] as const).map((id) => state.blocks[id].at);
    expect(drawn).toEqual(["England", "England", "England", "England"]);
  });

  it("TB-2 without a handicap Edward may be drawn in 1297", () => {
    const dice = new TestDice();
    dice.push(0, 0, 0, 0, ...DEAL);
    const { state } = newGame({ scenario: "braveheart", bids: ["E2", "S2"] }, dice);
    expect(state.blocks.edward.at).toBe("England");
  });

  it("TB-2 Sn: the English 1297 draw is 4+n blocks", () => {
    const dice = new TestDice();
    dice.push(0, 0, 0, 0, 0, 0, ...DEAL);
    const { state, bids } = newGame({ scenario: "braveheart", bids: ["S3", "E1"] }, dice);
    expect(bids?.handicap).toEqual({ side: "scotland", n: 2 });
    expect(state.handicap).toEqual({ edwardUndrawableBefore: 1297, englandExtraDraw: 2 });
    expect(Object.values(state.blocks).filter((b) => b.side === "england" && b.at === "England")).toHaveLength(6);
  });

  it("TB-2 En: Edward cannot be drawn in a levy either during those years, but counts in the pool size N (7.7)", () => {
    const g = game(
      {
        year: 1297,
        edwardUndrawableBefore: 1299,
        england: { Lothian: "Lancaster Archers, Welsh Archers, Lancaster Knights, York Knights, Durham Knights, Hobelars, Northumber Infantry, Durham Infantry, Cumbria Infantry, Westmor Infantry, Welsh Infantry, Ulster Infantry" },
        scotland: { Fife: "Wallace" },
        at: "W7",
      },
      [0, 0, ...DEAL],
    );
    // Pool: Edward, York Infantry, Lancaster Infantry. N = 3 draws 2, both from the two eligible blocks.
    expect(g.dice.drawn.filter((d) => d.purpose === "levy").map((d) => d.n)).toEqual([2, 1]);
    expect(g.block("York Infantry").at).toBe("England");
    expect(g.block("Lancaster Infantry").at).toBe("England");
    expect(g.block("Edward").at).toBe("pool");
    expect(g.state.year).toBe(1298);
  });

  it("TB-2 En: after the first n years Edward may be drawn again", () => {
    const g = game(
      {
        year: 1299,
        edwardUndrawableBefore: 1299,
        england: { Lothian: "Lancaster Archers, Welsh Archers, Lancaster Knights, York Knights, Durham Knights, Hobelars, Northumber Infantry, Durham Infantry, Cumbria Infantry, Westmor Infantry, Welsh Infantry, Ulster Infantry, Lancaster Infantry" },
        scotland: { Fife: "Wallace" },
        at: "W7",
      },
      [0, ...DEAL],
    );
    // Pool: Edward and York Infantry; one draw from both; index 0 is Edward.
    expect(g.dice.drawn.filter((d) => d.purpose === "levy").map((d) => d.n)).toEqual([2]);
    expect(g.block("Edward")).toEqual({ side: "england", at: "England", strength: 4 });
  });
});

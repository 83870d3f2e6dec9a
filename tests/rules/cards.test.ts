// 3.0 cards: the deal, card play, initiative, events in the turn, the end of the Year; VAR-123.

import { describe, expect, it } from "vitest";
import { CARDS } from "../../src/rules/data/index.js";
import { newGame } from "../../src/rules/engine.js";
import { cardKey } from "../../src/rules/cards.js";
import type { PositionSpec } from "../../src/rules/position.js";
import { TestDice, game } from "../helpers/game.js";

/** The Fisher-Yates draws (3.1 shuffle) that put the 25 cards in exactly this order. */
function dealDraws(deck: number[]): number[] {
  const rest = CARDS.map((c) => c.id).filter((id) => !deck.includes(id));
  const target = [...deck, ...rest];
  const out = CARDS.map((c) => c.id);
  const draws: number[] = [];
  for (let i = out.length - 1; i > 0; i--) {
    const j = out.indexOf(target[i] as number);
    draws.push(j);
    [out[i], out[j]] = [out[j] as number, out[i] as number];
  }
  return draws;
}

/** Braveheart's four English set-up draws (8.1), then the deal. */
const setupDraws = [0, 0, 0, 0];

// Card ids: 1 Herald, 2 Pillage, 3 Sea Move, 4 Truce, 5 Victuals, 6-8 Move 3, 9-18 Move 2, 19-25 Move 1.
const GOOD_DEAL = [1, 6, 9, 10, 19, /* Scotland */ 2, 7, 11, 12, 20];

const base: Omit<PositionSpec, "at"> = {
  year: 1298,
  england: { Angus: "York Knights 3", Lothian: "Cumbria Infantry" },
  scotland: { Fife: "Wallace, Douglas" },
};

describe("3.1 Card play", () => {
  it("3.1 the Year starts with all 25 cards shuffled and 5 dealt to each player, in private", () => {
    const dice = new TestDice();
    dice.push(...setupDraws, ...dealDraws(GOOD_DEAL));
    const { state, events } = newGame({ scenario: "braveheart" }, dice);
    expect(dice.remaining()).toBe(0);
    expect(state.hands).toEqual({ england: [1, 6, 9, 10, 19], scotland: [2, 7, 11, 12, 20] });
    const dealt = events.filter((e) => e.type === "hand-dealt");
    expect(dealt).toEqual([
      { type: "hand-dealt", side: "england", cards: [1, 6, 9, 10, 19], secret: { from: "scotland", fields: ["cards"] } },
      { type: "hand-dealt", side: "scotland", cards: [2, 7, 11, 12, 20], secret: { from: "england", fields: ["cards"] } },
    ]);
    expect(dice.drawn.filter((d) => d.purpose === "deal")).toHaveLength(24);
  });

  it("3.1 each player secretly chooses one card from his hand; both are revealed together", () => {
    const g = game({ ...base, hands: { england: ["move3", "herald"], scotland: ["move2", "move1"] }, at: "card-play" });
    expect(g.pending().map((d) => [d.side, d.kind === "play-card" && d.cards])).toEqual([
      ["england", ["move3", "herald"]],
      ["scotland", ["move1", "move2"]],
    ]);
    g.order("england", "play Move 3");
    expect(g.last).toEqual([{ type: "card-chosen", side: "england" }]);
    expect(g.state.played).toEqual({ england: null, scotland: null });
    expect(g.pending().map((d) => d.side)).toEqual(["scotland"]);
    expect(g.reject("england", "play Herald")).toMatchObject({ code: "not-your-decision" });
    g.order("scotland", "play Move 2");
    const revealed = g.eventsOf("cards-revealed")[0];
    expect(revealed && [cardKey(revealed.england), cardKey(revealed.scotland), revealed.p1]).toEqual(["move3", "move2", "england"]);
    expect(g.state.hands.england.map(cardKey)).toEqual(["herald"]);
    expect(g.state.hands.scotland.map(cardKey)).toEqual(["move1"]);
  });

  it("3.1 only a card in hand can be played", () => {
    const g = game({ ...base, hands: { england: ["move3", "herald"], scotland: ["move2", "move1"] }, at: "card-play" });
    expect(g.reject("england", "play Truce")).toMatchObject({ code: "not-in-hand", rule: "3.1" });
    expect(g.reject("scotland", "play Move 3")).toMatchObject({ code: "not-in-hand", rule: "3.1" });
  });

  it("3.1 played cards stay public for the rest of the Year", () => {
    const g = game({ ...base, hands: { england: ["move3", "move1", "move2"], scotland: ["move2", "move1", "move3"] }, at: "card-play" });
    g.order("england", "play Move 3");
    g.order("scotland", "play Move 2");
    g.order("england", "move none");
    g.order("scotland", "move none");
    expect(g.state.turn).toBe(2);
    expect(g.state.played).toEqual({ england: null, scotland: null });
    expect(g.state.playedThisYear.england.map(cardKey)).toEqual(["move3"]);
    expect(g.state.playedThisYear.scotland.map(cardKey)).toEqual(["move2"]);
  });
});

describe("3.11 Move card", () => {
  it("3.11 a Move card of value N gives N move points; the higher card is P1 and moves first", () => {
    const g = game({ ...base, played: { england: "move1", scotland: "move3" }, at: "movement" });
    expect(g.state.p1).toBe("scotland");
    expect(g.decision()).toMatchObject({ kind: "movement", side: "scotland", mp: 3 });
    g.order("scotland", "move none");
    expect(g.decision()).toMatchObject({ kind: "movement", side: "england", mp: 1 });
  });

  it("3.11 equal Move cards: England is P1", () => {
    const g = game({ ...base, hands: { england: ["move2", "move1"], scotland: ["move2", "move3"] }, at: "card-play" });
    g.order("scotland", "play Move 2");
    g.order("england", "play Move 2");
    expect(g.eventsOf("cards-revealed")[0]?.p1).toBe("england");
    expect(g.decision()).toMatchObject({ kind: "movement", side: "england", mp: 2 });
  });

  it("3.11 one MP pays for one group move: a second group needs a second MP", () => {
    const g = game({ ...base, scotland: { Fife: "Wallace", Lennox: "Douglas" }, played: { england: "move1", scotland: "move1" }, p1: "scotland", at: "movement" });
    expect(g.reject("scotland", "move Fife>Mentieth: Wallace; Lennox>Carrick: Douglas")).toMatchObject({ code: "no-move-points", rule: "3.11" });
    g.order("scotland", "move Fife>Mentieth: Wallace");
    expect(g.block("Wallace").at).toBe("Mentieth");
  });
});

describe("3.12 Event cards", () => {
  it("3.12 one event: its player is P1 and resolves it, has no moves, then P2 moves and the battles follow", () => {
    const g = game({ ...base, hands: { england: ["victuals", "move1"], scotland: ["move3", "move1"] }, at: "card-play" });
    g.order("england", "play Victuals");
    g.order("scotland", "play Move 3");
    expect(g.eventsOf("cards-revealed")[0]?.p1).toBe("england");
    expect(g.decision()).toMatchObject({ kind: "event", side: "england", event: "victuals" });
    g.order("england", "pass");
    expect(g.last[0]).toEqual({ type: "event-passed", side: "england", event: "victuals" });
    expect(g.decision()).toMatchObject({ kind: "movement", side: "scotland", mp: 3 });
    g.order("scotland", "move Fife>Angus: Wallace");
    // Straight into the Battle Phase: England never gets a Move Phase.
    expect(g.eventsOf("movement-done").map((e) => e.side)).toEqual(["scotland"]);
    expect(g.state.battle).toMatchObject({ area: "Angus", attacker: "scotland" });
  });

  it("3.12 a player may pass instead of resolving an event; its effect cannot be saved", () => {
    const g = game({ ...base, scotland: { Fife: "Wallace 2" }, hands: { england: ["move1"], scotland: ["move3"] }, played: { england: "move2", scotland: "victuals" }, at: "event" });
    g.order("scotland", "pass");
    expect(g.block("Wallace").strength).toBe(2);
    expect(g.state.hands.scotland.map(cardKey)).toEqual(["move3"]);
    expect(g.state.playedThisYear.scotland.map(cardKey)).toEqual(["victuals"]);
    expect(g.decision()).toMatchObject({ kind: "movement", side: "england", mp: 2 });
  });

  it("3.12 both play events: England resolves first, then Scotland; no Move or Battle Phase; the Year ends", () => {
    const g = game({
      ...base,
      england: { ...base.england, Mar: "Mar" },
      scotland: { Fife: "Wallace 2, Douglas", Carrick: "Bruce" },
      hands: { england: ["victuals", "move1"], scotland: ["herald", "move3"] },
      at: "card-play",
    });
    g.order("england", "play Victuals");
    g.order("scotland", "play Herald");
    expect(g.eventsOf("cards-revealed")[0]?.p1).toBe("england");
    expect(g.pending().map((d) => [d.side, d.kind])).toEqual([["england", "event"]]);
    g.order("england", "pass");
    expect(g.pending().map((d) => [d.side, d.kind])).toEqual([["scotland", "event"]]);
    g.order("scotland", "pass");
    expect(g.eventsOf("movement-done")).toEqual([]);
    expect(g.eventsOf("battle-started")).toEqual([]);
    expect(g.eventsOf("year-ended")).toEqual([{ type: "year-ended", year: 1298, reason: "two-events" }]);
    // Unplayed cards are discarded.
    expect(g.state.hands).toEqual({ england: [], scotland: [] });
    expect(g.eventsOf("winter-step")[0]).toEqual({ type: "winter-step", step: "W1", rule: "7.1" });
  });

  it("3.12 both events: a battle an event causes is fought at once, before Scotland's event", () => {
    const g = game({
      ...base,
      scotland: { Fife: "Wallace 2", Annan: "Bruce 2, Douglas 2" },
      played: { england: "herald", scotland: "victuals" },
      at: "event",
    });
    g.order("england", "herald Bruce", 1);
    expect(g.state.battle).toMatchObject({ area: "Annan", defection: true, attacker: "england" });
    expect(g.pending().map((d) => [d.side, d.kind])).toEqual([["england", "combat-turn"]]);
  });

  it("Q13 the Year ended by two events still has its border-raid attrition first", () => {
    const g = game({ ...base, scotland: { Fife: "Wallace", England: "Grant" }, played: { england: "victuals", scotland: "pillage" }, at: "event" });
    g.order("england", "pass");
    g.order("scotland", "pass");
    expect(g.decision()).toMatchObject({ kind: "raid-attrition", side: "england" });
    expect(g.eventsOf("year-ended")).toEqual([]);
    g.order("england", "raid York Knights");
    expect(g.eventsOf("year-ended")).toEqual([{ type: "year-ended", year: 1298, reason: "two-events" }]);
  });

  it("3.12 the Year ends after the fifth Game Turn", () => {
    const g = game({ ...base, turn: 5, hands: { england: ["move1"], scotland: ["move2"] }, at: "card-play" });
    // A single card in hand plays itself.
    expect(g.state.played).not.toEqual({ england: null, scotland: null });
    g.order("scotland", "move none");
    g.order("england", "move none");
    expect(g.eventsOf("year-ended")).toEqual([{ type: "year-ended", year: 1298, reason: "five-turns" }]);
  });

  it("3.12 the Year goes on after turn 4 with one event", () => {
    const g = game({ ...base, turn: 4, hands: { england: ["move1"], scotland: ["truce"] }, at: "card-play" });
    g.order("england", "move none");
    expect(g.eventsOf("year-ended")).toEqual([]);
    expect(g.state.turn).toBe(5);
  });
});

describe("VAR-123 Redeal", () => {
  const bad: Record<string, number[]> = {
    "more than one 3": [6, 7, 9, 10, 19],
    "more than two events": [1, 2, 3, 9, 19],
    "more than three 1s": [19, 20, 21, 22, 9],
  };
  for (const [why, hand] of Object.entries(bad)) {
    it(`VAR-123 a hand with ${why} forces a reshuffle and a redeal of both hands`, () => {
      const dice = new TestDice();
      const scotland = [11, 12, 13, 23, 8];
      dice.push(...setupDraws, ...dealDraws([...hand, ...scotland]), ...dealDraws(GOOD_DEAL));
      const { state, events } = newGame({ scenario: "braveheart", options: ["VAR-123"] }, dice);
      expect(dice.remaining()).toBe(0);
      expect(events.filter((e) => e.type === "hands-redealt")).toEqual([{ type: "hands-redealt", reason: "VAR-123" }]);
      expect(state.hands).toEqual({ england: [1, 6, 9, 10, 19], scotland: [2, 7, 11, 12, 20] });
    });
  }

  it("VAR-123 the bad hand may be Scotland's too", () => {
    const dice = new TestDice();
    dice.push(...setupDraws, ...dealDraws([11, 12, 13, 23, 8, /* Scotland */ 1, 4, 5, 9, 19]), ...dealDraws(GOOD_DEAL));
    const { state } = newGame({ scenario: "braveheart", options: ["VAR-123"] }, dice);
    expect(state.hands.scotland).toEqual([2, 7, 11, 12, 20]);
  });

  it("VAR-123 the limits themselves are allowed: one 3, two events, three 1s", () => {
    const dice = new TestDice();
    dice.push(...setupDraws, ...dealDraws([1, 2, 6, 19, 20, /* Scotland */ 21, 22, 23, 3, 9]));
    const { state, events } = newGame({ scenario: "braveheart", options: ["VAR-123"] }, dice);
    expect(events.filter((e) => e.type === "hands-redealt")).toEqual([]);
    expect(state.hands).toEqual({ england: [1, 2, 6, 19, 20], scotland: [3, 9, 21, 22, 23] });
  });

  it("VAR-123 without the option, any deal stands", () => {
    const dice = new TestDice();
    dice.push(...setupDraws, ...dealDraws([6, 7, 8, 1, 2, /* Scotland */ 19, 20, 21, 22, 3]));
    const { state, events } = newGame({ scenario: "braveheart" }, dice);
    expect(events.filter((e) => e.type === "hands-redealt")).toEqual([]);
    expect(state.hands).toEqual({ england: [1, 2, 6, 7, 8], scotland: [3, 19, 20, 21, 22] });
  });
});

// Once a game is over nothing is secret: views, events and dice show everything to everyone.

import { describe, expect, it } from "vitest";
import { newGame } from "../../src/rules/engine.js";
import { createPrng } from "../../src/playout/prng.js";
import { diceEntryFor, eventsFor, viewFor } from "../../src/views/index.js";

describe("revealAll", () => {
  const { state, events } = newGame({ scenario: "braveheart" }, createPrng(3));

  it("shows a side the enemy's blocks and hand, as the referee sees them", () => {
    const hidden = viewFor(state, "scotland");
    const revealed = viewFor(state, "scotland", { revealAll: true });
    expect(hidden.hands.england).toBeNull();
    expect(revealed.hands.england).toEqual(viewFor(state, "referee").hands.england);
    expect(revealed.hidden).toEqual([]);
    expect(revealed.blocks).toEqual(viewFor(state, "referee").blocks);
    expect(revealed.viewer).toBe("scotland");
  });

  it("leaves no event redacted", () => {
    expect(eventsFor(events, "observer", { revealAll: true })).toEqual(events);
    expect(eventsFor(events, "observer")).not.toEqual(events);
  });

  it("dice values: the entitled see them at once, everyone once revealed", () => {
    const levy = { k: 0, purpose: "levy" as const, n: 13, value: 4, visibleTo: "england" as const };
    expect(diceEntryFor(levy, "england")).toEqual(levy);
    expect(diceEntryFor(levy, "referee")).toEqual(levy);
    expect(diceEntryFor(levy, "scotland")).toEqual({ k: 0, purpose: "levy", n: 13, visibleTo: "england" });
    expect(diceEntryFor(levy, "observer")).not.toHaveProperty("value");
    expect(diceEntryFor(levy, "scotland", { revealAll: true })).toEqual(levy);
    expect(diceEntryFor({ ...levy, visibleTo: "all" }, "observer")).toHaveProperty("value", 4);
  });
});

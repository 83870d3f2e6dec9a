import { describe, expect, it } from "vitest";
import type { Order } from "../../src/rules/orders.js";
import { orderSchema } from "../../src/orders/schema.js";
import { formatOrder, parseOrder } from "../../src/orders/text.js";

/** Reads the canonical line, checks the order, and checks that it prints back the same. */
function canonical(line: string, order: Order): void {
  expect(parseOrder(line)).toStrictEqual(order);
  expect(formatOrder(order)).toBe(line);
  expect(orderSchema.parse(order)).toStrictEqual(order);
}

describe("text orders", () => {
  it("3.1 play a card, by name, key or value", () => {
    canonical("play Move 3", { type: "play", card: "move3" });
    canonical("play Sea Move", { type: "play", card: "sea_move" });
    canonical("play Herald", { type: "play", card: "herald" });
    for (const text of ["play 3", "play move3", "PLAY MOVE 3", "play  move_3"]) expect(parseOrder(text)).toEqual({ type: "play", card: "move3" });
    for (const text of ["play sea_move", "play sea move", "Play Sea-Move"]) expect(parseOrder(text)).toEqual({ type: "play", card: "sea_move" });
  });

  it("3.12 pass on an event", () => {
    canonical("pass", { type: "pass" });
    expect(parseOrder("  PASS ")).toEqual({ type: "pass" });
  });

  it("6.2 crown a King instead of the event", () => {
    canonical("crown Bruce", { type: "crown", king: "bruce" });
    canonical("crown Comyn", { type: "crown", king: "comyn" });
    canonical("crown Balliol", { type: "crown", king: "balliol" });
  });

  it("EV-TRUCE resolve the Truce", () => {
    canonical("truce", { type: "truce" });
  });

  it("EV-HERALD name an enemy noble", () => {
    canonical("herald Comyn", { type: "herald", noble: "comyn" });
  });

  it("EV-PILLAGE target and pillaging area", () => {
    canonical("pillage Buchan from Angus", { type: "pillage", target: "Buchan", from: "Angus" });
    expect(parseOrder("pillage buch FROM ang")).toEqual({ type: "pillage", target: "Buchan", from: "Angus" });
  });

  it("EV-SEA-MOVE one origin, one destination, 1 or 2 blocks", () => {
    canonical("sea Fife>Lothian: Wallace, Douglas", { type: "sea-move", from: "Fife", to: "Lothian", blocks: ["wallace", "douglas"] });
    expect(parseOrder("sea-move fife > lothian : wallace")).toEqual({ type: "sea-move", from: "Fife", to: "Lothian", blocks: ["wallace"] });
  });

  it("EV-VICTUALS steps to blocks in one area", () => {
    canonical("victuals Fife: Wallace 2, Douglas 1", {
      type: "victuals",
      area: "Fife",
      steps: [
        { block: "wallace", steps: 2 },
        { block: "douglas", steps: 1 },
      ],
    });
  });

  it("5.41 one name per hit, in order", () => {
    canonical("hits Comyn, Comyn, Buchan", { type: "hits", blocks: ["comyn", "comyn", "buchan"] });
  });

  it("EV-PILLAGE stolen steps to the pillaging group", () => {
    canonical("steps Wallace 1, Douglas 1", {
      type: "steps",
      steps: [
        { block: "wallace", steps: 1 },
        { block: "douglas", steps: 1 },
      ],
    });
    canonical("steps none", { type: "steps", steps: [] });
  });

  it("5.1 choose the next battle", () => {
    canonical("battle Buchan", { type: "battle", area: "Buchan" });
  });

  it("4.2 move order with several legs", () => {
    canonical("move Buchan>Angus: Comyn, Buchan; England>Dunbar>Lothian: York Knights; Moray>Lennox: Norse", {
      type: "move",
      moves: [
        { path: ["Buchan", "Angus"], blocks: ["comyn", "buchan"] },
        { path: ["England", "Dunbar", "Lothian"], blocks: ["york_knights"] },
        { path: ["Moray", "Lennox"], blocks: ["norse"] },
      ],
    });
    expect(parseOrder("MOVE buchan >angus:comyn ,buchan")).toEqual({ type: "move", moves: [{ path: ["Buchan", "Angus"], blocks: ["comyn", "buchan"] }] });
  });

  it("4.0 moving is never compulsory: move none", () => {
    canonical("move none", { type: "move", moves: [] });
  });

  it("OPT-RALLY a rally is one step of the movement order", () => {
    canonical("move rally(Fife>Lothian: Barclay | Lanark>Selkirk>Lothian: Douglas); Fife>Mar: Wallace", {
      type: "move",
      moves: [
        {
          rally: [
            { path: ["Fife", "Lothian"], blocks: ["barclay"] },
            { path: ["Lanark", "Selkirk", "Lothian"], blocks: ["douglas"] },
          ],
        },
        { path: ["Fife", "Mar"], blocks: ["wallace"] },
      ],
    });
  });

  it("5.31 combat turns keep their order", () => {
    canonical("combat Wallace fire, Douglas retreat Mar, Barclay pass", {
      type: "combat",
      actions: [
        { block: "wallace", act: "fire" },
        { block: "douglas", act: "retreat", to: "Mar" },
        { block: "barclay", act: "pass" },
      ],
    });
  });

  it("5.3 forced retreat, or none", () => {
    canonical("retreat Wallace>Mar, Douglas>Mar", {
      type: "retreat",
      moves: [
        { block: "wallace", to: "Mar" },
        { block: "douglas", to: "Mar" },
      ],
    });
    canonical("retreat none", { type: "retreat", moves: [] });
  });

  it("5.6 regroup, or none", () => {
    canonical("regroup Wallace>Mar", { type: "regroup", moves: [{ block: "wallace", to: "Mar" }] });
    canonical("regroup none", { type: "regroup", moves: [] });
  });

  it("5.9 border raid victim", () => {
    canonical("raid Hobelars", { type: "raid", block: "hobelars" });
  });

  it("7.12 Bruce or Comyn goes home", () => {
    canonical("home Carrick", { type: "home", area: "Carrick" });
  });

  it("7.1 Moray stays, goes home or disbands", () => {
    canonical("moray stay", { type: "moray", choice: "stay" });
    canonical("moray home", { type: "moray", choice: "home" });
    canonical("moray disband", { type: "moray", choice: "disband" });
  });

  it("7.2 the King stays, disbands or goes to a cathedral", () => {
    canonical("king stay", { type: "king", choice: "stay" });
    canonical("king disband", { type: "king", choice: "disband" });
    canonical("king Strathspey", { type: "king", choice: "Strathspey" });
    expect(parseOrder("King FIFE")).toEqual({ type: "king", choice: "Fife" });
  });

  it("7.4 Edward winters or disbands", () => {
    canonical("edward winter", { type: "edward", choice: "winter" });
    canonical("edward disband", { type: "edward", choice: "disband" });
  });

  it("7.5 Wallace goes to Selkirk, stays or disbands", () => {
    canonical("wallace selkirk", { type: "wallace", choice: "selkirk" });
    canonical("wallace stay", { type: "wallace", choice: "stay" });
    canonical("wallace disband", { type: "wallace", choice: "disband" });
  });

  it("7.3, 7.5 disband blocks, or none", () => {
    canonical("disband Douglas, Grant", { type: "disband", blocks: ["douglas", "grant"] });
    canonical("disband none", { type: "disband", blocks: [] });
  });

  it("7.61 builds: steps, draws with extra steps, sea landing, per area", () => {
    canonical("build Fife: Wallace 2, draw+1, draw; Moray: Fraser 1; Lanark: draw sea Annan", {
      type: "build",
      areas: [
        { area: "Fife", steps: [{ block: "wallace", steps: 2 }], draws: [1, 0] },
        { area: "Moray", steps: [{ block: "fraser", steps: 1 }], draws: [] },
        { area: "Lanark", steps: [], draws: [0], sea: "Annan" },
      ],
    });
    canonical("build none", { type: "build", areas: [] });
    // C4 "draw +1", draws in the order written, steps and sea anywhere in the area's list.
    expect(parseOrder("build lanark: draw +2, douglas 1, sea annan, draw")).toEqual({
      type: "build",
      areas: [{ area: "Lanark", steps: [{ block: "douglas", steps: 1 }], draws: [2, 0], sea: "Annan" }],
    });
  });

  it("multi-word names need no quoting and stop before keywords", () => {
    expect(parseOrder("combat York Knights retreat England, scottish king fire")).toEqual({
      type: "combat",
      actions: [
        { block: "york_knights", act: "retreat", to: "England" },
        { block: "king", act: "fire" },
      ],
    });
  });
});

// Resignation: not a rule of the game but of play by email; recorded as an order so replays see it.

import { describe, expect, it } from "vitest";
import { parseOrder, formatOrder } from "../../src/orders/text.js";
import { game } from "../helpers/game.js";

describe("9.0 resignation", () => {
  it("9.0 either side may resign at any time, even with no decision pending, and the other side wins", () => {
    const g = game({ year: 1298, played: { england: "move2", scotland: "move1" }, england: { Lothian: "York Infantry" }, scotland: { Fife: "Douglas" }, at: "movement" });
    expect(g.decision().side).toBe("england");
    g.order("scotland", "resign");
    expect(g.state.winner).toEqual({ side: "england", reason: "resignation", year: 1298 });
    expect(g.pending()).toEqual([]);
    expect(g.eventsOf("game-over")).toHaveLength(1);
    expect(g.reject("england", "resign")).toMatchObject({ code: "game-over" });
  });

  it("9.0 the resign order has a text form", () => {
    expect(parseOrder("Resign")).toEqual({ type: "resign" });
    expect(formatOrder({ type: "resign" })).toBe("resign");
  });
});

describe("4.2 movement decision routes", () => {
  it("4.2 each destination offered comes with one legal route, origin first", () => {
    const g = game({ year: 1298, played: { england: "move1", scotland: "move2" }, scotland: { Buchan: "Douglas" }, england: { England: "York Infantry" }, at: "movement" });
    const d = g.decision("scotland");
    if (d.kind !== "movement") throw new Error(d.kind);
    const douglas = d.groups[0]?.blocks[0];
    expect(douglas?.to.length).toBeGreaterThan(0);
    douglas?.to.forEach((dest, i) => {
      const route = douglas.routes[i] as string[];
      expect(route[0]).toBe("Buchan");
      expect(route[route.length - 1]).toBe(dest);
    });
    const toFife = douglas?.routes[douglas.to.indexOf("Fife")] as string[];
    g.order("scotland", `move ${toFife.join(">")}: Douglas`);
    expect(g.block("Douglas").at).toBe("Fife");
  });
});

// 5.41 battle hits: one at a time to the strongest engaged block, the owner choosing among ties.

import { describe, expect, it } from "vitest";
import { game } from "../helpers/game.js";

/** England's Edward (B4) attacks Lothian; the Scots there pass their Wallace turn if he is present. */
function edwardAttacks(scots: string) {
  return game({
    year: 1298,
    england: { Lothian: "Edward" },
    scotland: { Lothian: scots },
    battles: [{ area: "Lothian", attacker: "england", entries: { england: ["Dunbar"] } }],
    at: "battles",
  });
}

const sortedOutcomes = (outcomes: string[][]) => outcomes.map((o) => o.slice().sort()).sort((a, b) => a.join().localeCompare(b.join()));

describe("5.41 battle hits", () => {
  it("5.41 each hit goes to the engaged block with the highest current strength", () => {
    const g = edwardAttacks("Douglas 3, Barclay 1");
    g.order("england", "combat Edward fire", 1, 2, 6, 6);
    expect(g.last.filter((e) => e.type === "hit")).toEqual([
      { type: "hit", side: "scotland", block: "douglas", strength: 2 },
      { type: "hit", side: "scotland", block: "douglas", strength: 1 },
    ]);
    expect(g.block("Barclay").strength).toBe(1);
  });

  it("EX-5.41a three hits against three strength-4 blocks: each goes down to 3, with nothing to choose", () => {
    const g = edwardAttacks("Wallace, Douglas, Barclay");
    g.order("scotland", "combat Wallace pass");
    g.order("england", "combat Edward fire", 1, 1, 1, 6);
    expect(g.pending()).toMatchObject([{ kind: "combat-turn", side: "scotland" }]);
    expect([g.block("Wallace").strength, g.block("Douglas").strength, g.block("Barclay").strength]).toEqual([3, 3, 3]);
  });

  it("EX-5.41b four hits against 3, 4, 4: the owner chooses among the three results the rule allows", () => {
    const g = edwardAttacks("Wallace, Douglas, Barclay 3");
    g.order("scotland", "combat Wallace pass");
    g.order("england", "combat Edward fire", 1, 2, 3, 4);
    const d = g.decision();
    expect(d).toMatchObject({
      kind: "assign-hits",
      side: "scotland",
      rule: "5.41",
      area: "Lothian",
      hits: 4,
      focus: false,
      blocks: [
        { block: "wallace", strength: 4 },
        { block: "douglas", strength: 4 },
        { block: "barclay", strength: 3 },
      ],
    });
    expect(d.kind === "assign-hits" && sortedOutcomes(d.outcomes)).toEqual([
      ["barclay", "douglas", "douglas", "wallace"],
      ["barclay", "douglas", "wallace", "wallace"],
      ["douglas", "douglas", "wallace", "wallace"],
    ]);
    // The fourth hit may not go to the block just reduced to 2 while two blocks are still at 3.
    expect(g.reject("scotland", "hits Wallace, Douglas, Barclay, Barclay")).toMatchObject({ code: "not-strongest", rule: "5.41" });
    // The first two hits must take both 4s down to 3.
    expect(g.reject("scotland", "hits Wallace, Wallace, Douglas, Barclay")).toMatchObject({ code: "not-strongest", rule: "5.41" });
    expect(g.reject("scotland", { type: "hits", blocks: ["wallace", "douglas", "barclay", "wallace", "douglas"] })).toMatchObject({ code: "illegal-choice", rule: "5.41" });
    expect(g.reject("england", "hits Wallace, Douglas, Barclay, Wallace")).toMatchObject({ code: "not-your-decision" });
    g.order("scotland", "hits Douglas, Wallace, Barclay, Wallace");
    expect([g.block("Wallace").strength, g.block("Douglas").strength, g.block("Barclay").strength]).toEqual([2, 3, 2]);
  });

  it("5.41 a tie lets the owner pick which block takes the hit", () => {
    const g = edwardAttacks("Douglas 2, Barclay 2");
    g.order("england", "combat Edward fire", 1, 6, 6, 6);
    expect(g.decision()).toMatchObject({ kind: "assign-hits", side: "scotland", hits: 1, outcomes: [["douglas"], ["barclay"]] });
    expect(g.reject("scotland", "hits Grant")).toMatchObject({ code: "not-strongest", rule: "5.41" });
    g.order("scotland", "hits Barclay");
    expect([g.block("Douglas").strength, g.block("Barclay").strength]).toEqual([2, 1]);
  });

  it("5.41 hits beyond the enemy's total steps are lost", () => {
    const g = edwardAttacks("Douglas 1, Barclay 1");
    g.order("england", "combat Edward fire", 1, 1, 1, 1);
    expect(g.last.filter((e) => e.type === "hit")).toHaveLength(2);
    expect(g.eventsOf("battle-won")).toEqual([{ type: "battle-won", area: "Lothian", winner: "england" }]);
  });

  it("5.41 hits are applied at once: a block killed before its turn never fires", () => {
    const g = game({
      year: 1298,
      england: { Lothian: "York Knights 1" },
      scotland: { Lothian: "Wallace" },
      battles: [{ area: "Lothian", attacker: "england", entries: { england: ["Dunbar"] } }],
      at: "battles",
    });
    g.order("scotland", "combat Wallace fire", 3, 6, 6, 6);
    expect(g.eventsOf("fired").map((e) => e.block)).toEqual(["wallace"]);
    expect(g.block("York Knights").at).toBe("pool");
    expect(g.block("Wallace").strength).toBe(4);
  });
});

// 5.1-5.4, 5.7, 5.8, C2 and defection battles: battles fought as short games.

import { describe, expect, it } from "vitest";
import { game } from "../helpers/game.js";

describe("5.1 battle sequence", () => {
  const twoBattles = {
    year: 1298,
    p1: "england" as const,
    england: { Lothian: "York Knights", Fife: "Lancaster Knights" },
    scotland: { Lothian: "Barclay 1", Fife: "Douglas" },
    battles: [
      { area: "Lothian", attacker: "england" as const, entries: { england: ["Dunbar"] } },
      { area: "Fife", attacker: "england" as const, entries: { england: ["Angus"] } },
    ],
    at: "battles" as const,
  };

  it("5.1 P1 picks the next battle among every contested area, before any block is revealed", () => {
    const g = game(twoBattles);
    expect(g.pending()).toEqual([{ kind: "choose-battle", side: "england", rule: "5.1", areas: ["Fife", "Lothian"], defection: false }]);
    expect(g.eventsOf("battle-started")).toEqual([]);
    expect(g.reject("england", "battle Lanark")).toMatchObject({ code: "illegal-choice", rule: "5.1" });
    expect(g.reject("scotland", "battle Fife")).toMatchObject({ code: "not-your-decision" });
  });

  it("5.1 each battle is fought to its end, regroup included, then the next one is fought", () => {
    const g = game(twoBattles);
    g.order("england", "battle Lothian");
    expect(g.eventsOf("battle-started").map((e) => e.area)).toEqual(["Lothian"]);
    g.order("england", "combat York Knights fire", 1, 6, 6, 6);
    expect(g.decision()).toMatchObject({ kind: "regroup", side: "england", area: "Lothian" });
    g.order("england", "regroup none");
    // The last contested area needs no choice: it is fought at once.
    expect(g.eventsOf("battle-started").map((e) => e.area)).toEqual(["Lothian", "Fife"]);
    expect(g.decision()).toMatchObject({ kind: "combat-turn", side: "england", area: "Fife", round: 1 });
  });

  it("5.1 non-reserve blocks are revealed at current strength; reserves stay hidden for good if the battle ends in round 1", () => {
    const g = game({
      year: 1298,
      england: { Lothian: "York Knights 3, Lancaster Knights" },
      scotland: { Lothian: "Barclay 1" },
      battles: [{ area: "Lothian", attacker: "england", reserves: ["Lancaster Knights"], entries: { england: ["Dunbar", "Mentieth"] } }],
      at: "battles",
    });
    expect(g.eventsOf("battle-started")).toEqual([
      {
        type: "battle-started",
        area: "Lothian",
        attacker: "england",
        defection: false,
        engaged: [
          { block: "barclay", side: "scotland", strength: 1 },
          { block: "york_knights", side: "england", strength: 3 },
        ],
        reserves: { england: 1, scotland: 0 },
      },
    ]);
    g.order("england", "combat York Knights fire", 1, 6, 6);
    expect(g.eventsOf("battle-won")).toEqual([{ type: "battle-won", area: "Lothian", winner: "england" }]);
    expect(g.eventsOf("reserves-joined")).toEqual([]);
  });
});

describe("5.2 Celtic blocks", () => {
  const welsh = {
    year: 1298,
    england: { Lothian: "Welsh Infantry, York Infantry, Welsh Archers" },
    scotland: { Lothian: "Barclay" },
    battles: [{ area: "Lothian", attacker: "england" as const, reserves: ["Welsh Archers"], entries: { england: ["Dunbar"] } }],
    at: "battles" as const,
  };

  it("5.2 a revealed Welsh block that rolls 5-6 goes to the English pool before firing", () => {
    const g = game(welsh, [5]);
    expect(g.eventsOf("celtic-roll")).toEqual([{ type: "celtic-roll", block: "welsh_infantry", roll: 5, deserted: true }]);
    expect(g.block("Welsh Infantry")).toEqual({ side: "england", at: "pool", strength: 0 });
    expect(g.eventsOf("eliminated")).toEqual([]);
    g.order("scotland", "combat Barclay pass");
    expect(g.decision()).toMatchObject({ kind: "combat-turn", side: "england", blocks: [{ block: "york_infantry" }] });
  });

  it("5.2 on 1-4 nothing happens and the block fights", () => {
    const g = game(welsh, [4]);
    expect(g.eventsOf("celtic-roll")).toEqual([{ type: "celtic-roll", block: "welsh_infantry", roll: 4, deserted: false }]);
    expect(g.block("Welsh Infantry")).toEqual({ side: "england", at: "Lothian", strength: 3 });
    g.order("scotland", "combat Barclay pass");
    expect(g.decision()).toMatchObject({ side: "england", blocks: [{ block: "york_infantry" }, { block: "welsh_infantry" }] });
  });

  it("5.2 a Celtic reserve rolls only when it is revealed at the start of round 2", () => {
    // Only one die is scripted for the start: a roll for the reserve would exhaust the dice.
    const g = game(welsh, [1]);
    g.order("scotland", "combat Barclay pass");
    g.order("england", "combat York Infantry pass, Welsh Infantry pass", 6);
    expect(g.last.filter((e) => e.type === "reserves-joined" || e.type === "celtic-roll")).toEqual([
      { type: "reserves-joined", area: "Lothian", blocks: [{ block: "welsh_archers", side: "england", strength: 3 }] },
      { type: "celtic-roll", block: "welsh_archers", roll: 6, deserted: true },
    ]);
    expect(g.block("Welsh Archers").at).toBe("pool");
  });
});

describe("5.3 combat rounds", () => {
  const standoff = {
    year: 1298,
    england: { Lothian: "York Knights" },
    scotland: { Lothian: "Barclay" },
    battles: [{ area: "Lothian", attacker: "england" as const, entries: { england: ["Dunbar"] } }],
    at: "battles" as const,
  };

  function threeRounds() {
    const g = game(standoff);
    for (let round = 1; round <= 3; round++) {
      expect(g.decision()).toMatchObject({ kind: "combat-turn", side: "england", round });
      g.order("england", "combat York Knights pass");
      g.order("scotland", "combat Barclay pass");
    }
    return g;
  }

  it("5.3 after three rounds the attacker must retreat all of its blocks", () => {
    const g = threeRounds();
    const d = g.decision();
    expect(d).toMatchObject({ kind: "forced-retreat", side: "england", rule: "5.3", area: "Lothian" });
    expect(d.kind === "forced-retreat" && d.blocks.map((c) => [c.block, c.to.slice().sort()])).toEqual([
      ["york_knights", ["Dunbar", "Lanark", "Mentieth", "Selkirk"]],
    ]);
    expect(g.reject("england", "retreat none")).toMatchObject({ code: "incomplete", rule: "5.3" });
    g.order("england", "retreat York Knights>Dunbar");
    expect(g.block("York Knights").at).toBe("Dunbar");
    expect(g.eventsOf("battle-won")).toEqual([{ type: "battle-won", area: "Lothian", winner: "scotland" }]);
    expect(g.eventsOf("round-started").map((e) => e.round)).toEqual([1, 2, 3]);
  });

  it("5.3 the battle ends the moment one side has no blocks left in the area", () => {
    const g = game({ ...standoff, scotland: { Lothian: "Barclay 1, Grant 1" } });
    g.order("england", "combat York Knights fire", 1, 1, 6, 6);
    expect(g.block("Barclay").at).toBe("pool");
    expect(g.block("Grant").at).toBe("pool");
    expect(g.eventsOf("battle-won")).toEqual([{ type: "battle-won", area: "Lothian", winner: "england" }]);
    expect(g.eventsOf("round-started")).toHaveLength(1);
    expect(g.decision()).toMatchObject({ kind: "regroup", side: "england" });
  });
});

describe("5.31 combat turns", () => {
  it("EX-5.31 order every round: Scottish noble (B3 at home), English Knight, Scottish Infantry, English Infantry", () => {
    const g = game({
      year: 1298,
      england: { Mar: "York Knights, York Infantry 2" },
      scotland: { Mar: "Mar, Barclay" },
      battles: [{ area: "Mar", attacker: "england", entries: { england: ["Buchan"] } }],
      at: "battles",
    });
    const who = () => {
      const d = g.decision();
      return d.kind === "combat-turn" ? [d.side, d.blocks.map((c) => c.block)] : d.kind;
    };
    for (let round = 1; round <= 2; round++) {
      expect(who()).toEqual(["scotland", ["mar"]]);
      g.order("scotland", round === 1 ? "combat Mar fire" : "combat Mar pass", ...(round === 1 ? [3, 6, 6] : []));
      expect(who()).toEqual(["england", ["york_knights"]]);
      g.order("england", "combat York Knights pass");
      expect(who()).toEqual(["scotland", ["barclay"]]);
      g.order("scotland", "combat Barclay pass");
      expect(who()).toEqual(["england", ["york_infantry"]]);
      g.order("england", "combat York Infantry pass");
    }
    expect(g.eventsOf("fired")).toEqual([{ type: "fired", side: "scotland", block: "mar", rating: "B3", dice: [3, 6, 6], hits: 1 }]);
    expect(g.block("York Knights").strength).toBe(3);
  });

  it("5.31 within one step the owner orders his blocks; every block due acts exactly once", () => {
    const g = game({
      year: 1298,
      england: { Lothian: "York Infantry" },
      scotland: { Lothian: "Wallace, King, Barclay" },
      battles: [{ area: "Lothian", attacker: "england", entries: { england: ["Dunbar"] } }],
      at: "battles",
    });
    expect(g.reject("scotland", "combat Wallace fire, King fire, Barclay fire")).toMatchObject({ code: "illegal-choice", rule: "5.31" });
    expect(g.reject("scotland", "combat King fire, King pass")).toMatchObject({ code: "duplicate", rule: "5.31" });
    g.order("scotland", "combat King fire, Wallace pass", 6, 6, 6, 6);
    expect(g.last.filter((e) => e.type === "fired" || e.type === "passed").map((e) => e.type === "fired" || e.type === "passed" ? e.block : "")).toEqual(["king", "wallace"]);
  });
});

describe("12.1 5.31 a combat order may name some of the step's blocks", () => {
  const threeScots = {
    year: 1298,
    england: { Lothian: "York Infantry 4, York Knights 4" },
    scotland: { Lothian: "Wallace, King, Norse" },
    battles: [{ area: "Lothian", attacker: "england" as const, entries: { england: ["Dunbar"] } }],
    at: "battles" as const,
  };

  it("12.1 5.31 a combat order may name one block of the step; the others stay pending as the same decision", () => {
    const g = game(threeScots);
    // Wallace fires alone; the player sees the roll before choosing for the King and the Norse.
    g.order("scotland", "combat Wallace fire", 6, 6, 6, 6);
    expect(g.last.filter((e) => e.type === "fired").map((e) => e.type === "fired" && e.block)).toEqual(["wallace"]);
    const d = g.decision();
    expect(d).toMatchObject({ kind: "combat-turn", side: "scotland", area: "Lothian", round: 1 });
    expect(d.kind === "combat-turn" && d.blocks.map((b) => b.block).sort()).toEqual(["king", "norse"]);
    expect(g.reject("scotland", "combat Wallace fire")).toMatchObject({ code: "illegal-choice", rule: "5.31" });
    g.order("scotland", "combat King retreat Lanark");
    expect(g.block("King").at).toBe("Lanark");
    g.order("scotland", "combat Norse pass");
    expect(g.decision()).toMatchObject({ kind: "combat-turn", side: "england" });
  });

  it("12.1 5.31 naming the whole step in one order keeps working", () => {
    const g = game(threeScots);
    g.order("scotland", "combat King fire, Wallace pass, Norse pass", 6, 6, 6, 6);
    expect(g.decision()).toMatchObject({ kind: "combat-turn", side: "england" });
  });

  it("12.1 5.5 an illegal retreat in a later order does not undo a legal one already taken", () => {
    const g = game(threeScots);
    g.order("scotland", "combat King retreat Lanark");
    // Dunbar is the attacker's entry: no retreat there (5.5), refused on its own.
    expect(g.reject("scotland", "combat Wallace retreat Dunbar")).toMatchObject({ code: "illegal-choice", rule: "5.5" });
    expect(g.block("King").at).toBe("Lanark");
    expect(g.decision()).toMatchObject({ kind: "combat-turn", side: "scotland" });
  });

  it("12.1 5.41 the hits of one firing may be answered one hit at a time", () => {
    const g = game({
      year: 1298,
      england: { Lothian: "Edward" },
      scotland: { Lothian: "Douglas 3, Fraser 3, Macdonald 3" },
      battles: [{ area: "Lothian", attacker: "england", entries: { england: ["Dunbar"] } }],
      at: "battles",
    });
    g.order("england", "combat Edward fire", 1, 1, 6, 6);
    expect(g.decision()).toMatchObject({ kind: "assign-hits", side: "scotland", hits: 2 });
    g.order("scotland", "hits Douglas");
    expect(g.block("Douglas").strength).toBe(2);
    // One hit left, Fraser and Macdonald tied: asked again, Douglas no longer a strongest block.
    expect(g.decision()).toMatchObject({ kind: "assign-hits", side: "scotland", hits: 1 });
    expect(g.reject("scotland", "hits Douglas")).toMatchObject({ code: "not-strongest", rule: "5.41" });
    expect(g.reject("scotland", "hits Fraser, Macdonald")).toMatchObject({ code: "illegal-choice", rule: "5.41" });
    g.order("scotland", "hits Macdonald");
    expect([g.block("Douglas").strength, g.block("Fraser").strength, g.block("Macdonald").strength]).toEqual([2, 3, 2]);
    expect(g.decision()).toMatchObject({ kind: "combat-turn", side: "scotland" });
  });
});

describe("5.32 combat reserves", () => {
  const reserveAttack = {
    year: 1298,
    england: { Lothian: "York Infantry 1, York Knights" },
    scotland: { Lothian: "Wallace" },
    battles: [{ area: "Lothian", attacker: "england" as const, reserves: ["York Knights"], entries: { england: ["Dunbar", "Mentieth"] } }],
    at: "battles" as const,
  };

  it("5.32 in round 1 reserves cannot take hits: hits beyond the engaged blocks are lost", () => {
    const g = game(reserveAttack);
    g.order("scotland", "combat Wallace fire", 1, 1, 1, 6);
    expect(g.last.filter((e) => e.type === "hit")).toEqual([{ type: "hit", side: "england", block: "york_infantry", strength: 0 }]);
    expect(g.block("York Knights")).toEqual({ side: "england", at: "Lothian", strength: 4 });
  });

  it("5.32 in round 1 reserves take no combat turn (cannot fire or retreat)", () => {
    const g = game(reserveAttack);
    g.order("scotland", "combat Wallace pass");
    expect(g.decision()).toMatchObject({ kind: "combat-turn", side: "england", round: 1, blocks: [{ block: "york_infantry" }] });
    expect(g.reject("england", "combat York Knights fire")).toMatchObject({ code: "illegal-choice", rule: "5.31" });
  });

  it("5.32 reserves join at the start of round 2 even if every other friendly block there was eliminated", () => {
    const g = game(reserveAttack);
    g.order("scotland", "combat Wallace fire", 1, 6, 6, 6);
    expect(g.block("York Infantry").at).toBe("pool");
    expect(g.eventsOf("reserves-joined")).toEqual([
      { type: "reserves-joined", area: "Lothian", blocks: [{ block: "york_knights", side: "england", strength: 4 }] },
    ]);
    // The attacker kept no engaged block, so the roles stay as they were.
    expect(g.eventsOf("control-swapped")).toEqual([]);
    expect(g.eventsOf("round-started").at(-1)).toEqual({ type: "round-started", area: "Lothian", round: 2, attacker: "england" });
    g.order("scotland", "combat Wallace pass");
    expect(g.decision()).toMatchObject({ side: "england", round: 2, blocks: [{ block: "york_knights" }] });
  });

  it("5.32 battlefield control: the Defender with only reserves left becomes the Attacker and retreats after round 3", () => {
    const g = game({
      year: 1298,
      p1: "england",
      england: { Lothian: "York Knights" },
      scotland: { Lothian: "Barclay 1, Douglas" },
      battles: [{ area: "Lothian", attacker: "england", reserves: ["Douglas"], entries: { england: ["Dunbar"], scotland: ["Mentieth"] } }],
      at: "battles",
    });
    g.order("england", "combat York Knights fire", 1, 6, 6, 6);
    expect(g.eventsOf("control-swapped")).toEqual([{ type: "control-swapped", area: "Lothian", attacker: "scotland" }]);
    expect(g.eventsOf("round-started").at(-1)).toEqual({ type: "round-started", area: "Lothian", round: 2, attacker: "scotland" });
    for (let round = 2; round <= 3; round++) {
      // England now defends: its B block acts before the attacking Scottish C block.
      expect(g.decision()).toMatchObject({ kind: "combat-turn", side: "england", round });
      g.order("england", "combat York Knights pass");
      g.order("scotland", "combat Douglas pass");
    }
    expect(g.decision()).toMatchObject({ kind: "forced-retreat", side: "scotland", blocks: [{ block: "douglas" }] });
  });

  it("5.32 after the swap the roles are reversed: a noble now defending his home fires B3 (1.4)", () => {
    const g = game({
      year: 1298,
      p1: "england",
      england: { Angus: "Angus, York Knights" },
      scotland: { Angus: "Barclay 1, Douglas" },
      battles: [{ area: "Angus", attacker: "england", reserves: ["Douglas"], entries: { england: ["Mar"], scotland: ["Fife"] } }],
      at: "battles",
    });
    g.order("england", "combat Angus fire, York Knights pass", 2, 6, 6);
    expect(g.eventsOf("control-swapped")).toHaveLength(1);
    g.order("england", "combat Angus fire, York Knights pass", 3, 6, 6);
    expect(g.eventsOf("fired").map((e) => [e.block, e.rating, e.hits])).toEqual([
      ["angus", "B2", 1],
      ["angus", "B3", 1],
    ]);
    expect(g.block("Douglas").strength).toBe(3);
  });

  it("Q24 when both engaged forces are gone after round 1 the roles do not swap; both reserves arrive in round 2", () => {
    const g = game(
      {
        year: 1298,
        england: { Lothian: "Welsh Infantry, York Knights" },
        scotland: { Lothian: "Barclay" },
        battles: [{ area: "Lothian", attacker: "england", reserves: ["York Knights", "Barclay"], entries: { england: ["Dunbar"], scotland: ["Mentieth"] } }],
        at: "battles",
      },
      [5],
    );
    expect(g.block("Welsh Infantry").at).toBe("pool");
    expect(g.eventsOf("control-swapped")).toEqual([]);
    expect(g.eventsOf("round-started").map((e) => [e.round, e.attacker])).toEqual([
      [1, "england"],
      [2, "england"],
    ]);
    expect(g.eventsOf("reserves-joined")[0]?.blocks.map((b) => b.block)).toEqual(["york_knights", "barclay"]);
    expect(g.decision()).toMatchObject({ kind: "combat-turn", side: "england", round: 2, blocks: [{ block: "york_knights" }] });
  });

  it("EX-5.32 the first group in is the Main Attack; the second group's blocks are reserves hidden in round 1", () => {
    const g = game({
      year: 1298,
      england: { Buchan: "York Knights, Lancaster Knights, York Infantry, Lancaster Infantry, Durham Infantry, Westmor Infantry" },
      scotland: { Buchan: "Barclay" },
      battles: [
        { area: "Buchan", attacker: "england", reserves: ["Durham Infantry", "Westmor Infantry"], entries: { england: ["Angus", "Mar"] } },
      ],
      at: "battles",
    });
    const started = g.eventsOf("battle-started")[0];
    expect(started?.engaged.map((e) => e.block)).toEqual(["barclay", "lancaster_knights", "york_knights", "york_infantry", "lancaster_infantry"]);
    expect(started?.reserves).toEqual({ england: 2, scotland: 0 });
  });
});

describe("5.33 battle reinforcements", () => {
  it("EX-5.33 blocks P2 moves into the area P1 contested arrive in round 2", () => {
    const g = game({
      year: 1298,
      played: { england: "move3", scotland: "move2" },
      england: { Buchan: "York Knights, Lancaster Knights, York Infantry, Lancaster Infantry" },
      scotland: { Buchan: "Barclay, Douglas", Moray: "Fraser, Moray, Grant" },
      battles: [{ area: "Buchan", attacker: "england", entries: { england: ["Angus"] } }],
      at: "movement-p2",
    });
    g.order("scotland", "move Moray>Strathspey>Buchan: Fraser, Moray, Grant");
    const started = g.eventsOf("battle-started")[0];
    expect(started?.engaged.map((e) => e.block).sort()).toEqual(["barclay", "douglas", "lancaster_infantry", "lancaster_knights", "york_infantry", "york_knights"]);
    expect(started?.reserves).toEqual({ england: 0, scotland: 3 });
  });
});

describe("5.4 combat resolution", () => {
  it("EX-5.4 a strength-3 Knight (B3) rolls 3 dice: 2, 4, 5 is one hit and two misses", () => {
    const g = game({
      year: 1298,
      england: { Lothian: "York Knights 3" },
      scotland: { Lothian: "Barclay" },
      battles: [{ area: "Lothian", attacker: "england", entries: { england: ["Dunbar"] } }],
      at: "battles",
    });
    g.order("england", "combat York Knights fire", 2, 4, 5);
    expect(g.eventsOf("fired")).toEqual([{ type: "fired", side: "england", block: "york_knights", rating: "B3", dice: [2, 4, 5], hits: 1 }]);
    expect(g.block("Barclay").strength).toBe(3);
  });
});

describe("5.7 capturing nobles", () => {
  it("5.7 a noble eliminated in battle switches sides at strength 1 into his new side's reserves and fights next round", () => {
    const g = game({
      year: 1298,
      england: { Lothian: "Dunbar 2, York Infantry 1" },
      scotland: { Lothian: "Wallace, Douglas" },
      battles: [{ area: "Lothian", attacker: "scotland", entries: { scotland: ["Mentieth"] } }],
      at: "battles",
    });
    g.order("scotland", "combat Wallace fire", 1, 1, 6, 6);
    expect(g.decision()).toMatchObject({ kind: "assign-hits", side: "england", outcomes: [["dunbar", "york_infantry"], ["dunbar", "dunbar"]] });
    g.order("england", "hits Dunbar, Dunbar");
    expect(g.last).toContainEqual({ type: "captured", noble: "dunbar", from: "england", to: "scotland", area: "Lothian" });
    expect(g.block("Dunbar")).toEqual({ side: "scotland", at: "Lothian", strength: 1 });
    // Round 1 goes on without him.
    g.order("england", "combat York Infantry pass");
    expect(g.decision()).toMatchObject({ side: "scotland", round: 1, blocks: [{ block: "douglas" }] });
    g.order("scotland", "combat Douglas pass");
    expect(g.eventsOf("reserves-joined")).toEqual([
      { type: "reserves-joined", area: "Lothian", blocks: [{ block: "dunbar", side: "scotland", strength: 1 }] },
    ]);
    g.order("scotland", "combat Wallace pass");
    expect(g.decision()).toMatchObject({ side: "scotland", round: 2, blocks: [{ block: "dunbar" }] });
  });

  it("5.7 if no further round follows the captured noble stays in the area with the winners and may regroup", () => {
    const g = game({
      year: 1298,
      england: { Lothian: "Dunbar 1" },
      scotland: { Lothian: "Wallace" },
      battles: [{ area: "Lothian", attacker: "scotland", entries: { scotland: ["Mentieth"] } }],
      at: "battles",
    });
    g.order("scotland", "combat Wallace fire", 1, 6, 6, 6);
    expect(g.block("Dunbar")).toEqual({ side: "scotland", at: "Lothian", strength: 1 });
    expect(g.eventsOf("battle-won")).toEqual([{ type: "battle-won", area: "Lothian", winner: "scotland" }]);
    const d = g.decision();
    expect(d.kind === "regroup" && d.blocks.map((c) => c.block)).toEqual(["wallace", "dunbar"]);
  });

  it("5.7 Moray eliminated in battle is removed from the game", () => {
    const g = game({
      year: 1298,
      england: { Lothian: "York Knights" },
      scotland: { Lothian: "Moray 1" },
      battles: [{ area: "Lothian", attacker: "england", entries: { england: ["Dunbar"] } }],
      at: "battles",
    });
    g.order("scotland", "combat Moray pass");
    g.order("england", "combat York Knights fire", 1, 6, 6, 6);
    expect(g.block("Moray")).toEqual({ side: "scotland", at: "removed", strength: 0 });
    expect(g.eventsOf("eliminated")).toEqual([{ type: "eliminated", side: "scotland", block: "moray", to: "removed", area: "Lothian" }]);
    expect(g.eventsOf("captured")).toEqual([]);
  });
});

describe("5.8 eliminated blocks", () => {
  const duel = (scots: string, english = "York Knights") =>
    game({
      year: 1298,
      england: { Lothian: english },
      scotland: { Lothian: scots },
      battles: [{ area: "Lothian", attacker: "england", entries: { england: ["Dunbar"] } }],
      at: "battles",
    });

  it("5.8 a black-cross block killed in battle is removed permanently", () => {
    const g = duel("Wallace 1, Barclay 1");
    g.order("scotland", "combat Wallace pass");
    g.order("england", "combat York Knights fire", 1, 6, 6, 6);
    expect(g.decision()).toMatchObject({ kind: "assign-hits", side: "scotland", outcomes: [["wallace"], ["barclay"]] });
    g.order("scotland", "hits Wallace");
    expect(g.block("Wallace")).toEqual({ side: "scotland", at: "removed", strength: 0 });
    expect(g.last).toContainEqual({ type: "eliminated", side: "scotland", block: "wallace", to: "removed", area: "Lothian" });
  });

  it("5.8 other non-noble blocks killed in battle go to their owner's pool", () => {
    const g = duel("Barclay 1");
    g.order("england", "combat York Knights fire", 1, 6, 6, 6);
    expect(g.block("Barclay")).toEqual({ side: "scotland", at: "pool", strength: 0 });
    expect(g.eventsOf("eliminated")).toEqual([{ type: "eliminated", side: "scotland", block: "barclay", to: "pool", area: "Lothian" }]);
  });

  it("5.8 English Hobelars killed in battle are removed permanently", () => {
    const g = duel("Wallace", "Hobelars 1");
    g.order("scotland", "combat Wallace fire", 1, 6, 6, 6);
    expect(g.block("Hobelars")).toEqual({ side: "england", at: "removed", strength: 0 });
    expect(g.eventsOf("eliminated")).toEqual([{ type: "eliminated", side: "england", block: "hobelars", to: "removed", area: "Lothian" }]);
  });

  it("Q7 Edward I killed in battle becomes Edward II in the English pool; the game goes on", () => {
    const g = duel("Wallace", "Edward 1");
    g.order("scotland", "combat Wallace fire", 1, 6, 6, 6);
    expect(g.block("Edward")).toEqual({ side: "england", at: "pool", strength: 0 });
    expect(g.state.edward).toBe("II");
    expect(g.eventsOf("edward-killed")).toEqual([{ type: "edward-killed", area: "Lothian" }]);
    expect(g.state.winner).toBeNull();
    expect(g.decision()).toMatchObject({ kind: "regroup", side: "scotland" });
  });
});

describe("C2 one side without engaged blocks", () => {
  it("C2 the round ends at once: no further combat turns and no dice at an empty side", () => {
    const g = game({
      year: 1298,
      p1: "england",
      england: { Lothian: "York Knights, York Infantry" },
      scotland: { Lothian: "Barclay 1, Douglas" },
      battles: [{ area: "Lothian", attacker: "england", reserves: ["Douglas"], entries: { england: ["Dunbar"], scotland: ["Mentieth"] } }],
      at: "battles",
    });
    g.order("england", "combat York Knights fire", 1, 6, 6, 6);
    // York Infantry (C) never got its round-1 turn: round 2 has begun, with England now defending.
    expect(g.eventsOf("passed")).toEqual([]);
    expect(g.eventsOf("fired")).toHaveLength(1);
    expect(g.decision()).toMatchObject({ kind: "combat-turn", side: "england", round: 2, blocks: [{ block: "york_knights" }] });
  });

  it("C2 the rest of an answered combat turn is dropped once the enemy has no engaged block left", () => {
    const g = game({
      year: 1298,
      england: { Lothian: "York Infantry 1, York Knights" },
      scotland: { Lothian: "Wallace, King" },
      battles: [{ area: "Lothian", attacker: "england", reserves: ["York Knights"], entries: { england: ["Dunbar", "Mentieth"] } }],
      at: "battles",
    });
    // Only Wallace's four dice are scripted: the King must not fire at an empty side.
    g.order("scotland", "combat Wallace fire, King fire", 1, 6, 6, 6);
    expect(g.eventsOf("fired").map((e) => e.block)).toEqual(["wallace"]);
    expect(g.block("King")).toEqual({ side: "scotland", at: "Lothian", strength: 4 });
    expect(g.decision()).toMatchObject({ kind: "combat-turn", side: "scotland", round: 2, blocks: [{ block: "wallace" }, { block: "king" }] });
  });

  it("C2 a side with no engaged blocks and no reserves has lost: the battle is over", () => {
    const g = game({
      year: 1298,
      england: { Lothian: "York Knights, York Infantry" },
      scotland: { Lothian: "Barclay 1" },
      battles: [{ area: "Lothian", attacker: "england", entries: { england: ["Dunbar"] } }],
      at: "battles",
    });
    g.order("england", "combat York Knights fire", 1, 6, 6, 6);
    expect(g.eventsOf("battle-won")).toEqual([{ type: "battle-won", area: "Lothian", winner: "england" }]);
    expect(g.eventsOf("round-started")).toHaveLength(1);
  });
});

describe("defection battles", () => {
  it("EV-HERALD the converted noble attacks alone, with no reserves; the winner may regroup", () => {
    const g = game({
      year: 1298,
      played: { england: "herald", scotland: "move2" },
      england: { Lothian: "York Knights" },
      scotland: { Mar: "Mar, Barclay 1" },
      at: "event",
    });
    g.order("england", "herald Mar", 1);
    expect(g.block("Mar")).toEqual({ side: "england", at: "Mar", strength: 3 });
    expect(g.eventsOf("battle-started")).toEqual([
      {
        type: "battle-started",
        area: "Mar",
        attacker: "england",
        defection: true,
        engaged: [
          { block: "barclay", side: "scotland", strength: 1 },
          { block: "mar", side: "england", strength: 3 },
        ],
        reserves: { england: 0, scotland: 0 },
      },
    ]);
    // Attacking in his own home, Mar gets no home bonus (1.4): B2.
    g.order("england", "combat Mar fire", 2, 6, 6);
    expect(g.eventsOf("fired")[0]).toMatchObject({ block: "mar", rating: "B2", hits: 1 });
    expect(g.eventsOf("battle-won")).toEqual([{ type: "battle-won", area: "Mar", winner: "england" }]);
    const d = g.decision();
    expect(d).toMatchObject({ kind: "regroup", side: "england", area: "Mar" });
    expect(d.kind === "regroup" && d.blocks[0]?.to.length).toBeGreaterThan(0);
  });
});

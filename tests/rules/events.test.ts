// 3.12 event cards: Herald, Pillage, Sea Move, Truce, Victuals (EV-*, Q8, Q20-Q22, C1).

import { describe, expect, it } from "vitest";
import { game } from "../helpers/game.js";
import type { PositionSpec } from "../../src/rules/position.js";

/** England resolves its event card; Scotland played a Move 2 and moves afterwards (3.12). */
const englishEvent = (event: string, spec: Partial<PositionSpec>): PositionSpec => ({
  year: 1298,
  played: { england: event, scotland: "move2" },
  at: "event",
  ...spec,
});

/** Scotland resolves its event card; England played a Move 2. */
const scottishEvent = (event: string, spec: Partial<PositionSpec>): PositionSpec => ({
  year: 1298,
  played: { england: "move2", scotland: event },
  at: "event",
  ...spec,
});

describe("EV-HERALD", () => {
  it("EV-HERALD on 1-4 the enemy noble switches sides at his current strength, in his area", () => {
    const g = game(englishEvent("herald", { england: { Lothian: "York Knights" }, scotland: { Carrick: "Bruce 3", Fife: "Wallace" } }));
    g.order("england", "herald Bruce", 4);
    expect(g.eventsOf("herald")).toEqual([{ type: "herald", side: "england", noble: "bruce", roll: 4, success: true }]);
    expect(g.block("Bruce")).toEqual({ side: "england", at: "Carrick", strength: 3 });
    // Q22 no former-side blocks in Carrick: no battle; Scotland (P2) moves next.
    expect(g.eventsOf("battle-started")).toEqual([]);
    expect(g.decision()).toMatchObject({ kind: "movement", side: "scotland", mp: 2 });
  });

  it("EV-HERALD on 5-6 nothing happens", () => {
    const g = game(englishEvent("herald", { england: { Lothian: "York Knights" }, scotland: { Carrick: "Bruce 3" } }));
    g.order("england", "herald Bruce", 5);
    expect(g.eventsOf("herald")).toEqual([{ type: "herald", side: "england", noble: "bruce", roll: 5, success: false }]);
    expect(g.block("Bruce")).toEqual({ side: "scotland", at: "Carrick", strength: 3 });
    expect(g.eventsOf("noble-switched")).toEqual([]);
  });

  it("EV-HERALD a 6 also fails", () => {
    const g = game(scottishEvent("herald", { england: { Mar: "Mar 2" }, scotland: { Fife: "Wallace" } }));
    g.order("scotland", "herald Mar", 6);
    expect(g.block("Mar")).toEqual({ side: "england", at: "Mar", strength: 2 });
  });

  it("EV-HERALD a convert among his former side fights a defection battle at once, as the lone Attacker, without his home bonus", () => {
    const g = game(englishEvent("herald", { england: { Lothian: "York Knights" }, scotland: { Annan: "Bruce 2, Douglas 2" } }));
    g.order("england", "herald Bruce", 1);
    expect(g.eventsOf("battle-started")).toEqual([
      expect.objectContaining({ area: "Annan", attacker: "england", defection: true, engaged: expect.arrayContaining([{ block: "bruce", side: "england", strength: 2 }]), reserves: { england: 0, scotland: 0 } }),
    ]);
    expect(g.state.battle).toMatchObject({ area: "Annan", attacker: "england", defection: true, reserves: [] });
    // Defender B (none), Attacker B: Bruce fires first, at B2 although Annan is his home (1.4: no bonus attacking).
    expect(g.decision()).toMatchObject({ kind: "combat-turn", side: "england", area: "Annan", round: 1 });
    g.order("england", "combat Bruce fire", 2, 3);
    expect(g.eventsOf("fired")).toEqual([expect.objectContaining({ block: "bruce", rating: "B2", dice: [2, 3], hits: 1 })]);
    expect(g.block("Douglas").strength).toBe(1);
  });

  it("Q22 any enemy noble on the map may be named, England included, but never Moray", () => {
    const g = game(
      scottishEvent("herald", {
        england: { England: "Mar 2", Buchan: "Buchan", Lothian: "York Knights" },
        scotland: { Moray: "Moray", Fife: "Wallace, Bruce" },
      }),
    );
    const d = g.decision("scotland");
    expect(d.kind === "event" && d.herald).toEqual(["mar", "buchan"]);
    expect(g.reject("scotland", "herald Bruce")).toMatchObject({ code: "illegal-choice", rule: "EV-HERALD" });
    expect(g.reject("scotland", "herald York Knights")).toMatchObject({ code: "illegal-choice", rule: "EV-HERALD" });
    g.order("scotland", "herald Mar", 3);
    expect(g.block("Mar")).toEqual({ side: "scotland", at: "England", strength: 2 });
    expect(g.eventsOf("battle-started")).toEqual([]);
  });

  it("Q22 Moray is exempt: England may not name him", () => {
    const g = game(englishEvent("herald", { england: { Lothian: "York Knights" }, scotland: { Moray: "Moray", Carrick: "Bruce" } }));
    const d = g.decision("england");
    expect(d.kind === "event" && d.herald).toEqual(["bruce"]);
    expect(g.reject("england", "herald Moray")).toMatchObject({ code: "illegal-choice", rule: "EV-HERALD" });
  });

  it("Q22 a success in England among English blocks starts a defection battle there", () => {
    const g = game(scottishEvent("herald", { england: { England: "Mar 2, Hobelars" }, scotland: { Fife: "Wallace" } }));
    g.order("scotland", "herald Mar", 2);
    expect(g.block("Mar")).toEqual({ side: "scotland", at: "England", strength: 2 });
    expect(g.state.battle).toMatchObject({ area: "England", attacker: "scotland", defection: true });
    // Hobelars (A, Defender) fire before Mar (B, Attacker).
    expect(g.decision()).toMatchObject({ kind: "combat-turn", side: "england", area: "England" });
  });
});

describe("EV-PILLAGE", () => {
  it("Q21 the target is an enemy-occupied area next to an area of yours; the pillaging group is one such area", () => {
    const g = game(
      scottishEvent("pillage", {
        england: { Angus: "York Knights", Lothian: "Cumbria Infantry", England: "Hobelars" },
        scotland: { Fife: "Wallace 3", Mar: "Douglas 2", Annan: "Barclay" },
      }),
    );
    const d = g.decision("scotland");
    expect(d.kind === "event" && d.pillage).toEqual([
      { target: "England", from: ["Annan"] },
      { target: "Angus", from: ["Mar", "Fife"] },
    ]);
    // Lothian and Fife share no border (1.1); Mentieth is empty, not enemy-occupied; Fife is friendly.
    expect(g.reject("scotland", "pillage Lothian from Fife")).toMatchObject({ code: "illegal-choice", rule: "EV-PILLAGE" });
    expect(g.reject("scotland", "pillage Mentieth from Fife")).toMatchObject({ code: "illegal-choice", rule: "EV-PILLAGE" });
    expect(g.reject("scotland", "pillage Angus from Annan")).toMatchObject({ code: "illegal-choice", rule: "EV-PILLAGE" });
  });

  it("C1 the two hits fall one at a time on the strongest block; the owner picks among ties; the stolen steps go to the pillaging group", () => {
    const g = game(
      scottishEvent("pillage", {
        england: { Angus: "York Knights 4, Cumbria Infantry 3" },
        scotland: { Fife: "Wallace 2, Douglas 3" },
      }),
    );
    g.order("scotland", "pillage Angus from Fife");
    expect(g.block("York Knights").strength).toBe(3);
    expect(g.decision()).toMatchObject({
      kind: "assign-hits",
      side: "england",
      rule: "EV-PILLAGE",
      hits: 1,
      outcomes: [["york_knights"], ["cumbria_infantry"]],
    });
    expect(g.reject("england", "hits York Knights, Cumbria Infantry")).toMatchObject({ code: "wrong-order-type", rule: "C1" });
    g.order("england", "hits Cumbria Infantry");
    expect(g.block("Cumbria Infantry")).toEqual({ side: "england", at: "Angus", strength: 2 });
    expect(g.decision()).toMatchObject({
      kind: "pillage-steps",
      side: "scotland",
      area: "Fife",
      steps: 2,
      blocks: [
        { block: "wallace", room: 2 },
        { block: "douglas", room: 1 },
      ],
    });
    g.order("scotland", "steps Wallace 1, Douglas 1");
    expect(g.block("Wallace").strength).toBe(3);
    expect(g.block("Douglas").strength).toBe(4);
    expect(g.decision()).toMatchObject({ kind: "movement", side: "england" });
  });

  it("C1 a Pillage hit may not go to a weaker block", () => {
    const g = game(scottishEvent("pillage", { england: { Angus: "York Knights 4, Lancaster Knights 4, Cumbria Infantry 1" }, scotland: { Fife: "Wallace 2" } }));
    g.order("scotland", "pillage Angus from Fife");
    expect(g.decision()).toMatchObject({ kind: "assign-hits", outcomes: [["lancaster_knights"], ["york_knights"]] });
    expect(g.reject("england", "hits Cumbria Infantry")).toMatchObject({ code: "not-strongest", rule: "5.41" });
    g.order("england", "hits York Knights");
    expect(g.block("York Knights").strength).toBe(3);
    expect(g.block("Lancaster Knights").strength).toBe(3);
    expect(g.block("Cumbria Infantry").strength).toBe(1);
  });

  it("EV-PILLAGE stolen steps never raise a block above its maximum; the rest are lost", () => {
    const g = game(
      scottishEvent("pillage", {
        england: { Angus: "York Knights 4" },
        scotland: { Fife: "Wallace 3, Douglas 4" },
      }),
    );
    g.order("scotland", "pillage Angus from Fife");
    expect(g.block("York Knights").strength).toBe(2);
    expect(g.decision()).toMatchObject({ kind: "pillage-steps", steps: 2, blocks: [{ block: "wallace", room: 1 }] });
    expect(g.reject("scotland", "steps Wallace 2")).toMatchObject({ code: "too-many-steps", rule: "EV-PILLAGE" });
    g.order("scotland", "steps Wallace 1");
    expect(g.block("Wallace").strength).toBe(4);
    expect(g.block("Douglas").strength).toBe(4);
    expect(g.eventsOf("steps-added")).toEqual([expect.objectContaining({ side: "scotland", area: "Fife", grants: [{ block: "wallace", steps: 1 }] })]);
  });

  it("12.2 EV-PILLAGE the stolen steps may be declined even when the group's room is at most the steps stolen", () => {
    const g = game(
      scottishEvent("pillage", {
        england: { Angus: "York Knights 4" },
        scotland: { Fife: "Wallace 3, Douglas 4" },
      }),
    );
    g.order("scotland", "pillage Angus from Fife");
    // Room 1, 2 steps stolen: still a question, not an automatic order.
    expect(g.decision()).toMatchObject({ kind: "pillage-steps", side: "scotland", steps: 2 });
    expect(g.decision().only).toBeUndefined();
    expect(g.eventsOf("auto-order")).toEqual([]);
    g.order("scotland", "steps none");
    expect(g.block("Wallace").strength).toBe(3);
    expect(g.eventsOf("steps-added")).toEqual([]);
  });

  it("12.2 EV-PILLAGE with more room than steps stolen, none and each partial assignment are legal", () => {
    const spec = scottishEvent("pillage", { england: { Angus: "York Knights 4" }, scotland: { Fife: "Wallace 2, Douglas 2" } });
    for (const answer of ["steps none", "steps Wallace 1", "steps Douglas 1", "steps Wallace 1, Douglas 1", "steps Wallace 2", "steps Douglas 2"]) {
      const g = game(spec);
      g.order("scotland", "pillage Angus from Fife");
      expect(g.decision()).toMatchObject({ kind: "pillage-steps", steps: 2 });
      g.order("scotland", answer);
      expect(g.block("Wallace").strength + g.block("Douglas").strength, answer).toBe(4 + answer.split(/\D+/).filter(Boolean).reduce((n, x) => n + Number(x), 0));
    }
  });

  it("EV-PILLAGE steps may not go beyond the number removed nor above max", () => {
    const g = game(
      scottishEvent("pillage", {
        england: { Angus: "Cumbria Infantry 1" },
        scotland: { Fife: "Wallace 2, Douglas 2" },
      }),
    );
    g.order("scotland", "pillage Angus from Fife");
    // Only one step was there to remove: the second hit is lost.
    expect(g.block("Cumbria Infantry")).toEqual({ side: "england", at: "pool", strength: 0 });
    expect(g.decision()).toMatchObject({ kind: "pillage-steps", steps: 1 });
    expect(g.reject("scotland", "steps Wallace 2")).toMatchObject({ code: "too-many-steps", rule: "EV-PILLAGE" });
    expect(g.reject("scotland", "steps Wallace 1, Douglas 1")).toMatchObject({ code: "too-many-steps", rule: "EV-PILLAGE" });
    g.order("scotland", "steps Douglas 1");
    expect(g.block("Douglas").strength).toBe(3);
  });

  it("EV-PILLAGE black-cross blocks pillaged to nothing go to the pool, not out of the game (5.8)", () => {
    const g = game(englishEvent("pillage", { england: { Lothian: "York Knights 2" }, scotland: { Dunbar: "Wallace 1, Norse 1" } }));
    g.order("england", "pillage Dunbar from Lothian");
    // Two strength-1 blocks: the owner picks which goes first.
    g.order("scotland", "hits Norse");
    expect(g.block("Norse")).toEqual({ side: "scotland", at: "pool", strength: 0 });
    expect(g.block("Wallace")).toEqual({ side: "scotland", at: "pool", strength: 0 });
    expect(g.eventsOf("eliminated").map((e) => [e.block, e.to])).toEqual([
      ["norse", "pool"],
      ["wallace", "pool"],
    ]);
    g.order("england", "steps York Knights 2");
    expect(g.block("York Knights").strength).toBe(4);
  });

  it("EV-PILLAGE Edward I pillaged to nothing goes to the pool and stays Edward I (Q7 is for battle only)", () => {
    const g = game(scottishEvent("pillage", { england: { Lothian: "Edward 1" }, scotland: { Lanark: "Douglas 4" } }));
    g.order("scotland", "pillage Lothian from Lanark");
    expect(g.block("Edward")).toEqual({ side: "england", at: "pool", strength: 0 });
    expect(g.state.edward).toBe("I");
    expect(g.eventsOf("edward-killed")).toEqual([]);
    expect(g.state.winner).toBeNull();
  });

  it("Q8 a noble pillaged to nothing switches sides at strength 1 in place, and the second hit goes to his former side's strongest remaining block", () => {
    const g = game(
      scottishEvent("pillage", {
        england: { Angus: "Angus 1, Cumbria Infantry 1" },
        scotland: { Fife: "Wallace 2" },
      }),
    );
    g.order("scotland", "pillage Angus from Fife");
    g.order("england", "hits Angus");
    expect(g.eventsOf("noble-switched")).toEqual([expect.objectContaining({ noble: "angus", to: "scotland", area: "Angus", strength: 1, rule: "Q8" })]);
    expect(g.block("Angus")).toEqual({ side: "scotland", at: "Angus", strength: 1 });
    expect(g.block("Cumbria Infantry")).toEqual({ side: "england", at: "pool", strength: 0 });
    g.order("scotland", "steps Wallace 2");
    expect(g.block("Wallace").strength).toBe(4);
    // Angus holds only Scottish blocks now: no defection battle.
    expect(g.eventsOf("battle-started")).toEqual([]);
  });

  it("Q8 a defection battle follows when the pillaged noble's area still holds his former side, after the stolen steps are placed (C1)", () => {
    const g = game(
      scottishEvent("pillage", {
        england: { Angus: "Angus 1, Cumbria Infantry 1, Durham Infantry 1" },
        scotland: { Fife: "Wallace 2, Douglas 3" },
      }),
    );
    g.order("scotland", "pillage Angus from Fife");
    g.order("england", "hits Angus");
    g.order("england", "hits Cumbria Infantry");
    expect(g.block("Angus")).toEqual({ side: "scotland", at: "Angus", strength: 1 });
    expect(g.block("Durham Infantry")).toEqual({ side: "england", at: "Angus", strength: 1 });
    expect(g.eventsOf("battle-started")).toEqual([]);
    expect(g.decision()).toMatchObject({ kind: "pillage-steps", side: "scotland", steps: 2 });
    g.order("scotland", "steps Wallace 2");
    expect(g.eventsOf("battle-started")).toEqual([
      expect.objectContaining({ area: "Angus", attacker: "scotland", defection: true, engaged: expect.arrayContaining([{ block: "angus", side: "scotland", strength: 1 }]) }),
    ]);
  });

  it("Q8 Moray pillaged to nothing goes to the Scottish pool, he never switches", () => {
    const g = game(englishEvent("pillage", { england: { Strathspey: "Buchan 1" }, scotland: { Moray: "Moray 1" } }));
    g.order("england", "pillage Moray from Strathspey");
    expect(g.block("Moray")).toEqual({ side: "scotland", at: "pool", strength: 0 });
    expect(g.eventsOf("noble-switched")).toEqual([]);
    // One step was removed, so one step can be stolen.
    expect(g.decision()).toMatchObject({ kind: "pillage-steps", side: "england", steps: 1 });
    g.order("england", "steps Buchan 1");
    expect(g.block("Buchan").strength).toBe(2);
  });
});

describe("EV-SEA-MOVE", () => {
  it("Q20 one or two blocks sail from one coastal area to another friendly one; a Sea Move counts as their move", () => {
    const g = game(scottishEvent("sea_move", { england: { Lanark: "York Knights" }, scotland: { Fife: "Wallace, Douglas, Barclay", Lothian: "Grant" } }));
    g.order("scotland", "sea Fife>Lothian: Wallace, Douglas");
    expect(g.eventsOf("sea-move")).toEqual([expect.objectContaining({ side: "scotland", from: "Fife", to: "Lothian", blocks: ["wallace", "douglas"], count: 2 })]);
    expect(g.block("Wallace").at).toBe("Lothian");
    expect(g.block("Douglas").at).toBe("Lothian");
    expect(g.block("Barclay").at).toBe("Fife");
    expect(g.state.moved).toEqual(expect.arrayContaining(["wallace", "douglas"]));
    expect(g.decision()).toMatchObject({ kind: "movement", side: "england" });
  });

  it("Q20 the destination must be friendly: neutral or enemy coastal areas are refused, and no battle can start", () => {
    const g = game(scottishEvent("sea_move", { england: { Angus: "York Knights" }, scotland: { Fife: "Wallace, Douglas", Lothian: "Grant" } }));
    const d = g.decision("scotland");
    expect(d.kind === "event" && d.seaMove).toEqual([
      { from: "Fife", to: ["Lothian"], blocks: ["wallace", "douglas"] },
      { from: "Lothian", to: ["Fife"], blocks: ["grant"] },
    ]);
    expect(g.reject("scotland", "sea Fife>Angus: Wallace")).toMatchObject({ code: "not-friendly", rule: "Q20" });
    expect(g.reject("scotland", "sea Fife>Dunbar: Wallace")).toMatchObject({ code: "not-friendly", rule: "Q20" });
  });

  it("EV-SEA-MOVE both ends must be coastal", () => {
    const g = game(scottishEvent("sea_move", { england: { Angus: "York Knights" }, scotland: { Fife: "Wallace", Lanark: "Grant", Lothian: "Barclay" } }));
    expect(g.reject("scotland", "sea Fife>Lanark: Wallace")).toMatchObject({ code: "not-friendly", rule: "Q20" });
    expect(g.reject("scotland", "sea Lanark>Lothian: Grant")).toMatchObject({ code: "illegal-choice", rule: "EV-SEA-MOVE" });
  });

  it("EV-SEA-MOVE carries at most 2 blocks", () => {
    const g = game(scottishEvent("sea_move", { england: { Angus: "York Knights" }, scotland: { Fife: "Wallace, Douglas, Barclay", Lothian: "Grant" } }));
    // The text language already refuses a third block; the engine refuses the order object too.
    const three = { type: "sea-move", from: "Fife", to: "Lothian", blocks: ["wallace", "douglas", "barclay"] } as const;
    expect(g.reject("scotland", { ...three, blocks: [...three.blocks] })).toMatchObject({ code: "illegal-choice", rule: "EV-SEA-MOVE" });
  });

  it("EV-SEA-MOVE the Norse cannot use it (v3)", () => {
    const g = game(scottishEvent("sea_move", { england: { Angus: "York Knights" }, scotland: { Fife: "Norse, Douglas", Lothian: "Grant" } }));
    const d = g.decision("scotland");
    expect(d.kind === "event" && d.seaMove.find((c) => c.from === "Fife")?.blocks).toEqual(["douglas"]);
    expect(g.reject("scotland", "sea Fife>Lothian: Norse")).toMatchObject({ code: "illegal-choice", rule: "EV-SEA-MOVE" });
  });

  it("EV-SEA-MOVE England counts as coastal", () => {
    const g = game(englishEvent("sea_move", { england: { England: "Edward, Hobelars", Buchan: "Buchan" }, scotland: { Fife: "Wallace" } }));
    g.order("england", "sea England>Buchan: Edward, Hobelars");
    expect(g.block("Edward").at).toBe("Buchan");
    expect(g.block("Hobelars").at).toBe("Buchan");
  });
});

describe("EV-TRUCE", () => {
  const truce: PositionSpec = {
    year: 1298,
    played: { england: "truce", scotland: "move3" },
    england: { Angus: "York Knights", Lothian: "Cumbria Infantry" },
    scotland: { Fife: "Wallace, Douglas", Annan: "Barclay", England: "Grant" },
    at: "event",
  };

  it("EV-TRUCE the opponent may move but may not enter an area holding enemy blocks", () => {
    const g = game(truce);
    expect(g.eventsOf("truce")).toEqual([{ type: "truce", side: "england" }]);
    expect(g.decision()).toMatchObject({ kind: "movement", side: "scotland", mp: 3 });
    expect(g.reject("scotland", "move Fife>Angus: Wallace")).toMatchObject({ code: "truce", rule: "EV-TRUCE" });
    g.order("scotland", "move Fife>Mentieth: Wallace");
    expect(g.block("Wallace").at).toBe("Mentieth");
  });

  it("EV-TRUCE the Scots may not cross into England, even empty", () => {
    const g = game({ ...truce, scotland: { Fife: "Wallace", Annan: "Barclay" } });
    expect(g.reject("scotland", "move Annan>England: Barclay")).toMatchObject({ code: "truce", rule: "EV-TRUCE" });
  });

  it("EV-TRUCE Scottish blocks already in England stay, and border-raid attrition still applies", () => {
    const g = game(truce);
    g.order("scotland", "move none");
    expect(g.block("Grant").at).toBe("England");
    expect(g.decision()).toMatchObject({ kind: "raid-attrition", side: "england", rule: "5.9", blocks: ["york_knights", "cumbria_infantry"] });
    g.order("england", "raid Cumbria Infantry");
    expect(g.block("Cumbria Infantry")).toEqual({ side: "england", at: "pool", strength: 0 });
  });

  it("EV-TRUCE played by Scotland stops England attacking", () => {
    const g = game({ ...truce, played: { england: "move3", scotland: "truce" }, scotland: { Fife: "Wallace" } });
    expect(g.reject("england", "move Angus>Fife: York Knights")).toMatchObject({ code: "truce", rule: "EV-TRUCE" });
  });

  it("EV-TRUCE does not cancel an event played at the same time: both resolve, and the Year still ends", () => {
    const g = game({ ...truce, played: { england: "truce", scotland: "victuals" }, scotland: { Fife: "Wallace 2" } });
    expect(g.eventsOf("truce")).toEqual([{ type: "truce", side: "england" }]);
    g.order("scotland", "victuals Fife: Wallace 2");
    expect(g.block("Wallace").strength).toBe(4);
    expect(g.eventsOf("year-ended")).toEqual([{ type: "year-ended", year: 1298, reason: "two-events" }]);
  });
});

describe("EV-VICTUALS", () => {
  const victuals = scottishEvent("victuals", {
    england: { Angus: "York Knights" },
    scotland: { Fife: "Wallace 1, Douglas 3, Barclay 4", Lennox: "Grant 1" },
  });

  it("EV-VICTUALS adds 3 steps to friendly blocks in one area, split in any way", () => {
    const g = game(victuals);
    const d = g.decision("scotland");
    expect(d.kind === "event" && d.victuals).toEqual([
      { area: "Lennox", blocks: [{ block: "grant", room: 2 }] },
      { area: "Fife", blocks: [{ block: "wallace", room: 3 }, { block: "douglas", room: 1 }] },
    ]);
    g.order("scotland", "victuals Fife: Wallace 2, Douglas 1");
    expect(g.block("Wallace").strength).toBe(3);
    expect(g.block("Douglas").strength).toBe(4);
  });

  it("EV-VICTUALS never above max strength, never more than 3 steps, never in two areas", () => {
    const g = game(victuals);
    expect(g.reject("scotland", "victuals Fife: Douglas 2")).toMatchObject({ code: "too-many-steps", rule: "EV-VICTUALS" });
    expect(g.reject("scotland", "victuals Fife: Barclay 1")).toMatchObject({ code: "too-many-steps", rule: "EV-VICTUALS" });
    expect(g.reject("scotland", "victuals Fife: Wallace 3, Douglas 1")).toMatchObject({ code: "too-many-steps", rule: "EV-VICTUALS" });
    expect(g.reject("scotland", "victuals Fife: Wallace 2, Grant 1")).toMatchObject({ code: "not-your-block", rule: "EV-VICTUALS" });
  });

  it("EV-VICTUALS unused steps are lost", () => {
    const g = game(victuals);
    g.order("scotland", "victuals Lennox: Grant 2");
    expect(g.block("Grant").strength).toBe(3);
    expect(g.decision()).toMatchObject({ kind: "movement", side: "england" });
  });
});

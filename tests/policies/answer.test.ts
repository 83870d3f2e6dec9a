// Standing battle orders (issue 8, item 5): each condition on a position, the choices they make,
// and a policy that cannot answer legally asks instead.
import { describe, expect, it } from "vitest";
import { answerByPolicy, policyChoice } from "../../src/policies/answer.js";
import type { BattlePolicy } from "../../src/policies/policy.js";
import { parsePolicy, PolicySyntaxError } from "../../src/policies/text.js";
import { formatOrder } from "../../src/orders/index.js";
import { viewFor } from "../../src/views/index.js";
import { game, type TestGame } from "../helpers/game.js";

const policy = (text: string): BattlePolicy => parsePolicy(text);
const answer = (g: TestGame, p: BattlePolicy): string => {
  const a = answerByPolicy(g.state, p, g.decision());
  return "order" in a ? formatOrder(a.order) : `ask: ${a.ask}`;
};

/** Scotland defends Lothian with Wallace against two English knights: Wallace (A) acts first. */
const outnumbered = () =>
  game({
    year: 1298,
    england: { Lothian: "York Knights 4, Lancaster Knights 4" },
    scotland: { Lothian: "Wallace 2", Fife: "Douglas" },
    battles: [{ area: "Lothian", attacker: "england", entries: { england: ["Dunbar"] } }],
    at: "battles",
  });

describe("standing battle orders, condition by condition", () => {
  it("5.31 without rules every block fires", () => {
    const g = outnumbered();
    expect(g.decision()).toMatchObject({ kind: "combat-turn", side: "scotland", round: 1 });
    expect(answer(g, policy(""))).toBe("combat Wallace fire");
  });

  it("retreat when outnumbered 2:1: counts the steps the side sees in the battle", () => {
    const g = outnumbered();
    expect(answer(g, policy("retreat when outnumbered 2:1"))).toMatch(/^combat Wallace retreat /);
    // 8 steps against 2 is not 5:1.
    expect(answer(g, policy("retreat when outnumbered 5:1"))).toBe("combat Wallace fire");
  });

  it("the outnumbered count uses only what the side can see: reserves not yet revealed do not count", () => {
    const g = game({
      year: 1298,
      england: { Lothian: "York Knights 2, Lancaster Knights 4" },
      scotland: { Lothian: "Wallace 2" },
      battles: [{ area: "Lothian", attacker: "england", reserves: ["Lancaster Knights"], entries: { england: ["Dunbar", "Mentieth"] } }],
      at: "battles",
    });
    expect(viewFor(g.state, "scotland").blocks.some((b) => b.block === "lancaster_knights")).toBe(false);
    expect(answer(g, policy("retreat when outnumbered 2:1"))).toBe("combat Wallace fire");
  });

  it("after round N: fire in round 1, retreat from round 2", () => {
    const g = outnumbered();
    const p = policy("retreat when after round 1");
    expect(answer(g, p)).toBe("combat Wallace fire");
    g.order("scotland", "combat Wallace pass");
    g.order("england", "combat York Knights pass, Lancaster Knights pass");
    expect(g.decision()).toMatchObject({ kind: "combat-turn", side: "scotland", round: 2 });
    expect(answer(g, p)).toMatch(/^combat Wallace retreat /);
  });

  it("below N steps, per block: only the weak block retreats; a rule for named blocks leaves others alone", () => {
    const g = game({
      year: 1298,
      england: { Lothian: "York Knights 4" },
      scotland: { Lothian: "Douglas 1, Barclay 4" },
      battles: [{ area: "Lothian", attacker: "england", entries: { england: ["Dunbar"] } }],
      at: "battles",
    });
    const d = g.decision();
    expect(d).toMatchObject({ kind: "combat-turn", side: "england" });
    g.order("england", "combat York Knights pass");
    expect(g.decision()).toMatchObject({ kind: "combat-turn", side: "scotland" });
    expect(answer(g, policy("retreat when below 2 steps"))).toMatch(/^combat Douglas retreat \w+, Barclay fire$/);
    expect(answer(g, policy("Barclay: pass"))).toBe("combat Douglas fire, Barclay pass");
  });

  it("retreat to: the first preferred area that is open; none open is a question for the player", () => {
    const g = outnumbered();
    const d = g.decision();
    const open = d.kind === "combat-turn" ? (d.blocks[0]?.to ?? []) : [];
    expect(open.length).toBeGreaterThan(1);
    const second = open[1] ?? "";
    expect(answer(g, policy(`retreat when outnumbered 2:1; retreat to Dunbar, ${second}`))).toBe(`combat Wallace retreat ${second}`);
    expect(answer(g, policy("retreat when outnumbered 2:1; retreat to Dunbar"))).toMatch(/^ask: Wallace should retreat/);
  });

  it("5.41 hits first and last among tied blocks", () => {
    const g = game({
      year: 1298,
      england: { Lothian: "Dunbar 2, York Infantry 2" },
      scotland: { Lothian: "Wallace, Douglas" },
      battles: [{ area: "Lothian", attacker: "scotland", entries: { scotland: ["Mentieth"] } }],
      at: "battles",
    });
    g.order("scotland", "combat Wallace fire", 1, 6, 6, 6);
    expect(g.decision()).toMatchObject({ kind: "assign-hits", side: "england", hits: 1 });
    expect(answer(g, policy("hits first: infantry first"))).toBe("hits York Infantry");
    expect(answer(g, policy("hits first: York Infantry last"))).toBe("hits Dunbar");
  });

  it("5.6 regroup none, or to the first preferred area open to each block", () => {
    const g = game({ year: 1298, england: { Lothian: "York Knights" }, scotland: { Lothian: "Barclay 1" }, battles: [{ area: "Lothian", attacker: "england", entries: { england: ["Dunbar"] } }], at: "battles" });
    g.order("england", "combat York Knights fire", 1, 6, 6, 6);
    expect(g.decision()).toMatchObject({ kind: "regroup", side: "england" });
    expect(answer(g, policy("regroup none"))).toBe("regroup none");
    expect(answer(g, policy("regroup to Dunbar"))).toBe("regroup York Knights>Dunbar");
  });

  it("ask me: for every battle, or for battles with a noble, the King or Edward", () => {
    const g = outnumbered();
    expect(answer(g, policy("ask me"))).toMatch(/^ask: /);
    expect(answer(g, policy("ask me for nobles, the King or Edward"))).toBe("combat Wallace fire");
    const noble = game({
      year: 1298,
      england: { Lothian: "Dunbar" },
      scotland: { Lothian: "Wallace" },
      battles: [{ area: "Lothian", attacker: "scotland", entries: { scotland: ["Mentieth"] } }],
      at: "battles",
    });
    expect(answer(noble, policy("ask me for nobles"))).toMatch(/^ask: /);
  });

  it("a policy never gives an illegal answer: when its choice breaks a rule, the side is asked", () => {
    const g = game({
      year: 1298,
      england: { Lothian: "York Knights 4, Lancaster Knights 4" },
      scotland: { Lothian: "Douglas 1, Barclay 1, Grant 1, Fraser 1" },
      battles: [{ area: "Lothian", attacker: "england", entries: { england: ["Dunbar"] } }],
      at: "battles",
    });
    g.order("england", "combat York Knights pass, Lancaster Knights pass");
    const d = g.decision();
    // Each block alone may retreat to Selkirk, so the policy chooses it for all four...
    const p = policy("retreat when below 2 steps; retreat to Selkirk");
    expect(policyChoice(p, viewFor(g.state, "scotland"), d)).toHaveProperty("order");
    // ...but the Lothian-Selkirk border (red) lets only two cross (5.5): the engine refuses, the side is asked.
    expect(answer(g, p)).toMatch(/^ask: the standing orders give an illegal answer/);
    expect(answer(g, policy("retreat when below 2 steps; retreat to Lanark"))).toBe(
      "combat Douglas retreat Lanark, Fraser retreat Lanark, Barclay retreat Lanark, Grant retreat Lanark",
    );
    // Not a battle decision: left to the player.
    const cards = game({ year: 1298, hands: { england: ["Move 1", "Move 2"], scotland: ["Move 1", "Move 2"] }, england: { Lothian: "York Knights" }, scotland: { Fife: "Wallace" }, at: "card-play" });
    expect(answer(cards, policy(""))).toBe("ask: not a battle decision");
  });
});

describe("the policy text", () => {
  it("reads the issue's examples", () => {
    expect(parsePolicy("retreat when outnumbered 2:1 after round 1\nretreat when below 2 steps; retreat to Lothian, Fife\nhits first: Wallace last, infantry first\nregroup to Lothian\nask me for leaders")).toEqual({
      rules: [
        { act: "retreat", when: { outnumbered: 2, afterRound: 1 } },
        { act: "retreat", when: { belowSteps: 2 } },
      ],
      retreatTo: ["Lothian", "Fife"],
      hitsFirst: ["infantry"],
      hitsLast: ["wallace"],
      regroup: ["Lothian"],
      ask: "leaders",
    });
  });

  it("names the line it cannot read", () => {
    expect(() => parsePolicy("retreat when tired")).toThrow(PolicySyntaxError);
    expect(() => parsePolicy("retreat to Atlantis")).toThrow(/area "Atlantis"/);
  });
});

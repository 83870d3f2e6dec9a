import { describe as suite, expect, it } from "vitest";
import type { EventType, GameEvent } from "../../src/rules/events.js";
import { SILENT_EVENTS, describe, narrate } from "../../src/playout/narrative.js";
import { playOne } from "../../src/playout/run.js";

type Sample = { [T in EventType]: Extract<GameEvent, { type: T }> };

/** One event of every type: the mapped type makes the compiler ask for each new event type. */
const SAMPLES: Sample = {
  "game-started": { type: "game-started", scenario: "Braveheart", year: 1297 },
  "year-started": { type: "year-started", year: 1297 },
  "hand-dealt": { type: "hand-dealt", side: "england", cards: [1, 6, 9, 19, 20] },
  "hands-redealt": { type: "hands-redealt", reason: "VAR-123" },
  "card-chosen": { type: "card-chosen", side: "scotland" },
  "cards-revealed": { type: "cards-revealed", england: 6, scotland: 1, p1: "scotland" },
  "event-passed": { type: "event-passed", side: "scotland", event: "sea_move" },
  truce: { type: "truce", side: "england" },
  coronation: { type: "coronation", king: "bruce", area: "Fife" },
  herald: { type: "herald", side: "scotland", noble: "comyn", roll: 3, success: true },
  "noble-switched": { type: "noble-switched", noble: "comyn", to: "scotland", area: "Badenoch", strength: 4, rule: "EV-HERALD" },
  pillage: { type: "pillage", side: "england", target: "Lothian", from: "Dunbar" },
  "step-lost": { type: "step-lost", side: "scotland", block: "douglas", area: "Lothian", strength: 2 },
  "steps-added": { type: "steps-added", side: "england", area: "Dunbar", grants: [{ block: "york_knights", steps: 1 }, { block: "durham_knights", steps: 1 }] },
  "sea-move": { type: "sea-move", side: "scotland", from: "Fife", to: "Angus", blocks: ["wallace", "douglas"], count: 2 },
  moved: { type: "moved", side: "england", path: ["England", "Dunbar", "Lothian"], blocks: ["york_knights", "durham_knights"], count: 2, mp: 1 },
  "movement-done": { type: "movement-done", side: "scotland", mpUsed: 0 },
  "battle-started": {
    type: "battle-started",
    area: "Lothian",
    attacker: "england",
    defection: false,
    engaged: [
      { block: "york_knights", side: "england", strength: 4 },
      { block: "wallace", side: "scotland", strength: 4 },
    ],
    reserves: { england: 0, scotland: 1 },
  },
  "round-started": { type: "round-started", area: "Lothian", round: 2, attacker: "england" },
  "reserves-joined": { type: "reserves-joined", area: "Lothian", blocks: [{ block: "douglas", side: "scotland", strength: 3 }] },
  "celtic-roll": { type: "celtic-roll", block: "welsh_archers", roll: 5, deserted: true },
  fired: { type: "fired", side: "scotland", block: "wallace", rating: "A3", dice: [1, 3, 5, 6], hits: 2 },
  passed: { type: "passed", side: "scotland", block: "douglas" },
  hit: { type: "hit", side: "england", block: "york_knights", strength: 3 },
  eliminated: { type: "eliminated", side: "scotland", block: "douglas", to: "pool", area: "Lothian" },
  captured: { type: "captured", noble: "comyn", from: "england", to: "scotland", area: "Badenoch" },
  "edward-killed": { type: "edward-killed", area: "Lothian" },
  retreated: { type: "retreated", side: "scotland", block: "douglas", from: "Lothian", to: "Fife" },
  "control-swapped": { type: "control-swapped", area: "Lothian", attacker: "scotland" },
  "battle-won": { type: "battle-won", area: "Lothian", winner: "england" },
  regrouped: { type: "regrouped", side: "england", block: "york_knights", from: "Lothian", to: "Dunbar" },
  "raid-attrition": { type: "raid-attrition", block: "hobelars", from: "Lothian" },
  "year-ended": { type: "year-ended", year: 1297, reason: "five-turns" },
  "winter-step": { type: "winter-step", step: "W1", rule: "7.1" },
  "noble-home": { type: "noble-home", side: "scotland", noble: "bruce", from: "Annan", to: "Carrick" },
  disbanded: { type: "disbanded", side: "england", block: "york_knights", from: "Fife", voluntary: false },
  wintered: { type: "wintered", side: "england", block: "edward", area: "Lothian" },
  "moved-in-winter": { type: "moved-in-winter", side: "scotland", block: "wallace", from: "Fife", to: "Selkirk", rule: "7.5" },
  healed: { type: "healed", side: "scotland", block: "wallace", area: "Selkirk", strength: 4 },
  "french-knights-available": { type: "french-knights-available" },
  drawn: { type: "drawn", side: "scotland", block: "douglas", area: "Fife", strength: 1, rule: "7.61" },
  "draw-returned": { type: "draw-returned", side: "scotland", block: "norse", area: "Lanark", rule: "Q6" },
  "edward-ii": { type: "edward-ii" },
  scored: { type: "scored", england: 8, scotland: 6 },
  "auto-order": { type: "auto-order", side: "england", order: { type: "truce" } },
  "game-over": { type: "game-over", victory: { side: "england", reason: "sudden-death", year: 1303 } },
};

suite("narrative of single events", () => {
  it("every event type produces a line or is deliberately silent", () => {
    for (const e of Object.values(SAMPLES) as GameEvent[]) {
      const line = describe(e);
      if (SILENT_EVENTS.includes(e.type)) expect(line, e.type).toBeNull();
      else expect(line, e.type).toMatch(/\w/);
    }
  });

  it("a silent event still moves the headings: a new Year and its first turn", () => {
    expect(narrate([SAMPLES["year-started"], SAMPLES["card-chosen"]])).toEqual(["== 1297 ==", "", "== 1297, turn 1 =="]);
  });

  it("reads as a player would say it", () => {
    expect(describe(SAMPLES["cards-revealed"])).toBe("Cards revealed: England plays Move 3, Scotland plays Herald. Scotland is Player 1.");
    expect(describe(SAMPLES.moved)).toBe("England moves York Knights, Durham Knights: England > Dunbar > Lothian (1 MP).");
    expect(describe(SAMPLES["battle-started"])).toBe("Battle in Lothian: England attacks. England: York Knights (4); Scotland: Wallace (4). In reserve: England 0, Scotland 1.");
    expect(describe(SAMPLES.fired)).toBe("Wallace (A3) fires 4 dice: 1 3 5 6 — 2 hits.");
    expect(describe(SAMPLES.hit)).toBe("York Knights takes a hit (now 3).");
    expect(describe(SAMPLES.captured)).toBe("Comyn is captured and joins Scotland.");
    expect(describe(SAMPLES["noble-home"])).toBe("Winter: Bruce goes home to Carrick.");
    expect(describe(SAMPLES.drawn)).toBe("Scotland draws Douglas into Fife at strength 1.");
    expect(describe(SAMPLES["game-over"])).toBe("Game over: England wins by sudden death in 1303.");
    expect(describe(SAMPLES["auto-order"])).toBe("(England had one choice: truce)");
  });

  it("the referee sees secret events in full", () => {
    const secret: GameEvent = { ...SAMPLES.drawn, secret: { from: "england", fields: ["block", "strength"] } };
    expect(describe(secret)).toBe("Scotland draws Douglas into Fife at strength 1.");
  });
});

suite("narrative of a whole game", () => {
  const game = playOne({ scenario: "braveheart", options: [], campaignEndYear: null, seed: 7 }, true);
  const lines = narrate(game.events);

  it("plays to the end", () => {
    expect(game.error).toBeNull();
    expect(game.final.winner).not.toBeNull();
  });

  it("has headings for the set-up, each Year, each turn and each Winter, in order", () => {
    const headings = lines.filter((l) => l.startsWith("=="));
    expect(headings.slice(0, 3)).toEqual(["== Set-up ==", "== 1297 ==", "== 1297, turn 1 =="]);
    expect(headings).toContain("== Winter 1297 ==");
    const first = headings.indexOf("== 1297, turn 1 ==");
    const second = headings.indexOf("== 1297, turn 2 ==");
    const winter = headings.indexOf("== Winter 1297 ==");
    expect(first).toBeLessThan(second);
    expect(second).toBeLessThan(winter);
    expect(headings.indexOf("== 1298 ==")).toBeGreaterThan(winter);
  });

  it("tells the cards, the moves, the battles and the end", () => {
    const has = (pattern: RegExp) => expect(lines.some((l) => pattern.test(l)), String(pattern)).toBe(true);
    has(/^Cards revealed: England plays [\w ]+, Scotland plays [\w ]+\. (England|Scotland) is Player 1\.$/);
    has(/^(England|Scotland) moves [\w ,]+: \w+( > \w+)+ \((\d MP|no further MP)\)\.$/);
    has(/^Battle in \w+: (England|Scotland) attacks\. (England|Scotland): .+\(\d\)/);
    has(/^[\w ]+ \([ABC]\d\) fires \d (die|dice): [1-6]( [1-6])* — (no hits|1 hit|\d hits)\.$/);
    has(/^[\w ]+ takes a hit \(now \d\)\.$/);
    has(/^(England|Scotland) wins the battle in \w+\.$/);
    has(/^Winter: [\w ]+ goes home to \w+\.$/);
    has(/^(England|Scotland) draws [\w ]+ into \w+ at strength \d\.$/);
    expect(lines[lines.length - 1]).toMatch(/^Game over: (England|Scotland) wins .+ in 1\d{3}\.$/);
  });

  it("gives every event of the game a line unless it is silent", () => {
    const spoken = game.events.filter((e) => !SILENT_EVENTS.includes(e.type)).length;
    expect(lines.filter((l) => l !== "" && !l.startsWith("==")).length).toBe(spoken);
  });
});

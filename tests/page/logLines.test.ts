// The page's log (src/page/log.ts) never fails a page: every event type, engine or deadline, has its
// line in every language, whole or redacted for any viewer, and an event that cannot be told gets a
// generic line instead of an error (a page that answers 500 for every later request).
import { describe, expect, it } from "vitest";
import type { DeadlineEvent } from "../../src/games/deadlines/events.js";
import { LANGUAGES } from "../../src/i18n/languages.js";
import { undescribedLine, visibleLine } from "../../src/page/log.js";
import { SILENT_EVENTS } from "../../src/playout/narrative.js";
import type { GameEvent } from "../../src/rules/events.js";
import { eventsFor } from "../../src/views/index.js";

type AnyEvent = GameEvent | DeadlineEvent;
type AnyType = AnyEvent["type"];

const secretFrom = (from: "england" | "scotland", fields?: string[]) => ({ secret: fields ? { from, fields } : { from } });

/** One event of each type; a type added to either union without a sample here fails the type check. */
const SAMPLES: { [T in AnyType]: Extract<AnyEvent, { type: T }> } = {
  "game-started": { type: "game-started", scenario: "braveheart", year: 1297 },
  "year-started": { type: "year-started", year: 1298 },
  "hand-dealt": { type: "hand-dealt", side: "england", cards: [1, 2, 3, 4, 5], ...secretFrom("scotland", ["cards"]) },
  "hands-redealt": { type: "hands-redealt", reason: "no-move-cards" },
  "card-chosen": { type: "card-chosen", side: "scotland" },
  "cards-revealed": { type: "cards-revealed", england: 1, scotland: 9, p1: "england" },
  "event-passed": { type: "event-passed", side: "scotland", event: "herald" },
  truce: { type: "truce", side: "scotland" },
  coronation: { type: "coronation", king: "bruce", area: "Fife" },
  herald: { type: "herald", side: "england", noble: "comyn", roll: 3, success: true },
  "noble-switched": { type: "noble-switched", noble: "comyn", to: "england", area: "Badenoch", strength: 2, rule: "Q8" },
  pillage: { type: "pillage", side: "england", target: "Lothian", from: "Lanark" },
  "step-lost": { type: "step-lost", side: "scotland", block: "wallace", area: "Lothian", strength: 2, ...secretFrom("england", ["block", "strength"]) },
  "steps-added": { type: "steps-added", side: "england", area: "Lothian", grants: [{ block: "york_knights", steps: 1 }], ...secretFrom("scotland", ["grants"]) },
  "sea-move": { type: "sea-move", side: "scotland", from: "Fife", to: "Mar", blocks: ["wallace"], count: 1, ...secretFrom("england", ["blocks"]) },
  moved: { type: "moved", side: "england", path: ["Lothian", "Selkirk"], blocks: ["york_knights"], count: 1, mp: 2, ...secretFrom("scotland", ["blocks"]) },
  "movement-done": { type: "movement-done", side: "england", mpUsed: 3 },
  "battle-started": { type: "battle-started", area: "Lothian", attacker: "england", defection: false, engaged: [{ block: "york_knights", side: "england", strength: 3 }], reserves: { england: 0, scotland: 1 } },
  "round-started": { type: "round-started", area: "Lothian", round: 2, attacker: "england" },
  "reserves-joined": { type: "reserves-joined", area: "Lothian", blocks: [{ block: "wallace", side: "scotland", strength: 3 }] },
  "celtic-roll": { type: "celtic-roll", block: "welsh_archers", roll: 5, deserted: true },
  fired: { type: "fired", side: "scotland", block: "wallace", rating: "A3", dice: [1, 4, 6], hits: 1 },
  passed: { type: "passed", side: "england", block: "york_knights" },
  hit: { type: "hit", side: "england", block: "york_knights", strength: 2 },
  eliminated: { type: "eliminated", side: "scotland", block: "barclay", to: "pool", area: "Lothian", ...secretFrom("england", ["block"]) },
  captured: { type: "captured", noble: "comyn", from: "scotland", to: "england", area: "Badenoch" },
  "edward-killed": { type: "edward-killed", area: "Lothian" },
  retreated: { type: "retreated", side: "scotland", block: "wallace", from: "Lothian", to: "Fife", ...secretFrom("england", ["block"]) },
  "control-swapped": { type: "control-swapped", area: "Lothian", attacker: "england" },
  "battle-won": { type: "battle-won", area: "Lothian", winner: "england" },
  regrouped: { type: "regrouped", side: "england", block: "york_knights", from: "Lothian", to: "Selkirk", ...secretFrom("scotland", ["block"]) },
  "raid-attrition": { type: "raid-attrition", block: "norse", from: "Ross", ...secretFrom("england", ["block"]) },
  "year-ended": { type: "year-ended", year: 1298, reason: "five-turns" },
  "winter-step": { type: "winter-step", step: "W3", rule: "7.3" },
  "noble-home": { type: "noble-home", side: "scotland", noble: "comyn", from: "Lothian", to: "Badenoch" },
  disbanded: { type: "disbanded", side: "scotland", block: "barclay", from: "Fife", voluntary: true, ...secretFrom("england", ["block"]) },
  wintered: { type: "wintered", side: "england", block: "york_knights", area: "Lothian", ...secretFrom("scotland", ["block"]) },
  "moved-in-winter": { type: "moved-in-winter", side: "scotland", block: "wallace", from: "Fife", to: "Selkirk", rule: "7.22", ...secretFrom("england", ["block"]) },
  healed: { type: "healed", side: "england", block: "york_knights", area: "Lothian", strength: 3, ...secretFrom("scotland") },
  "french-knights-available": { type: "french-knights-available" },
  drawn: { type: "drawn", side: "scotland", block: "barclay", area: "Fife", strength: 1, rule: "7.5", ...secretFrom("england", ["block", "strength"]) },
  "draw-returned": { type: "draw-returned", side: "scotland", block: "barclay", area: "Fife", rule: "7.5", ...secretFrom("england", ["block"]) },
  "edward-ii": { type: "edward-ii" },
  scored: { type: "scored", england: 7, scotland: 7 },
  "auto-order": { type: "auto-order", side: "england", order: { type: "pass" } },
  "game-over": { type: "game-over", victory: { side: "scotland", reason: "majority", year: 1305 } },
  "deadline-reminder": { type: "deadline-reminder", side: "england", kind: "movement", deadline: "2030-01-01T00:00:00.000Z", secret: { from: "scotland" } },
  "deadline-default": { type: "deadline-default", side: "scotland", kind: "movement", deadline: "2030-01-01T00:00:00.000Z", order: "move none", missed: 1, secret: { from: "england", fields: ["order"] } },
  "deadline-warning": { type: "deadline-warning", side: "england", missed: 2, limit: 3 },
  "deadline-resignation": { type: "deadline-resignation", side: "england", missed: 3, deadline: "2030-01-01T00:00:00.000Z" },
  "deadline-paused": { type: "deadline-paused", by: "host" },
  "deadline-resumed": { type: "deadline-resumed", by: "host", deadline: "2030-01-02T00:00:00.000Z" },
  "deadline-extend-asked": { type: "deadline-extend-asked", side: "scotland", seconds: 86_400 },
  "deadline-extended": { type: "deadline-extended", seconds: 86_400, deadline: "2030-01-02T00:00:00.000Z" },
  "policy-set": { type: "policy-set", side: "england", cleared: false, secret: { from: "scotland" } },
  "policy-answer": { type: "policy-answer", side: "england", kind: "forced-retreat", order: "retreat none", secret: { from: "scotland" } },
};

const asEvent = (e: AnyEvent): GameEvent => e as unknown as GameEvent;
const silent = (type: string): boolean => (SILENT_EVENTS as readonly string[]).includes(type);

describe("the page's log lines", () => {
  for (const lang of LANGUAGES) {
    it(`every event type has its own line in ${lang}, as the referee sees it`, () => {
      for (const sample of Object.values(SAMPLES)) {
        const line = visibleLine(asEvent(sample), lang);
        if (silent(sample.type)) {
          expect(line, sample.type).toBeNull();
          continue;
        }
        expect(typeof line, sample.type).toBe("string");
        expect(line, sample.type).not.toContain("undefined");
        expect(line, sample.type).not.toBe(undescribedLine(asEvent(sample), lang));
      }
    });

    it(`every event, as each side and an observer see it, is told in ${lang} without failing`, () => {
      for (const viewer of ["england", "scotland", "observer"] as const) {
        for (const seen of eventsFor(Object.values(SAMPLES).map(asEvent), viewer)) {
          const line = visibleLine(seen, lang);
          if (silent(seen.type)) continue;
          expect(typeof line, `${viewer} ${seen.type}`).toBe("string");
          expect(line, `${viewer} ${seen.type}`).not.toContain("undefined");
        }
      }
    });

    it(`an event that cannot be told gets the generic line in ${lang}, not an error`, () => {
      const unknown = { type: "comet-seen" } as unknown as GameEvent;
      expect(visibleLine(unknown, lang)).toBe(undescribedLine(unknown, lang));
      expect(undescribedLine(unknown, lang)).toContain("comet-seen");
      // A deadline event without its fields still has a line.
      expect(typeof visibleLine({ type: "deadline-resumed" } as unknown as GameEvent, lang)).toBe("string");
      const broken = { type: "cards-revealed" } as unknown as GameEvent;
      expect(typeof visibleLine(broken, lang)).toBe("string");
    });
  }
});

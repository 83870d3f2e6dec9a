// Every legal choice can be copied (docs/email.md "Your decision"): over random games, every decision
// mail shows lines from which each legal answer the engine accepts can be put together, whole or from
// its pieces. The answers tried are the random players' (src/playout), several per decision.
import { describe, expect, it } from "vitest";
import { answerLines, buildableFrom, isLegal } from "../../src/i18n/answerLines.js";
import type { Language } from "../../src/i18n/languages.js";
import { formatOrderIn } from "../../src/i18n/orderLanguage.js";
import { decisionSection } from "../../src/mail/compose.js";
import { chooseOrder, fallbackOrder } from "../../src/playout/decisionPlayer.js";
import { createPrng } from "../../src/playout/prng.js";
import { randomOrder } from "../../src/playout/randomOrder.js";
import { playoutSources } from "../../src/playout/seeds.js";
import { applyOrder, newGame, pendingDecisions } from "../../src/rules/engine.js";
import type { Decision } from "../../src/rules/decisions.js";
import type { Order } from "../../src/rules/orders.js";
import type { GameState, OptionId } from "../../src/rules/state.js";
import type { ScenarioId } from "../../src/rules/data/index.js";

/** Random answers tried per decision, besides the plainest one. */
const TRIES = 12;

interface Miss {
  decision: Decision["kind"];
  answer: string;
}

function checkGame(scenario: ScenarioId, options: OptionId[], seed: number, lang: Language): { mails: number; answers: number; misses: Miss[]; kinds: Set<string> } {
  const { choices, dice } = playoutSources(scenario, seed);
  let state: GameState = newGame({ scenario, options, campaignEndYear: null }, dice).state;
  const misses: Miss[] = [];
  const kinds = new Set<string>();
  let mails = 0;
  let answers = 0;
  for (let n = 0; !state.winner && n < 5_000; n++) {
    const pending = pendingDecisions(state);
    for (const d of pending) {
      mails += 1;
      kinds.add(d.kind);
      const lines = answerLines(state, d, lang);
      // What the mail shows: each whole line and each piece on a line of its own.
      const text = decisionSection(state, d.side, n, lang).lines.map((l) => l.trim());
      for (const line of [...lines.whole, ...lines.built.flatMap((b) => b.pieces)]) expect(text, `${d.kind} in the mail`).toContain(line);
      const rng = createPrng(seed * 1_000 + n);
      const tried: Order[] = [fallbackOrder(d)];
      for (let i = 0; i < TRIES; i++) tried.push(i % 2 === 0 ? randomOrder(state, d, rng) : chooseOrder(d, rng));
      for (const order of tried) {
        if (!isLegal(state, d.side, order)) continue;
        answers += 1;
        const answer = formatOrderIn(lang, order);
        if (!buildableFrom(lines, answer)) misses.push({ decision: d.kind, answer });
      }
    }
    const decision = choices.pick(pending);
    const result = applyOrder(state, decision.side, randomOrder(state, decision, choices), dice);
    if (!result.ok) throw new Error(result.error.message);
    state = result.state;
  }
  return { mails, answers, misses, kinds };
}

describe("every legal answer can be put together from the decision mail's lines", () => {
  it.each([
    ["braveheart", [], 11, "en"],
    ["braveheart", [], 12, "pt"],
    ["the_bruce", [], 13, "hu"],
  ] as [ScenarioId, OptionId[], number, Language][])("%s %j, seed %i, in %s", (scenario, options, seed, lang) => {
    const { mails, answers, misses, kinds } = checkGame(scenario, options, seed, lang);
    expect(mails).toBeGreaterThan(50);
    expect(answers).toBeGreaterThan(mails);
    // The decisions that put answers together were met, not only the one-line ones.
    for (const kind of ["play-card", "movement", "combat-turn", "assign-hits"]) expect(kinds).toContain(kind);
    expect(misses.slice(0, 5)).toEqual([]);
  }, 300_000);

  it("shows both answers of a block that may fire or pass, each on a line", () => {
    const { dice } = playoutSources("braveheart", 5);
    let state = newGame({ scenario: "braveheart", options: [], campaignEndYear: null }, dice).state;
    const rng = createPrng(5);
    for (let n = 0; n < 5_000 && !state.winner; n++) {
      const d = pendingDecisions(state)[0]!;
      if (d.kind === "combat-turn" && d.blocks.length === 1 && d.blocks[0]!.to.length === 0) {
        const lines = answerLines(state, d, "en");
        const name = lines.built[0]!.pieces[0]!.split(" ")[0]!;
        expect(lines.whole).toEqual([`combat ${name} fire`, `combat ${name} pass`]);
        return;
      }
      const result = applyOrder(state, d.side, randomOrder(state, d, rng), dice);
      if (!result.ok) throw new Error(result.error.message);
      state = result.state;
    }
    throw new Error("no combat turn of a single block that cannot retreat was met");
  }, 300_000);
});

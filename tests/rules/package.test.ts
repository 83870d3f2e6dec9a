// The engine is usable alone through the package's "./rules" entry point (DESIGN "Layers").

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import * as rules from "../../src/rules/index.js";

describe("hots-judge/rules", () => {
  it("package.json exports ./rules from the compiled src/rules/index.ts", () => {
    const pkg = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { exports: Record<string, string> };
    expect(pkg.exports["./rules"]).toBe("./dist/rules/index.js");
  });

  it("plays a game with nothing but the entry point's exports", () => {
    let n = 0;
    const random: rules.RandomSource = { next: (range) => n++ % range };
    let { state } = rules.newGame({ scenario: "the_bruce" }, random);
    for (const side of rules.SIDES) {
      const decision = rules.pendingDecisions(state).find((d) => d.side === side);
      if (decision?.kind !== "play-card") continue;
      const result = rules.applyOrder(state, side, { type: "play", card: decision.cards[0] as rules.CardKey }, random);
      if (!result.ok) throw new Error(result.error.message);
      state = result.state;
    }
    expect(state.played.england).not.toBeNull();
    expect(rules.data.AREAS).toHaveLength(23);
  });
});

// The harness of `npm run bench:mail` (src/bench/mailGames.ts) on one game, over the same real SMTP
// relay and listener: the properties the benchmark's targets name hold for it (docs/email.md "When
// a side is mailed", "Sizes"). The 50% fewer player mails with standing orders is a median over 20
// games: the benchmark measures it, one game cannot.
import { describe, expect, it } from "vitest";
import { percentile, playMailGames, shownAnswers } from "../../src/bench/mailGames.js";

describe("bench:mail's harness on a whole game by mail", () => {
  it.each([false, true])("with standing orders on both sides: %s: no duplicate, at most 1.1 × the player's mails + 3, mails under 60 KB, the record replays", async (policies) => {
    const [game] = await playMailGames({ games: 1, policies, seed: policies ? 7 : 3 });
    expect(game!.finished).toBe(true);
    expect(game!.recordVerified).toBe(true);
    for (const side of ["england", "scotland"] as const) {
      const f = game!.sides[side];
      expect(f.decisionsAnswered).toBeGreaterThan(10);
      expect(f.duplicates).toBe(0);
      expect(f.judgeMails).toBeLessThanOrEqual(1.1 * f.playerMails + 3);
      expect(percentile(f.sizes, 50)).toBeLessThanOrEqual(60_000);
      expect(f.sizes.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(15_000_000);
    }
  }, 1_800_000);

  it("a player reads whole answer lines, the pieces of an answer and the examples from a mail's text", () => {
    const text = [
      "Answer by replying to this mail with one of these lines (copy one):",
      "",
      "    combat Wallace fire",
      "    combat Wallace pass",
      "",
      'Or write "combat" followed by any of these, separated by "," (pieces that begin alike before ":" may share it):',
      "",
      "    Wallace fire",
      "    Wallace pass",
      "",
      "Commands: STATUS",
    ].join("\n");
    expect(shownAnswers(text)).toEqual({ whole: ["combat Wallace fire", "combat Wallace pass"], built: [{ keyword: "combat", join: ",", pieces: ["Wallace fire", "Wallace pass"] }], examples: [] });
    expect(shownAnswers("Nothing to decide now")).toBeNull();
  });
});

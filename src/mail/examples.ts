// Two or three order lines a player can copy from a mail and send back as they are. Each is checked
// against the engine before it is shown, so every example is legal in the state the mail was sent at.
import { DEFAULT_LANGUAGE, type Language } from "../i18n/languages.js";
import { formatOrderIn } from "../i18n/orderLanguage.js";
import { createPrng } from "../playout/prng.js";
import { fallbackOrder } from "../playout/decisionPlayer.js";
import { randomOrder } from "../playout/randomOrder.js";
import type { Decision } from "../rules/decisions.js";
import { applyOrder } from "../rules/engine.js";
import type { Order } from "../rules/orders.js";
import type { GameState } from "../rules/state.js";

const WANTED = 3;
const TRIES = 8;

/** Legality only: every draw is 0, and the outcome is thrown away. */
const SCRATCH_DICE = { next: () => 0 };

function legal(state: GameState, d: Decision, order: Order): boolean {
  try {
    return applyOrder(state, d.side, order, SCRATCH_DICE).ok;
  } catch {
    return false;
  }
}

/** The plainest legal order first, then varied ones; `salt` (the version) keeps them reproducible. */
export function exampleLines(state: GameState, d: Decision, salt: number, lang: Language = DEFAULT_LANGUAGE): string[] {
  const lines: string[] = [];
  const offer = (order: Order): void => {
    // Written with the seat's keywords, so a player can copy it as it is.
    const line = formatOrderIn(lang, order);
    if (!lines.includes(line) && legal(state, d, order)) lines.push(line);
  };
  offer(fallbackOrder(d));
  const rng = createPrng(salt * 31 + 7);
  for (let i = 0; i < TRIES && lines.length < WANTED; i++) offer(randomOrder(state, d, rng));
  return lines;
}

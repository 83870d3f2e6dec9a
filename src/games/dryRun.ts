// ?dryRun=true: checks an order and shows what it would do, without applying it. A preview must not
// tell the caller anything it could not know (Q27), or a player could try orders until one suits
// them, or use dry runs to read the enemy's blocks. So a preview is of the order's own effects only,
// not of what the game then does by itself (the next steps, the other side's automatic choices,
// which may hang on its secrets); its view has no decisions. The order is played, with stand-in
// dice, in the real state and in states the side cannot tell from it (src/views/alternatives.ts:
// other hidden blocks, strengths, cards), and:
// - where the side's outcome differs between them, or the order would uncover something of the
//   enemy (its chosen card on the second card play, 3.1; its blocks in a battle, 5.1), the answer is
//   `hidden-information` and nothing more: the same answer whether or not the hidden fact holds;
// - otherwise, where the order draws dice or its blocks fire (the next values of the committed
//   stream are secret), `needs-dice`: decided after the hidden check, and never for a draw that only
//   some hidden blocks make (the Welsh and Ulster desertion roll, 5.2, comes with the battle, after
//   the order);
// - otherwise the outcome is shown: exactly what the side sees once the order is given.
import { applyOrderAlone } from "../rules/engine.js";
import type { Order } from "../rules/orders.js";
import type { RandomSource } from "../rules/random.js";
import { enemyOf, type Side } from "../rules/sides.js";
import type { GameState } from "../rules/state.js";
import { canonicalJson } from "../records/canonical.js";
import { indistinguishableStates } from "../views/alternatives.js";
import { eventsFor, viewFor, type View } from "../views/index.js";
import type { GameEvent } from "../rules/events.js";
import { rejection } from "./rejection.js";
import { ok, type Result } from "./errors.js";
import type { LoadedGame } from "./game.js";
import type { OrderResponse } from "./response.js";
import { viewOf } from "./view.js";

/** More draws than any order makes: an engine that keeps drawing stand-in dice is stopped. */
const MAX_STAND_IN_DRAWS = 10_000;

class TooManyDraws extends Error {}

/** Dice that are not the game's: the same fixed sequence for every state compared, counting draws. */
function standInDice(): RandomSource & { drawn: number } {
  const source = {
    drawn: 0,
    next(n: number): number {
      source.drawn += 1;
      if (source.drawn > MAX_STAND_IN_DRAWS) throw new TooManyDraws("the order keeps drawing");
      return (source.drawn * 7 + 3) % n;
    },
  };
  return source;
}

/** What a view tells about the enemy: its visible blocks, its revealed card, its hand and pool. */
function enemyKnowledge(view: View, enemy: Side): Set<string> {
  const known = new Set<string>();
  for (const b of view.blocks) if (b.side === enemy) known.add(`block ${b.block} ${b.area} ${b.strength}`);
  if (view.played[enemy] !== null) known.add(`played ${view.played[enemy]}`);
  if (view.hands[enemy] !== null) known.add(`hand ${view.hands[enemy].join(",")}`);
  if (view.pools[enemy] !== null) known.add(`pool ${view.pools[enemy].join(",")}`);
  return known;
}

function uncoversEnemy(before: View, after: View, side: Side): boolean {
  const known = enemyKnowledge(before, enemyOf(side));
  return [...enemyKnowledge(after, enemyOf(side))].some((fact) => !known.has(fact));
}

type Outcome =
  | { kind: "rejected"; state: GameState; error: Parameters<typeof rejection>[1] }
  | { kind: "played"; key: string; view: View; events: GameEvent[]; drewDice: boolean; uncovers: boolean }
  | { kind: "unplayable"; key: string };

/** The order played in `state` with stand-in dice, as the side would see the result. */
function play(state: GameState, side: Side, order: Order, real: boolean): Outcome {
  const dice = standInDice();
  let result;
  try {
    result = applyOrderAlone(state, side, order, dice);
  } catch (error) {
    // The real state's engine fault is the server's (500, as for a real order); an alternative the
    // engine cannot go on from is an outcome that differs from the real one's.
    if (real && !(error instanceof TooManyDraws)) throw error;
    return { kind: "unplayable", key: `unplayable ${(error as Error).name}` };
  }
  if (!result.ok) return { kind: "rejected", state, error: result.error };
  // What comes next is not previewed: the decisions that follow are left out of the view.
  const view: View = { ...viewFor(result.state, side), decisions: [], waitingFor: [] };
  const events = eventsFor(result.events, side);
  // The alternatives' views before are the real one's (src/views/alternatives.ts): compared once.
  const uncovers = real && uncoversEnemy(viewFor(state, side), view, side);
  // One engine builds every outcome compared, with its fields in one order: plain JSON compares them.
  return { kind: "played", key: JSON.stringify({ view, events, drew: dice.drawn > 0 }), view, events, drewDice: dice.drawn > 0, uncovers };
}

/** A combat order whose blocks fire: the dice are rolled by the step that follows it (5.4), whatever the state. */
const firesNext = (order: Order): boolean => order.type === "combat" && order.actions.some((a) => a.act === "fire");

const keyOf = (o: Outcome): string => (o.kind === "rejected" ? `rejected ${canonicalJson(o.error)}` : o.key);

export function dryRun(game: LoadedGame, side: Side, order: Order): Result<OrderResponse> {
  const before = viewOf(game, side);
  const withheld = (preview: "needs-dice" | "hidden-information"): Result<OrderResponse> =>
    ok({ version: game.version, view: before, events: [], applied: false, preview });
  const real = play(game.state, side, order, true);
  // The engine checks an order against the pending decision, which the side sees whole.
  if (real.kind === "rejected") return rejection(game.state, real.error);
  const alike = indistinguishableStates(game.state, side).every((other) => keyOf(play(other, side, order, false)) === real.key);
  if (!alike || real.kind !== "played" || real.uncovers) return withheld("hidden-information");
  if (real.drewDice || firesNext(order)) return withheld("needs-dice");
  // Nothing is applied, so nothing is revealed as it would be at the end of a game.
  const events = real.events.map((event) => ({ seq: null, event }));
  return ok({ version: game.version, view: real.view, events, applied: false, preview: "shown" });
}

// ?dryRun=true: checks an order and shows what it would do, without applying it. A preview must not
// tell the caller anything the order would not reveal once committed to, so it is withheld when the
// order draws dice (the next values of the committed stream are secret) or when it would uncover
// something of the enemy (the enemy's chosen card on the second card play, 3.1; enemy blocks in a
// battle the move would start, 5.1): otherwise a player could try orders until one suits them.
import { applyOrder } from "../rules/engine.js";
import type { Order } from "../rules/orders.js";
import type { RandomSource } from "../rules/random.js";
import { enemyOf, type Side } from "../rules/sides.js";
import { eventsFor, viewFor, type View } from "../views/index.js";
import { rejection } from "./rejection.js";
import { ok, type Result } from "./errors.js";
import type { LoadedGame } from "./game.js";
import type { OrderResponse } from "./response.js";
import { viewOf } from "./view.js";

class NeedsDice extends Error {}

const NO_DICE: RandomSource = {
  next() {
    throw new NeedsDice("the order draws dice");
  },
};

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

export function dryRun(game: LoadedGame, side: Side, order: Order): Result<OrderResponse> {
  const before = viewOf(game, side);
  const withheld = (preview: "needs-dice" | "hidden-information"): Result<OrderResponse> =>
    ok({ version: game.version, view: before, events: [], applied: false, preview });
  let result;
  try {
    result = applyOrder(game.state, side, order, NO_DICE);
  } catch (error) {
    // The engine checks an order before it draws anything, so reaching a draw means it is legal.
    if (error instanceof NeedsDice) return withheld("needs-dice");
    throw error;
  }
  if (!result.ok) return rejection(game.state, result.error);
  // Nothing is applied, so nothing is revealed as it would be at the end of a game.
  const after = viewFor(result.state, side);
  if (uncoversEnemy(before, after, side)) return withheld("hidden-information");
  const events = eventsFor(result.events, side).map((event) => ({ seq: null, event }));
  return ok({ version: game.version, view: after, events, applied: false, preview: "shown" });
}

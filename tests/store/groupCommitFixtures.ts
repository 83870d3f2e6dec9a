// Games and orders for the group commit tests: opaque JSON, as the store sees them.
import type { AppendOrder, NewGame } from "../../src/store/index.js";

export function aGame(id: string): NewGame {
  return { id, scenario: "braveheart", status: "active", state: { turn: 0 }, commitment: "c0ffee", seedHex: "00ff", nonces: {}, options: {}, deadline: null };
}

/** The order that moves `gameId` from `version`, with a draw and an event numbered after it. */
export function anOrder(gameId: string, version: number, idempotencyKey: string | null = null): AppendOrder {
  return {
    gameId,
    expectedVersion: version,
    order: { side: "england", text: `order ${version}`, json: { n: version }, idempotencyKey },
    next: { state: { turn: version + 1 }, status: "active", deadline: null },
    dice: [{ k: version, purpose: "battle", n: 6, value: 1 + (version % 6), visibleTo: "all" }],
    events: [{ json: { moved: version }, visibleTo: "all" }],
  };
}

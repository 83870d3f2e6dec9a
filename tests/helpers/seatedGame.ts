// A game in a store with both seats claimed, for tests that give orders through submitOrder.
import { claimSeat, createGame } from "../../src/games/index.js";
import type { Store } from "../../src/store/index.js";

/** The value of a successful result; a failed one throws its error. */
export function ok<T>(result: { ok: true; value: T } | { ok: false; error: unknown }): T {
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value;
}

/** A new Braveheart whose two seats are claimed, so that its state is set up; its id. */
export async function seatedGame(store: Store): Promise<string> {
  const { gameId, invites } = ok(await createGame(store, { scenario: "braveheart" }));
  for (const invite of Object.values(invites)) ok(await claimSeat(store, { gameId, invite: invite as string }));
  return gameId;
}

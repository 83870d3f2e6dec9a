// The set-up of a game once both seats are claimed (issue 9): the deal and the first draws come
// from the committed seed and both sides' nonces, which were given after the commitment was public.
import { createCommittedSource, seedFromHex } from "../dice/index.js";
import { stateHash } from "../records/index.js";
import { newGame } from "../rules/engine.js";
import type { JsonValue, SetUp } from "../store/index.js";
import { storedDice, storedEvents } from "./effects.js";
import { metaToJson, statusOf, streamNonces, type GameMeta, type SeatNonces } from "./game.js";

export interface SetUpInputs {
  gameId: string;
  seedHex: string;
  meta: GameMeta;
  nonces: SeatNonces;
}

export function setUpGame({ gameId, seedHex, meta, nonces }: SetUpInputs): SetUp {
  const dice = createCommittedSource({ seed: seedFromHex(seedHex), gameId, nonces: streamNonces(nonces) });
  const { bids, ...rest } = meta.setup;
  const created = newGame(bids ? { ...rest, bids } : rest, dice);
  const players = created.bids ? { a: created.bids.sides[0], b: created.bids.sides[1] } : null;
  const next: GameMeta = { ...meta, players, initialStateHash: stateHash(created.state) };
  return {
    state: created.state as unknown as JsonValue,
    status: statusOf(created.state),
    options: metaToJson(next),
    dice: storedDice(dice.log),
    events: storedEvents(created.events),
  };
}

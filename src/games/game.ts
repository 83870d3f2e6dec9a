// A stored game as the use cases see it: the engine state, and the set-up kept beside it for the
// record (docs/record.md), read back from the store's opaque JSON columns.
import { z } from "zod";
import { SCENARIO_IDS, type ScenarioId } from "../rules/data/index.js";
import type { Bid } from "../rules/setup.js";
import type { Side } from "../rules/sides.js";
import { OPTION_IDS, type GameState, type OptionId } from "../rules/state.js";
import type { GameRecord as StoredGame, JsonValue, Store } from "../store/index.js";
import type { GameClock } from "./deadlines/clock.js";
import { clockFromStore } from "./deadlines/stored.js";
import type { BattlePolicy } from "../policies/policy.js";

export type GameStatus = "active" | "over";

const side = z.enum(["england", "scotland"]);
const bid = z.enum(["E1", "E2", "E3", "S1", "S2", "S3"]);

/** What newGame received, who is player A and B (TB-1), and the hash of the state after set-up. */
const metaSchema = z.object({
  setup: z.object({
    scenario: z.enum(SCENARIO_IDS as [ScenarioId, ...ScenarioId[]]),
    options: z.array(z.enum(OPTION_IDS)),
    campaignEndYear: z.number().int().nullable(),
    bids: z.tuple([bid, bid]).nullable(),
  }),
  players: z.object({ a: side, b: side }).nullable(),
  initialStateHash: z.string(),
});

export interface GameMeta {
  setup: { scenario: ScenarioId; options: OptionId[]; campaignEndYear: number | null; bids: [Bid, Bid] | null };
  players: { a: Side; b: Side } | null;
  initialStateHash: string;
}

export type Nonces = Record<Side, string>;

const noncesSchema = z.object({ england: z.string(), scotland: z.string() });

export interface LoadedGame {
  id: string;
  version: number;
  status: GameStatus;
  state: GameState;
  meta: GameMeta;
  nonces: Nonces;
  commitment: string;
  seedHex: string;
  createdAt: Date;
  /** Deadlines (docs/deadlines.md); null for a game without them. */
  clock?: GameClock | null;
  /** Each side's standing battle orders (docs/policies.md). */
  policies?: Partial<Record<Side, BattlePolicy>>;
}

export function statusOf(state: GameState): GameStatus {
  return state.winner ? "over" : "active";
}

export function metaToJson(meta: GameMeta): JsonValue {
  return meta as unknown as JsonValue;
}

function fromRow(row: StoredGame): LoadedGame {
  // The rows were written by createGame and appendOrder; a shape error here is a corrupt database.
  const state = row.state as unknown as GameState;
  return {
    id: row.id,
    version: row.version,
    status: statusOf(state),
    state,
    meta: metaSchema.parse(row.options),
    nonces: noncesSchema.parse(row.nonces),
    commitment: row.commitment,
    seedHex: row.seedHex,
    createdAt: row.createdAt,
    clock: clockFromStore(row.clock),
    policies: (row.policies ?? {}) as Partial<Record<Side, BattlePolicy>>,
  };
}

export async function loadGame(store: Store, id: string): Promise<LoadedGame | null> {
  const row = await store.getGame(id);
  return row === null ? null : fromRow(row);
}

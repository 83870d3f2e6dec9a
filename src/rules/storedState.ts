// A state read back from its stored text has its keys in another order than the engine makes them
// in: the server stores each state's canonical text, keys sorted (src/games/submit.ts). The engine
// answers the same whatever the order (tests/rules/keyOrder.test.ts), but its copies and its walks
// over the blocks are fastest on its own order (copy.ts's templates, board.ts's blocksWhere), and a
// game goes on in the order its state was loaded in. So a loaded state is put back in that order.

import { BLOCK_IDS } from "./data/index.js";
import type { GameState } from "./state.js";

/** The state's keys in the order newGame makes them (tests/rules/keyOrder.test.ts checks it does). */
export const STATE_KEYS = [
  "format",
  "scenario",
  "options",
  "campaignEndYear",
  "handicap",
  "year",
  "turn",
  "p1",
  "blocks",
  "hands",
  "chosen",
  "played",
  "playedThisYear",
  "kingCrowned",
  "edward",
  "edwardWintered",
  "frenchKnightsAdded",
  "truceAgainst",
  "moved",
  "contests",
  "battle",
  "steps",
  "winner",
  "ordersApplied",
] as const satisfies readonly (keyof GameState)[];

const KNOWN_KEYS: ReadonlySet<string> = new Set(STATE_KEYS);
const KNOWN_BLOCKS: ReadonlySet<string> = new Set(BLOCK_IDS);

type Loose = Record<string, unknown>;

/** Sets an own key, "__proto__" too (which JSON.parse makes an own key, and assigning it would set the prototype). */
function put(out: Loose, key: string, value: unknown): void {
  if (key === "__proto__") Object.defineProperty(out, key, { value, writable: true, enumerable: true, configurable: true });
  else out[key] = value;
}

const isRecord = (value: unknown): value is Loose => value !== null && typeof value === "object" && !Array.isArray(value);

/** A block as the engine makes it ({ side, at, strength }), or as it was if it has other keys. */
function blockInOrder(block: unknown): unknown {
  if (!isRecord(block)) return block;
  const own = (key: string): boolean => Object.hasOwn(block, key);
  if (Object.keys(block).length !== 3 || !own("side") || !own("at") || !own("strength")) return block;
  return { side: block.side, at: block.at, strength: block.strength };
}

/** The blocks keyed in BLOCK_IDS order (any other key after them, as it was). */
function blocksInOrder(blocks: Loose): Loose {
  const out: Loose = {};
  for (const id of BLOCK_IDS) if (Object.hasOwn(blocks, id)) out[id] = blockInOrder(blocks[id]);
  for (const id of Object.keys(blocks)) if (!KNOWN_BLOCKS.has(id)) put(out, id, blocks[id]);
  return out;
}

/**
 * The same state (the same canonical text), its own keys and its blocks' in the engine's order; the
 * parts below them (battle, steps...) are the same objects. Keys it does not know come last, as they were.
 */
export function inEngineKeyOrder(state: GameState): GameState {
  const source = state as unknown as Loose;
  const out: Loose = {};
  for (const key of STATE_KEYS) {
    if (!Object.hasOwn(source, key)) continue;
    const value = source[key];
    out[key] = key === "blocks" && isRecord(value) ? blocksInOrder(value) : value;
  }
  for (const key of Object.keys(source)) if (!KNOWN_KEYS.has(key)) put(out, key, source[key]);
  return out as unknown as GameState;
}

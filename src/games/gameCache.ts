// The games this process last wrote an order for, each at the version it wrote (issue 10, item 2):
// the next order of the game starts from the snapshot and log heads kept here instead of reading
// them again. Nothing kept here is trusted: the order's conditional update (same version, same
// options) fails when another process, or a write that skipped this cache, moved the game, and
// then the entry is dropped and the game read again (src/games/submit.ts).
import { seedFromHex } from "../dice/index.js";
import { LruMap } from "../lruMap.js";
import type { AppendResult, Audience, LogHeads, Store } from "../store/index.js";
import { fromRow, type LoadedGame, type StoredGame } from "./game.js";
import { hasPolicies } from "./policies.js";

/** A game as of one version, with what its next order's transaction needs. */
export interface CachedGame {
  game: LoadedGame;
  /** The options column as stored: the conditional update checks it (a language change keeps the version). */
  optionsText: string;
  heads: LogHeads;
  /** The game's dice seed, parsed once (src/dice copies it into each stream it makes). */
  seed: Uint8Array;
}

/**
 * A bound on games, not bytes: a Campaign snapshot parses to some tens of KB, so 256 games hold a
 * few MB whatever the number of stored games (the memory budget of issue 10, item 3).
 */
export const GAME_CACHE_SIZE = 256;

/** The games kept, least recently used forgotten first. */
export class GameCache extends LruMap<string, CachedGame> {
  constructor(capacity = GAME_CACHE_SIZE) {
    super(capacity);
  }
}

const caches = new WeakMap<Store, GameCache>();

/** One cache per store: tests open many databases in one process, and game ids are theirs. */
export function gameCacheOf(store: Store): GameCache {
  let cache = caches.get(store);
  if (cache === undefined) {
    cache = new GameCache();
    caches.set(store, cache);
  }
  return cache;
}

/**
 * Kept only for games whose orders are the whole story: a deadline clock or standing orders make
 * an order write more than this entry follows (the clock's next state, the policies' answers).
 */
function cacheable(game: StoredGame): game is LoadedGame {
  return game.state !== null && game.status === "active" && !game.clock && !hasPolicies(game as LoadedGame);
}

export interface GameForOrder {
  game: StoredGame;
  /** Present when the game may take an order on the fast path: from the cache, or just read. */
  cached?: CachedGame;
  /** Whether `game` came from the cache (and so may be behind the database). */
  fromCache: boolean;
}

/** The game for an order: from the cache, or read (the game, then its log heads) and kept. */
export async function gameForOrder(store: Store, gameId: string, options: { fresh?: boolean } = {}): Promise<GameForOrder | null> {
  const cache = gameCacheOf(store);
  if (options.fresh) cache.delete(gameId);
  const hit = cache.get(gameId);
  if (hit !== undefined) return { game: hit.game, cached: hit, fromCache: true };
  const context = await store.getOrderContext(gameId);
  if (context === null) return null;
  const game = fromRow(context.game);
  if (!cacheable(game)) return { game, fromCache: false };
  const cached = { game, optionsText: context.optionsText, heads: context.heads, seed: seedFromHex(game.seedHex) };
  cache.set(gameId, cached);
  return { game, cached, fromCache: false };
}

/** The entry after an order this process wrote: the new snapshot at the new version. */
export function afterWrite(before: CachedGame, next: LoadedGame, heads: LogHeads): CachedGame {
  return { game: next, optionsText: before.optionsText, heads, seed: before.seed };
}

/** Log heads moved on by one written order, with its events' audiences and the draws made so far. */
export function headsAfter(heads: LogHeads, written: AppendResult, audiences: readonly Audience[], diceCount: number): LogHeads {
  const eventsByAudience = { ...heads.eventsByAudience };
  for (const audience of audiences) eventsByAudience[audience] += 1;
  return { lastOrderSeq: written.orderSeq, lastEventSeq: written.eventSeqs.at(-1) ?? heads.lastEventSeq, diceCount, eventsByAudience };
}

// Who is calling: the seat a bearer token belongs to, for one game.
import type { Side } from "../rules/sides.js";
import type { Role, Store } from "../store/index.js";
import type { Viewer } from "../views/index.js";
import { LruMap } from "../lruMap.js";
import { fail, ok, type Result } from "./errors.js";
import { hashToken, sameHash } from "./tokens.js";

export type { Role };

export interface Caller {
  gameId: string;
  /** england, scotland (a claimed seat), host (the game's creator) or observer. */
  role: Role;
}

/**
 * A host who may be one of the players sees what an observer sees; a referee host (created with
 * `hostSees: "referee"`) sees the full state and the dice so far, never the seed (issue 9).
 */
export function viewerOf(role: Role): Viewer {
  return role === "host" ? "observer" : role;
}

/** Hosts manage the game, whatever they may see of it. */
export function isHost(role: Role): boolean {
  return role === "host" || role === "referee";
}

/** Tokens are 43 base64url characters; anything far longer is not worth hashing. */
const MAX_TOKEN_LENGTH = 256;

/** A game that does not exist is "not found" whatever the token; game ids are in every link anyway. */
async function refused(store: Store, gameId: string, detail: string): Promise<Result<never>> {
  if ((await store.getGame(gameId)) === null) return fail({ code: "not-found", detail: `No game ${gameId}` });
  return fail({ code: "unauthorized", detail });
}

interface KnownSeat {
  gameId: string;
  role: Role;
  tokenHash: string;
  /** When it was read from the store (performance.now()). */
  readAt: number;
}

/**
 * Seats this process has verified, by token hash, least recently used first; unknown tokens are not
 * kept (they would let anyone fill the map). 4,096 seats are about 1 MB. A seat handed to a
 * substitute (src/games/lobby/replace.ts) gets a new token: this process forgets the old one at
 * once, and every process reads a kept seat again after SEAT_RECHECK_MS, so another server sharing
 * the database refuses the old token within that time.
 */
const SEAT_RECHECK_MS = 10_000;
const KNOWN_SEATS = 4_096;
const knownSeats = new WeakMap<Store, LruMap<string, KnownSeat>>();

function seatsKnownTo(store: Store): LruMap<string, KnownSeat> {
  let known = knownSeats.get(store);
  if (known === undefined) knownSeats.set(store, (known = new LruMap(KNOWN_SEATS)));
  return known;
}

/** A verified seat, without waiting for anything: nearly every request's (issue 10, item 2). */
function knownSeat(store: Store, hash: string): KnownSeat | undefined {
  const seat = seatsKnownTo(store).get(hash);
  return seat !== undefined && performance.now() - seat.readAt < SEAT_RECHECK_MS ? seat : undefined;
}

/** A seat's old token, after the seat was handed over: refused from now on in this process. */
export function forgetToken(store: Store, tokenHash: string): void {
  seatsKnownTo(store).delete(tokenHash);
}

/** A seat not verified yet: read, and kept if it exists. */
async function storedSeat(store: Store, hash: string): Promise<KnownSeat | null> {
  const seat = await store.findSeatByTokenHash(hash);
  if (seat === null) return null;
  const entry = { gameId: seat.gameId, role: seat.role, tokenHash: seat.tokenHash, readAt: performance.now() };
  seatsKnownTo(store).set(hash, entry);
  return entry;
}

/**
 * The token's hash when it belongs to a seat of some game, else null: the rate limit counts a known
 * token on its own (src/api/rateLimitKey.ts). It says nothing of which game.
 */
export async function isKnownToken(store: Store, token: string): Promise<string | null> {
  if (token === "" || token.length > MAX_TOKEN_LENGTH) return null;
  const hash = hashToken(token);
  const seat = knownSeat(store, hash) ?? (await storedSeat(store, hash));
  return seat === null ? null : hash;
}

export async function authenticate(store: Store, gameId: string, token: string | undefined): Promise<Result<Caller>> {
  if (token === undefined || token === "") {
    return refused(store, gameId, "Send the game's token: Authorization: Bearer <token>");
  }
  const hash = hashToken(token);
  const seat = token.length <= MAX_TOKEN_LENGTH ? (knownSeat(store, hash) ?? (await storedSeat(store, hash))) : null;
  // A token of another game is as unknown here as a made-up one.
  if (seat === null || !sameHash(hash, seat.tokenHash) || seat.gameId !== gameId) {
    return refused(store, gameId, "The token is not valid for this game");
  }
  return ok({ gameId, role: seat.role });
}

/** The side a caller gives orders for; the host and observers give none (docs/api.md). */
export function orderingSide(caller: Caller): Result<Side> {
  if (caller.role === "england" || caller.role === "scotland") return ok(caller.role);
  return fail({ code: "forbidden", detail: `The ${caller.role} token cannot give orders; use a side's token` });
}

/** Managing a game (invites, ending it) is the host's. */
export function hostOnly(caller: Caller, what: string): Result<void> {
  if (isHost(caller.role)) return ok(undefined);
  return fail({ code: "forbidden", detail: `Only the host may ${what}` });
}

// Claiming a seat with its single-use invite (issue 9): POST /games/{id}/join, and the mail channel's
// reply to an invite. The claimer alone receives the side's token; its nonce (or one the server
// draws, and says so) joins the dice stream; the last claim sets the game up.
import { randomBytes } from "node:crypto";
import type { Side } from "../rules/sides.js";
import type { GameEvent } from "../rules/events.js";
import type { GameState } from "../rules/state.js";
import { isStoreError, type JsonValue, type SetUp, type Store } from "../store/index.js";
import { hostOnly, type Caller } from "./auth.js";
import { fail, ok, type GameError, type Result } from "./errors.js";
import { loadGame, type GameStatus, type SeatNonce, type SeatNonces, type StoredGame } from "./game.js";
import type { GameMailer, NewGameMail } from "./mailer.js";
import { firstClock, startDeadlines } from "./deadlines/start.js";
import { setUpGame } from "./setUp.js";
import { hashToken, newToken } from "./tokens.js";
import { noSuchGame } from "./view.js";

export interface ClaimSeatInput {
  gameId: string;
  invite: string;
  /** The player's own entropy for the dice stream; the server draws one when none is given. */
  nonce?: string | undefined;
}

export interface ClaimedSeat {
  gameId: string;
  side: Side;
  /** The side's token: returned once, to the claimer only. */
  token: string;
  nonce: SeatNonce;
  /** waiting-for-players until the other seat is claimed too, then active. */
  status: GameStatus;
}

/** Tokens and invites are 43 characters; anything far longer is not worth hashing. */
const MAX_SECRET_LENGTH = 256;

/** docs/dice.md: nonces are hashed as UTF-8, so they must be well-formed Unicode. */
function nonceProblem(nonce: string): string | null {
  if (nonce.length === 0 || nonce.length > 256) return "a nonce is 1 to 256 characters";
  if (/\p{Surrogate}/u.test(nonce)) return "a nonce must be well-formed Unicode (no lone surrogates)";
  return null;
}

const NOT_WAITING: GameError = { code: "conflict", reason: "not-waiting", detail: "The game no longer waits for players: both seats are taken, or it has ended" };

function claimRefused(error: unknown, gameId: string): Result<never> {
  if (isStoreError(error, "not-found")) return noSuchGame(gameId);
  if (isStoreError(error, "not-waiting")) return fail(NOT_WAITING);
  if (isStoreError(error, "invite-unusable")) {
    const reason = error.details.reason;
    if (reason === "spent") return fail({ code: "conflict", reason: "invite-spent", detail: "The invite was already used: an invite claims its seat once" });
    if (reason === "revoked") return fail({ code: "conflict", reason: "invite-revoked", detail: "The host revoked this invite; ask for a new one" });
    return fail({ code: "unauthorized", detail: "The invite is not valid for this game" });
  }
  throw error;
}

/** With a mailer, the last claim also writes each side's first mail with the set-up (issue 7). */
export async function claimSeat(store: Store, input: ClaimSeatInput, now: () => Date = () => new Date(), mailer?: GameMailer): Promise<Result<ClaimedSeat>> {
  const problem = input.nonce === undefined ? null : nonceProblem(input.nonce);
  if (problem) return fail({ code: "bad-request", detail: problem });
  const game = await loadGame(store, input.gameId);
  if (game === null) return noSuchGame(input.gameId);
  if (game.status !== "waiting-for-players") return fail(NOT_WAITING);
  if (input.invite.length === 0 || input.invite.length > MAX_SECRET_LENGTH) {
    return fail({ code: "unauthorized", detail: "The invite is not valid for this game" });
  }
  const token = newToken();
  const emails = mailer ? Object.fromEntries((await store.listInvites(game.id)).filter((i) => i.email !== null).map((i) => [i.side, i.email as string])) : {};
  const nonce: SeatNonce =
    input.nonce === undefined
      ? { nonce: randomBytes(16).toString("base64url"), givenBy: "server", at: now().toISOString() }
      : { nonce: input.nonce, givenBy: "player", at: now().toISOString() };
  const startedAt = store.now().getTime();
  try {
    const claimed = await store.claimSeat({
      gameId: game.id,
      inviteHash: hashToken(input.invite),
      tokenHash: hashToken(token),
      nonce: nonce as unknown as JsonValue,
      setUp: (nonces) => {
        const setUp = setUpGame({ gameId: game.id, seedHex: game.seedHex, meta: game.meta, nonces: nonces as unknown as SeatNonces });
        return mailer ? { ...setUp, mail: mailer.afterSetUp(firstMail(game, setUp, emails, startedAt)) } : setUp;
      },
    });
    if (claimed.setUp) await startDeadlines(store, game.id, startedAt);
    return ok({ gameId: game.id, side: claimed.side, token, nonce, status: claimed.setUp ? "active" : "waiting-for-players" });
  } catch (error) {
    return claimRefused(error, game.id);
  }
}

function firstMail(game: StoredGame, setUp: SetUp, emails: Partial<Record<Side, string>>, startedAt: number): NewGameMail {
  return {
    clock: firstClock(game.clock, setUp.state as unknown as GameState, startedAt),
    gameId: game.id,
    state: setUp.state as unknown as GameState,
    events: (setUp.events ?? []).map((e) => e.json as unknown as GameEvent),
    emails,
    commitment: game.commitment,
    scenario: game.meta.setup.scenario,
    options: game.meta.setup.options,
    ...(game.meta.languages ? { languages: game.meta.languages } : {}),
  };
}

export interface IssuedInvite {
  side: Side;
  /** The new single-use invite; the side's earlier one no longer works. */
  invite: string | null;
}

/** The host revokes a side's unclaimed invite and, unless only revoking, issues a new one. */
export async function replaceInvite(store: Store, caller: Caller, side: Side, reissue: boolean): Promise<Result<IssuedInvite>> {
  const allowed = hostOnly(caller, "revoke or reissue an invite");
  if (!allowed.ok) return allowed;
  const invite = reissue ? newToken() : null;
  try {
    await store.replaceInvite(caller.gameId, side, invite === null ? null : { side, inviteHash: hashToken(invite), email: null });
  } catch (error) {
    if (isStoreError(error, "seat-claimed")) return fail({ code: "conflict", reason: "seat-claimed", detail: `The ${side} seat is already claimed` });
    return claimRefused(error, caller.gameId);
  }
  return ok({ side, invite });
}

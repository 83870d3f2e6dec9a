// JOIN <game> (POST /games/{id}/take-seat): the free seat of an open game goes to one joiner. The
// game leaves the list by compare-and-set, so two joiners cannot both get it; the seat's invite is
// issued anew to the joiner, who claims it as any invite (a reply to the invitation, or
// POST /games/{id}/join).
import { isStoreError, type Store } from "../../store/index.js";
import type { Side } from "../../rules/sides.js";
import type { InviteMailer } from "../create.js";
import { fail, ok, type GameError, type Result } from "../errors.js";
import { loadGame, seatLanguage } from "../game.js";
import { hashToken, newToken } from "../tokens.js";
import { noSuchGame } from "../view.js";

const NOT_OPEN: GameError = { code: "conflict", reason: "not-open", detail: "This game is not open: its free seat is taken, or it was started with both players" };

export interface TakenSeat {
  gameId: string;
  side: Side;
  /** The invite, for an API caller who gave no address; null when it was mailed. */
  invite: string | null;
}

export async function takeOpenSeat(store: Store, gameId: string, email: string | null, mailInvite?: InviteMailer): Promise<Result<TakenSeat>> {
  const game = await loadGame(store, gameId);
  if (game === null) return noSuchGame(gameId);
  const entry = await store.getLobbyEntry(gameId);
  if (entry === null || !entry.listed || game.status !== "waiting-for-players") return fail(NOT_OPEN);
  if (email !== null && entry.hostEmail?.toLowerCase() === email.toLowerCase()) {
    return fail({ code: "bad-request", detail: "You host this game: the free seat is for another player" });
  }
  const invites = await store.listInvites(gameId);
  const seats = await store.listSeats(gameId);
  const free = invites.find((i) => i.email === null && i.claimedAt === null && i.revokedAt === null && !seats.some((s) => s.role === i.side));
  if (free === undefined) return fail(NOT_OPEN);
  if (!(await store.unlist(gameId))) return fail(NOT_OPEN);
  const invite = newToken();
  try {
    await store.replaceInvite(gameId, free.side, { side: free.side, inviteHash: hashToken(invite), email });
  } catch (error) {
    await store.relist(gameId);
    if (isStoreError(error, "not-waiting") || isStoreError(error, "seat-claimed")) return fail(NOT_OPEN);
    throw error;
  }
  if (email !== null && mailInvite) {
    await store.enqueueMail(gameId, [mailInvite({ gameId, side: free.side, email, invite, language: seatLanguage(game.meta, free.side) })]);
    return ok({ gameId, side: free.side, invite: null });
  }
  return ok({ gameId, side: free.side, invite });
}

// REPLACE <side> <address> (POST /games/{id}/seats/{side}/replace): a seat handed to a substitute.
// The seat's own player may hand it over at any time; the host only once the side has missed
// `replaceAfterMissed` deadlines in a row (docs/deadlines.md), never against a player who answers.
// The old token stops working at once and the seat's webhook is removed; the newcomer gets a new
// token with the board; the opponent and the former player are told who now plays.
import type { Side } from "../../rules/sides.js";
import { enemyOf } from "../../rules/sides.js";
import type { Store } from "../../store/index.js";
import { forgetToken, isHost, type Caller } from "../auth.js";
import { deadlineOf } from "../deadlines/view.js";
import { fail, ok, type Result } from "../errors.js";
import { loadGame, seatLanguage } from "../game.js";
import { hashToken, newToken } from "../tokens.js";
import { noSuchGame } from "../view.js";
import type { LobbyMailer } from "./mailer.js";

export interface ReplacedSeat {
  side: Side;
  email: string | null;
  /** The new seat's token, for an API caller who gave no address to mail it to; else null. */
  token: string | null;
}

export async function replaceSeat(store: Store, caller: Caller, side: Side, email: string | null, mailer?: LobbyMailer): Promise<Result<ReplacedSeat>> {
  const game = await loadGame(store, caller.gameId);
  if (game === null) return noSuchGame(caller.gameId);
  if (game.state === null) return fail({ code: "conflict", reason: "not-started", detail: "The seats are not all claimed yet: the host replaces an unclaimed invite instead" });
  if (game.status === "over") return fail({ code: "conflict", reason: "game-over", detail: "The game is over" });
  if (caller.role !== side) {
    if (!isHost(caller.role)) return fail({ code: "forbidden", detail: "Only the seat's own player, or the host after missed deadlines, may hand over a seat" });
    const needed = game.clock?.settings.replaceAfterMissed ?? null;
    const missed = game.clock?.missed[side] ?? 0;
    if (needed === null || missed < needed) {
      return fail({
        code: "conflict",
        reason: "seat-active",
        detail: needed === null ? "This game has no deadlines: only the seat's own player may hand it over" : `The ${side} player has missed ${missed} deadline(s) in a row; the host may hand the seat over after ${needed}`,
      });
    }
  }
  const seats = await store.listSeats(game.id);
  const before = seats.find((s) => s.role === side);
  if (before === undefined) return noSuchGame(game.id);
  const other = seats.find((s) => s.role === enemyOf(side));
  if (email !== null && before.email?.toLowerCase() === email.toLowerCase()) return fail({ code: "bad-request", detail: "That address already plays the seat" });
  if (email !== null && other?.email?.toLowerCase() === email.toLowerCase()) return fail({ code: "bad-request", detail: "That address plays the other side: one player cannot hold both seats" });
  const token = newToken();
  await store.handOverSeat(game.id, side, hashToken(token), email);
  forgetToken(store, before.tokenHash);
  // The former player's webhook would go on receiving the side's events: it goes with the seat.
  await store.deleteWebhook(game.id, side);
  if (mailer && email !== null) {
    const language = seatLanguage(game.meta, side);
    const opponent = other?.email ?? null;
    const told = [opponent, before.email].filter((to): to is string => to !== null);
    await store.enqueueMail(game.id, [
      mailer.handover({ gameId: game.id, to: email, side, token, state: game.state, version: game.version, deadline: deadlineOf(game.clock ?? null, side), language }),
      ...told.map((to) => mailer.seatChanged({ gameId: game.id, to, side, newcomer: email, language: to === opponent ? seatLanguage(game.meta, enemyOf(side)) : language })),
    ]);
    return ok({ side, email, token: null });
  }
  return ok({ side, email, token });
}

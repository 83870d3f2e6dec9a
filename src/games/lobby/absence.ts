// ABSENCE <from> <to> (POST /games/{id}/absence): a player going away pushes its side's deadlines
// past the days it is away, within the game's `absenceDays` (docs/deadlines.md), and the opponent is
// told. Days are whole UTC days, both included.
import type { Store } from "../../store/index.js";
import { enemyOf } from "../../rules/sides.js";
import { orderingSide, type Caller } from "../auth.js";
import { isoWithOffset } from "../deadlines/calendar.js";
import { absenceDaysUsed, withAbsence } from "../deadlines/clock.js";
import { change, type DeadlineStatus } from "../deadlines/manage.js";
import { deadlineOf } from "../deadlines/view.js";
import { fail, ok, type Result } from "../errors.js";
import { loadGame, seatLanguage } from "../game.js";
import type { LobbyMailer } from "./mailer.js";

const DAY_MS = 86_400_000;

/** A `YYYY-MM-DD` day as the UTC midnight it starts at, or null. */
export function dayStart(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const at = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Date(at).toISOString().slice(0, 10) === text.trim() ? at : null;
}

export interface AbsenceStatus extends DeadlineStatus {
  /** Days of absence the side has declared so far, and the game's limit. */
  absenceDaysUsed: number;
  absenceDays: number;
}

export async function declareAbsence(store: Store, caller: Caller, fromDay: string, toDay: string, mailer?: LobbyMailer): Promise<Result<AbsenceStatus>> {
  const side = orderingSide(caller);
  if (!side.ok) return side;
  const from = dayStart(fromDay);
  const last = dayStart(toDay);
  if (from === null || last === null || last < from) {
    return fail({ code: "bad-request", reason: "absence-invalid", detail: "An absence is two days, YYYY-MM-DD, the first no later than the last" });
  }
  const to = last + DAY_MS;
  let used = 0;
  let limit = 0;
  const changed = await change(store, caller, (game, now) => {
    if (!game.clock) return fail({ code: "bad-request", reason: "absence-invalid", detail: "This game has no deadlines: an absence changes nothing" });
    if (to <= now) return fail({ code: "bad-request", reason: "absence-invalid", detail: "The absence is over already" });
    limit = game.clock.settings.absenceDays ?? 0;
    used = absenceDaysUsed(game.clock, side.value);
    // The same absence declared again (a mail delivered twice) changes nothing.
    if ((game.clock.absences?.[side.value] ?? []).some((a) => a.from === from && a.to === to)) return ok({ clock: game.clock, events: [] });
    const days = Math.round((to - from) / DAY_MS);
    if (used + days > limit) {
      return fail({ code: "bad-request", reason: "absence-over-limit", detail: `This game allows ${limit} days of absence per side; ${used} are declared already, and this is ${days} more` });
    }
    used += days;
    return ok({ clock: withAbsence(game.clock, side.value, { from, to }, now), events: [] });
  });
  if (!changed.ok) return changed;
  const game = await loadGame(store, caller.gameId);
  const opponent = enemyOf(side.value);
  const email = (await store.listSeats(caller.gameId)).find((s) => s.role === opponent)?.email ?? null;
  if (mailer && game && email !== null) {
    const timeZone = game.clock?.settings.timeZone ?? "UTC";
    await store.enqueueMail(game.id, [
      mailer.absence({
        gameId: game.id,
        to: email,
        side: side.value,
        from: isoWithOffset(from, timeZone),
        until: isoWithOffset(to, timeZone),
        deadline: deadlineOf(game.clock ?? null, opponent),
        language: seatLanguage(game.meta, opponent),
      }),
    ]);
  }
  return ok({ ...changed.value, absenceDaysUsed: used, absenceDays: limit });
}

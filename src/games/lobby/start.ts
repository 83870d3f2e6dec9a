// NEW and REMATCH (docs/email.md "A game's life by mail"; POST /games with `listed`, POST
// /games/{id}/rematch): a game whose host is a player's address. With an opponent's address both
// invitations go out; without one the game is listed as open and the host's own invitation goes to
// the host, the other seat waiting for whoever JOINs.
import { randomInt } from "node:crypto";
import type { Language } from "../../i18n/languages.js";
import type { ScenarioId } from "../../rules/data/index.js";
import { SIDES, enemyOf, type Side } from "../../rules/sides.js";
import type { OptionId } from "../../rules/state.js";
import type { Store } from "../../store/index.js";
import { isHost, orderingSide, type Caller } from "../auth.js";
import { createGame, type CreatedGame, type InviteMailer } from "../create.js";
import type { DeadlineSettingsInput } from "../deadlines/settings.js";
import { fail, ok, type Result } from "../errors.js";
import { loadGame } from "../game.js";
import { noSuchGame } from "../view.js";

export interface StartGameInput {
  scenario: ScenarioId;
  options?: OptionId[];
  campaignEndYear?: number | null;
  /** The host's address: it plays `hostSide`. */
  host: string;
  /** Absent: drawn at random, each side as likely (the scenarios set no seat for the host). */
  hostSide?: Side | null;
  /** The opponent's address; absent or null: the game is listed as open. */
  opponent?: string | null;
  /** The host's language (LANG xx), and the opponent's when known (a rematch). */
  language?: Language;
  opponentLanguage?: Language;
  /** Deadline settings (docs/deadlines.md); games started by mail have deadlines, {} the defaults. */
  deadlines?: DeadlineSettingsInput;
}

export interface StartedGame extends CreatedGame {
  hostSide: Side;
  listed: boolean;
}

export async function startGame(store: Store, input: StartGameInput, invite: InviteMailer, rematchOf: string | null = null): Promise<Result<StartedGame>> {
  const hostSide = input.hostSide ?? SIDES[randomInt(2)]!;
  const other = enemyOf(hostSide);
  const opponent = input.opponent ?? null;
  if (opponent !== null && opponent.toLowerCase() === input.host.toLowerCase()) {
    return fail({ code: "bad-request", detail: "The opponent's address is the host's own: a game needs two players" });
  }
  const created = await createGame(
    store,
    {
      scenario: input.scenario,
      options: input.options ?? [],
      campaignEndYear: input.campaignEndYear ?? null,
      emails: { [hostSide]: input.host, ...(opponent !== null ? { [other]: opponent } : {}) },
      languages: { ...(input.language ? { [hostSide]: input.language } : {}), ...(input.opponentLanguage ? { [other]: input.opponentLanguage } : {}) },
      deadlines: input.deadlines ?? {},
    },
    invite,
  );
  if (!created.ok) return created;
  const listed = opponent === null;
  await store.putLobbyEntry({ gameId: created.value.gameId, hostEmail: input.host, listed, rematchOf });
  return ok({ ...created.value, hostSide, listed });
}

/**
 * A finished game's players play again, sides swapped, with the same scenario, options, deadlines
 * and languages. Asked by a player or the host; asked twice, it is the same rematch (nothing is
 * mailed twice).
 */
export async function rematch(store: Store, caller: Caller, invite: InviteMailer): Promise<Result<{ gameId: string; started: StartedGame | null }>> {
  if (!isHost(caller.role) && !orderingSide(caller).ok) return fail({ code: "forbidden", detail: "Only the host or a player may start a rematch" });
  const game = await loadGame(store, caller.gameId);
  if (game === null) return noSuchGame(caller.gameId);
  if (game.status !== "over") return fail({ code: "conflict", reason: "not-over", detail: "A rematch starts once the game is over" });
  const existing = await store.findRematch(game.id);
  if (existing !== null) return ok({ gameId: existing.gameId, started: null });
  const seats = await store.listSeats(game.id);
  const email = (side: Side) => seats.find((s) => s.role === side)?.email ?? null;
  const entry = await store.getLobbyEntry(game.id);
  const england = email("england");
  const scotland = email("scotland");
  if (england === null || scotland === null) {
    return fail({ code: "conflict", reason: "not-started", detail: "A rematch needs both players' addresses: this game's seats have none" });
  }
  // The host plays again, on the other side; a host who did not play hands the host role to England's player.
  const host = entry?.hostEmail ?? england;
  const hostWas: Side = host.toLowerCase() === scotland.toLowerCase() ? "scotland" : "england";
  const hostSide = enemyOf(hostWas);
  const language = game.meta.languages?.[hostWas];
  const opponentLanguage = game.meta.languages?.[enemyOf(hostWas)];
  const { settings } = game.clock ?? { settings: undefined };
  const started = await startGame(
    store,
    {
      scenario: game.meta.setup.scenario,
      options: game.meta.setup.options,
      campaignEndYear: game.meta.setup.campaignEndYear,
      host,
      hostSide,
      opponent: hostWas === "england" ? scotland : england,
      ...(language ? { language } : {}),
      ...(opponentLanguage ? { opponentLanguage } : {}),
      ...(settings ? { deadlines: settings } : {}),
    },
    invite,
    game.id,
  );
  if (!started.ok) return started;
  return ok({ gameId: started.value.gameId, started: started.value });
}

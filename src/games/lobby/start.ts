// NEW and REMATCH (docs/email.md "A game's life by mail"; POST /games with `listed`, POST
// /games/{id}/rematch): a game whose host is a player's address. With an opponent's address both
// invitations go out; without one the game is listed as open and the host's own invitation goes to
// the host, the other seat waiting for whoever JOINs.
import { randomInt } from "node:crypto";
import type { Language } from "../../i18n/languages.js";
import type { ScenarioId } from "../../rules/data/index.js";
import { SIDES, enemyOf, type Side } from "../../rules/sides.js";
import type { OptionId } from "../../rules/state.js";
import { isStoreError, type Store } from "../../store/index.js";
import { isHost, orderingSide, type Caller } from "../auth.js";
import { createGame, type CreatedGame, type InviteMailer } from "../create.js";
import type { DeadlineSettingsInput } from "../deadlines/settings.js";
import { fail, ok, type Result } from "../errors.js";
import { loadGame } from "../game.js";
import { noSuchGame } from "../view.js";
import { identityIn } from "./identity.js";

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
  /** Started by an earlier delivery of the same request: the tokens are not shown again (empty). */
  already: boolean;
}

/** How a game came to be started, so that the same request twice starts one game. */
export interface StartedBy {
  /** The NEW mail's Message-ID. */
  sourceMessageId?: string | null;
  rematchOf?: string | null;
}

/**
 * Starts the game, or, when the same NEW mail or the same game's rematch started one already,
 * returns that one with `already: true` (nothing is mailed again).
 */
export async function startGame(store: Store, input: StartGameInput, invite: InviteMailer | undefined, by: StartedBy = {}): Promise<Result<StartedGame>> {
  const earlier = await startedBefore(store, by);
  if (earlier !== null) return earlier;
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
      lobby: { hostEmail: input.host, listed: opponent === null, rematchOf: by.rematchOf ?? null, sourceMessageId: by.sourceMessageId ?? null },
    },
    invite,
  ).catch(async (error: unknown) => {
    // The same request, at the same time, from another delivery or the other player: its game stands.
    const raced = isStoreError(error, "duplicate") ? await startedBefore(store, by) : null;
    if (raced === null) throw error;
    return raced;
  });
  if (!created.ok) return created;
  if ("already" in created.value) return created as Result<StartedGame>;
  return ok({ ...created.value, hostSide, listed: opponent === null, already: false });
}

async function startedBefore(store: Store, by: StartedBy): Promise<Result<StartedGame> | null> {
  const entry = by.sourceMessageId ? await store.findLobbyBySource(by.sourceMessageId) : by.rematchOf ? await store.findRematch(by.rematchOf) : null;
  if (entry === null) return null;
  const game = await loadGame(store, entry.gameId);
  if (game === null) return null;
  const hostSide = (await identityIn(store, game.id, entry.hostEmail ?? "")).side ?? "england";
  return ok({ gameId: game.id, version: game.version, status: "waiting-for-players", commitment: game.commitment, tokens: { host: "", observer: "" }, invites: { england: null, scotland: null }, hostSide, listed: entry.listed, already: true });
}

/**
 * A finished game's players play again, sides swapped, with the same scenario, options, deadlines
 * and languages. Asked by a player or the host; asked twice, it is the same rematch (nothing is
 * mailed twice).
 */
export async function rematch(store: Store, caller: Caller, invite?: InviteMailer): Promise<Result<StartedGame>> {
  if (!isHost(caller.role) && !orderingSide(caller).ok) return fail({ code: "forbidden", detail: "Only the host or a player may start a rematch" });
  const game = await loadGame(store, caller.gameId);
  if (game === null) return noSuchGame(caller.gameId);
  if (game.status !== "over") return fail({ code: "conflict", reason: "not-over", detail: "A rematch starts once the game is over" });
  const seats = await store.listSeats(game.id);
  const email = (side: Side) => seats.find((s) => s.role === side)?.email ?? null;
  const entry = await store.getLobbyEntry(game.id);
  const england = email("england");
  const scotland = email("scotland");
  if (england === null || scotland === null) {
    return fail({ code: "conflict", reason: "not-started", detail: "A rematch needs both players' addresses: this game's seats have none" });
  }
  // The host plays again, on the other side; a host who no longer plays (its seat was handed over)
  // leaves the host role to England's player.
  const seated = (address: string | null | undefined) => address != null && [england, scotland].some((e) => e.toLowerCase() === address.toLowerCase());
  const host = seated(entry?.hostEmail) ? entry!.hostEmail! : england;
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
    { rematchOf: game.id },
  );
  if (!started.ok) return started;
  return ok(started.value);
}

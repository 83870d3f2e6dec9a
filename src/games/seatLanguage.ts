// PUT /games/{id}/seat: a side changes its seat's settings; for now its language (docs/languages.md).
import type { Language } from "../i18n/languages.js";
import type { Side } from "../rules/sides.js";
import type { JsonValue, Store } from "../store/index.js";
import type { Caller } from "./auth.js";
import { loadGame, seatLanguage } from "./game.js";
import { fail, ok, type Result } from "./errors.js";
import { noSuchGame } from "./view.js";

export interface SeatSettings {
  role: Side;
  language: Language;
}

/** Another seat writing its own settings at the same moment makes the swap retry; a few tries are plenty. */
const ATTEMPTS = 5;

function withLanguage(options: JsonValue, side: Side, language: Language): JsonValue {
  const meta = options as { [key: string]: JsonValue };
  const languages = (meta.languages ?? {}) as { [key: string]: JsonValue };
  return { ...meta, languages: { ...languages, [side]: language } };
}

/** The language of the caller's seat; null for the referee, observers and a game that is gone. */
export async function callerLanguage(store: Store, caller: Caller): Promise<Language | null> {
  if (caller.role !== "england" && caller.role !== "scotland") return null;
  const game = await loadGame(store, caller.gameId);
  return game === null ? null : seatLanguage(game.meta, caller.role);
}

export async function setSeatLanguage(store: Store, caller: Caller, language: Language): Promise<Result<SeatSettings>> {
  const side = caller.role;
  if (side !== "england" && side !== "scotland") {
    return fail({ code: "forbidden", detail: `The ${side} token has no seat to set; use a side's token` });
  }
  for (let tries = 0; tries < ATTEMPTS; tries++) {
    const game = await store.getGame(caller.gameId);
    if (game === null) return noSuchGame(caller.gameId);
    if (await store.swapGameOptions(game.id, game.options, withLanguage(game.options, side, language))) return ok({ role: side, language });
  }
  return fail({ code: "stale-version", detail: "The seat kept changing; try again", currentVersion: (await store.getGame(caller.gameId))?.version ?? 0 });
}

// PUT /games/{id}/seat: a side changes its seat's settings: its language (docs/languages.md), and
// what it is mailed and how (NOTIFY and PICTURE, docs/email.md "When a side is mailed").
import type { Language } from "../i18n/languages.js";
import type { Side } from "../rules/sides.js";
import type { JsonValue, Store } from "../store/index.js";
import type { Caller } from "./auth.js";
import { loadGame, seatLanguage, seatMail, type NotifyMode, type PictureMode } from "./game.js";
import { fail, ok, type Result } from "./errors.js";
import { noSuchGame } from "./view.js";

export interface SeatSettings {
  role: Side;
  language: Language;
  notify: NotifyMode;
  picture: PictureMode;
}

export interface SeatChanges {
  language?: Language;
  notify?: NotifyMode;
  picture?: PictureMode;
}

/** Another seat writing its own settings at the same moment makes the swap retry; a few tries are plenty. */
const ATTEMPTS = 5;

type JsonObject = { [key: string]: JsonValue };

function withChanges(options: JsonValue, side: Side, changes: SeatChanges): JsonValue {
  const meta = options as JsonObject;
  let next: JsonObject = { ...meta };
  if (changes.language !== undefined) next = { ...next, languages: { ...((meta.languages ?? {}) as JsonObject), [side]: changes.language } };
  if (changes.notify !== undefined || changes.picture !== undefined) {
    const mail = (meta.mail ?? {}) as JsonObject;
    const mine = (mail[side] ?? {}) as JsonObject;
    const set: JsonObject = { ...mine, ...(changes.notify ? { notify: changes.notify } : {}), ...(changes.picture ? { picture: changes.picture } : {}) };
    next = { ...next, mail: { ...mail, [side]: set } };
  }
  return next;
}

/** The language of the caller's seat; null for the referee, observers and a game that is gone. */
export async function callerLanguage(store: Store, caller: Caller): Promise<Language | null> {
  if (caller.role !== "england" && caller.role !== "scotland") return null;
  const game = await loadGame(store, caller.gameId);
  return game === null ? null : seatLanguage(game.meta, caller.role);
}

export async function setSeatSettings(store: Store, caller: Caller, changes: SeatChanges): Promise<Result<SeatSettings>> {
  const side = caller.role;
  if (side !== "england" && side !== "scotland") {
    return fail({ code: "forbidden", detail: `The ${side} token has no seat to set; use a side's token` });
  }
  for (let tries = 0; tries < ATTEMPTS; tries++) {
    const game = await store.getGame(caller.gameId);
    if (game === null) return noSuchGame(caller.gameId);
    const next = withChanges(game.options, side, changes);
    if (await store.swapGameOptions(game.id, game.options, next)) {
      const loaded = await loadGame(store, game.id);
      if (loaded === null) return noSuchGame(caller.gameId);
      return ok({ role: side, language: seatLanguage(loaded.meta, side), ...seatMail(loaded.meta, side) });
    }
  }
  return fail({ code: "stale-version", detail: "The seat kept changing; try again", currentVersion: (await store.getGame(caller.gameId))?.version ?? 0 });
}

export async function setSeatLanguage(store: Store, caller: Caller, language: Language): Promise<Result<SeatSettings>> {
  return setSeatSettings(store, caller, { language });
}

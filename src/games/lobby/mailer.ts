// The mail a game's life outside its orders causes (docs/email.md "A game's life by mail"), as a
// port: src/mail implements it; the use cases queue what it returns with the game's mail.
import type { Language } from "../../i18n/languages.js";
import type { Side } from "../../rules/sides.js";
import type { GameState } from "../../rules/state.js";
import type { NewMail } from "../../store/index.js";
import type { InviteMailer } from "../create.js";

export interface LobbyMailer {
  /** Each side's invite, as at creation. */
  invite: InviteMailer;
  /** To the opponent of a side that declared an absence. */
  absence(notice: { gameId: string; to: string; side: Side; from: string; until: string; deadline: string | null; language: Language }): NewMail;
  /** To a substitute: the seat's new token, the board and the decision, and the signed reply address. */
  handover(seat: { gameId: string; to: string; side: Side; token: string; state: GameState; version: number; deadline: string | null; language: Language }): NewMail;
  /** To the opponent and to the former player: who now plays the side. */
  seatChanged(notice: { gameId: string; to: string; side: Side; newcomer: string; language: Language }): NewMail;
}

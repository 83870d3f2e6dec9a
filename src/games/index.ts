// Use cases over the store and the engine; src/api and the mail layer are shells around them.
export { adjudicate, type AdjudicateInput, type Adjudication, type OrderOutcome } from "./adjudicate.js";
export { authenticate, viewerOf, type Caller, type Role } from "./auth.js";
export { createGame, type CreateGameInput, type CreatedGame, type InviteMailer } from "./create.js";
export { endAbandoned } from "./end.js";
export type { ConflictReason, GameError, GameErrorCode, Result } from "./errors.js";
export { listDice, listEvents, type DiceView, type EventPage, type NumberedEvent } from "./events.js";
export type { GameStatus, NonceGiver, SeatNonce } from "./game.js";
export type { OrderInput } from "./orderInput.js";
export { getRecord } from "./record.js";
export { replay, type ReplayOutcome } from "./replay.js";
export { resign } from "./resign.js";
export { claimSeat, replaceInvite, type ClaimSeatInput, type ClaimedSeat, type IssuedInvite } from "./seats.js";
export type { OrderResponse } from "./response.js";
export { callerLanguage, setSeatLanguage, setSeatSettings, type SeatChanges, type SeatSettings } from "./seatLanguage.js";
export { submitOrder, type SubmitOrder } from "./submit.js";
export { getView, type GameView, type SeatInfo } from "./view.js";
export type { AcceptedOrder, GameMailer, NewGameMail } from "./mailer.js";

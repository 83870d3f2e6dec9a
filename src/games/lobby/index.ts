// A game's life outside its orders: started, listed, joined, paused for an absence, handed over,
// played again (docs/email.md "A game's life by mail"; the same through the API).
export { declareAbsence, dayStart, type AbsenceStatus } from "./absence.js";
export { identityIn, sameAddress, type MailIdentity } from "./identity.js";
export { takeOpenSeat, type TakenSeat } from "./join.js";
export { listGames, type GameSummary } from "./list.js";
export type { LobbyMailer } from "./mailer.js";
export { replaceSeat, type ReplacedSeat } from "./replace.js";
export { rematch, startGame, type StartGameInput, type StartedGame } from "./start.js";

// The hots-judge HTTP client: typed calls for the contract of docs/api.md.

export { HotsClient, createClient, type ClientOptions, type OrderOptions } from "./client.js";
export { followEvents, type StreamOptions } from "./stream.js";
export { startTurnWaiter, type TurnWaiter, type TurnWaiterOptions } from "./turnWaiter.js";
export { playSeat, type SeatOptions, type SeatResult } from "./seatPlayer.js";
export { ApiError, apiErrorOf, isApiError, type ApiErrorCode, type Problem } from "./errors.js";
export type * from "./types.js";
export { createTypedClient, streamFrames, type TypedClientOptions, type ApiDecision, type ApiEvent, type ApiProblem, type ProblemCode, type StreamFrame, type GameResponse, type Schemas, type paths, type components } from "./typed.js";

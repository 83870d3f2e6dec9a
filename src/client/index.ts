// The hots-judge HTTP client: typed calls for the contract of docs/api.md.

export { HotsClient, createClient, type ClientOptions, type OrderOptions } from "./client.js";
export { followEvents, type StreamOptions } from "./stream.js";
export { ApiError, apiErrorOf, isApiError, type ApiErrorCode, type Problem } from "./errors.js";
export type * from "./types.js";

export { openStore, type OpenOptions } from "./open.js";
export type { Store } from "./store.js";
export { StoreError, isStoreError, type StoreErrorCode } from "./errors.js";
export { applyMigrations, type MigrationDb, type MigrateResult } from "./migrate.js";
export { DEFAULT_DATABASE_URL } from "./database-url.js";
export { retryDelayMs, type ClaimOptions } from "./outbox.js";
export type * from "./types.js";
export type { NewWebhook, WebhookRecord, ClaimedDelivery, ClaimDeliveryOptions, DeliveryStatus, FailedDelivery } from "./webhooks.js";
export type { LobbyRecord, NewLobbyEntry } from "./lobby.js";

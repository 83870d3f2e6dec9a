// The tables an accepted order writes to, and their columns in the order the rows give them
// (src/store/orderRows.ts). Kept apart from the Prisma client, so the SQLite order writer's thread
// (src/store/sqliteWriterThread.ts) can write the rows without loading it.

/** A row's values, its game's id first. */
export type Row = readonly unknown[];
export interface Table {
  name: string;
  columns: readonly string[];
  /** PostgreSQL types of the columns, for the casts. */
  types: readonly string[];
}

export const ORDER_TABLE: Table = {
  name: "Order",
  columns: ["gameId", "seq", "side", "text", "json", "idempotencyKey", "requestHash", "stateHash", "defaulted", "deadline", "versionBefore", "response", "createdAt"],
  types: ["text", "integer", "text", "text", "text", "text", "text", "text", "boolean", "timestamp(3)", "integer", "text", "timestamp(3)"],
};

export const DICE_TABLE: Table = {
  name: "DiceEntry",
  columns: ["gameId", "k", "orderSeq", "purpose", "n", "value", "visibleTo"],
  types: ["text", "integer", "integer", "text", "integer", "integer", "text"],
};

export const EVENT_TABLE: Table = {
  name: "Event",
  columns: ["gameId", "seq", "orderSeq", "json", "visibleTo", "createdAt"],
  types: ["text", "integer", "integer", "text", "text", "timestamp(3)"],
};

export const MAIL_TABLE: Table = {
  name: "OutboxMail",
  columns: ["gameId", "id", "to", "subject", "text", "html", "replyTo", "inReplyTo", "boardSvg", "held", "nextAttemptAt", "createdAt"],
  types: ["text", "text", "text", "text", "text", "text", "text", "text", "text", "boolean", "timestamp(3)", "timestamp(3)"],
};

/** Matches an event's audience against a webhook's comma-separated audiences (docs/webhooks.md), as SQL text. */
export const seesAudienceText = (audiences: string, audience: string): string => `(',' || ${audiences} || ',') LIKE ('%,' || ${audience} || ',%')`;

// The rows an accepted order writes, worked out before anything is written: its sequence numbers
// follow the log heads the version check vouches for, so the response kept with the order can be
// built first and the rows written without reading anything back (src/store/sqliteOrders.ts,
// postgresOrder.ts).
import { randomUUID } from "node:crypto";
import { Prisma } from "../generated/sqlite/client.js";
import { StoreError } from "./errors.js";
import { toJson } from "./records.js";
import type { Row, Table } from "./orderTables.js";
import type { AppendOrder, AppendResult, LogHeads } from "./types.js";

export { DICE_TABLE, EVENT_TABLE, MAIL_TABLE, ORDER_TABLE, type Row, type Table } from "./orderTables.js";

export type OrderHeads = Pick<LogHeads, "lastOrderSeq" | "lastEventSeq">;

/** One order ready to write: what it moves the game to, and the result its caller is given. */
export interface PlannedOrder {
  input: AppendOrder;
  result: AppendResult;
  stateText: string;
  responseText: string | null;
}

export function planOrder(input: AppendOrder, heads: OrderHeads): PlannedOrder {
  const orderSeq = heads.lastOrderSeq + 1;
  const eventSeqs = (input.events ?? []).map((_, i) => heads.lastEventSeq + 1 + i);
  const result = { version: input.expectedVersion + 1, orderSeq, eventSeqs };
  const responseText = input.respondText ? input.respondText(result) : input.respond ? toJson(input.respond(result)) : null;
  return { input, result, stateText: input.next.stateText ?? toJson(input.next.state), responseText };
}

/** A duplicate idempotency key or draw number: the unique indexes refused the order. */
export function duplicateOrder({ input }: PlannedOrder, cause: unknown): StoreError {
  return new StoreError(
    "duplicate",
    `Game ${input.gameId}: idempotency key or dice index already used`,
    { gameId: input.gameId, idempotencyKey: input.order.idempotencyKey },
    { cause },
  );
}

/** An event as a webhook delivery needs it: which game, its number, who may see it. */
export const EVENT_AUDIENCE_TYPES = ["text", "integer", "text"] as const;

export function orderRow({ input, result, responseText }: PlannedOrder, now: Date): Row {
  const { order } = input;
  return [
    input.gameId, result.orderSeq, order.side, order.text, toJson(order.json), order.idempotencyKey, order.requestHash ?? null, order.stateHash ?? null,
    order.defaulted ?? false, order.deadline ?? null, input.expectedVersion, responseText, now,
  ];
}

export const diceRows = ({ input, result }: PlannedOrder): Row[] =>
  (input.dice ?? []).map((d) => [input.gameId, d.k, result.orderSeq, d.purpose, d.n, d.value, d.visibleTo]);

export const eventRows = ({ input, result }: PlannedOrder, now: Date): Row[] =>
  (input.events ?? []).map((e, i) => [input.gameId, result.eventSeqs[i], result.orderSeq, toJson(e.json), e.visibleTo, now]);

export const eventAudienceRows = ({ input, result }: PlannedOrder): Row[] =>
  (input.events ?? []).map((e, i) => [input.gameId, result.eventSeqs[i], e.visibleTo]);

export const mailRows = ({ input }: PlannedOrder, now: Date): Row[] =>
  (input.mail ?? []).map((m) => [input.gameId, randomUUID(), m.to, m.subject, m.text, m.html, m.replyTo ?? null, m.inReplyTo ?? null, m.boardSvg ?? null, m.held ?? false, now, now]);

/** `("a", "b", ...)`: a table's columns, quoted. */
export const columnList = (table: Table): Prisma.Sql => Prisma.raw(`(${table.columns.map((c) => `"${c}"`).join(", ")})`);

/** `(?, ?), (?, ?)`: rows as a VALUES list, each parameter cast to its type when `types` are given. */
export function valuesList(rows: readonly Row[], types?: readonly string[]): Prisma.Sql {
  const cast = (value: unknown, i: number): Prisma.Sql => (types ? Prisma.sql`${value}::${Prisma.raw(types[i] as string)}` : Prisma.sql`${value}`);
  return Prisma.join(rows.map((row) => Prisma.sql`(${Prisma.join(row.map(cast), ", ")})`), ", ");
}

/** Matches an event's audience against a webhook's comma-separated audiences (docs/webhooks.md). */
export const seesAudience = (audiences: Prisma.Sql, audience: Prisma.Sql): Prisma.Sql =>
  Prisma.sql`(',' || ${audiences} || ',') LIKE ('%,' || ${audience} || ',%')`;

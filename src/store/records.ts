// Database rows to the records the store hands out: JSON text parsed, role strings checked.
import type { DiceEntry, Event, Game, Invite, Order, OutboxMail, Seat } from "../generated/sqlite/client.js";
import type {
  Audience,
  DiceRecord,
  EventRecord,
  GameRecord,
  InviteRecord,
  JsonValue,
  MailRecord,
  OrderAuthor,
  OrderRecord,
  Role,
  SeatRecord,
} from "./types.js";

const ROLES = ["england", "scotland", "host", "referee", "observer"] as const satisfies readonly Role[];
const AUTHORS = ["england", "scotland", "referee"] as const satisfies readonly OrderAuthor[];
const AUDIENCES = ["all", "england", "scotland", "referee"] as const satisfies readonly Audience[];

function oneOf<T extends string>(allowed: readonly T[], value: string, column: string): T {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new Error(`Unexpected ${column} ${JSON.stringify(value)} in the database`);
}

export function toJson(value: JsonValue): string {
  return JSON.stringify(value);
}

function fromJson(text: string): JsonValue {
  return JSON.parse(text) as JsonValue;
}

export function toGameRecord(row: Game): GameRecord {
  return {
    id: row.id,
    scenario: row.scenario,
    status: row.status,
    version: row.version,
    state: fromJson(row.stateJson),
    commitment: row.commitment,
    seedHex: row.seedHex,
    nonces: fromJson(row.noncesJson),
    options: fromJson(row.optionsJson),
    deadline: row.deadline,
    clock: row.clockJson === null ? null : fromJson(row.clockJson),
    wakeAt: row.wakeAt,
    policies: row.policiesJson === null ? null : fromJson(row.policiesJson),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function toSeatRecord(row: Seat): SeatRecord {
  return { ...row, role: oneOf(ROLES, row.role, "Seat.role") };
}

export function toOrderRecord(row: Order): OrderRecord {
  return {
    ...row,
    side: oneOf(AUTHORS, row.side, "Order.side"),
    json: fromJson(row.json),
    response: row.response === null ? null : fromJson(row.response),
  };
}

export function toDiceRecord(row: DiceEntry): DiceRecord {
  return { ...row, visibleTo: oneOf(AUDIENCES, row.visibleTo, "DiceEntry.visibleTo") };
}

export function toEventRecord(row: Event): EventRecord {
  return {
    ...row,
    json: fromJson(row.json),
    visibleTo: oneOf(AUDIENCES, row.visibleTo, "Event.visibleTo"),
  };
}

export function toMailRecord(row: OutboxMail): MailRecord {
  return { ...row };
}

export function toInviteRecord(row: Invite): InviteRecord {
  return { ...row, side: oneOf(["england", "scotland"] as const, row.side, "Invite.side") };
}

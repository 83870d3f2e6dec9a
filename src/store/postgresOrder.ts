// PostgreSQL: an accepted order in one statement, so one round trip. The game's conditional update
// feeds every insert (each selects from it: no row, nothing written), and a statement is atomic.
// Two servers answering the same version meet on the game's row lock: the second re-reads the row
// after the first commits, finds another version and updates nothing.
//
// The statement's text does not depend on how many rows an order writes: they travel as arrays (one
// per column, unnested), and the columns an order may leave alone are switched by flags. So each
// connection prepares each of its few texts once under a name, and PostgreSQL parses and plans it
// once per connection instead of once per order (that was 40% of a backend's CPU per order). It goes to Prisma's driver adapter
// directly (SqlDriverAdapter.queryRaw): the client's raw query would serialise every parameter to
// JSON for its query compiler, for a statement whose text and types are already known.
import { randomUUID } from "node:crypto";
import type { Client, Clock } from "./client.js";
import { isUniqueViolation } from "./errors.js";
import { logHeads, staleOrMissing } from "./orders.js";
import { duplicateOrder, planOrder } from "./orderRows.js";
import type { PostgresQueryable, PostgresQuery } from "./postgresAdapter.js";
import { toJson } from "./records.js";
import type { AppendOrder, AppendResult } from "./types.js";

/** The statement's parameters, by name; `$(name)` is its placeholder. */
const PARAMETERS = {
  gameId: "text",
  expectedVersion: "integer",
  stateJson: "text",
  status: "text",
  deadline: "timestamp(3)",
  setsClock: "boolean",
  clockJson: "text",
  setsWakeAt: "boolean",
  wakeAt: "timestamp(3)",
  now: "timestamp(3)",
  /** The options text a cached game was worked out with, or null: a language change keeps the version. */
  optionsJson: "text",
  orderSeq: "integer",
  side: "text",
  text: "text",
  orderJson: "text",
  idempotencyKey: "text",
  requestHash: "text",
  stateHash: "text",
  defaulted: "boolean",
  orderDeadline: "timestamp(3)",
  response: "text",
  diceK: "integer[]",
  dicePurpose: "text[]",
  diceN: "integer[]",
  diceValue: "integer[]",
  diceVisibleTo: "text[]",
  eventSeq: "integer[]",
  eventJson: "text[]",
  eventVisibleTo: "text[]",
  mailId: "text[]",
  mailTo: "text[]",
  mailSubject: "text[]",
  mailText: "text[]",
  mailHtml: "text[]",
  mailReplyTo: "text[]",
  mailInReplyTo: "text[]",
  mailBoardSvg: "text[]",
} as const;

type Parameter = keyof typeof PARAMETERS;

/** `$name` placeholders, numbered in the order they first appear. */
const MOVE_GAME = `WITH "moved" AS (
  UPDATE "Game" SET "version" = "version" + 1, "stateJson" = $stateJson, "status" = $status, "deadline" = $deadline,
    "clockJson" = CASE WHEN $setsClock THEN $clockJson ELSE "clockJson" END,
    "wakeAt" = CASE WHEN $setsWakeAt THEN $wakeAt ELSE "wakeAt" END,
    "claimedUntil" = CASE WHEN $setsWakeAt THEN NULL ELSE "claimedUntil" END,
    "updatedAt" = $now
  WHERE "id" = $gameId AND "version" = $expectedVersion AND ($optionsJson IS NULL OR "optionsJson" = $optionsJson)
  RETURNING "id"
), "order" AS (
  INSERT INTO "Order" ("gameId", "seq", "side", "text", "json", "idempotencyKey", "requestHash", "stateHash", "defaulted", "deadline", "versionBefore", "response", "createdAt")
  SELECT "id", $orderSeq, $side, $text, $orderJson, $idempotencyKey, $requestHash, $stateHash, $defaulted, $orderDeadline, $expectedVersion, $response, $now
  FROM "moved"
)`;

const INSERT_DICE = `, "dice" AS (
  INSERT INTO "DiceEntry" ("gameId", "k", "orderSeq", "purpose", "n", "value", "visibleTo")
  SELECT "moved"."id", "d"."k", $orderSeq, "d"."purpose", "d"."n", "d"."value", "d"."visibleTo"
  FROM "moved", unnest($diceK, $dicePurpose, $diceN, $diceValue, $diceVisibleTo) AS "d"("k", "purpose", "n", "value", "visibleTo")
)`;

/** Each seat's webhook gets the events it may see, queued with them (docs/webhooks.md). */
const INSERT_EVENTS = `, "events" AS (
  INSERT INTO "Event" ("gameId", "seq", "orderSeq", "json", "visibleTo", "createdAt")
  SELECT "moved"."id", "e"."seq", $orderSeq, "e"."json", "e"."visibleTo", $now
  FROM "moved", unnest($eventSeq, $eventJson, $eventVisibleTo) AS "e"("seq", "json", "visibleTo")
), "deliveries" AS (
  INSERT INTO "WebhookDelivery" ("id", "webhookId", "gameId", "eventSeq", "nextAttemptAt", "createdAt")
  SELECT gen_random_uuid()::text, "w"."id", "w"."gameId", "e"."seq", $now, $now
  FROM "moved" JOIN "Webhook" AS "w" ON "w"."gameId" = "moved"."id"
  JOIN unnest($eventSeq, $eventVisibleTo) AS "e"("seq", "visibleTo") ON (',' || "w"."audiences" || ',') LIKE ('%,' || "e"."visibleTo" || ',%')
)`;

const INSERT_MAIL = `, "mail" AS (
  INSERT INTO "OutboxMail" ("gameId", "id", "to", "subject", "text", "html", "replyTo", "inReplyTo", "boardSvg", "nextAttemptAt", "createdAt")
  SELECT "moved"."id", "m"."id", "m"."to", "m"."subject", "m"."text", "m"."html", "m"."replyTo", "m"."inReplyTo", "m"."boardSvg", $now, $now
  FROM "moved", unnest($mailId, $mailTo, $mailSubject, $mailText, $mailHtml, $mailReplyTo, $mailInReplyTo, $mailBoardSvg)
    AS "m"("id", "to", "subject", "text", "html", "replyTo", "inReplyTo", "boardSvg")
)`;

const COUNT_MOVED = `
SELECT COUNT(*)::integer AS "moved" FROM "moved"`;

/** One of the order's statements, and the parameters its placeholders stand for. */
interface Statement {
  sql: string;
  parameters: Parameter[];
  argTypes: PostgresQuery["argTypes"];
}

function compile(template: string): Statement {
  const parameters: Parameter[] = [];
  const sql = template.replace(/\$([A-Za-z]+)/g, (_, name: Parameter) => {
    const index = parameters.includes(name) ? parameters.indexOf(name) : parameters.push(name) - 1;
    return `$${index + 1}::${PARAMETERS[name]}`;
  });
  return { sql, parameters, argTypes: parameters.map(argType) };
}

/** How the driver adapter converts a parameter (dates to PostgreSQL's text form, lists element by element). */
function argType(name: Parameter): PostgresQuery["argTypes"][number] {
  const type: string = PARAMETERS[name];
  const scalarType = type.startsWith("integer") ? "int" : type.startsWith("boolean") ? "boolean" : type.startsWith("timestamp") ? "datetime" : "string";
  return { scalarType, arity: type.endsWith("[]") ? "list" : "scalar" };
}

/**
 * The statement for an order with or without dice, events and mail: an insert with no rows still
 * costs its share of the executor's set-up, which is most of what a prepared statement costs. At most
 * eight texts, each prepared once per connection.
 */
const statements = new Map<number, Statement>();
export function appendOrderStatement(shape: { dice: boolean; events: boolean; mail: boolean }): Statement {
  const key = (shape.dice ? 1 : 0) + (shape.events ? 2 : 0) + (shape.mail ? 4 : 0);
  let statement = statements.get(key);
  if (statement === undefined) {
    statement = compile(MOVE_GAME + (shape.dice ? INSERT_DICE : "") + (shape.events ? INSERT_EVENTS : "") + (shape.mail ? INSERT_MAIL : "") + COUNT_MOVED);
    statements.set(key, statement);
  }
  return statement;
}

export type AppendOrderPostgres = (input: AppendOrder) => Promise<AppendResult>;

/** Writes orders through `adapter` (which prepares each statement), reading through `client` only what a refusal needs. */
export function createPostgresOrderAppender(client: Client, adapter: PostgresQueryable, clock: Clock): AppendOrderPostgres {
  return async (input) => {
    const query = appendOrderQuery(input, input.known?.heads ?? (await logHeads(client, input.gameId)), clock());
    let moved: unknown;
    try {
      moved = (await adapter.queryRaw(query.query)).rows[0]?.[0];
    } catch (error) {
      if (isUniqueViolation(error)) throw duplicateOrder(query.plan, error);
      throw error;
    }
    if (moved !== 1) throw await staleOrMissing(client, input.gameId, input.expectedVersion);
    return query.plan.result;
  };
}

function appendOrderQuery(input: AppendOrder, heads: Parameters<typeof planOrder>[1], now: Date): { plan: ReturnType<typeof planOrder>; query: PostgresQuery } {
  const plan = planOrder(input, heads);
  const { order, next, dice = [], events = [], mail = [] } = input;
  const values: Record<Parameter, unknown> = {
    gameId: input.gameId,
    expectedVersion: input.expectedVersion,
    stateJson: plan.stateText,
    status: next.status,
    deadline: next.deadline,
    setsClock: next.clock !== undefined,
    clockJson: next.clock === undefined || next.clock === null ? null : toJson(next.clock),
    setsWakeAt: next.wakeAt !== undefined,
    wakeAt: next.wakeAt ?? null,
    now,
    optionsJson: input.known?.optionsText ?? null,
    orderSeq: plan.result.orderSeq,
    side: order.side,
    text: order.text,
    orderJson: toJson(order.json),
    idempotencyKey: order.idempotencyKey,
    requestHash: order.requestHash ?? null,
    stateHash: order.stateHash ?? null,
    defaulted: order.defaulted ?? false,
    orderDeadline: order.deadline ?? null,
    response: plan.responseText,
    diceK: dice.map((d) => d.k),
    dicePurpose: dice.map((d) => d.purpose),
    diceN: dice.map((d) => d.n),
    diceValue: dice.map((d) => d.value),
    diceVisibleTo: dice.map((d) => d.visibleTo),
    eventSeq: plan.result.eventSeqs,
    eventJson: events.map((e) => toJson(e.json)),
    eventVisibleTo: events.map((e) => e.visibleTo),
    mailId: mail.map(() => randomUUID()),
    mailTo: mail.map((m) => m.to),
    mailSubject: mail.map((m) => m.subject),
    mailText: mail.map((m) => m.text),
    mailHtml: mail.map((m) => m.html),
    mailReplyTo: mail.map((m) => m.replyTo ?? null),
    mailInReplyTo: mail.map((m) => m.inReplyTo ?? null),
    mailBoardSvg: mail.map((m) => m.boardSvg ?? null),
  };
  const { sql, parameters, argTypes } = appendOrderStatement({ dice: dice.length > 0, events: events.length > 0, mail: mail.length > 0 });
  return { plan, query: { sql, args: parameters.map((name) => values[name]), argTypes } };
}

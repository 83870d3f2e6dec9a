// PostgreSQL: the accepted orders of one group commit (src/store/groupCommit.ts) in one statement,
// so one round trip and one commit serve them all. The games' conditional update feeds every
// insert (each takes only the rows of the games it moved), and a statement is atomic. Each order
// keeps its own version check: a stale or missing game fails its own order only. Two servers
// answering the same version meet on the game's row lock: the second re-reads the row after the
// first commits, finds another version and updates nothing. The games of a batch are locked in the
// order of their ids, so that two batches sharing games cannot deadlock.
//
// The statement's text does not depend on how many orders or rows it writes: they travel as arrays
// (one per column, unnested; in PostgreSQL's binary form, postgresArrays.ts), and the columns an
// order may leave alone are switched by flags. So each connection prepares each of its few texts
// once under a name, and PostgreSQL parses and plans it once per connection instead of once per
// order (that was 40% of a backend's CPU per order). It goes to Prisma's driver adapter directly
// (SqlDriverAdapter.queryRaw): the client's raw query would serialise every parameter to JSON for
// its query compiler, for a statement whose text and types are already known.
import { randomUUID } from "node:crypto";
import type { Client, Clock } from "./client.js";
import { isUniqueViolation } from "./errors.js";
import { GroupCommit, type Settled as GroupSettled } from "./groupCommit.js";
import { logHeads, staleOrMissing } from "./orders.js";
import { duplicateOrder, planOrder, type PlannedOrder } from "./orderRows.js";
import type { PostgresQuery, PostgresQueryable } from "./postgresAdapter.js";
import { binaryArray, type ElementType } from "./postgresArrays.js";
import { toJson } from "./records.js";
import type { AppendOrder, AppendResult, NewDice, NewEvent, NewMail } from "./types.js";

type Settled = GroupSettled<AppendResult>;

/** The most orders in one statement: a bound on its size, far above what 16 connections bring. */
const BATCH_LIMIT = 64;

/**
 * Statements sent and not yet answered. One: the orders that come while a statement is written wait
 * and go together in the next one, so a statement, its executor's set-up and its commit's flush
 * serve more orders. With four at once (until 2026-11-26) statements carried fewer orders each; one at a
 * time took a server on PostgreSQL from a median of about 1,800 to 2,350 orders/s over six
 * alternating runs of the bench, with a third less of PostgreSQL's CPU per order (docs/performance.md,
 * "Eighth round").
 */
const BATCHES_IN_FLIGHT = 1;

/** The statement's parameters, by name, and their PostgreSQL types: a column of rows each, but `now`. */
const PARAMETERS = {
  now: "timestamp(3)",
  gameId: "text[]",
  expectedVersion: "integer[]",
  /** The options text a cached game was worked out with, or null: a language change keeps the version. */
  optionsJson: "text[]",
  stateJson: "text[]",
  status: "text[]",
  deadline: "timestamp(3)[]",
  setsClock: "boolean[]",
  clockJson: "text[]",
  setsWakeAt: "boolean[]",
  wakeAt: "timestamp(3)[]",
  orderSeq: "integer[]",
  side: "text[]",
  text: "text[]",
  orderJson: "text[]",
  idempotencyKey: "text[]",
  requestHash: "text[]",
  stateHash: "text[]",
  defaulted: "boolean[]",
  orderDeadline: "timestamp(3)[]",
  response: "text[]",
  diceGameId: "text[]",
  diceK: "integer[]",
  diceOrderSeq: "integer[]",
  dicePurpose: "text[]",
  diceN: "integer[]",
  diceValue: "integer[]",
  diceVisibleTo: "text[]",
  eventGameId: "text[]",
  eventSeq: "integer[]",
  eventOrderSeq: "integer[]",
  eventJson: "text[]",
  eventVisibleTo: "text[]",
  mailGameId: "text[]",
  mailId: "text[]",
  mailTo: "text[]",
  mailSubject: "text[]",
  mailText: "text[]",
  mailHtml: "text[]",
  mailReplyTo: "text[]",
  mailInReplyTo: "text[]",
  mailBoardSvg: "text[]",
  mailHeld: "boolean[]",
} as const;

type Parameter = keyof typeof PARAMETERS;

/** The statement in parts; `compile` numbers its `$name` placeholders in the order they first appear. */
const MOVE_GAMES = `WITH "locked" AS MATERIALIZED (
  SELECT "id" FROM "Game" WHERE "id" = ANY($gameId) ORDER BY "id" FOR UPDATE
), "moved" AS (
  UPDATE "Game" SET "version" = "Game"."version" + 1, "stateJson" = "o"."stateJson", "status" = "o"."status", "deadline" = "o"."deadline",
    "clockJson" = CASE WHEN "o"."setsClock" THEN "o"."clockJson" ELSE "Game"."clockJson" END,
    "wakeAt" = CASE WHEN "o"."setsWakeAt" THEN "o"."wakeAt" ELSE "Game"."wakeAt" END,
    "claimedUntil" = CASE WHEN "o"."setsWakeAt" THEN NULL ELSE "Game"."claimedUntil" END,
    "updatedAt" = $now
  FROM unnest($gameId, $expectedVersion, $optionsJson, $stateJson, $status, $deadline, $setsClock, $clockJson, $setsWakeAt, $wakeAt)
    AS "o"("gameId", "expectedVersion", "optionsJson", "stateJson", "status", "deadline", "setsClock", "clockJson", "setsWakeAt", "wakeAt")
  WHERE "Game"."id" = "o"."gameId" AND "Game"."id" IN (SELECT "id" FROM "locked")
    AND "Game"."version" = "o"."expectedVersion" AND ("o"."optionsJson" IS NULL OR "Game"."optionsJson" = "o"."optionsJson")
  RETURNING "Game"."id"
), "orders" AS (
  INSERT INTO "Order" ("gameId", "seq", "side", "text", "json", "idempotencyKey", "requestHash", "stateHash", "defaulted", "deadline", "versionBefore", "response", "createdAt")
  SELECT "o".*, $now
  FROM unnest($gameId, $orderSeq, $side, $text, $orderJson, $idempotencyKey, $requestHash, $stateHash, $defaulted, $orderDeadline, $expectedVersion, $response)
    AS "o"("gameId", "seq", "side", "text", "json", "idempotencyKey", "requestHash", "stateHash", "defaulted", "deadline", "versionBefore", "response")
  WHERE "o"."gameId" IN (SELECT "id" FROM "moved")
)`;

const INSERT_DICE = `, "dice" AS (
  INSERT INTO "DiceEntry" ("gameId", "k", "orderSeq", "purpose", "n", "value", "visibleTo")
  SELECT "d".* FROM unnest($diceGameId, $diceK, $diceOrderSeq, $dicePurpose, $diceN, $diceValue, $diceVisibleTo)
    AS "d"("gameId", "k", "orderSeq", "purpose", "n", "value", "visibleTo")
  WHERE "d"."gameId" IN (SELECT "id" FROM "moved")
)`;

/** Each seat's webhook gets the events it may see, queued with them (docs/webhooks.md). */
const INSERT_EVENTS = `, "events" AS (
  INSERT INTO "Event" ("gameId", "seq", "orderSeq", "json", "visibleTo", "createdAt")
  SELECT "e".*, $now FROM unnest($eventGameId, $eventSeq, $eventOrderSeq, $eventJson, $eventVisibleTo) AS "e"("gameId", "seq", "orderSeq", "json", "visibleTo")
  WHERE "e"."gameId" IN (SELECT "id" FROM "moved")
), "deliveries" AS (
  INSERT INTO "WebhookDelivery" ("id", "webhookId", "gameId", "eventSeq", "nextAttemptAt", "createdAt")
  SELECT gen_random_uuid()::text, "w"."id", "w"."gameId", "e"."seq", $now, $now
  FROM unnest($eventGameId, $eventSeq, $eventVisibleTo) AS "e"("gameId", "seq", "visibleTo")
  JOIN "Webhook" AS "w" ON "w"."gameId" = "e"."gameId" AND (',' || "w"."audiences" || ',') LIKE ('%,' || "e"."visibleTo" || ',%')
  WHERE "e"."gameId" IN (SELECT "id" FROM "moved")
)`;

const INSERT_MAIL = `, "mail" AS (
  INSERT INTO "OutboxMail" ("gameId", "id", "to", "subject", "text", "html", "replyTo", "inReplyTo", "boardSvg", "held", "nextAttemptAt", "createdAt")
  SELECT "m".*, $now, $now
  FROM unnest($mailGameId, $mailId, $mailTo, $mailSubject, $mailText, $mailHtml, $mailReplyTo, $mailInReplyTo, $mailBoardSvg, $mailHeld)
    AS "m"("gameId", "id", "to", "subject", "text", "html", "replyTo", "inReplyTo", "boardSvg", "held")
  WHERE "m"."gameId" IN (SELECT "id" FROM "moved")
)`;

const MOVED_GAMES = `
SELECT "id" FROM "moved"`;

/** One of the orders' statements, and the parameters its placeholders stand for. */
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

/** A column of rows goes as an array in PostgreSQL's binary form (postgresArrays.ts); `now` as text. */
function argType(name: Parameter): PostgresQuery["argTypes"][number] {
  return name === "now" ? { scalarType: "datetime", arity: "scalar" } : { scalarType: "bytes", arity: "scalar" };
}

const elementType = (name: Exclude<Parameter, "now">): ElementType => {
  const type: string = PARAMETERS[name];
  return type.startsWith("integer") ? "integer" : type.startsWith("boolean") ? "boolean" : type.startsWith("timestamp") ? "timestamp" : "text";
};

/**
 * The statement for orders with or without dice, events and mail: an insert with no rows still
 * costs its share of the executor's set-up, which is most of what a prepared statement costs. At
 * most eight texts, each prepared once per connection.
 */
const statements = new Map<number, Statement>();
export function appendOrdersStatement(shape: { dice: boolean; events: boolean; mail: boolean }): Statement {
  const key = (shape.dice ? 1 : 0) + (shape.events ? 2 : 0) + (shape.mail ? 4 : 0);
  let statement = statements.get(key);
  if (statement === undefined) {
    statement = compile(MOVE_GAMES + (shape.dice ? INSERT_DICE : "") + (shape.events ? INSERT_EVENTS : "") + (shape.mail ? INSERT_MAIL : "") + MOVED_GAMES);
    statements.set(key, statement);
  }
  return statement;
}

/**
 * The store's appendOrder on PostgreSQL: orders of different games submitted in one turn of the
 * event loop (and those that arrive while a batch is being written) go in one statement through
 * `adapter`, which prepares it; `client` reads only what a refusal or an uncached game needs.
 */
export function createPostgresOrderAppender(client: Client, adapter: PostgresQueryable, clock: Clock): (input: AppendOrder) => Promise<AppendResult> {
  const commits = new GroupCommit<AppendOrder, AppendResult>({
    write: (inputs) => appendOrders(client, adapter, clock, inputs),
    key: (input) => input.gameId,
    limit: BATCH_LIMIT,
    inFlight: BATCHES_IN_FLIGHT,
  });
  return (input) => commits.submit(input);
}

/**
 * Writes the orders (of different games) in one statement. A stale or missing game fails its own
 * order only; a duplicate (an idempotency key or draw already stored) fails the statement, and then
 * each order is written alone so that only the duplicate is refused. An order that cannot be
 * planned (its log heads unread, its response not built) fails alone too.
 */
async function appendOrders(client: Client, adapter: PostgresQueryable, clock: Clock, inputs: readonly AppendOrder[]): Promise<Settled[]> {
  const planned = await Promise.allSettled(inputs.map(async (input) => planOrder(input, input.known?.heads ?? (await logHeads(client, input.gameId)))));
  const plans = planned.flatMap((p) => (p.status === "fulfilled" ? [p.value] : []));
  const written = plans.length > 0 ? await writeSettled(client, adapter, plans, clock()) : [];
  let next = 0;
  return planned.map((p): Settled => (p.status === "fulfilled" ? (written[next++] as Settled) : { ok: false, error: p.reason }));
}

async function writeSettled(client: Client, adapter: PostgresQueryable, plans: readonly PlannedOrder[], now: Date): Promise<Settled[]> {
  let moved: Set<unknown>;
  try {
    const { rows } = await adapter.queryRaw(appendOrdersQuery(plans, now));
    moved = new Set(rows.map((row) => row[0]));
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    if (plans.length === 1) return [{ ok: false, error: duplicateOrder(plans[0] as PlannedOrder, error) }];
    const alone: Settled[] = [];
    for (const plan of plans) alone.push(...(await writeSettled(client, adapter, [plan], now)));
    return alone;
  }
  return Promise.all(
    plans.map(async (plan): Promise<Settled> =>
      moved.has(plan.input.gameId)
        ? { ok: true, result: plan.result }
        : { ok: false, error: await staleOrMissing(client, plan.input.gameId, plan.input.expectedVersion) },
    ),
  );
}

/** The statement's columns of rows, filled order by order. */
type Columns = { [name in Exclude<Parameter, "now">]: unknown[] };

function appendOrdersQuery(plans: readonly PlannedOrder[], now: Date): PostgresQuery {
  const columns = Object.fromEntries(Object.keys(PARAMETERS).filter((name) => name !== "now").map((name) => [name, []])) as unknown as Columns;
  for (const plan of plans) {
    addOrder(columns, plan);
    for (const die of plan.input.dice ?? []) addDie(columns, plan, die);
    (plan.input.events ?? []).forEach((event, i) => addEvent(columns, plan, event, plan.result.eventSeqs[i] as number));
    for (const mail of plan.input.mail ?? []) addMail(columns, plan, mail);
  }
  const { sql, parameters, argTypes } = appendOrdersStatement({
    dice: columns.diceK.length > 0,
    events: columns.eventSeq.length > 0,
    mail: columns.mailId.length > 0,
  });
  return { sql, args: parameters.map((name) => (name === "now" ? now : binaryArray(elementType(name), columns[name]))), argTypes };
}

function addOrder(c: Columns, { input, result, stateText, responseText }: PlannedOrder): void {
  const { order, next } = input;
  c.gameId.push(input.gameId);
  c.expectedVersion.push(input.expectedVersion);
  c.optionsJson.push(input.known?.optionsText ?? null);
  c.stateJson.push(stateText);
  c.status.push(next.status);
  c.deadline.push(next.deadline);
  c.setsClock.push(next.clock !== undefined);
  c.clockJson.push(next.clock === undefined || next.clock === null ? null : toJson(next.clock));
  c.setsWakeAt.push(next.wakeAt !== undefined);
  c.wakeAt.push(next.wakeAt ?? null);
  c.orderSeq.push(result.orderSeq);
  c.side.push(order.side);
  c.text.push(order.text);
  c.orderJson.push(toJson(order.json));
  c.idempotencyKey.push(order.idempotencyKey);
  c.requestHash.push(order.requestHash ?? null);
  c.stateHash.push(order.stateHash ?? null);
  c.defaulted.push(order.defaulted ?? false);
  c.orderDeadline.push(order.deadline ?? null);
  c.response.push(responseText);
}

function addDie(c: Columns, { input, result }: PlannedOrder, die: NewDice): void {
  c.diceGameId.push(input.gameId);
  c.diceK.push(die.k);
  c.diceOrderSeq.push(result.orderSeq);
  c.dicePurpose.push(die.purpose);
  c.diceN.push(die.n);
  c.diceValue.push(die.value);
  c.diceVisibleTo.push(die.visibleTo);
}

function addEvent(c: Columns, { input, result }: PlannedOrder, event: NewEvent, seq: number): void {
  c.eventGameId.push(input.gameId);
  c.eventSeq.push(seq);
  c.eventOrderSeq.push(result.orderSeq);
  c.eventJson.push(toJson(event.json));
  c.eventVisibleTo.push(event.visibleTo);
}

function addMail(c: Columns, { input }: PlannedOrder, mail: NewMail): void {
  c.mailGameId.push(input.gameId);
  c.mailId.push(randomUUID());
  c.mailTo.push(mail.to);
  c.mailSubject.push(mail.subject);
  c.mailText.push(mail.text);
  c.mailHtml.push(mail.html);
  c.mailReplyTo.push(mail.replyTo ?? null);
  c.mailInReplyTo.push(mail.inReplyTo ?? null);
  c.mailBoardSvg.push(mail.boardSvg ?? null);
  c.mailHeld.push(mail.held ?? false);
}

// SQLite: accepted orders written by group commit (src/store/groupCommit.ts). Each order's rows are
// worked out here, on the server's thread (src/store/orderRows.ts), and sent to the order writer's
// thread at once (src/store/sqliteWriter.ts); the thread joins the batches that queued up while it
// committed into one transaction, so one sync of the log (synchronous = FULL) serves them all
// (writerQueue.ts, sqliteOrderBatch.ts). Each order keeps its own version check, and is answered
// once its transaction has committed.
import type { Client, Clock } from "./client.js";
import { GroupCommit, type Settled as GroupSettled } from "./groupCommit.js";
import { logHeads, staleOrMissing } from "./orders.js";
import { diceRows, duplicateOrder, eventRows, mailRows, orderRow, planOrder, type OrderHeads, type PlannedOrder } from "./orderRows.js";
import { toJson } from "./records.js";
import type { BatchOrder, BatchOutcome } from "./sqliteOrderBatch.js";
import type { OrderBatchWriter } from "./sqliteWriter.js";
import type { AppendOrder, AppendResult } from "./types.js";

type Settled = GroupSettled<AppendResult>;

/** The most orders in one transaction: a bound on a batch's size, far above 16 connections' worth. */
const BATCH_LIMIT = 64;

/**
 * Batches sent to the writer's thread and not yet answered. Each order goes to the thread as soon as
 * it is worked out (a batch of its own, unless several were submitted together), and the thread
 * joins those that queued up while it committed into its next transaction: so the bound is on
 * orders waiting for a commit, above the 16 connections of the bench (issue 10, item 2).
 */
const BATCHES_IN_FLIGHT = 64;

/** The store's appendOrder on SQLite: orders of different games committed together. */
export function createOrderAppender(client: Client, clock: Clock, writer: OrderBatchWriter): (input: AppendOrder) => Promise<AppendResult> {
  const commits = new GroupCommit<AppendOrder, AppendResult>({
    write: (inputs) => appendOrders(client, clock, writer, inputs),
    key: (input) => input.gameId,
    limit: BATCH_LIMIT,
    inFlight: BATCHES_IN_FLIGHT,
    send: "at-once",
  });
  return (input) => commits.submit(input);
}

/**
 * Writes the orders (of different games) in one transaction. A stale or missing game fails its
 * own order only, and so does a duplicate (an idempotency key or draw already stored). An order
 * that cannot be planned (its log heads unread, its response not built) fails alone too.
 */
async function appendOrders(client: Client, clock: Clock, writer: OrderBatchWriter, inputs: readonly AppendOrder[]): Promise<Settled[]> {
  // Planned at once when every order knows its log heads (the cached games): then the batch goes
  // to the writer before the caller goes on (src/store/groupCommit.ts answers the last batch after).
  const planned = inputs.every((input) => input.known)
    ? inputs.map((input) => planSettled(input, input.known?.heads as OrderHeads))
    : await Promise.allSettled(inputs.map(async (input) => planOrder(input, input.known?.heads ?? (await logHeads(client, input.gameId)))));
  const plans = planned.flatMap((p) => (p.status === "fulfilled" ? [p.value] : []));
  const now = clock();
  const outcomes = plans.length > 0 ? await writer.write(plans.map((plan) => batchOrder(plan, now)), now) : [];
  const written = await Promise.all(plans.map((plan, i) => settle(client, plan, outcomes[i] as BatchOutcome)));
  let next = 0;
  return planned.map((p): Settled => (p.status === "fulfilled" ? (written[next++] as Settled) : { ok: false, error: p.reason }));
}

function planSettled(input: AppendOrder, heads: OrderHeads): PromiseSettledResult<PlannedOrder> {
  try {
    return { status: "fulfilled", value: planOrder(input, heads) };
  } catch (reason) {
    return { status: "rejected", reason };
  }
}

async function settle(client: Client, plan: PlannedOrder, outcome: BatchOutcome): Promise<Settled> {
  if (outcome.written) return { ok: true, result: plan.result };
  if (outcome.refused === "duplicate") return { ok: false, error: duplicateOrder(plan, new Error(outcome.message)) };
  return { ok: false, error: await staleOrMissing(client, plan.input.gameId, plan.input.expectedVersion) };
}

/** The rows the writer's thread writes for a planned order. */
export function batchOrder(plan: PlannedOrder, now: Date): BatchOrder {
  const { input, result, stateText } = plan;
  const { next } = input;
  const setsClock = next.clock !== undefined;
  const setsWake = next.wakeAt !== undefined;
  return {
    gameId: input.gameId,
    expectedVersion: input.expectedVersion,
    game: {
      // A cached copy's options are checked: a language change keeps the version.
      optionsText: input.known?.optionsText ?? null,
      stateText,
      status: next.status,
      deadline: next.deadline,
      setsClock,
      clockText: setsClock && next.clock !== null ? toJson(next.clock ?? null) : null,
      setsWake,
      wakeAt: next.wakeAt ?? null,
    },
    order: orderRow(plan, now),
    dice: diceRows(plan),
    events: eventRows(plan, now),
    audiences: (input.events ?? []).map((e, i) => [result.eventSeqs[i] as number, e.visibleTo]),
    mail: mailRows(plan, now),
  };
}

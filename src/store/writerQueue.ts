// What the order writer's thread (src/store/sqliteWriterThread.ts) writes next: the batches that
// queued up while it was committing go in one transaction, so that one sync of the log serves
// them all. A close request ends the joining; the batches before it are written first. Under load,
// a transaction with few orders waits a moment for more (`gathered`).
import type { WriterRequest } from "./sqliteWriter.js";

export type WriteRequest = Extract<WriterRequest, { kind: "write" }>;

/** The most orders in one transaction of joined batches. */
export const TRANSACTION_ORDER_LIMIT = 256;

export interface NextWork {
  /** The batches to write in one transaction (maybe none). */
  writes: WriteRequest[];
  /** Whether a close request came after them. */
  close: boolean;
}

/**
 * Takes from `queued` (requests received and not handled yet) and then from `receive` (the port's
 * next message, or undefined when none is waiting) until the transaction, holding `taken` orders
 * already, would pass `limit` orders or a close request comes; a batch that would pass the limit
 * stays first in `queued` (unless it is the transaction's first: it goes alone rather than never).
 */
export function nextWork(queued: WriterRequest[], receive: () => WriterRequest | undefined, limit = TRANSACTION_ORDER_LIMIT, taken = 0): NextWork {
  const writes: WriteRequest[] = [];
  let orders = taken;
  for (;;) {
    const request = queued.shift() ?? receive();
    if (request === undefined) return { writes, close: false };
    if (request.kind === "close") return { writes, close: true };
    if ((writes.length > 0 || taken > 0) && orders + request.orders.length > limit) {
      queued.unshift(request);
      return { writes, close: false };
    }
    writes.push(request);
    orders += request.orders.length;
  }
}

/** The orders of the batches. */
export const ordersIn = (writes: readonly WriteRequest[]): number => writes.reduce((n, w) => n + w.orders.length, 0);

/**
 * Under load, a transaction commits once it has this many orders or has waited GATHER_WAIT_MS.
 * Each commit syncs the log: on a virtual machine a sync costs the writer about 0.2 ms of CPU
 * whatever it carries, and each answer wakes the server's thread. Joining only what queued up
 * during the last commit gave 1.6-1.8 orders a transaction at 16 connections; gathering gives 6-7,
 * and 10% less CPU per order in all, with a lower p99 (docs/performance.md, eleventh round).
 */
export const GATHER_ORDERS = 8;
export const GATHER_WAIT_MS = 1;
/** How often the waiting writer looks at its port again. */
const GATHER_SLICE_MS = 0.2;

export interface Gathering {
  /** Whether orders come faster than one a transaction (the last carried several, just now). */
  underLoad: boolean;
  /** The batches waiting now, for a transaction holding `taken` orders (nextWork). */
  next(taken: number): NextWork;
  /** Blocks the thread for `ms` (sub-millisecond), letting messages queue on its port. */
  sleep(ms: number): void;
  now(): number;
}

/**
 * `first` with what comes within GATHER_WAIT_MS, under load, until it holds GATHER_ORDERS orders
 * or a close request comes; as it is otherwise, so that a lone order commits at once.
 */
export function gathered(first: NextWork, { underLoad, next, sleep, now }: Gathering): NextWork {
  let count = ordersIn(first.writes);
  if (!underLoad || first.close || count === 0 || count >= GATHER_ORDERS) return first;
  const writes = [...first.writes];
  const until = now() + GATHER_WAIT_MS;
  for (let left = GATHER_WAIT_MS; count < GATHER_ORDERS && left > 0; left = until - now()) {
    sleep(Math.min(left, GATHER_SLICE_MS));
    const more = next(count);
    writes.push(...more.writes);
    count += ordersIn(more.writes);
    if (more.close) return { writes, close: true };
  }
  return { writes, close: false };
}

// What the order writer's thread (src/store/sqliteWriterThread.ts) writes next: the batches that
// queued up while it was committing go in one transaction, so that one sync of the log serves
// them all. A close request ends the joining; the batches before it are written first.
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
 * next message, or undefined when none is waiting) until the transaction would pass `limit` orders
 * or a close request comes; a batch that would pass the limit stays first in `queued`.
 */
export function nextWork(queued: WriterRequest[], receive: () => WriterRequest | undefined, limit = TRANSACTION_ORDER_LIMIT): NextWork {
  const writes: WriteRequest[] = [];
  let orders = 0;
  for (;;) {
    const request = queued.shift() ?? receive();
    if (request === undefined) return { writes, close: false };
    if (request.kind === "close") return { writes, close: true };
    if (writes.length > 0 && orders + request.orders.length > limit) {
      queued.unshift(request);
      return { writes, close: false };
    }
    writes.push(request);
    orders += request.orders.length;
  }
}

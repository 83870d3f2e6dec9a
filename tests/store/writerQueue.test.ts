// The order writer's queue (src/store/writerQueue.ts): which batches its thread joins in one transaction.
import { describe, expect, it } from "vitest";
import type { BatchOrder } from "../../src/store/sqliteOrderBatch.js";
import type { WriterRequest } from "../../src/store/sqliteWriter.js";
import { nextWork } from "../../src/store/writerQueue.js";

const T0 = new Date("2030-01-01T12:00:00.000Z");
const write = (id: number, orders: number): WriterRequest => ({ kind: "write", id, orders: Array.from({ length: orders }, () => ({}) as BatchOrder), now: T0 });

/** A port's queue of messages, taken one at a time as receiveMessageOnPort does. */
function port(messages: WriterRequest[]): () => WriterRequest | undefined {
  return () => messages.shift();
}

const ids = (work: ReturnType<typeof nextWork>): number[] => work.writes.map((w) => w.id);

describe("the order writer's queue", () => {
  it("joins the batch received and those waiting on the port into one transaction", () => {
    const work = nextWork([write(1, 3)], port([write(2, 2), write(3, 5)]));
    expect({ ids: ids(work), close: work.close }).toEqual({ ids: [1, 2, 3], close: false });
  });

  it("stops at the order limit, keeping the batch that would pass it for the next transaction", () => {
    const queued: WriterRequest[] = [];
    const receive = port([write(1, 4), write(2, 4), write(3, 1)]);
    expect(ids(nextWork(queued, receive, 6))).toEqual([1]);
    expect(ids(nextWork(queued, receive, 6))).toEqual([2, 3]);
    expect(ids(nextWork(queued, receive, 6))).toEqual([]);
  });

  it("writes a batch larger than the limit alone rather than never", () => {
    expect(ids(nextWork([write(1, 10)], port([write(2, 1)]), 6))).toEqual([1]);
  });

  it("writes the batches before a close request, then closes", () => {
    const work = nextWork([], port([write(1, 1), { kind: "close" }, write(2, 1)]));
    expect({ ids: ids(work), close: work.close }).toEqual({ ids: [1], close: true });
  });

  it("has nothing to do when nothing waits", () => {
    expect(nextWork([], port([]))).toEqual({ writes: [], close: false });
  });
});

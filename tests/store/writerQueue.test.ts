// The order writer's queue (src/store/writerQueue.ts): which batches its thread joins in one transaction.
import { describe, expect, it } from "vitest";
import type { BatchOrder } from "../../src/store/sqliteOrderBatch.js";
import type { WriterRequest } from "../../src/store/sqliteWriter.js";
import { GATHER_ORDERS, GATHER_WAIT_MS, gathered, nextWork, type Gathering } from "../../src/store/writerQueue.js";

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

  it("counts the orders a transaction holds already against the limit", () => {
    const queued = [write(1, 2)];
    expect(ids(nextWork(queued, port([]), 6, 5))).toEqual([]);
    expect(ids(nextWork(queued, port([]), 6, 4))).toEqual([1]);
  });

  it("has nothing to do when nothing waits", () => {
    expect(nextWork([], port([]))).toEqual({ writes: [], close: false });
  });
});

/** A transaction's first batches, as nextWork takes them. */
const first = (...requests: WriterRequest[]) => nextWork(requests, () => undefined);

/** A thread's clock that moves only when it sleeps, and a port that gets `arrivals[i]` during the i-th sleep. */
function loadedPort(arrivals: WriterRequest[][], underLoad = true, limit?: number): Gathering & { slept: number[]; queue: WriterRequest[] } {
  let clock = 0;
  const queue: WriterRequest[] = [];
  const slept: number[] = [];
  return {
    underLoad,
    queue,
    slept,
    now: () => clock,
    sleep(ms) {
      queue.push(...(arrivals[slept.length] ?? []));
      slept.push(ms);
      clock += ms;
    },
    next: (taken) => nextWork(queue, () => undefined, limit, taken),
  };
}

describe("the order writer's gathering under load", () => {
  it("commits a lone order at once when the orders come one a transaction", () => {
    const thread = loadedPort([[write(2, 1)]], false);
    const work = gathered(first(write(1, 1)), thread);
    expect({ ids: ids(work), slept: thread.slept }).toEqual({ ids: [1], slept: [] });
  });

  it(`under load, waits for more until the transaction holds ${GATHER_ORDERS} orders, and no longer`, () => {
    const thread = loadedPort([[write(2, 2)], [], [write(3, 3), write(4, 2)], [write(5, 1)]]);
    const work = gathered(first(write(1, 1)), thread);
    expect(ids(work)).toEqual([1, 2, 3, 4]);
    expect(thread.slept).toHaveLength(3);
  });

  it(`under load, commits what it has once it has waited ${GATHER_WAIT_MS} ms`, () => {
    const thread = loadedPort([[write(2, 1)], [], [], [], [], [], [], [write(3, 1)]]);
    const work = gathered(first(write(1, 1)), thread);
    expect(ids(work)).toEqual([1, 2]);
    expect(thread.slept.reduce((a, b) => a + b, 0)).toBeCloseTo(GATHER_WAIT_MS, 9);
  });

  it("stops waiting at a close request, keeping the batches before it", () => {
    const thread = loadedPort([[write(2, 1), { kind: "close" }]]);
    const work = gathered(first(write(1, 1)), thread);
    expect({ ids: ids(work), close: work.close }).toEqual({ ids: [1, 2], close: true });
  });

  it("does not wait when the transaction is full already, or empty", () => {
    const full = loadedPort([]);
    expect(ids(gathered(first(write(1, GATHER_ORDERS)), full))).toEqual([1]);
    const empty = loadedPort([[write(1, 1)]]);
    expect(ids(gathered(first(), empty))).toEqual([]);
    expect([...full.slept, ...empty.slept]).toEqual([]);
  });

  it("stays within the transaction's order limit, leaving the batch that would pass it for the next", () => {
    const thread = loadedPort([[write(2, 3), write(3, 3)]], true, 6);
    const work = gathered(first(write(1, 2)), thread);
    expect(ids(work)).toEqual([1, 2]);
    expect(thread.queue.map((r) => (r.kind === "write" ? r.id : r.kind))).toEqual([3]);
  });
});

// Group commit (src/store/groupCommit.ts): which jobs share a batch, and when each is answered.
import { describe, expect, it } from "vitest";
import { GroupCommit, type Settled } from "../../src/store/groupCommit.js";

interface Job {
  game: string;
  n: number;
}

/** A writer that records its batches and finishes each one when the test says so. */
function recordingWriter(limit = 64, inFlight = 1, send?: "after-turn" | "at-once") {
  const batches: Job[][] = [];
  const finish: (() => void)[] = [];
  const commits = new GroupCommit<Job, number>({
    write: (jobs) => {
      batches.push(jobs);
      return new Promise<Settled<number>[]>((resolve) => {
        finish.push(() => resolve(jobs.map((job) => (job.n < 0 ? { ok: false, error: new Error(`refused ${job.n}`) } : { ok: true, result: job.n * 10 }))));
      });
    },
    key: (job) => job.game,
    limit,
    inFlight,
    ...(send ? { send } : {}),
  });
  return { commits, batches, finish };
}

const turn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Each batch written so far, as its jobs' numbers. */
const numbersOf = (batches: readonly Job[][]): number[][] => batches.map((batch) => batch.map((job) => job.n));

describe("group commit", () => {
  it("writes the jobs submitted in one turn of the event loop as one batch, and answers each after it", async () => {
    const { commits, batches, finish } = recordingWriter();
    const answered: number[] = [];
    const all = [1, 2, 3].map((n) => commits.submit({ game: `g${n}`, n }).then((r) => answered.push(r)));
    await turn();
    expect(batches).toEqual([[{ game: "g1", n: 1 }, { game: "g2", n: 2 }, { game: "g3", n: 3 }]]);
    expect(answered).toEqual([]);
    finish[0]?.();
    await Promise.all(all);
    expect(answered).toEqual([10, 20, 30]);
  });

  it("refuses one job of a batch without failing the others", async () => {
    const { commits, finish } = recordingWriter();
    const results = Promise.allSettled([commits.submit({ game: "a", n: 1 }), commits.submit({ game: "b", n: -1 }), commits.submit({ game: "c", n: 3 })]);
    await turn();
    finish[0]?.();
    const [a, b, c] = await results;
    expect(a).toEqual({ status: "fulfilled", value: 10 });
    expect(b.status === "rejected" && (b.reason as Error).message).toBe("refused -1");
    expect(c).toEqual({ status: "fulfilled", value: 30 });
  });

  it("puts the jobs that arrive while a batch is written into the next one", async () => {
    const { commits, batches, finish } = recordingWriter();
    const first = commits.submit({ game: "a", n: 1 });
    await turn();
    const later = [commits.submit({ game: "b", n: 2 }), commits.submit({ game: "c", n: 3 })];
    await turn();
    expect(batches).toHaveLength(1);
    finish[0]?.();
    await first;
    await turn();
    expect(batches[1]).toEqual([{ game: "b", n: 2 }, { game: "c", n: 3 }]);
    finish[1]?.();
    expect(await Promise.all(later)).toEqual([20, 30]);
  });

  it("hands the next batch to the writer before answering the batch just written", async () => {
    const { commits, batches, finish } = recordingWriter();
    const first = commits.submit({ game: "a", n: 1 }).then(() => batches.length);
    await turn();
    const later = commits.submit({ game: "b", n: 2 });
    await turn();
    finish[0]?.();
    // When the first answer arrives, the job that came meanwhile is already being written.
    expect(await first).toBe(2);
    finish[1]?.();
    expect(await later).toBe(20);
  });

  it("never puts two jobs with the same key, or more than the limit, in one batch", async () => {
    const { commits, batches, finish } = recordingWriter(2);
    const all = [commits.submit({ game: "a", n: 1 }), commits.submit({ game: "a", n: 2 }), commits.submit({ game: "b", n: 3 }), commits.submit({ game: "c", n: 4 })];
    await turn();
    finish[0]?.();
    await all[0];
    await turn();
    finish[1]?.();
    expect(await Promise.all(all)).toEqual([10, 20, 30, 40]);
    expect(numbersOf(batches)).toEqual([[1, 3], [2, 4]]);
  });

  it("fails every job of a batch whose write fails, and goes on with the next", async () => {
    let calls = 0;
    const commits = new GroupCommit<Job, number>({
      write: async (jobs) => {
        calls += 1;
        if (calls === 1) throw new Error("disk full");
        return jobs.map((job) => ({ ok: true, result: job.n }));
      },
      key: (job) => job.game,
      limit: 64,
    });
    const failed = await Promise.allSettled([commits.submit({ game: "a", n: 1 }), commits.submit({ game: "b", n: 2 })]);
    expect(failed.map((r) => r.status)).toEqual(["rejected", "rejected"]);
    expect(await commits.submit({ game: "a", n: 5 })).toBe(5);
  });

  it("sends up to inFlight batches without waiting for the earlier ones' answers", async () => {
    const { commits, batches, finish } = recordingWriter(64, 2);
    const first = commits.submit({ game: "a", n: 1 });
    await turn();
    const second = commits.submit({ game: "b", n: 2 });
    await turn();
    const third = commits.submit({ game: "c", n: 3 });
    await turn();
    // Two batches are being written; the third waits for one of them to be answered.
    expect(numbersOf(batches)).toEqual([[1], [2]]);
    finish[1]?.();
    expect(await second).toBe(20);
    await turn();
    expect(numbersOf(batches)).toEqual([[1], [2], [3]]);
    finish[0]?.();
    finish[2]?.();
    expect(await Promise.all([first, third])).toEqual([10, 30]);
  });

  it("holds back a job whose key is in a batch being written until that batch is answered", async () => {
    const { commits, batches, finish } = recordingWriter(64, 4);
    const first = commits.submit({ game: "a", n: 1 });
    await turn();
    const again = commits.submit({ game: "a", n: 2 });
    const other = commits.submit({ game: "b", n: 3 });
    await turn();
    expect(numbersOf(batches)).toEqual([[1], [3]]);
    finish[1]?.();
    expect(await other).toBe(30);
    await turn();
    expect(batches).toHaveLength(2);
    finish[0]?.();
    expect(await first).toBe(10);
    await turn();
    expect(numbersOf(batches)).toEqual([[1], [3], [2]]);
    finish[2]?.();
    expect(await again).toBe(20);
  });

  it("sends each job at once when asked to, before the turn of the event loop is over, the next ones while it is written", async () => {
    const { commits, batches, finish } = recordingWriter(64, 4, "at-once");
    const first = commits.submit({ game: "a", n: 1 });
    // A microtask later, not a turn: the writer (the SQLite thread, which joins what queued up) starts at once.
    await Promise.resolve();
    expect(numbersOf(batches)).toEqual([[1]]);
    const [second, third] = [commits.submit({ game: "b", n: 2 }), commits.submit({ game: "c", n: 3 })];
    await Promise.resolve();
    // Submitted together, they go together; the first is still being written.
    expect(numbersOf(batches)).toEqual([[1], [2, 3]]);
    const again = commits.submit({ game: "a", n: 4 });
    await turn();
    // One game's orders are still written one after the other.
    expect(numbersOf(batches)).toEqual([[1], [2, 3]]);
    finish[0]?.();
    expect(await first).toBe(10);
    await turn();
    expect(numbersOf(batches)).toEqual([[1], [2, 3], [4]]);
    finish[1]?.();
    finish[2]?.();
    expect(await Promise.all([second, third, again])).toEqual([20, 30, 40]);
  });

  it("waits for the end of the turn by default, however many microtasks pass", async () => {
    const { commits, batches, finish } = recordingWriter(64, 4);
    const first = commits.submit({ game: "a", n: 1 });
    for (let i = 0; i < 10; i++) await Promise.resolve();
    expect(batches).toEqual([]);
    await turn();
    expect(numbersOf(batches)).toEqual([[1]]);
    finish[0]?.();
    expect(await first).toBe(10);
  });
});

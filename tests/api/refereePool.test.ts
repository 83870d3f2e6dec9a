// The worker pool behind the referee routes (src/workers/pool.ts) frees its slot whatever a task
// does: a message that cannot be copied to the thread, a worker that exits or crashes, a task that
// never ends (stopped at the timeout, its worker replaced). After each, the next task is answered.
import { afterEach, describe, expect, it } from "vitest";
import { createWorkerPool, TaskRefusedError, TaskTimeoutError, type WorkerPool } from "../../src/workers/pool.js";

const script = new URL("../helpers/poolWorker.ts", import.meta.url);
let pool: WorkerPool | undefined;
afterEach(async () => {
  await pool?.close();
  pool = undefined;
});

/** An array nested `depth` deep, built without recursion. */
function nested(depth: number): unknown {
  let value: unknown = [];
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

describe("worker pool slots", () => {
  it("a message that cannot be handed to a worker fails at once and frees its slot", async () => {
    pool = createWorkerPool({ size: 1, queue: 4, script });
    await expect(pool.run({ do: "echo", value: () => 1 })).rejects.toBeInstanceOf(TaskRefusedError);
    await expect(pool.run({ do: "echo", value: nested(200_000) })).rejects.toBeInstanceOf(TaskRefusedError);
    expect(await pool.run({ do: "echo", value: "answered" })).toBe("answered");
    expect(pool.load).toEqual({ running: 0, waiting: 0 });
  });

  it("a refused message waiting in the queue does not stop the tasks behind it", async () => {
    pool = createWorkerPool({ size: 1, queue: 4, script });
    const first = pool.run({ do: "echo", value: 1 });
    const refused = pool.run({ do: "echo", value: () => 1 });
    const behind = pool.run({ do: "echo", value: 3 });
    expect(await first).toBe(1);
    await expect(refused).rejects.toBeInstanceOf(TaskRefusedError);
    expect(await behind).toBe(3);
  });

  it("a worker that exits or crashes fails its task and is replaced", async () => {
    pool = createWorkerPool({ size: 1, queue: 4, script });
    const exited = pool.run({ do: "exit" });
    const afterExit = pool.run({ do: "echo", value: "after exit" });
    await expect(exited).rejects.toThrow(/stopped/);
    expect(await afterExit).toBe("after exit");
    await expect(pool.run({ do: "crash" })).rejects.toThrow(/asked to crash/);
    expect(await pool.run({ do: "echo", value: "after crash" })).toBe("after crash");
    await expect(pool.run({ do: "fail" })).rejects.toThrow(/asked to fail/);
    expect(pool.load).toEqual({ running: 0, waiting: 0 });
  });

  it("a task past the timeout is stopped, its worker replaced, and the waiting task answered", async () => {
    // Long enough for a busy machine to start a thread and echo; a hanging task never answers.
    pool = createWorkerPool({ size: 1, queue: 4, script, timeoutMs: 10_000 });
    expect(await pool.run({ do: "echo", value: "warm" })).toBe("warm");
    const hanging = pool.run({ do: "hang" });
    const waiting = pool.run({ do: "echo", value: "after the timeout" });
    await expect(hanging).rejects.toBeInstanceOf(TaskTimeoutError);
    expect(await waiting).toBe("after the timeout");
    expect(pool.load).toEqual({ running: 0, waiting: 0 });
  });
});

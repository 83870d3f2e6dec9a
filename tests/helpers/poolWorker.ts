// A worker for the pool's tests (tests/api/refereePool.test.ts): echoes, fails, dies or never ends, as asked.
import { parentPort } from "node:worker_threads";

export type PoolTestTask = { do: "echo"; value: unknown } | { do: "fail" } | { do: "exit" } | { do: "crash" } | { do: "hang" };

parentPort?.on("message", (task: PoolTestTask) => {
  switch (task.do) {
    case "echo":
      parentPort?.postMessage({ ok: true, value: task.value });
      return;
    case "fail":
      parentPort?.postMessage({ ok: false, message: "asked to fail" });
      return;
    case "exit":
      process.exit(3);
    // falls through: process.exit does not return
    case "crash":
      // Outside the handler's stack: an uncaught error kills the thread.
      setImmediate(() => {
        throw new Error("asked to crash");
      });
      return;
    case "hang":
      // Blocks the thread for good without using a core (the machine is shared).
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0);
  }
});

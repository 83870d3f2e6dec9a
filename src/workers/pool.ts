// A bounded pool of worker threads, so that long work runs off the request thread and probes and
// games keep answering: the stateless referee routes (POST /replays, /adjudicate; issue 9 item 5)
// and the board's PNG (src/render/pngDrawer.ts). At most `size` tasks run at once and `queue` more
// wait; past that the pool is full and the caller answers 503 with retry-after (src/api/busy.ts).
// Workers start when first needed. A worker answers each message with `{ ok: true, value }` or
// `{ ok: false, message }`.
import type { Worker } from "node:worker_threads";
import { startWorkerScript } from "./script.js";

export interface PoolOptions {
  /** Worker threads, each running one task at a time. */
  size: number;
  /** Tasks that may wait for a free worker. */
  queue: number;
  /** The worker's module; TypeScript sources (tests) are loaded through tsx. */
  script: URL;
  /** Idle workers do not keep the process alive (a pool that nothing closes). */
  unrefWhenIdle?: boolean;
}

export class PoolFullError extends Error {
  override readonly name: string = "PoolFullError";
}

interface Task {
  message: unknown;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  task: Task | null;
}

export interface WorkerPool {
  run<T>(message: unknown): Promise<T>;
  /** Tasks running and waiting, for tests and logs. */
  readonly load: { running: number; waiting: number };
  close(): Promise<void>;
}

export function createWorkerPool(options: PoolOptions): WorkerPool {
  const slots: Slot[] = [];
  const waiting: Task[] = [];
  let closed = false;

  const spawn = (): Slot => {
    const worker = startWorkerScript(options.script, undefined);
    const slot: Slot = { worker, task: null };
    worker.on("message", (reply: { ok: true; value: unknown } | { ok: false; message: string }) => {
      const task = slot.task;
      slot.task = null;
      if (task) {
        if (reply.ok) task.resolve(reply.value);
        else task.reject(new Error(reply.message));
      }
      next(slot);
      if (slot.task === null && options.unrefWhenIdle) worker.unref();
    });
    // A worker that dies (out of memory, a crash) fails its task and is replaced.
    worker.on("error", (error) => {
      slot.task?.reject(error);
      slot.task = null;
    });
    worker.on("exit", () => {
      const index = slots.indexOf(slot);
      if (index >= 0) slots.splice(index, 1);
      slot.task?.reject(new Error("the worker stopped"));
      slot.task = null;
      if (!closed && waiting.length > 0) next(spawnSlot());
    });
    return slot;
  };
  const spawnSlot = (): Slot => {
    const slot = spawn();
    slots.push(slot);
    return slot;
  };
  const give = (slot: Slot, task: Task): void => {
    slot.task = task;
    if (options.unrefWhenIdle) slot.worker.ref();
    slot.worker.postMessage(task.message);
  };
  const next = (slot: Slot): void => {
    const task = waiting.shift();
    if (task) give(slot, task);
  };
  const idle = (): Slot | undefined => slots.find((s) => s.task === null);

  return {
    run<T>(message: unknown): Promise<T> {
      if (closed) return Promise.reject(new Error("the worker pool is closed"));
      return new Promise<T>((resolve, reject) => {
        const task: Task = { message, resolve: resolve as (value: unknown) => void, reject };
        const free = idle() ?? (slots.length < options.size ? spawnSlot() : undefined);
        if (free) {
          give(free, task);
          return;
        }
        if (waiting.length >= options.queue) {
          reject(new PoolFullError(`${options.size} running and ${waiting.length} waiting`));
          return;
        }
        waiting.push(task);
      });
    },
    get load() {
      return { running: slots.filter((s) => s.task !== null).length, waiting: waiting.length };
    },
    async close() {
      closed = true;
      for (const task of waiting.splice(0)) task.reject(new Error("the server is stopping"));
      await Promise.all(slots.map((s) => s.worker.terminate()));
    },
  };
}

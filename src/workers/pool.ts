// A bounded pool of worker threads, so that long work runs off the request thread and probes and
// games keep answering: the stateless referee routes (POST /replays, /adjudicate) and the board's
// PNG (src/render/pngDrawer.ts). At most `size` tasks run at once and `queue` more wait; past that
// the pool is full and the caller answers 503 with retry-after (src/api/busy.ts). Workers start
// when first needed. A worker answers each message with `{ ok: true, value }` or `{ ok: false, message }`.
//
// No task can take a slot for good: a message that cannot be sent to the thread fails its task at
// once (TaskRefusedError); a worker that dies fails its task and is replaced; a task that runs past
// `timeoutMs` fails (TaskTimeoutError), and its worker is stopped and replaced.
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
  /** Longest a task may run once given to a worker; none when unset. */
  timeoutMs?: number;
}

export class PoolFullError extends Error {
  override readonly name: string = "PoolFullError";
}

/** The task's message could not be handed to a thread (too deep to copy, or not copyable at all). */
export class TaskRefusedError extends Error {
  override readonly name: string = "TaskRefusedError";
}

/** The task ran past the pool's timeoutMs; its worker was stopped. */
export class TaskTimeoutError extends Error {
  override readonly name: string = "TaskTimeoutError";
}

interface Task {
  message: unknown;
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  task: Task | null;
  timer: NodeJS.Timeout | null;
  /** Stopped, crashed or stopping: never given a task again. */
  gone: boolean;
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

  /** Ends the slot's task, if any, and returns it. */
  const finish = (slot: Slot): Task | null => {
    const task = slot.task;
    slot.task = null;
    if (slot.timer) clearTimeout(slot.timer);
    slot.timer = null;
    return task;
  };
  /** Takes a dead or stopped worker out of the pool, failing its task, and starts another if work waits. */
  const retire = (slot: Slot, error: Error): void => {
    if (!slot.gone) {
      slot.gone = true;
      const index = slots.indexOf(slot);
      if (index >= 0) slots.splice(index, 1);
    }
    finish(slot)?.reject(error);
    if (!closed && waiting.length > 0 && slots.length < options.size) next(spawnSlot());
  };

  const spawn = (): Slot => {
    const worker = startWorkerScript(options.script, undefined);
    const slot: Slot = { worker, task: null, timer: null, gone: false };
    worker.on("message", (reply: { ok: true; value: unknown } | { ok: false; message: string }) => {
      const task = finish(slot);
      if (task) {
        if (reply.ok) task.resolve(reply.value);
        else task.reject(new Error(reply.message));
      }
      if (slot.gone) return;
      next(slot);
      if (slot.task === null && options.unrefWhenIdle) worker.unref();
    });
    // A worker that dies (out of memory, a crash) fails its task and is replaced.
    worker.on("error", (error) => retire(slot, error));
    worker.on("exit", () => retire(slot, new Error("the worker stopped")));
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
    try {
      slot.worker.postMessage(task.message);
    } catch (error) {
      // Structured clone refused the message (e.g. nested too deep for the stack): the worker never saw it.
      finish(slot);
      task.reject(new TaskRefusedError(`the task could not be handed to a worker: ${(error as Error).message}`, { cause: error }));
      next(slot);
      return;
    }
    if (options.timeoutMs !== undefined) {
      slot.timer = setTimeout(() => {
        retire(slot, new TaskTimeoutError(`the task ran longer than ${options.timeoutMs} ms and was stopped`));
        void slot.worker.terminate();
      }, options.timeoutMs);
    }
  };
  const next = (slot: Slot): void => {
    const task = waiting.shift();
    if (task) give(slot, task);
  };
  const idle = (): Slot | undefined => slots.find((s) => s.task === null && !s.gone);

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

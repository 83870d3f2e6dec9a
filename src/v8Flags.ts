// V8 flags set at run time (`hots serve`'s memory settings, src/cli/commands/serveMemory.ts) are the
// process's, but every worker thread sets V8's flags back to the command line's while it starts:
// after the server's first order started SQLite's writer thread, the young generation grew to the
// 32 MB `--semi-space-growth-factor=1` is there to prevent. The flags kept here are set again once
// each worker is running.
import { setFlagsFromString } from "node:v8";
import type { Worker } from "node:worker_threads";

const kept: string[] = [];

const applyKept = (): void => {
  for (const flag of kept) setFlagsFromString(flag);
};

/** Sets the flags now, and again after each worker started with `keepV8FlagsAcross`. */
export function setKeptV8Flags(flags: readonly string[]): void {
  for (const flag of flags) if (!kept.includes(flag)) kept.push(flag);
  applyKept();
}

/**
 * Called with every worker thread the process starts. The worker resets the flags on its own thread
 * before it runs any JavaScript, so "online" comes after the reset.
 */
export function keepV8FlagsAcross(worker: Worker): Worker {
  if (kept.length > 0) worker.once("online", applyKept);
  return worker;
}

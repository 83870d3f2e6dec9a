// CPU time of the calling thread (Linux: /proc/thread-self/schedstat, nanoseconds on a CPU), so the
// bench can say how an order's CPU is shared between the server's thread, the load generator and
// the other threads.
import { readFileSync } from "node:fs";

/** Milliseconds the calling thread has spent on a CPU, or NaN where /proc does not tell. */
export function threadCpuMs(): number {
  try {
    return Number(readFileSync("/proc/thread-self/schedstat", "utf8").split(" ")[0]) / 1e6;
  } catch {
    return Number.NaN;
  }
}

/** Milliseconds of CPU the whole process has used. */
export function processCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

// Preloaded by the memory bench into `node --expose-gc --import <this> bin/hots.js serve` (issue 10,
// item 3): the server runs as users run it, and this module answers the bench's messages with the
// process's memory. It loads nothing but Node's own modules.
import { readFileSync } from "node:fs";
import { PerformanceObserver } from "node:perf_hooks";
import { getHeapSpaceStatistics } from "node:v8";

/** Between the two collections of the "after GC" reading. */
const SETTLE_MS = 2_000;

/** One reading of the server's memory, in bytes. */
export interface MemoryReading {
  rss: number;
  /** The most the process ever held resident (VmHWM). */
  peakRss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
  /** CPU time the server has used so far, in microseconds (user + system). */
  cpuMicros: number;
  /** Time the server's thread has stood in garbage collection pauses so far, in milliseconds. */
  gcPauseMs: number;
}

let gcPauseMs = 0;
new PerformanceObserver((entries) => {
  for (const entry of entries.getEntries()) gcPauseMs += entry.duration;
}).observe({ entryTypes: ["gc"] });

/** VmRSS and VmHWM from the kernel: what `ps` shows, whatever Node believes. */
function kernelRss(): { rss: number; peakRss: number } {
  const status = readFileSync("/proc/self/status", "utf8");
  const kib = (field: string): number => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0) * 1024;
  return { rss: kib("VmRSS"), peakRss: kib("VmHWM") };
}

/** Which kind of memory an anonymous mapping of this size and address most likely is. */
function anonymousKind(startAddress: string, sizeMb: number, permissions: string): string {
  if (permissions.includes("x")) return "anonymous executable (compiled code)";
  // glibc's thread arenas are 64 MB-aligned heaps; V8's pages are 256 KB mappings.
  if (/^7f[0-9a-f]*[048c]000000$/.test(startAddress) && sizeMb <= 64) return "malloc thread arenas";
  if (sizeMb <= 0.5) return "V8 heap pages (<= 0.5 MB mappings)";
  return sizeMb < 8 ? "anonymous 0.5-8 MB" : "anonymous >= 8 MB";
}

/**
 * Where the resident memory is (BENCH_MEMORY_MAPS=1): /proc/self/smaps grouped by mapping, and
 * V8's heap spaces.
 */
function describeMappings(): string {
  const groups = new Map<string, { residentKib: number; count: number }>();
  let group = "";
  for (const line of readFileSync("/proc/self/smaps", "utf8").split("\n")) {
    const mapping = /^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (mapping) {
      const [, start = "0", end = "0", permissions = "", name = ""] = mapping;
      const sizeMb = (parseInt(end, 16) - parseInt(start, 16)) / 2 ** 20;
      group = name === "" ? anonymousKind(start, sizeMb, permissions) : name === "[heap]" ? "malloc main arena ([heap])" : (name.split("/").pop() ?? name);
      continue;
    }
    const resident = /^Rss:\s+(\d+)/.exec(line);
    if (resident) {
      const entry = groups.get(group) ?? { residentKib: 0, count: 0 };
      entry.residentKib += Number(resident[1]);
      entry.count += 1;
      groups.set(group, entry);
    }
  }
  const rows = [...groups].filter(([, g]) => g.residentKib >= 1024).sort((a, b) => b[1].residentKib - a[1].residentKib);
  const spaces = getHeapSpaceStatistics().filter((space) => space.space_size > 0);
  return [
    "resident memory by mapping (MB, mappings):",
    ...rows.map(([name, g]) => `  ${(g.residentKib / 1024).toFixed(1).padStart(7)} ${String(g.count).padStart(5)}  ${name}`),
    "V8 heap spaces (committed / used MB):",
    ...spaces.map((space) => `  ${space.space_name}: ${(space.space_size / 2 ** 20).toFixed(1)} / ${(space.space_used_size / 2 ** 20).toFixed(1)}`),
    "",
  ].join("\n");
}

function readMemory(): MemoryReading {
  const { heapUsed, heapTotal, external, arrayBuffers, rss } = process.memoryUsage();
  const kernel = kernelRss();
  const cpu = process.cpuUsage();
  return { rss: kernel.rss || rss, peakRss: kernel.peakRss || rss, heapUsed, heapTotal, external, arrayBuffers, cpuMicros: cpu.user + cpu.system, gcPauseMs };
}

process.on("message", async (message: unknown) => {
  if (message === "read") process.send?.(readMemory());
  // What the server keeps, without the garbage of the load that a later collection would free.
  // V8 hands the freed pages back to the system from a background thread: collect, give it a
  // moment, collect again.
  if (message === "read-after-gc") {
    const gc = (globalThis as { gc?: () => void }).gc;
    if (!gc) throw new Error("the memory probe needs --expose-gc");
    gc();
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    gc();
    if (process.env.BENCH_MEMORY_MAPS) process.stderr.write(describeMappings());
    process.send?.(readMemory());
  }
});
// The bench's channel must not keep the server alive once `hots serve` has stopped.
process.channel?.unref();

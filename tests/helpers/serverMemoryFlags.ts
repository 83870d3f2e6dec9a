// Run as a process of its own (`node --allow-natives-syntax --expose-gc --import tsx tests/helpers/serverMemoryFlags.ts
// tuned|default [worker|bare-worker]`): applies `hots serve`'s V8 settings (or not), starts a worker
// thread as the server does for SQLite's writer (through keepV8FlagsAcross, or bare), then works
// the way a server does (short-lived garbage, some of it promoted; a hot WebAssembly function, as
// Prisma's query compiler is) and prints what V8 made of it as one JSON line.
import { getHeapSpaceStatistics } from "node:v8";
import { Worker } from "node:worker_threads";
import { tuneServerMemory } from "../../src/cli/commands/serveMemory.js";
import { keepV8FlagsAcross } from "../../src/v8Flags.js";

const committedMb = (space: string): number => (getHeapSpaceStatistics().find((s) => s.space_name === space)?.space_size ?? 0) / 2 ** 20;

if (process.argv[2] === "tuned") tuneServerMemory();
const newSpaceAtStartMb = committedMb("new_space");

const workerMode = process.argv[3];
if (workerMode === "worker" || workerMode === "bare-worker") {
  const started = new Worker("setTimeout(() => {}, 60_000)", { eval: true });
  const worker = workerMode === "worker" ? keepV8FlagsAcross(started) : started;
  await new Promise((resolve) => worker.once("online", resolve));
  // The listener keepV8FlagsAcross added ran before this one (listeners run in order).
  worker.unref();
}

// Some 30 MB that stays (the server's modules), then garbage of which the last 200,000 objects are
// kept a while (they survive scavenges and are promoted, as the objects of requests in flight are).
const kept = Array.from({ length: 500_000 }, (_, i) => ({ i, text: `module ${i}` }));
// A server has collected its start-up garbage before its first request; V8 sizes the old
// generation from what survived.
(globalThis as { gc?: () => void }).gc?.();
// The young generation's largest size while it works, not its size at the end: V8's memory reducer,
// which runs some seconds after a full collection when allocation has slowed, may shrink it by then
// (on a busy machine the work lasts long enough for that).
let recent: object[] = [];
let largestHeapMb = 0;
let largestNewSpaceMb = newSpaceAtStartMb;
for (let i = 0; i < 5_000_000; i++) {
  recent.push({ i, text: `request ${i}` });
  if (recent.length > 200_000) recent = [];
  if (i % 10_000 === 0) {
    largestHeapMb = Math.max(largestHeapMb, process.memoryUsage().heapTotal / 2 ** 20);
    largestNewSpaceMb = Math.max(largestNewSpaceMb, committedMb("new_space"));
  }
}

// (func (export "next") (param i32) (result i32) local.get 0 i32.const 1 i32.add)
const module = new Uint8Array([0, 97, 115, 109, 1, 0, 0, 0, 1, 6, 1, 96, 1, 127, 1, 127, 3, 2, 1, 0, 7, 8, 1, 4, 110, 101, 120, 116, 0, 0, 10, 9, 1, 7, 0, 32, 0, 65, 1, 106, 11]);
// The project's TypeScript settings leave out the WebAssembly types; Node has it.
const { WebAssembly: wasm } = globalThis as unknown as { WebAssembly: { instantiate(bytes: Uint8Array): Promise<{ instance: { exports: Record<string, unknown> } }> } };
const { instance } = await wasm.instantiate(module);
const next = instance.exports.next as (n: number) => number;
let n = 0;
for (let round = 0; round < 3; round++) {
  for (let i = 0; i < 2_000_000; i++) n = next(n);
  await new Promise((resolve) => setTimeout(resolve, 100));
}
const isTurboFan = new Function("f", "return %IsTurboFanFunction(f)") as (f: unknown) => boolean;

console.log(JSON.stringify({ newSpaceAtStartMb, largestNewSpaceMb, largestHeapMb, keptLength: kept.length, wasmTurboFan: isTurboFan(next) }));

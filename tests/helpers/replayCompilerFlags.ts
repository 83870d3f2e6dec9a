// Run as a process of its own (`node --allow-natives-syntax --import tsx tests/helpers/replayCompilerFlags.ts
// replay|none`): runs `hots replay` of an example record in this process (or not), then counts the
// calls a small hot function takes before V8 asks TurboFan for it, and prints them as one JSON line.
import { fileURLToPath } from "node:url";
import { main } from "../../src/cli/main.js";

let exitCode: number | null = null;
if (process.argv[2] === "replay") {
  const record = fileURLToPath(new URL("../../examples/the_bruce-seed-2.json", import.meta.url));
  exitCode = await main(["replay", record, "--json"], { out: () => {}, err: () => {} });
}

function step(n: number): number {
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += i * n;
  return sum;
}
const optimizationStatus = new Function("f", "return %GetOptimizationStatus(f)") as (f: unknown) => number;
// V8's status bits: optimised (1 << 4), marked for optimisation (1 << 8), marked for concurrent
// optimisation (1 << 9), being optimised concurrently (1 << 10).
const TIER_UP = (1 << 4) | (1 << 8) | (1 << 9) | (1 << 10);
let calls = 0;
let total = 0;
while ((optimizationStatus(step) & TIER_UP) === 0 && calls < 10_000_000) total += step(calls++);

console.log(JSON.stringify({ exitCode, callsBeforeTierUp: calls, total }));

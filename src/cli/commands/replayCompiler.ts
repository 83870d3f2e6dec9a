// V8 settings of `hots replay`, a process that replays one record and exits (issue 10, item 1). Set
// by the command itself, so every way of starting it gets them; a long-running process (the server,
// the playouts, the bench's in-process replays) keeps V8's defaults, where optimised code pays back.
import { setFlagsFromString } from "node:v8";

/**
 * `--interrupt-budget` at eight times Node 20's default of 67,584 (bytes of bytecode a function runs
 * before V8 thinks of optimising it): only the hottest functions go to TurboFan. A replay runs each
 * of the engine's hundreds of functions a few hundred to a few thousand times, once, and with V8's
 * default it spent more compiling them (and deoptimising some: 16 in a 3,000-order replay) than
 * their optimised code saved, on a 2-core machine where the compiler's thread and the replay share
 * the cores. `hots replay`, start-up included, medians of 8-16 alternating runs (docs/performance.md,
 * sixteenth round): 374 orders 345-348 → 293-306 ms, 2,995 orders 711-836 → 595-786 ms, 8,595
 * orders 1,286-1,364 → 1,058-1,160 ms. A smaller budget was slower (fourteenth round).
 */
export const REPLAY_V8_FLAGS = ["--interrupt-budget=540672"] as const;

export function tuneReplayCompiler(): void {
  for (const flag of REPLAY_V8_FLAGS) setFlagsFromString(flag);
}

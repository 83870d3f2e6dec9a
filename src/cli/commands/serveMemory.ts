// V8 settings of `hots serve`, a long-running process whose resident memory matters more than the
// last percent of speed (issue 10, item 3). Set by the command itself, before the server's modules
// are loaded, so every way of starting it (npx hots serve, npm start, the Docker image) gets them;
// the other commands (playouts, replays) keep V8's defaults.
import { setKeptV8Flags } from "../../v8Flags.js";

/**
 * - `--liftoff-only`: Prisma's query compiler is WebAssembly; V8 would recompile its hot functions
 *   with TurboFan on background threads, whose compiler memory stays in those threads' malloc
 *   arenas (10-20 MB resident). The compiler runs once per query shape (Prisma caches the plans),
 *   so its baseline code is fast enough.
 * - `--semi-space-growth-factor=1`: V8's young generation would grow to 16 MB a semi-space under
 *   load and keep the 32 MB committed for good (its maximum can only be set when the process
 *   starts). A server's garbage is per request: the young generation stays at the few MB it has
 *   when the server starts, at the price of more, smaller scavenges.
 * - `--heap-growing-percent=100`: after a full collection V8 lets the old generation grow to up to
 *   four times what survived before the next one; under load that took the server from 40 MB of
 *   live objects to 150 MB of heap, which glibc and V8 did not all hand back. Twice is enough.
 */
export const SERVER_V8_FLAGS = ["--liftoff-only", "--semi-space-growth-factor=1", "--heap-growing-percent=100"] as const;

/** Also set again after each worker thread starts (src/v8Flags.ts): a starting worker resets them. */
export function tuneServerMemory(): void {
  setKeptV8Flags(SERVER_V8_FLAGS);
}

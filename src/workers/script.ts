// Starts a worker thread from its module: from dist as JavaScript, from the
// sources (tests) as TypeScript through tsx, whose loader a new thread does not inherit.
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";
import { Worker, type TransferListItem } from "node:worker_threads";
import { keepV8FlagsAcross } from "../v8Flags.js";

/** The module `name` (without extension) beside `base`, in the language `base` runs as. */
export function siblingScript(base: string, name: string): URL {
  return new URL(`./${name}.${base.endsWith(".ts") ? "ts" : "js"}`, base);
}

/** A worker running `script`; started from the server's thread, so that the server's V8 flags are set again (src/v8Flags.ts). */
export function startWorkerScript(script: URL, workerData: unknown, transferList: readonly TransferListItem[] = []): Worker {
  const options = { workerData, transferList: [...transferList] };
  if (!script.pathname.endsWith(".ts")) return keepV8FlagsAcross(new Worker(script, options));
  // The ES module build of tsx: its register() resolves its loader relative to itself.
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve("tsx/esm/api").replace(/index\.cjs$/, "index.mjs")).href;
  const code = `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(script.href)}); });`;
  return keepV8FlagsAcross(new Worker(code, { ...options, eval: true }));
}

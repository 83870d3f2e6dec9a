// `npm test`: the type check and the tests at once. The type check (tsc --noEmit over src, tests,
// bench and scripts) takes one core for a while; run first, it held the tests back by that long,
// while during the tests a core is often idle (the last files running). Its output is printed
// after the tests; the command fails when either fails. Arguments go to vitest.

import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const bin = (path) => fileURLToPath(new URL(`../node_modules/${path}`, import.meta.url));
const tsc = bin("typescript/bin/tsc");
const vitest = bin("vitest/vitest.mjs");

function run(args, stdio) {
  const child = spawn(process.execPath, args, { stdio });
  let output = "";
  child.stdout?.on("data", (chunk) => (output += chunk));
  child.stderr?.on("data", (chunk) => (output += chunk));
  return new Promise((resolve) => child.on("close", (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output })));
}

const typecheck = run([tsc, "-p", "tsconfig.json", "--noEmit"], ["ignore", "pipe", "pipe"]);
const tests = await run([vitest, "run", ...process.argv.slice(2)], "inherit");
const checked = await typecheck;
if (checked.code !== 0) {
  process.stderr.write(`\nType check failed (tsc -p tsconfig.json --noEmit):\n${checked.output}`);
} else {
  process.stdout.write("\nType check passed (tsc -p tsconfig.json --noEmit).\n");
}
process.exit(checked.code !== 0 ? checked.code : tests.code);

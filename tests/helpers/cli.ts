// Runs the `hots` command in-process and captures what it prints.

import type { CliIo } from "../../src/cli/command.js";
import { main } from "../../src/cli/main.js";

export interface CliRun {
  code: number;
  out: string[];
  err: string[];
}

export async function hots(...argv: string[]): Promise<CliRun> {
  const out: string[] = [];
  const err: string[] = [];
  const io: CliIo = { out: (line) => out.push(line), err: (line) => err.push(line) };
  const code = await main(argv, io);
  return { code, out, err };
}

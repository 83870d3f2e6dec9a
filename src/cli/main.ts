// `hots`: a small dispatcher; each subcommand lives in its own module under commands/.

import { readFileSync } from "node:fs";
import { EXIT_OK, EXIT_USAGE, UsageError, processIo, type CliIo, type Command } from "./command.js";
import { helpCommand } from "./commands/help.js";

/**
 * Each command's module is loaded only when that command runs: `hots replay` does not pay at
 * start-up for the renderer, the client or the narrative's catalogues. In the order help lists them.
 */
const COMMANDS: readonly (readonly [name: string, load: () => Promise<Command>])[] = [
  ["playout", async () => (await import("./commands/playout.js")).playoutCommand],
  ["play", async () => (await import("./commands/play.js")).playCommand],
  ["record", async () => (await import("./commands/record.js")).recordCommand],
  ["replay", async () => (await import("./commands/replay.js")).replayCommand],
  ["serve", async () => (await import("./commands/serve.js")).serveCommand],
  ["verify-dice", async () => (await import("./commands/verify-dice.js")).verifyDiceCommand],
  ["verify-tournament", async () => (await import("./commands/verify-tournament.js")).verifyTournamentCommand],
  ["render", async () => (await import("./commands/render.js")).renderCommand],
  ["help", loadHelp],
];

/** Help lists every command with its summary, so it loads them all. */
async function loadHelp(): Promise<Command> {
  const others = await Promise.all(COMMANDS.filter(([name]) => name !== "help").map(([, load]) => load()));
  const help: Command = helpCommand(() => [...others, help]);
  return help;
}

/** node:util parseArgs reports bad command lines as TypeErrors with an ERR_PARSE_ARGS_* code. */
function isParseArgsError(error: unknown): error is Error {
  return error instanceof Error && "code" in error && typeof error.code === "string" && error.code.startsWith("ERR_PARSE_ARGS");
}

/** Where this file is, in src/cli or dist/cli, package.json is two folders up. */
function packageVersion(): string {
  return (JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version: string }).version;
}

export async function main(argv: string[], io: CliIo = processIo): Promise<number> {
  if (argv[0] === "--version" || argv[0] === "-V") {
    io.out(`hots-judge ${packageVersion()}`);
    return EXIT_OK;
  }
  const [first, ...rest] = argv;
  const name = first === undefined || first === "--help" || first === "-h" ? "help" : first;
  const load = COMMANDS.find(([known]) => known === name)?.[1];
  if (!load) {
    io.err(`hots: unknown command "${name}". Commands: ${COMMANDS.map(([known]) => known).join(", ")}.`);
    return EXIT_USAGE;
  }
  const command = await load();
  try {
    return await command.run(rest, io);
  } catch (error) {
    if (error instanceof UsageError || isParseArgsError(error)) {
      io.err(`hots ${command.name}: ${error.message}`);
      io.err(`Run "hots help ${command.name}" for usage.`);
      return EXIT_USAGE;
    }
    throw error;
  }
}

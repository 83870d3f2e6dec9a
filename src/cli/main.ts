// `hots`: a small dispatcher; each subcommand lives in its own module under commands/.

import { EXIT_USAGE, UsageError, processIo, type CliIo, type Command } from "./command.js";
import { helpCommand } from "./commands/help.js";
import { playCommand } from "./commands/play.js";
import { playoutCommand } from "./commands/playout.js";
import { recordCommand } from "./commands/record.js";
import { renderCommand } from "./commands/render.js";
import { replayCommand } from "./commands/replay.js";
import { serveCommand } from "./commands/serve.js";
import { verifyDiceCommand } from "./commands/verify-dice.js";

const COMMANDS: readonly Command[] = [playoutCommand, playCommand, recordCommand, replayCommand, serveCommand, verifyDiceCommand, renderCommand, helpCommand(() => COMMANDS)];

/** node:util parseArgs reports bad command lines as TypeErrors with an ERR_PARSE_ARGS_* code. */
function isParseArgsError(error: unknown): error is Error {
  return error instanceof Error && "code" in error && typeof error.code === "string" && error.code.startsWith("ERR_PARSE_ARGS");
}

export async function main(argv: string[], io: CliIo = processIo): Promise<number> {
  const [first, ...rest] = argv;
  const name = first === undefined || first === "--help" || first === "-h" ? "help" : first;
  const command = COMMANDS.find((c) => c.name === name);
  if (!command) {
    io.err(`hots: unknown command "${name}". Commands: ${COMMANDS.map((c) => c.name).join(", ")}.`);
    return EXIT_USAGE;
  }
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

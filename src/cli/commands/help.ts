// `hots help [command]`: the command list, or one command's usage.

import { EXIT_OK, UsageError, type Command } from "../command.js";

export function helpCommand(commands: () => readonly Command[]): Command {
  return {
    name: "help",
    summary: "List the commands, or show how to use one",
    usage: "hots help [command]",
    async run(argv, io) {
      const [topic] = argv;
      if (topic !== undefined) {
        const command = commands().find((c) => c.name === topic);
        if (!command) throw new UsageError(`no command "${topic}"; commands: ${commands().map((c) => c.name).join(", ")}`);
        io.out(command.usage);
        return EXIT_OK;
      }
      io.out("Usage: hots <command> [options]");
      io.out("");
      const width = Math.max(...commands().map((c) => c.name.length));
      for (const c of commands()) io.out(`  ${c.name.padEnd(width)}  ${c.summary}`);
      io.out("");
      io.out('Run "hots help <command>" for a command\'s options, "hots --version" for the version.');
      return EXIT_OK;
    },
  };
}

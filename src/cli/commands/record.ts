// `hots record`: plays one random game with committed dice and prints its record (docs/record.md).

import { parseArgs } from "node:util";
import { SCENARIO_IDS } from "../../rules/data/index.js";
import { recordRandomGame } from "../../playout/recordGame.js";
import { SETUP_OPTIONS, setupOf, setupUsage } from "../args.js";
import { EXIT_OK, type Command } from "../command.js";

const USAGE = `Usage: hots record --scenario ${SCENARIO_IDS.join("|")} --seed S [--options all|ID,ID...]
                   [--campaign-end-year Y] [--random-orders]

Plays one complete game and prints its record as JSON, with the dice seed revealed, so that
"hots replay" and "hots verify-dice" can check it.

${setupUsage({ scenario: "required", seed: "the same arguments make the same record, the first game of hots playout --seed S (required)" })}
  --random-orders         each order is chosen at random among the legal ones; this is the only
                          player there is, so the flag just says so on the command line`;

export const recordCommand: Command = {
  name: "record",
  summary: "Play a random game and print its record (JSON, seed revealed)",
  usage: USAGE,
  async run(argv, io) {
    const { values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        ...SETUP_OPTIONS,
        "random-orders": { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
    });
    if (values.help) {
      io.out(USAGE);
      return EXIT_OK;
    }
    const { seed, ...setup } = setupOf(values);
    const recorder = recordRandomGame({ setup, seed });
    io.out(JSON.stringify(recorder.record, null, 2));
    return EXIT_OK;
  },
};

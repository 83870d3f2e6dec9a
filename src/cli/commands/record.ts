// `hots record`: plays one random game with committed dice and prints its record (docs/record.md).

import { parseCommandLine } from "../parseCommandLine.js";
import { SCENARIO_IDS } from "../../rules/data/index.js";
import { recordRandomGame } from "../../playout/recordGame.js";
import { SETUP_OPTIONS, setupOf, setupUsage } from "../args.js";
import { EXIT_FAILURE, EXIT_OK, UsageError, type Command } from "../command.js";

function minOrdersOf(text: string | undefined): number {
  if (text === undefined) return 0;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 0) throw new UsageError(`--min-orders takes a whole number, not ${JSON.stringify(text)}`);
  return n;
}

const USAGE = `Usage: hots record --scenario ${SCENARIO_IDS.join("|")} --seed S [--options all|ID,ID...]
                   [--campaign-end-year Y] [--random-orders] [--min-orders N]

Plays one complete game and prints its record as JSON, with the dice seed revealed, so that
"hots replay" and "hots verify-dice" can check it.

${setupUsage({ scenario: "required", seed: "the same arguments make the same record, the first game of hots playout --seed S (required)" })}
  --random-orders         each order is chosen at random among the legal ones; this is the only
                          player there is, so the flag just says so on the command line
  --min-orders N          a game of at least N orders: seeds S, S+1, ... are played until one is
                          that long (at most 1000 seeds); the record's gameId names the seed used`;

/** How many seeds --min-orders tries before giving up. */
const MIN_ORDERS_SEEDS = 1000;

export const recordCommand: Command = {
  name: "record",
  summary: "Play a random game and print its record (JSON, seed revealed)",
  usage: USAGE,
  async run(argv, io) {
    const { values } = parseCommandLine({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        ...SETUP_OPTIONS,
        "random-orders": { type: "boolean" },
        "min-orders": { type: "string" },
        help: { type: "boolean", short: "h" },
      },
    });
    if (values.help) {
      io.out(USAGE);
      return EXIT_OK;
    }
    const { seed, ...setup } = setupOf(values);
    const minOrders = minOrdersOf(values["min-orders"]);
    for (let tried = 0; tried < MIN_ORDERS_SEEDS; tried++) {
      const recorder = recordRandomGame({ setup, seed: seed + tried });
      if (recorder.record.orders.length < minOrders) continue;
      io.out(JSON.stringify(recorder.record, null, 2));
      return EXIT_OK;
    }
    io.err(`no game of seeds ${seed}..${seed + MIN_ORDERS_SEEDS - 1} has ${minOrders} orders`);
    return EXIT_FAILURE;
  },
};

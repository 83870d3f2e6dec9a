// `hots replay`: rebuilds a recorded game order by order and names the first divergence (docs/record.md).

import { parseCommandLine } from "../parseCommandLine.js";
import type { Victory } from "../../rules/state.js";
import { replayRecord, type DiceMode, type Divergence, type ReplayReport } from "../../records/replay.js";
import { EXIT_UNREADABLE_RECORD, loadRecord, recordPath } from "../args.js";
import { EXIT_FAILURE, EXIT_OK, UsageError, type CliIo, type Command } from "../command.js";
import { LANG_OPTION, LANG_USAGE, languageOf } from "../language.js";
import { tuneReplayCompiler } from "./replayCompiler.js";

const USAGE = `Usage: hots replay FILE [--dice seed|log] [--log [--lang L] | --json]

Replays a game record (FILE, or - for standard input): sets the game up again, applies every order
and compares the state hash after each one with the record.

  --dice seed|log   where the dice come from: the revealed seed (the default when the record has it)
                    or the record's dice log used as a script
  --log             print the whole game as the referee's narrative before the verdict
${LANG_USAGE}
  --json            print the report as one JSON object:
                    {verified, dice, orders, outcome, finalStateHash, divergence},
                    and diceVerified: false when the record has no seed

A record without its seed replays from its dice log, which cannot then be checked: it says
"replayed from the dice log; dice not verified (no seed)" and exits with 1 unless --dice log was given.

Exit code 0 when the replay matches the record, 1 when it does not, 2 when FILE is not a readable record.`;

/** docs/record.md, "Replaying". */
const DIVERGENCE_MEANING: Record<Divergence["reason"], string> = {
  "state-hash": "the state after this order is not the recorded one",
  "illegal-order": "the engine rejects this order in the replayed state",
  "unparsable-order": "the order text is not in the order language",
  dice: "the dice log ran out or its range differs at this order",
  "unused-dice": "draws remain in the dice log after the last order",
  "dice-log": "the value the seed gives for a draw of this order is not the one in the record",
  "dice-purpose": "a draw of this order is logged with another purpose or audience than the replay draws it for",
  "order-time": "the order's time is not a time, or comes before the game's creation or the order before it",
  "order-default": "the order is marked as a deadline's default without a deadline that had passed, or names a deadline without being one",
  result: "the replay's winner is not the recorded one",
};

const DICE_SOURCE: Record<DiceMode, string> = { seed: "the revealed seed", log: "the dice log" };

function diceModeOf(raw: string | undefined): DiceMode | undefined {
  if (raw === undefined || raw === "seed" || raw === "log") return raw;
  throw new UsageError(`--dice must be "seed" or "log", not "${raw}"`);
}

/** Without a seed the dice log cannot be checked: the game replays, but its dice are taken on trust. */
const UNSEEDED = "replayed from the dice log; dice not verified (no seed)";

function printVerdict(report: ReplayReport, recorded: number, seeded: boolean, describeVictory: (victory: Victory) => string, io: CliIo): void {
  io.out(`replayed ${report.orders} of ${recorded} orders with dice from ${DICE_SOURCE[report.dice]}`);
  io.out(`outcome: ${report.outcome ? `${describeVictory(report.outcome)} (${report.outcome.reason})` : "no winner"}`);
  const d = report.divergence;
  if (!d) {
    io.out(`final state hash: ${report.finalStateHash}`);
    io.out(seeded ? "verified" : UNSEEDED);
    return;
  }
  io.out(`state hash where the replay stopped: ${report.finalStateHash || "none (set-up failed)"}`);
  const where = d.order === 0 ? "at set-up" : `at order ${d.order}`;
  io.out(`NOT verified: divergence ${where}, ${d.reason}: ${DIVERGENCE_MEANING[d.reason]}`);
  io.out(`  expected: ${d.expected}`);
  io.out(`  actual:   ${d.actual}`);
}

export const replayCommand: Command = {
  name: "replay",
  summary: "Replay a game record and check every state hash",
  usage: USAGE,
  async run(argv, io) {
    const { values, positionals } = parseCommandLine({
      args: argv,
      strict: true,
      allowPositionals: true,
      options: {
        dice: { type: "string" },
        log: { type: "boolean" },
        json: { type: "boolean" },
        ...LANG_OPTION,
        help: { type: "boolean", short: "h" },
      },
    });
    if (values.help) {
      io.out(USAGE);
      return EXIT_OK;
    }
    if (values.log && values.json) throw new UsageError("--log and --json cannot be combined: --json prints one JSON line");
    const mode = diceModeOf(values.dice);
    const lang = languageOf(values.lang);
    const path = recordPath(positionals);

    const loaded = await loadRecord(path);
    if (!loaded.ok) {
      io.err(`hots replay: ${loaded.message}`);
      return EXIT_UNREADABLE_RECORD;
    }
    const { record } = loaded;
    tuneReplayCompiler();
    if (mode === "seed" && !record.dice.seed) {
      io.err("hots replay: the record's seed is not revealed; replay it with --dice log");
      return EXIT_FAILURE;
    }
    // The events are kept only for the narrative of --log.
    const { report, events } = replayRecord(record, mode, { events: values.log === true });
    const seeded = Boolean(record.dice.seed);
    if (values.json) io.out(JSON.stringify(seeded ? report : { ...report, diceVerified: false }));
    else {
      // The narrative and its catalogues are loaded only for the words: --json needs neither.
      const { describeVictory, narrate } = await import("../../playout/narrative.js");
      if (values.log) {
        for (const line of narrate(events, lang)) io.out(line);
        io.out("");
      }
      printVerdict(report, record.orders.length, seeded, describeVictory, io);
    }
    // Unchecked dice pass only when the referee asked for the log's dice (issue 12, item 13).
    const accepted = report.verified && (seeded || mode === "log");
    return accepted ? EXIT_OK : EXIT_FAILURE;
  },
};

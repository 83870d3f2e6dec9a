// `hots verify-dice`: the revealed seed matches the commitment and recomputes every logged draw (docs/dice.md).

import { parseArgs } from "node:util";
import { auditRecordDice, orderThatDrew, type DiceAudit, type GameRecord } from "../../records/index.js";
import { EXIT_UNREADABLE_RECORD, loadRecord, recordPath } from "../args.js";
import { EXIT_FAILURE, EXIT_OK, type Command } from "../command.js";

const USAGE = `Usage: hots verify-dice FILE [--json]

Audits the dice of a game record (FILE, or - for standard input): SHA-256 of the revealed seed must
be the commitment published before the game, and every entry of the dice log must be the value the
seed gives for its counter k and range n.

  --json   print the verdict as one JSON object: {ok, draws, reason?, ...}; a draw that does not
           match also names the order that drew it (order, 0 for the set-up)

Exit code 0 when every draw checks, 1 when one does not or the seed is not revealed, 2 when FILE is
not a readable record.`;

/** Where a draw was made, as `hots replay` names it. */
function drawnAt(order: number | null): string {
  if (order === null) return "";
  return order === 0 ? ", drawn at set-up," : `, drawn by order ${order},`;
}

/** The failure in words, naming the entry (by its counter k and the order that drew it) or the commitment. */
function failure(audit: Exclude<DiceAudit, { ok: true }>, record: GameRecord): string {
  switch (audit.reason) {
    case "seed-not-revealed":
      return "the seed is not revealed: the dice can be checked once the game is over and its seed published";
    case "commitment-mismatch":
      return `commitment mismatch: the published commitment is ${audit.expected}, SHA-256 of the revealed seed is ${audit.actual}`;
    case "counter-gap":
      return `counter gap: entry ${audit.index} has k = ${audit.actual}, expected k = ${audit.expected}`;
    case "malformed-entry":
      return `malformed entry k = ${audit.k}: the range n = ${audit.n} is not one the stream draws from`;
    case "entry-mismatch":
      return `entry k = ${audit.k}${drawnAt(orderThatDrew(record, audit.k))} does not match: expected ${audit.expected} (from the seed), actual ${audit.actual} (in the record)`;
  }
}

export const verifyDiceCommand: Command = {
  name: "verify-dice",
  summary: "Check a record's dice against its seed and commitment",
  usage: USAGE,
  async run(argv, io) {
    const { values, positionals } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: true,
      options: {
        json: { type: "boolean" },
        help: { type: "boolean", short: "h" },
      },
    });
    if (values.help) {
      io.out(USAGE);
      return EXIT_OK;
    }
    const loaded = await loadRecord(recordPath(positionals));
    if (!loaded.ok) {
      io.err(`hots verify-dice: ${loaded.message}`);
      return EXIT_UNREADABLE_RECORD;
    }
    const draws = loaded.record.diceLog.length;
    const audit = auditRecordDice(loaded.record);
    if (values.json) {
      const order = !audit.ok && audit.reason === "entry-mismatch" ? { order: orderThatDrew(loaded.record, audit.k) } : {};
      io.out(JSON.stringify({ ...audit, ...order, draws }));
    } else io.out(audit.ok ? `dice verified: ${draws} draws` : `dice NOT verified: ${failure(audit, loaded.record)}`);
    return audit.ok ? EXIT_OK : EXIT_FAILURE;
  },
};

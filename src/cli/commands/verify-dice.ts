// `hots verify-dice`: the revealed seed matches the commitment and recomputes every logged draw (docs/dice.md).

import { parseCommandLine } from "../parseCommandLine.js";
import type { GameRecord } from "../../records/record.js";
import { auditRecordDice, orderThatDrew, type DiceAudit } from "../../records/verifyDice.js";
import type { Side } from "../../rules/sides.js";
import { EXIT_UNREADABLE_RECORD, loadRecord, recordPath } from "../args.js";
import { EXIT_FAILURE, EXIT_OK, type Command } from "../command.js";

const USAGE = `Usage: hots verify-dice FILE [--json] [--nonce SIDE=NONCE ...]

Audits the dice of a game record (FILE, or - for standard input): SHA-256 of the revealed seed must
be the commitment published before the game, every entry of the dice log must be the value the
seed gives for its counter k and range n, and (version 2 records) each side's nonce must have been
given by its player, or drawn by the server for a player who gave none, after the game was created.

  --json                print the verdict as one JSON object: {ok, draws, nonces, reason?, ...}; a
                        draw that does not match also names the order that drew it (order, 0 for
                        the set-up)
  --nonce SIDE=NONCE    the nonce you gave when claiming your seat (england= or scotland=): the
                        record must hold it

Exit code 0 when every draw and nonce checks, 1 when one does not or the seed is not revealed, 2
when FILE is not a readable record or an option is wrong.`;

/** Who gave each nonce, as the record says. */
function nonceLines(record: GameRecord): string[] {
  return (["england", "scotland"] as const).map((side) => {
    const origin = record.dice.nonceOrigins?.[side];
    const by = origin ? `given by the ${origin.givenBy}${origin.at ? ` at ${origin.at}` : ""}` : "origin not recorded (version 1)";
    return `${side} nonce ${JSON.stringify(record.dice.nonces[side])}: ${by}`;
  });
}

function parseNonces(values: readonly string[]): Partial<Record<Side, string>> | string {
  const nonces: Partial<Record<Side, string>> = {};
  for (const value of values) {
    const match = /^(england|scotland)=(.*)$/s.exec(value);
    if (!match) return `--nonce takes england=NONCE or scotland=NONCE, got ${JSON.stringify(value)}`;
    nonces[match[1] as Side] = match[2] ?? "";
  }
  return nonces;
}


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
    case "nonce-missing":
      return `the ${audit.side} nonce is missing or says not who gave it`;
    case "nonce-before-commitment":
      return `the ${audit.side} nonce was given at ${audit.at}, before the game and its commitment (${audit.createdAt})`;
    case "nonce-mismatch":
      return `the ${audit.side} nonce in the record is ${JSON.stringify(audit.actual)}, not the ${JSON.stringify(audit.expected)} you gave`;
  }
}

export const verifyDiceCommand: Command = {
  name: "verify-dice",
  summary: "Check a record's dice against its seed and commitment",
  usage: USAGE,
  async run(argv, io) {
    const { values, positionals } = parseCommandLine({
      args: argv,
      strict: true,
      allowPositionals: true,
      options: {
        json: { type: "boolean" },
        nonce: { type: "string", multiple: true },
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
    const expected = parseNonces(values.nonce ?? []);
    if (typeof expected === "string") {
      io.err(`hots verify-dice: ${expected}`);
      return EXIT_UNREADABLE_RECORD;
    }
    const { record } = loaded;
    const draws = record.diceLog.length;
    const audit = auditRecordDice(record, expected);
    const nonces = { values: record.dice.nonces, origins: record.dice.nonceOrigins ?? null };
    if (values.json) {
      const order = !audit.ok && audit.reason === "entry-mismatch" ? { order: orderThatDrew(record, audit.k) } : {};
      io.out(JSON.stringify({ ...audit, ...order, draws, nonces }));
    } else {
      io.out(audit.ok ? `dice verified: ${draws} draws` : `dice NOT verified: ${failure(audit, record)}`);
      for (const line of nonceLines(record)) io.out(line);
    }
    return audit.ok ? EXIT_OK : EXIT_FAILURE;
  },
};

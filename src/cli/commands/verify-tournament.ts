// `hots verify-tournament`: checks a tournament archive offline (docs/tournaments.md, "Verifying").

import { readFile } from "node:fs/promises";
import { parseCommandLine } from "../parseCommandLine.js";
import { ArchiveFormatError, parseArchive } from "../../tournaments/archive.js";
import { verifyArchive } from "../../tournaments/verifyArchive.js";
import { EXIT_UNREADABLE_RECORD } from "../args.js";
import { EXIT_FAILURE, EXIT_OK, UsageError, type Command } from "../command.js";
import { tuneReplayCompiler } from "./replayCompiler.js";

const USAGE = `Usage: hots verify-tournament ARCHIVE [--json]

Checks a tournament archive (docs/tournaments.md): SHA-256 of the revealed pairing seed must be the
commitment published before registration closed; round by round, every pairing must be the one the
seed and the results before it give, every game's dice must be the ones its revealed seed gives
(as hots verify-dice checks) and every game must replay to its recorded states and result (as hots
replay checks), every forfeit and adjudication must carry its reason; last, the standings and
tie-breaks must be the ones the results give. The first thing that differs is named.

  --json   print the verdict as one JSON object: {ok, rounds, games} or {ok, problem, where, expected, actual}

Exit code 0 when everything checks, 1 when something differs, 2 when ARCHIVE cannot be read.`;

export const verifyTournamentCommand: Command = {
  name: "verify-tournament",
  summary: "Check a tournament archive: pairings, every game's dice and replay, standings",
  usage: USAGE,
  async run(argv, io) {
    const { values, positionals } = parseCommandLine({
      args: argv,
      strict: true,
      allowPositionals: true,
      options: { json: { type: "boolean" }, help: { type: "boolean", short: "h" } },
    });
    if (values.help) {
      io.out(USAGE);
      return EXIT_OK;
    }
    const [path, ...extra] = positionals;
    if (path === undefined) throw new UsageError("an ARCHIVE file is required");
    if (extra.length > 0) throw new UsageError(`one ARCHIVE only; unexpected ${extra.map((a) => `"${a}"`).join(", ")}`);
    let archive;
    try {
      archive = parseArchive(JSON.parse(await readFile(path, "utf8")));
    } catch (error) {
      if (error instanceof ArchiveFormatError || error instanceof SyntaxError || (error as NodeJS.ErrnoException).code !== undefined) {
        io.err(`hots verify-tournament: ${path}: ${(error as Error).message}`);
        return EXIT_UNREADABLE_RECORD;
      }
      throw error;
    }
    tuneReplayCompiler();
    const verdict = verifyArchive(archive);
    if (values.json) io.out(JSON.stringify(verdict));
    else if (verdict.ok) io.out(`tournament verified: ${verdict.rounds} rounds, ${verdict.games} games, pairings and standings recomputed`);
    else {
      io.out(`tournament NOT verified: ${verdict.where}: ${verdict.problem}`);
      io.out(`  expected: ${verdict.expected}`);
      io.out(`  actual:   ${verdict.actual}`);
    }
    return verdict.ok ? EXIT_OK : EXIT_FAILURE;
  },
};

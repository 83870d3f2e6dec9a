// `hots playout`: complete random games, checked for invariants, with a digest of the final states.

import { createProgress } from "../../progress.js";
import { parseCommandLine } from "../parseCommandLine.js";
import { SCENARIO_IDS } from "../../rules/data/index.js";
import { describeVictory, narrate } from "../../playout/narrative.js";
import { gameSeed, playMany, playOne, type PlayedGame, type PlayoutOptions } from "../../playout/run.js";
import { SETUP_OPTIONS, integer, setupOf, setupUsage } from "../args.js";
import { EXIT_FAILURE, EXIT_OK, type CliIo, type Command } from "../command.js";
import { LANG_OPTION, LANG_USAGE, languageOf } from "../language.js";
import type { Language } from "../../i18n/languages.js";
import { translator } from "../../i18n/translator.js";

const USAGE = `Usage: hots playout [--games N] [--scenario ${SCENARIO_IDS.join("|")}] [--options all|ID,ID...]
                    [--campaign-end-year Y] [--seed S] [--json] [--lang L]

Plays N complete games of random legal orders and checks the rules' invariants after every order.

  --games N               games to play (default 1)
${setupUsage({ scenario: "default braveheart", seed: "the same seed replays the same games (default 1)" })}
  --json                  print one JSON object: {games, completed, errors, decisions, winners, gamesPerSecond, digest}
${LANG_USAGE}

Progress, with an estimate of the time left, goes to standard error every few seconds
(PROGRESS_INTERVAL_MS); standard output keeps the results. Without --json, prints the narrative of game 1 and one line per game. Exit code 1 if any game failed.`;

interface PlayoutRequest {
  games: number;
  base: Omit<PlayoutOptions, "seed"> & { seed: number };
  json: boolean;
  lang: Language;
}

function parse(argv: string[]): PlayoutRequest | "help" {
  const { values } = parseCommandLine({
    args: argv,
    strict: true,
    allowPositionals: false,
    options: {
      games: { type: "string" },
      ...SETUP_OPTIONS,
      json: { type: "boolean" },
      ...LANG_OPTION,
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help) return "help";
  return {
    games: integer("games", values.games ?? "1", 1, Number.MAX_SAFE_INTEGER),
    base: setupOf(values, { scenario: "braveheart", seed: 1 }),
    json: values.json ?? false,
    lang: languageOf(values.lang),
  };
}

/** One game's line, in the narrative's language (the engine's own error message stays as it is). */
function summary(game: number, played: PlayedGame, lang: Language): string {
  const t = translator(lang);
  const head = t("playout.game", { game: game + 1, seed: played.seed, decisions: played.decisions });
  if (played.error) return t("playout.failed", { game: head, order: played.error.order, message: played.error.message });
  return played.final.winner ? t("playout.won", { game: head, victory: describeVictory(played.final.winner, lang) }) : t("playout.unfinished", { game: head });
}

function printNarrative(request: PlayoutRequest, io: CliIo): void {
  const first = playOne({ ...request.base, seed: gameSeed(request.base.seed, 0) }, true);
  for (const line of narrate(first.events, request.lang)) io.out(line);
  if (first.error) io.out(translator(request.lang)("playout.stopped", { message: first.error.message }));
  io.out("");
}

export const playoutCommand: Command = {
  name: "playout",
  summary: "Play complete random games and check the rules' invariants",
  usage: USAGE,
  async run(argv, io) {
    const request = parse(argv);
    if (request === "help") {
      io.out(USAGE);
      return EXIT_OK;
    }
    if (!request.json) printNarrative(request, io);
    // Progress on standard error only (src/progress.ts), so --json output stays one JSON object.
    const progress = request.games > 1 ? createProgress({ label: "playout", unit: "games", total: request.games, write: (text) => io.err(text.replace(/\n$/, "")), tty: false }) : null;
    const onGame = (game: number, played: PlayedGame) => {
      if (!request.json) io.out(summary(game, played, request.lang));
      progress?.update(game + 1);
    };
    const report = playMany(request.games, request.base, () => performance.now(), onGame);
    progress?.finish();
    if (request.json) io.out(JSON.stringify(report));
    else {
      const t = translator(request.lang);
      const { england, scotland } = report.winners;
      io.out(t("playout.total", { completed: report.completed, games: report.games, england: t("side.england"), englandWins: england, scotland: t("side.scotland"), scotlandWins: scotland, rate: report.gamesPerSecond, digest: report.digest }));
    }
    return report.errors.length > 0 ? EXIT_FAILURE : EXIT_OK;
  },
};

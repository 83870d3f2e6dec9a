// `hots playout`: complete random games, checked for invariants, with a digest of the final states.

import { parseArgs } from "node:util";
import { SCENARIOS, SCENARIO_IDS, type ScenarioId } from "../../rules/data/index.js";
import { OPTION_IDS, type OptionId } from "../../rules/state.js";
import { describeVictory, narrate } from "../../playout/narrative.js";
import { gameSeed, playMany, playOne, type PlayedGame, type PlayoutOptions } from "../../playout/run.js";
import { EXIT_FAILURE, EXIT_OK, UsageError, type CliIo, type Command } from "../command.js";

const MAX_SEED = 0xffffffff;

const USAGE = `Usage: hots playout [--games N] [--scenario ${SCENARIO_IDS.join("|")}] [--options all|ID,ID...]
                    [--campaign-end-year Y] [--seed S] [--json]

Plays N complete games of random legal orders and checks the rules' invariants after every order.

  --games N               games to play (default 1)
  --scenario NAME         ${SCENARIO_IDS.join(", ")} (default braveheart)
  --options LIST          "all" or a comma-separated list of: ${OPTION_IDS.join(", ")} (default none)
  --campaign-end-year Y   campaign only: score the game at the end of year Y (default: play until a side wins)
  --seed S                integer 0-${MAX_SEED}; the same seed replays the same games (default 1)
  --json                  print one JSON object: {games, completed, errors, decisions, winners, gamesPerSecond, digest}

Without --json, prints the narrative of game 1 and one line per game. Exit code 1 if any game failed.`;

interface PlayoutRequest {
  games: number;
  base: Omit<PlayoutOptions, "seed"> & { seed: number };
  json: boolean;
}

function integer(flag: string, raw: string, min: number, max: number): number {
  const n = /^\d+$/.test(raw.trim()) ? Number(raw.trim()) : Number.NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? `of at least ${min}` : `from ${min} to ${max}`;
    throw new UsageError(`--${flag} must be an integer ${range}, not "${raw}"`);
  }
  return n;
}

function scenarioOf(raw: string): ScenarioId {
  const found = SCENARIO_IDS.find((id) => id === raw);
  if (!found) throw new UsageError(`unknown scenario "${raw}"; scenarios: ${SCENARIO_IDS.join(", ")}`);
  return found;
}

function optionsOf(raw: string): OptionId[] {
  if (raw.trim() === "all") return [...OPTION_IDS];
  const named = raw.split(",").map((o) => o.trim()).filter((o) => o !== "");
  const unknown = named.filter((o) => !(OPTION_IDS as readonly string[]).includes(o));
  if (unknown.length > 0) throw new UsageError(`unknown option id${unknown.length > 1 ? "s" : ""} ${unknown.join(", ")}; known: all, ${OPTION_IDS.join(", ")}`);
  return OPTION_IDS.filter((o) => named.includes(o));
}

function parse(argv: string[]): PlayoutRequest | "help" {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    allowPositionals: false,
    options: {
      games: { type: "string" },
      scenario: { type: "string" },
      options: { type: "string" },
      "campaign-end-year": { type: "string" },
      seed: { type: "string" },
      json: { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help) return "help";
  const scenario = scenarioOf(values.scenario ?? "braveheart");
  let campaignEndYear: number | null = null;
  if (values["campaign-end-year"] !== undefined) {
    if (scenario !== "campaign") throw new UsageError("--campaign-end-year applies only to --scenario campaign");
    campaignEndYear = integer("campaign-end-year", values["campaign-end-year"], SCENARIOS.campaign.firstYear, 9999);
  }
  return {
    games: integer("games", values.games ?? "1", 1, Number.MAX_SAFE_INTEGER),
    base: {
      scenario,
      options: optionsOf(values.options ?? ""),
      campaignEndYear,
      seed: integer("seed", values.seed ?? "1", 0, MAX_SEED),
    },
    json: values.json ?? false,
  };
}

function summary(game: number, played: PlayedGame): string {
  const head = `Game ${game + 1} (seed ${played.seed}, ${played.decisions} decisions)`;
  if (played.error) return `${head}: FAILED at order ${played.error.order}: ${played.error.message}`;
  return played.final.winner ? `${head}: ${describeVictory(played.final.winner)}.` : `${head}: unfinished.`;
}

function printNarrative(request: PlayoutRequest, io: CliIo): void {
  const first = playOne({ ...request.base, seed: gameSeed(request.base.seed, 0) }, true);
  for (const line of narrate(first.events)) io.out(line);
  if (first.error) io.out(`Stopped: ${first.error.message}`);
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
    const onGame = request.json ? undefined : (game: number, played: PlayedGame) => io.out(summary(game, played));
    const report = playMany(request.games, request.base, () => performance.now(), onGame);
    if (request.json) io.out(JSON.stringify(report));
    else {
      const { england, scotland } = report.winners;
      io.out(`${report.completed}/${report.games} games completed; England won ${england}, Scotland ${scotland}; ${report.gamesPerSecond} games/s; digest ${report.digest}`);
    }
    return report.errors.length > 0 ? EXIT_FAILURE : EXIT_OK;
  },
};

// `hots play --random`: complete games through a running server's API, each side choosing at
// random from its own view. A demo of the API and a load generator.

import { parseArgs } from "node:util";
import { SCENARIO_IDS } from "../../rules/data/index.js";
import { createClient, type CreatedGame, type HotsClient } from "../../client/index.js";
import { playRandomGame, type RandomGameResult } from "../../client/randomGame.js";
import { describeVictory } from "../../playout/narrative.js";
import { createPrng } from "../../playout/prng.js";
import { gameSeed } from "../../playout/run.js";
import { SETUP_OPTIONS, integer, setupOf, setupUsage, type SetupArgs } from "../args.js";
import { EXIT_FAILURE, EXIT_OK, UsageError, type CliIo, type Command } from "../command.js";

const USAGE = `Usage: hots play --random --server URL [--scenario ${SCENARIO_IDS.join("|")}] [--seed S]
                 [--games N] [--concurrency C] [--options all|ID,ID...] [--campaign-end-year Y]
                 [--max-orders M] [--quiet]

Creates games on a running hots server (hots serve), claims both seats of each with their invites
(the server draws each side's nonce), and plays them to the end through the API: each side reads its
own view with the token its claim returned and answers its pending decision with a random
legal order (an order the server rejects is sent again as the plainest legal one).

  --random                choose orders at random (the only player there is; required)
  --server URL            the server's root, e.g. http://127.0.0.1:3000 (required)
${setupUsage({ scenario: "default braveheart", seed: "seeds the players' choices; the server rolls the dice (default 1)" })}
  --games N               games to play (default 1)
  --concurrency C         games played at once (default 1)
  --max-orders M          leave a game unfinished after M accepted orders (default 100000)
  --quiet                 one line per game and the total, no progress lines

Exit code 1 if any game failed.`;

interface PlayRequest {
  server: string;
  setup: SetupArgs;
  games: number;
  concurrency: number;
  maxOrders: number;
  quiet: boolean;
}

function parse(argv: string[]): PlayRequest | "help" {
  const { values } = parseArgs({
    args: argv,
    strict: true,
    allowPositionals: false,
    options: {
      random: { type: "boolean" },
      server: { type: "string" },
      ...SETUP_OPTIONS,
      games: { type: "string" },
      concurrency: { type: "string" },
      "max-orders": { type: "string" },
      quiet: { type: "boolean" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help) return "help";
  if (!values.random) throw new UsageError("--random is required (random legal orders are the only player)");
  if (values.server === undefined) throw new UsageError("--server URL is required");
  if (!URL.canParse(values.server) || !/^https?:$/.test(new URL(values.server).protocol)) {
    throw new UsageError(`--server must be an http(s) URL, not "${values.server}"`);
  }
  return {
    server: values.server,
    setup: setupOf(values, { scenario: "braveheart", seed: 1 }),
    games: integer("games", values.games ?? "1", 1, Number.MAX_SAFE_INTEGER),
    concurrency: integer("concurrency", values.concurrency ?? "1", 1, 1000),
    maxOrders: integer("max-orders", values["max-orders"] ?? "100000", 1, Number.MAX_SAFE_INTEGER),
    quiet: values.quiet ?? false,
  };
}

const plural = (n: number, what: string): string => `${n} ${what}${n === 1 ? "" : "s"}`;

function outcome(r: RandomGameResult): string {
  const how = r.winner ? describeVictory(r.winner) : `unfinished in ${r.year}`;
  const extras = [plural(r.fallbacks, "fallback"), plural(r.conflicts, "conflict")];
  return `${how} after ${plural(r.orders, "order")} (${extras.join(", ")})`;
}

const seconds = (ms: number): string => (ms / 1000).toFixed(1);

interface Tally {
  orders: number;
  /** 429 answers the client waited out, and the seconds it waited. */
  rateLimited: number;
  waited: number;
  failed: number;
  wins: { england: number; scotland: number };
}

/** Where to look at a game afterwards: its id, the observer link and the host's (referee's) token. */
function inspection(game: CreatedGame, label: string): string[] {
  return [
    `${label}: game ${game.gameId}`,
    `${label}: observer link ${game.links.observer}`,
    `${label}: host (referee) token ${game.tokens.host}`,
  ];
}

async function playOne(client: HotsClient, request: PlayRequest, game: number, io: CliIo, tally: Tally): Promise<void> {
  const label = `game ${game + 1}`;
  const seed = gameSeed(request.setup.seed, game);
  const started = performance.now();
  let year = 0;
  let created: CreatedGame | null = null;
  try {
    const { scenario, options, campaignEndYear } = request.setup;
    const result = await playRandomGame(client, {
      setup: { scenario, options, ...(campaignEndYear !== null ? { campaignEndYear } : {}) },
      rng: createPrng(seed),
      maxOrders: request.maxOrders,
      onCreated: (game) => {
        created = game;
        if (!request.quiet) io.out(`${label}: ${game.gameId} created (${scenario}, player seed ${seed})`);
      },
      onOrder: (o) => {
        tally.orders += 1;
        if (request.quiet || o.year === year) return;
        year = o.year;
        io.out(`${label}: year ${o.year} (${plural(o.n, "order")})`);
      },
    });
    if (result.winner) tally.wins[result.winner.side] += 1;
    io.out(`${label}: ${outcome(result)} in ${seconds(performance.now() - started)} s`);
  } catch (error) {
    tally.failed += 1;
    io.err(`${label}: FAILED: ${(error as Error).message}`);
  }
  // Finished or failed, the game stays on the server to be looked at.
  if (created !== null && !request.quiet) inspection(created, label).forEach((line) => io.out(line));
}

export const playCommand: Command = {
  name: "play",
  summary: "Play random games through a running server's API (demo and load generator)",
  usage: USAGE,
  async run(argv, io) {
    const request = parse(argv);
    if (request === "help") {
      io.out(USAGE);
      return EXIT_OK;
    }
    const tally: Tally = { orders: 0, rateLimited: 0, waited: 0, failed: 0, wins: { england: 0, scotland: 0 } };
    const client = createClient({
      baseUrl: request.server,
      onRateLimited: (wait) => {
        tally.rateLimited += 1;
        tally.waited += wait;
      },
    });
    const started = performance.now();
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < request.games) {
        const game = next;
        next += 1;
        await playOne(client, request, game, io, tally);
      }
    };
    await Promise.all(Array.from({ length: Math.min(request.concurrency, request.games) }, worker));
    const elapsed = performance.now() - started;
    const rate = (tally.orders / Math.max(elapsed / 1000, 1e-9)).toFixed(1);
    io.out(
      `${plural(request.games, "game")}, ${plural(tally.orders, "order")} in ${seconds(elapsed)} s (${rate} orders/s); ` +
        `England won ${tally.wins.england}, Scotland ${tally.wins.scotland}${tally.failed > 0 ? `; ${tally.failed} failed` : ""}` +
        (tally.rateLimited > 0 ? `; waited out ${plural(tally.rateLimited, "rate limit")} (${tally.waited} s)` : ""),
    );
    return tally.failed > 0 ? EXIT_FAILURE : EXIT_OK;
  },
};

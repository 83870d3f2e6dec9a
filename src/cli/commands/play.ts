// `hots play --random`: complete games through a running server's API, each side choosing at
// random from its own view. A demo of the API and a load generator.

import { parseCommandLine } from "../parseCommandLine.js";
import { SCENARIO_IDS } from "../../rules/data/index.js";
import { createClient, type CreatedGame, type HotsClient } from "../../client/index.js";
import { playRandomGame, type RandomGameResult } from "../../client/randomGame.js";
import { playSeat } from "../../client/seatPlayer.js";
import { describeVictory } from "../../playout/narrative.js";
import { createPrng } from "../../playout/prng.js";
import { gameSeed } from "../../playout/run.js";
import { SETUP_OPTIONS, integer, setupOf, setupUsage, type SetupArgs } from "../args.js";
import { EXIT_FAILURE, EXIT_OK, UsageError, type CliIo, type Command } from "../command.js";

const USAGE = `Usage: hots play --random --server URL [--scenario ${SCENARIO_IDS.join("|")}] [--seed S]
                 [--games N] [--concurrency C] [--options all|ID,ID...] [--campaign-end-year Y]
                 [--max-orders M] [--quiet]
       hots play --random --server URL --game ID (--token TOKEN | --invite INVITE) [--seed S]
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

With --game, plays one seat of an existing game instead: the side whose --token is given (or
whose seat --invite claims first), against whoever holds the other seat. Between its turns it
waits on the game's event stream (GET /games/{id}/events/stream, resumed with Last-Event-ID after
a dropped connection), and polls once a second only when the stream is unavailable.

  --game ID               the game to play a seat of
  --token TOKEN           the side's token (from POST /games/{id}/join)
  --invite INVITE         claims the seat first, then plays it

Exit code 1 if any game failed.`;

/** One seat of an existing game (--game). */
interface SeatRequest {
  gameId: string;
  credential: { token: string } | { invite: string };
}

interface PlayRequest {
  seat: SeatRequest | null;
  server: string;
  setup: SetupArgs;
  games: number;
  concurrency: number;
  maxOrders: number;
  quiet: boolean;
}

function parse(argv: string[]): PlayRequest | "help" {
  const { values } = parseCommandLine({
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
      game: { type: "string" },
      token: { type: "string" },
      invite: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help) return "help";
  if (!values.random) throw new UsageError("--random is required (random legal orders are the only player)");
  if (values.server === undefined) throw new UsageError("--server URL is required");
  if (!URL.canParse(values.server) || !/^https?:$/.test(new URL(values.server).protocol)) {
    throw new UsageError(`--server must be an http(s) URL, not "${values.server}"`);
  }
  let seat: SeatRequest | null = null;
  if (values.game !== undefined) {
    if ((values.token === undefined) === (values.invite === undefined)) throw new UsageError("--game needs one of --token TOKEN or --invite INVITE");
    if (values.games !== undefined || values.concurrency !== undefined) throw new UsageError("--game plays one seat of one game: --games and --concurrency do not apply");
    seat = { gameId: values.game, credential: values.token !== undefined ? { token: values.token } : { invite: values.invite as string } };
  } else if (values.token !== undefined || values.invite !== undefined) {
    throw new UsageError("--token and --invite go with --game ID");
  }
  return {
    seat,
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

/** `--game`: one seat, waiting for its turn on the event stream. */
async function playOneSeat(client: HotsClient, request: PlayRequest, seat: SeatRequest, io: CliIo): Promise<number> {
  const started = performance.now();
  try {
    const token = "token" in seat.credential ? seat.credential.token : (await client.join(seat.gameId, seat.credential.invite)).token;
    let year = 0;
    const result = await playSeat(client, {
      gameId: seat.gameId,
      token,
      rng: createPrng(request.setup.seed),
      maxOrders: request.maxOrders,
      onFallback: (reason) => io.err(`${seat.gameId}: the event stream is unavailable (${reason}); polling instead`),
      onOrder: (o) => {
        if (request.quiet || o.year === year) return;
        year = o.year;
        io.out(`${seat.gameId} (${o.side}): year ${o.year} (${plural(o.n, "order")})`);
      },
    });
    const how = result.winner ? describeVictory(result.winner) : `unfinished in ${result.year}`;
    io.out(`${seat.gameId} (${result.side}): ${how} after ${plural(result.orders, "order")} of ours (${plural(result.fallbacks, "fallback")}) in ${seconds(performance.now() - started)} s, waiting by ${result.waitedBy}`);
    return EXIT_OK;
  } catch (error) {
    io.err(`${seat.gameId}: FAILED: ${(error as Error).message}`);
    return EXIT_FAILURE;
  }
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
    if (request.seat !== null) return playOneSeat(client, request, request.seat, io);
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

// `hots render`: the board of a recorded game after its Nth order, as one side saw it (issue 11, item 7).
import { writeFile } from "node:fs/promises";
import { parseCommandLine } from "../parseCommandLine.js";
import type { GameRecord } from "../../records/record.js";
import { replayRecord, type Replay } from "../../records/replay.js";
import { renderBoardSvg, svgToPng } from "../../render/index.js";
import { VIEWERS, viewFor, type Viewer } from "../../views/index.js";
import { EXIT_UNREADABLE_RECORD, integer, loadRecord, recordPath } from "../args.js";
import { EXIT_FAILURE, EXIT_OK, UsageError, type Command } from "../command.js";
import { languageOf, LANG_OPTION } from "../language.js";

const USAGE = `Usage: hots render RECORD --side england|scotland|observer|referee [--at N] [--png] [--out FILE] [--lang L]

Replays a game record (RECORD, or - for standard input) up to its Nth order and prints the board as
that side saw it then, as SVG (or PNG with --png): the side's own blocks face up, the enemy's blank.

  --side ROLE    england, scotland, observer or referee (sees everything)
  --at N         after the first N orders (0: the set-up; default: the whole record)
  --png          a PNG 1000 px wide instead of SVG
  --out FILE     write to FILE instead of standard output
  --lang L       every word of the picture in L: en, pt, fr, es, hu or it (default en)

Examples: hots render game.json --side scotland --at 40 > board.svg
          hots render game.json --side referee --png --out board.png`;

function viewerOf(raw: string | undefined): Viewer {
  if (raw === undefined) throw new UsageError(`--side is required: ${VIEWERS.join(", ")}`);
  const found = VIEWERS.find((v) => v === raw);
  if (!found) throw new UsageError(`--side must be one of ${VIEWERS.join(", ")}, not "${raw}"`);
  return found;
}

/** The record cut after `at` orders: what is left of its dice and its result do not count. */
function replayTo(record: GameRecord, at: number): Replay {
  const replay = replayRecord({ ...record, orders: record.orders.slice(0, at), result: null });
  const d = replay.report.divergence;
  const cutShort = d !== null && d.order === at && (d.reason === "unused-dice" || d.reason === "result");
  return cutShort ? { ...replay, report: { ...replay.report, verified: true, divergence: null } } : replay;
}

export const renderCommand: Command = {
  name: "render",
  summary: "Draw the board of a recorded game after order N, as one side saw it (SVG or PNG)",
  usage: USAGE,
  async run(argv, io) {
    const { values, positionals } = parseCommandLine({
      args: argv,
      strict: true,
      allowPositionals: true,
      options: {
        side: { type: "string" },
        at: { type: "string" },
        png: { type: "boolean" },
        out: { type: "string" },
        ...LANG_OPTION,
        help: { type: "boolean", short: "h" },
      },
    });
    if (values.help) {
      io.out(USAGE);
      return EXIT_OK;
    }
    const viewer = viewerOf(values.side);
    const path = recordPath(positionals);
    if (values.png && values.out === undefined && io.bytes === undefined) throw new UsageError("--png needs --out FILE here");
    const loaded = await loadRecord(path);
    if (!loaded.ok) {
      io.err(`hots render: ${loaded.message}`);
      return EXIT_UNREADABLE_RECORD;
    }
    const { record } = loaded;
    const at = values.at === undefined ? record.orders.length : integer("at", values.at, 0, record.orders.length);
    const replay = replayTo(record, at);
    if (replay.state === null || replay.report.divergence !== null) {
      const d = replay.report.divergence;
      io.err(`hots render: the record does not replay to order ${at}${d ? `: ${d.reason} at order ${d.order} (${d.actual})` : ""}`);
      return EXIT_FAILURE;
    }
    const svg = renderBoardSvg(viewFor(replay.state, viewer), languageOf(values.lang));
    const output = values.png ? svgToPng(svg) : svg;
    if (values.out !== undefined) await writeFile(values.out, output);
    else if (typeof output === "string") io.out(output.trimEnd());
    else io.bytes?.(output);
    return EXIT_OK;
  },
};

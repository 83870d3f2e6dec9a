// `hots verify-tournament`'s check (docs/tournaments.md, "Verifying"): the pairing seed matches its
// commitment; round by round every pairing is recomputed from the seed and the results before it,
// and every game's dice and orders are checked as `hots verify-dice` and `hots replay` check them;
// then the standings are recomputed. The first thing that differs is named.

import { commitmentOf, seedFromHex } from "../dice/index.js";
import { replayRecord } from "../records/replay.js";
import { auditRecordDice } from "../records/verifyDice.js";
import { playedRounds, type ArchiveBoard, type TournamentArchive } from "./archive.js";
import { PairingError, type RoundPairing } from "./pairing.js";
import { maxRounds, pairRound } from "./pairRound.js";
import { computeStandings, type Standing, type TieBreak } from "./standings.js";

export type ArchiveProblem =
  | "pairing-seed"
  | "settings"
  | "pairing"
  | "record"
  | "dice"
  | "replay"
  | "result"
  | "standings";

export type ArchiveVerdict =
  | { ok: true; rounds: number; games: number }
  | { ok: false; problem: ArchiveProblem; where: string; expected: string; actual: string };

const fail = (problem: ArchiveProblem, where: string, expected: string, actual: string): ArchiveVerdict => ({ ok: false, problem, where, expected, actual });

const describeBoards = (pairing: Pick<RoundPairing, "boards" | "bye">): string[] => [
  ...pairing.boards.map((b) => `board ${b.board}: ${b.england} (England) v ${b.scotland} (Scotland)`),
  `bye: ${pairing.bye ?? "none"}`,
];

function describeStanding(row: Standing | undefined, tieBreaks: readonly TieBreak[]): string {
  if (row === undefined) return "nothing more";
  const breaks = tieBreaks.filter((name) => row.tieBreaks[name] !== undefined).map((name) => `${name} ${row.tieBreaks[name]}`);
  return `${row.rank}. ${row.player}: ${row.points} points, ${row.wins} won, ${row.losses} lost, ${row.byes} byes${breaks.length ? `; ${breaks.join(", ")}` : ""}`;
}

/** Checks one board's game: its dice, its replay, and that its result is the record's or has a reason. */
function verifyBoard(archive: TournamentArchive, where: string, board: ArchiveBoard): ArchiveVerdict | null {
  const { record, result } = board;
  if (record === null) {
    if (result !== null && result.by === "game") return fail("record", where, "the game's record, for a result by the game's end", "no record");
    if (result !== null && result.reason === undefined) return fail("result", where, `a written reason for the ${result.by}`, "none");
    return null;
  }
  if (record.setup.scenario !== archive.settings.scenario) return fail("record", where, `scenario ${archive.settings.scenario}`, `scenario ${record.setup.scenario}`);
  const dice = auditRecordDice(record);
  if (!dice.ok) {
    const detail = "k" in dice ? `entry k = ${dice.k}` : dice.reason;
    const expected = "expected" in dice ? String(dice.expected) : "the draws the revealed seed gives";
    const actual = "actual" in dice ? String(dice.actual) : dice.reason;
    return fail("dice", `${where}, game ${record.gameId}, ${dice.reason} (${detail})`, expected, actual);
  }
  const replay = replayRecord(record, "seed", { events: false }).report;
  if (replay.divergence) {
    const d = replay.divergence;
    return fail("replay", `${where}, game ${record.gameId}, ${d.order === 0 ? "set-up" : `order ${d.order}`} (${d.reason})`, d.expected, d.actual);
  }
  if (result === null) return null;
  const ended = record.result?.winner ?? null;
  if (ended !== null && (result.winner !== ended || result.by !== "game")) {
    return fail("result", `${where}, game ${record.gameId}`, `${ended} won (${record.result?.reason}), as the record ends`, `${result.winner} (${result.by})`);
  }
  if (ended === null && result.by === "game") return fail("result", `${where}, game ${record.gameId}`, "a forfeit or adjudication with its reason: the record has no winner", `${result.winner} (game)`);
  if (result.by !== "game" && result.reason === undefined) return fail("result", `${where}, game ${record.gameId}`, `a written reason for the ${result.by}`, "none");
  return null;
}

export function verifyArchive(archive: TournamentArchive): ArchiveVerdict {
  const { settings, pairingSeed } = archive;
  if (pairingSeed.seed === null) return fail("pairing-seed", "pairing seed", "the revealed seed", "not revealed");
  const seed = seedFromHex(pairingSeed.seed);
  const revealed = commitmentOf(seed);
  if (revealed !== pairingSeed.commitment) return fail("pairing-seed", "pairing seed", `SHA-256 of the seed = the commitment ${pairingSeed.commitment}`, revealed);
  const allowed = maxRounds(settings.format, settings.players.length);
  if (settings.rounds > allowed) return fail("settings", "settings.rounds", `at most ${allowed} rounds for ${settings.players.length} players (${settings.format})`, String(settings.rounds));
  if (archive.rounds.length > settings.rounds) return fail("settings", "rounds", `at most ${settings.rounds} rounds`, String(archive.rounds.length));
  let games = 0;
  for (const [index, round] of archive.rounds.entries()) {
    const number = index + 1;
    if (round.round !== number) return fail("pairing", `round ${number}`, `round number ${number}`, String(round.round));
    let expected: RoundPairing;
    try {
      expected = pairRound(settings.format, { tournamentId: archive.id, seed, players: settings.players, round: number, previous: playedRounds(archive.rounds.slice(0, index)) });
    } catch (error) {
      if (error instanceof PairingError) return fail("pairing", `round ${number}`, "a pairing the system can make", error.message);
      throw error;
    }
    const want = describeBoards(expected);
    const have = describeBoards({ boards: round.boards, bye: round.bye });
    for (let i = 0; i < Math.max(want.length, have.length); i++) {
      if (want[i] !== have[i]) return fail("pairing", `round ${number}`, want[i] ?? "nothing more", have[i] ?? "nothing more");
    }
    for (const board of round.boards) {
      const problem = verifyBoard(archive, `round ${number} board ${board.board}`, board);
      if (problem) return problem;
      if (board.record) games += 1;
    }
  }
  const standings = computeStandings(settings.players, playedRounds(archive.rounds), settings.tieBreaks);
  for (let i = 0; i < Math.max(standings.length, archive.standings.length); i++) {
    const want = describeStanding(standings[i], settings.tieBreaks);
    const have = describeStanding(archive.standings[i], settings.tieBreaks);
    if (want !== have) return fail("standings", `standings line ${i + 1}`, want, have);
  }
  return { ok: true, rounds: archive.rounds.length, games };
}

// Building an archive as a tournament runs: pair the next round from the seed and the results so
// far, file each game's record and result, then reveal the seed with the final standings. Pure:
// each step returns a new archive.

import { commitmentOf, seedToHex } from "../dice/index.js";
import type { GameRecord } from "../records/record.js";
import { ARCHIVE_FORMAT, ARCHIVE_VERSION, playedRounds, type TournamentArchive } from "./archive.js";
import { pairRound } from "./pairRound.js";
import { computeStandings } from "./standings.js";

type Settings = TournamentArchive["settings"];
type GameResult = NonNullable<TournamentArchive["rounds"][number]["boards"][number]["result"]>;

/** A new tournament: the seed's commitment is published now, the seed itself only at the end. */
export function openArchive(id: string, settings: Settings, seed: Uint8Array): TournamentArchive {
  return { format: ARCHIVE_FORMAT, version: ARCHIVE_VERSION, id, settings, pairingSeed: { commitment: commitmentOf(seed), seed: null }, rounds: [], standings: [] };
}

/** Pairs the next round; every board starts without a record or result. */
export function pairNextRound(archive: TournamentArchive, seed: Uint8Array): TournamentArchive {
  const round = archive.rounds.length + 1;
  const pairing = pairRound(archive.settings.format, { tournamentId: archive.id, seed, players: archive.settings.players, round, previous: playedRounds(archive.rounds) });
  const boards = pairing.boards.map((b) => ({ ...b, record: null, result: null }));
  return withStandings({ ...archive, rounds: [...archive.rounds, { round, bye: pairing.bye, boards }] });
}

/** Files a board's game record (the game's own result, if it ended) or a forfeit/adjudication with its reason. */
export function fileGame(archive: TournamentArchive, round: number, board: number, record: GameRecord | null, result: GameResult): TournamentArchive {
  const rounds = archive.rounds.map((r) =>
    r.round !== round ? r : { ...r, boards: r.boards.map((b) => (b.board !== board ? b : { ...b, record, result })) },
  );
  return withStandings({ ...archive, rounds });
}

/** The result a finished record gives, or null for an unfinished or abandoned game. */
export function resultOfRecord(record: GameRecord): GameResult | null {
  const winner = record.result?.winner;
  return winner ? { winner, by: "game" } : null;
}

/** Reveals the pairing seed: from now on anyone can check every pairing. */
export function closeArchive(archive: TournamentArchive, seed: Uint8Array): TournamentArchive {
  return { ...archive, pairingSeed: { ...archive.pairingSeed, seed: seedToHex(seed) } };
}

function withStandings(archive: TournamentArchive): TournamentArchive {
  return { ...archive, standings: computeStandings(archive.settings.players, playedRounds(archive.rounds), archive.settings.tieBreaks) };
}

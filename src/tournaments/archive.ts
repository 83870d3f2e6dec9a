// The tournament archive (docs/tournaments.md, "The archive"): one JSON file with everything needed
// to check a tournament offline: settings, the pairing seed, every round's boards with each game's
// record and result, every adjudication's reason, and the standings.

import { z } from "zod";
import { recordSchema } from "../records/record.js";
import { OPTION_IDS } from "../rules/state.js";
import { SCENARIO_IDS } from "../rules/data/index.js";
import type { PlayedRound } from "./pairing.js";
import { TIE_BREAKS } from "./standings.js";

export const ARCHIVE_FORMAT = "hots-judge tournament";
export const ARCHIVE_VERSION = 1;

const side = z.enum(["england", "scotland"]);
const hex64 = z.string().regex(/^[0-9a-f]{64}$/, "64 lowercase hex digits");

export const gameResultSchema = z.strictObject({
  winner: side,
  /** "game": the record's own end (a victory under 9.0/9.1 or a resignation); "forfeit": a side missed its deadlines; "adjudication": the referee decided an unfinished game. */
  by: z.enum(["game", "forfeit", "adjudication"]),
  /** The referee's written reason; required for a forfeit or an adjudication. */
  reason: z.string().min(1).optional(),
});

export const archiveBoardSchema = z.strictObject({
  board: z.number().int().min(1),
  england: z.string().min(1),
  scotland: z.string().min(1),
  /** The game's record (docs/record.md), its seed revealed; null only for a game never started (a forfeit). */
  record: recordSchema.nullable(),
  /** Null while the game is being played. */
  result: gameResultSchema.nullable(),
});

export const standingSchema = z.strictObject({
  rank: z.number().int().min(1),
  player: z.string(),
  points: z.number(),
  played: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  byes: z.number().int(),
  tieBreaks: z.partialRecord(z.enum(TIE_BREAKS), z.number()),
});

export const archiveSchema = z.strictObject({
  format: z.literal(ARCHIVE_FORMAT),
  version: z.literal(ARCHIVE_VERSION),
  id: z.string().min(1),
  settings: z.strictObject({
    name: z.string().min(1),
    format: z.enum(["round-robin", "swiss"]),
    rounds: z.number().int().min(1),
    scenario: z.enum(SCENARIO_IDS as [string, ...string[]]),
    options: z.array(z.enum(OPTION_IDS)),
    tieBreaks: z.array(z.enum(TIE_BREAKS)),
    /** Addresses in registration order. */
    players: z.array(z.string().min(1)).min(2),
  }),
  pairingSeed: z.strictObject({
    /** SHA-256 of the 32 seed bytes, published before registration closed. */
    commitment: hex64,
    /** Revealed when the tournament ends; null before. */
    seed: hex64.nullable(),
  }),
  rounds: z.array(
    z.strictObject({
      round: z.number().int().min(1),
      bye: z.string().nullable(),
      boards: z.array(archiveBoardSchema),
    }),
  ),
  standings: z.array(standingSchema),
});

export type TournamentArchive = z.infer<typeof archiveSchema>;
export type ArchiveRound = TournamentArchive["rounds"][number];
export type ArchiveBoard = z.infer<typeof archiveBoardSchema>;

/** The rounds as pairings and standings read them: finished boards only. */
export function playedRounds(rounds: readonly ArchiveRound[]): PlayedRound[] {
  return rounds.map((round) => ({
    round: round.round,
    bye: round.bye,
    results: round.boards.flatMap((b) => (b.result ? [{ england: b.england, scotland: b.scotland, winner: b.result.winner }] : [])),
  }));
}

export class ArchiveFormatError extends Error {
  override readonly name = "ArchiveFormatError";
}

export function parseArchive(json: unknown): TournamentArchive {
  const parsed = archiveSchema.safeParse(json);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new ArchiveFormatError(`invalid tournament archive at ${first?.path.join(".") || "(root)"}: ${first?.message ?? "unknown problem"}`);
  }
  return parsed.data;
}

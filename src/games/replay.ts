// POST /replays: a referee's check of a game record, with no database (docs/record.md "Replaying").
import { auditRecordDice, replayRecord, type DiceAudit, type DiceMode, type GameRecord, type ReplayReport } from "../records/index.js";
import { fail, ok, type Result } from "./errors.js";

export interface ReplayOutcome extends ReplayReport {
  /** The seed checked against the commitment and every draw recomputed; null without a seed. */
  diceAudit: DiceAudit | null;
}

export function replay(record: GameRecord, dice?: DiceMode): Result<ReplayOutcome> {
  if (dice === "seed" && record.dice.seed === null) {
    return fail({ code: "bad-request", detail: "the record's seed is not revealed: replay with dice=log" });
  }
  try {
    const { report } = replayRecord(record, dice);
    return ok({ ...report, diceAudit: record.dice.seed === null ? null : auditRecordDice(record) });
  } catch (error) {
    // A well-formed record can still hold what the engine or the dice stream cannot take (an
    // unknown bid, a game id that is not well-formed Unicode).
    return fail({ code: "bad-request", detail: `the record cannot be replayed: ${(error as Error).message}` });
  }
}

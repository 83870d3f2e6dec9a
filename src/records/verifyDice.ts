// The referee's dice audit of a record: the seed matches the commitment and every draw recomputes.

import { seedFromHex, verifyDiceLog, type DiceLogVerdict } from "../dice/index.js";
import type { GameRecord } from "./record.js";
import { replayRecord } from "./replay.js";

export type DiceAudit = DiceLogVerdict | { ok: false; reason: "seed-not-revealed" };

export function auditRecordDice(record: GameRecord): DiceAudit {
  if (!record.dice.seed) return { ok: false, reason: "seed-not-revealed" };
  return verifyDiceLog({ seed: seedFromHex(record.dice.seed), commitment: record.dice.commitment, gameId: record.gameId, nonces: record.dice.nonces, log: record.diceLog });
}

/**
 * The seq of the order that drew draw k (0: the set-up), found by replaying from the seed; null
 * when the replay stops before it. For naming a failed draw the way `hots replay` does.
 */
export function orderThatDrew(record: GameRecord, k: number): number | null {
  if (!record.dice.seed) return null;
  return replayRecord(record, "seed").drawnBy[k] ?? null;
}

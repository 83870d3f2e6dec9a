// The referee's dice audit of a record: the seed matches the commitment and every draw recomputes.

import { seedFromHex, verifyDiceLog, type DiceLogVerdict } from "../dice/index.js";
import type { GameRecord } from "./record.js";

export type DiceAudit = DiceLogVerdict | { ok: false; reason: "seed-not-revealed" };

export function auditRecordDice(record: GameRecord): DiceAudit {
  if (!record.dice.seed) return { ok: false, reason: "seed-not-revealed" };
  return verifyDiceLog({ seed: seedFromHex(record.dice.seed), commitment: record.dice.commitment, gameId: record.gameId, nonces: record.dice.nonces, log: record.diceLog });
}

// The referee's dice audit of a record: the seed matches the commitment, every draw recomputes, and
// (version 2) each side's nonce was given by its player or, failing that, drawn by the server, after
// the commitment was published (issue 9).

import { seedFromHex, verifyDiceLog, type DiceLogVerdict } from "../dice/index.js";
import type { Side } from "../rules/sides.js";
import type { GameRecord } from "./record.js";

export type NonceVerdict =
  | { ok: true }
  /** A version 2 record names no origin for a side's nonce, or the nonce is empty. */
  | { ok: false; reason: "nonce-missing"; side: Side }
  /** The seat was claimed before the game (and its commitment) existed: the nonce could not be independent. */
  | { ok: false; reason: "nonce-before-commitment"; side: Side; at: string; createdAt: string }
  /** A player's own nonce (hots verify-dice --nonce) is not the one the record used. */
  | { ok: false; reason: "nonce-mismatch"; side: Side; expected: string; actual: string };

export type DiceAudit = DiceLogVerdict | NonceVerdict | { ok: false; reason: "seed-not-revealed" };

const SIDES: readonly Side[] = ["england", "scotland"];

/** Checks who gave each nonce and when; `expected` holds nonces a player knows it gave. */
export function auditRecordNonces(record: GameRecord, expected: Partial<Record<Side, string>> = {}): NonceVerdict {
  for (const side of SIDES) {
    const given = expected[side];
    if (given !== undefined && given !== record.dice.nonces[side]) {
      return { ok: false, reason: "nonce-mismatch", side, expected: given, actual: record.dice.nonces[side] };
    }
  }
  // Version 1 records come from before seats were claimed: the creator chose the nonces.
  if (record.version < 2) return { ok: true };
  for (const side of SIDES) {
    const origin = record.dice.nonceOrigins?.[side];
    if (origin === undefined || (origin.givenBy !== "creator" && record.dice.nonces[side] === "")) return { ok: false, reason: "nonce-missing", side };
    if (origin.givenBy === "creator") continue;
    if (origin.at === null || Date.parse(origin.at) < Date.parse(record.createdAt)) {
      return { ok: false, reason: "nonce-before-commitment", side, at: origin.at ?? "(none)", createdAt: record.createdAt };
    }
  }
  return { ok: true };
}

export function auditRecordDice(record: GameRecord, expectedNonces: Partial<Record<Side, string>> = {}): DiceAudit {
  if (!record.dice.seed) return { ok: false, reason: "seed-not-revealed" };
  const log = verifyDiceLog({ seed: seedFromHex(record.dice.seed), commitment: record.dice.commitment, gameId: record.gameId, nonces: record.dice.nonces, log: record.diceLog });
  if (!log.ok) return log;
  return auditRecordNonces(record, expectedNonces);
}

// The game record (docs/record.md): everything a referee needs to replay and audit a game.

import { z } from "zod";
import { OPTION_IDS } from "../rules/state.js";
import { SCENARIO_IDS } from "../rules/data/index.js";
import { RECORD_FORMAT, RECORD_VERSION, RecordFormatError, checkRecordHead } from "./format.js";
import { isRecordShape } from "./recordShape.js";

export { RECORD_FORMAT, RECORD_VERSION, RecordFormatError } from "./format.js";

const side = z.enum(["england", "scotland"]);
const nonceOrigin = z.strictObject({
  givenBy: z.enum(["player", "server", "creator"]),
  /** When the seat was claimed (ISO 8601), after the commitment was published; null for a creator's nonce. */
  at: z.string().nullable(),
});
const hex64 = z.string().regex(/^[0-9a-f]{64}$/, "64 lowercase hex digits");

export const diceEntrySchema = z.strictObject({
  k: z.number().int().min(0),
  purpose: z.enum(["deal", "pool-draw", "levy", "celtic", "herald", "fire", "side"]),
  n: z.number().int().min(1).max(2 ** 32),
  value: z.number().int().min(0),
  visibleTo: z.enum(["all", "england", "scotland", "referee"]),
});

export const recordedOrderSchema = z.strictObject({
  seq: z.number().int().min(1),
  side,
  /** The order's canonical one-line text form (src/orders). */
  text: z.string().min(1),
  /** When the server accepted it (ISO 8601). */
  at: z.string(),
  /** SHA-256 of the canonical JSON of the state after this order. */
  stateHash: hex64,
  /** Applied by the server because a deadline passed (docs/deadlines.md); replays the same. */
  default: z.literal(true).optional(),
  /** The deadline the default answered (ISO 8601). */
  deadline: z.string().optional(),
});

export const recordSchema = z.strictObject({
  format: z.literal(RECORD_FORMAT),
  version: z.union([z.literal(1), z.literal(RECORD_VERSION)]),
  gameId: z.string().min(1),
  setup: z.strictObject({
    scenario: z.enum(SCENARIO_IDS as [string, ...string[]]),
    options: z.array(z.enum(OPTION_IDS)),
    campaignEndYear: z.number().int().nullable(),
    bids: z.tuple([z.string(), z.string()]).nullable(),
  }),
  dice: z.strictObject({
    scheme: z.literal("hots-judge dice v1"),
    commitment: hex64,
    nonces: z.strictObject({ england: z.string(), scotland: z.string() }),
    /** Version 2: who gave each nonce (the player claiming the seat, or the server for a player who gave none) and when. */
    nonceOrigins: z.strictObject({ england: nonceOrigin, scotland: nonceOrigin }).optional(),
    /** Revealed when the game ends (or to the referee); null before. */
    seed: hex64.nullable(),
  }),
  createdAt: z.string(),
  /** SHA-256 of the state right after set-up, before any order. */
  initialStateHash: hex64,
  orders: z.array(recordedOrderSchema),
  diceLog: z.array(diceEntrySchema),
  result: z
    .strictObject({
      /** Null when the host ended the game as abandoned (reason "abandoned"). */
      winner: side.nullable(),
      reason: z.string(),
      year: z.number().int(),
    })
    .nullable(),
});

export type GameRecord = z.infer<typeof recordSchema>;
export type RecordedOrder = z.infer<typeof recordedOrderSchema>;

/** Reads a record, with a clear error for another format or a newer version (never a crash). */
export function parseRecord(json: unknown): GameRecord {
  checkRecordHead(json);
  // Most records are valid: the hand-written check passes them without the schema's slower walk.
  if (isRecordShape(json)) return json;
  const parsed = recordSchema.safeParse(json);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new RecordFormatError(`invalid record at ${first?.path.join(".") || "(root)"}: ${first?.message ?? "unknown problem"}`);
  }
  return parsed.data;
}

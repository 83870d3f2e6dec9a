// A stored game as the use cases see it: the engine state (none while the game waits for its
// players), the set-up kept beside it for the record (docs/record.md), and each side's nonce, read
// back from the store's opaque JSON columns.
import { z } from "zod";
import { SCENARIO_IDS, type ScenarioId } from "../rules/data/index.js";
import type { Bid } from "../rules/setup.js";
import type { Side } from "../rules/sides.js";
import { OPTION_IDS, type GameState, type OptionId } from "../rules/state.js";
import { inEngineKeyOrder } from "../rules/storedState.js";
import type { GameRecord as StoredRow, JsonValue, Store } from "../store/index.js";
import type { GameClock } from "./deadlines/clock.js";
import { clockFromStore } from "./deadlines/stored.js";
import type { BattlePolicy } from "../policies/policy.js";
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from "../i18n/languages.js";

export type GameStatus = "waiting-for-players" | "active" | "over";
export const WAITING_FOR_PLAYERS = "waiting-for-players";

const side = z.enum(["england", "scotland"]);
const bid = z.enum(["E1", "E2", "E3", "S1", "S2", "S3"]);

/** How a game ended outside the engine: the host ended it as abandoned (issue 9). */
const endedSchema = z.object({ reason: z.literal("abandoned"), at: z.string(), year: z.number().int().nullable() });

/** docs/email.md "When a side is mailed": a mail per new decision, or per anything new seen. */
export const NOTIFY_MODES = ["decisions", "all"] as const;
export type NotifyMode = (typeof NOTIFY_MODES)[number];
/** The board in a side's mails: an inline PNG, the SVG attached, or no picture (the text board stays). */
export const PICTURE_MODES = ["png", "svg", "none"] as const;
export type PictureMode = (typeof PICTURE_MODES)[number];
const seatMailSchema = z.object({ notify: z.enum(NOTIFY_MODES).optional(), picture: z.enum(PICTURE_MODES).optional() });

/** What newGame receives, who is player A and B (TB-1), the hash of the state after set-up. */
const metaSchema = z.object({
  setup: z.object({
    scenario: z.enum(SCENARIO_IDS as [ScenarioId, ...ScenarioId[]]),
    options: z.array(z.enum(OPTION_IDS)),
    campaignEndYear: z.number().int().nullable(),
    bids: z.tuple([bid, bid]).nullable(),
  }),
  players: z.object({ a: side, b: side }).nullable(),
  /** Null until both seats are claimed and the game is set up. */
  initialStateHash: z.string().nullable(),
  ended: endedSchema.nullable().default(null),
  languages: z.object({ england: z.enum(LANGUAGES).optional(), scotland: z.enum(LANGUAGES).optional() }).optional(),
  mail: z.object({ england: seatMailSchema.optional(), scotland: seatMailSchema.optional() }).optional(),
});

export type GameMeta = {
  setup: { scenario: ScenarioId; options: OptionId[]; campaignEndYear: number | null; bids: [Bid, Bid] | null };
  players: { a: Side; b: Side } | null;
  initialStateHash: string | null;
  ended: z.infer<typeof endedSchema> | null;
  /** Each side's language (docs/languages.md); absent for English. */
  languages?: Partial<Record<Side, Language>>;
  /** Each side's mail settings; absent for the defaults (NOTIFY decisions, PICTURE png). */
  mail?: Partial<Record<Side, { notify?: NotifyMode | undefined; picture?: PictureMode | undefined }>>;
};

/** The language a side reads and writes in. */
export function seatLanguage(meta: GameMeta, side: Side): Language {
  return meta.languages?.[side] ?? DEFAULT_LANGUAGE;
}

/** A side's mail settings, the defaults filled in. */
export function seatMail(meta: GameMeta, side: Side): { notify: NotifyMode; picture: PictureMode } {
  const mine = meta.mail?.[side];
  return { notify: mine?.notify ?? "decisions", picture: mine?.picture ?? "png" };
}

/**
 * Who gave a side's nonce: its player when claiming the seat, the server when the player gave
 * none, or (games created before seats were claimed) the game's creator.
 */
export type NonceGiver = "player" | "server" | "creator";
export interface SeatNonce {
  nonce: string;
  givenBy: NonceGiver;
  /** When the seat was claimed (ISO 8601); null for the creator's nonces of older games. */
  at: string | null;
}
export type SeatNonces = Partial<Record<Side, SeatNonce>>;

const seatNonceSchema = z.union([
  z.object({ nonce: z.string(), givenBy: z.enum(["player", "server", "creator"]), at: z.string().nullable() }),
  z.string().transform((nonce): SeatNonce => ({ nonce, givenBy: "creator", at: null })),
]);
const noncesSchema = z.object({ england: seatNonceSchema.optional(), scotland: seatNonceSchema.optional() });

interface GameBase {
  id: string;
  version: number;
  meta: GameMeta;
  nonces: SeatNonces;
  commitment: string;
  seedHex: string;
  createdAt: Date;
  /** Deadlines (docs/deadlines.md); null for a game without them. */
  clock?: GameClock | null;
  /** Each side's standing battle orders (docs/policies.md). */
  policies?: Partial<Record<Side, BattlePolicy>>;
}

/** A game that is set up: both seats claimed, the deal made. */
export interface LoadedGame extends GameBase {
  status: "active" | "over";
  state: GameState;
}

export interface WaitingGame extends GameBase {
  status: "waiting-for-players" | "over";
  state: null;
}

export type StoredGame = LoadedGame | WaitingGame;

export function statusOf(state: GameState): GameStatus {
  return state.winner ? "over" : "active";
}

export function metaToJson(meta: GameMeta): JsonValue {
  return meta as unknown as JsonValue;
}

/** The nonces as the dice stream takes them (docs/dice.md): a side without one counts as "". */
export function streamNonces(nonces: SeatNonces): Record<Side, string> {
  return { england: nonces.england?.nonce ?? "", scotland: nonces.scotland?.nonce ?? "" };
}

const STATUSES = ["waiting-for-players", "active", "over"] as const;

export function fromRow(row: StoredRow): StoredGame {
  // The rows were written by the use cases; a shape error here is a corrupt database.
  const status = z.enum(STATUSES).parse(row.status);
  const base: GameBase = {
    id: row.id,
    version: row.version,
    meta: metaSchema.parse(row.options),
    nonces: noncesSchema.parse(row.nonces) as SeatNonces,
    commitment: row.commitment,
    seedHex: row.seedHex,
    createdAt: row.createdAt,
    clock: clockFromStore(row.clock),
    policies: (row.policies ?? {}) as Partial<Record<Side, BattlePolicy>>,
  };
  // Stored as canonical text (keys sorted): put back in the engine's key order, its fastest.
  const state = row.state === null ? null : inEngineKeyOrder(row.state as unknown as GameState);
  if (state === null) return { ...base, status: status === "over" ? "over" : "waiting-for-players", state: null };
  return { ...base, status: status === "over" || state.winner ? "over" : "active", state };
}

export async function loadGame(store: Store, id: string): Promise<StoredGame | null> {
  const row = await store.getGame(id);
  return row === null ? null : fromRow(row);
}

/** Whether a game has ended, by the engine (victory, resignation) or by its host. */
export function isOver(game: StoredGame): boolean {
  return game.status === "over";
}

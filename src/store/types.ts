// What the storage layer takes and gives back. Game state and orders are the engine's business:
// here they are opaque JSON values.

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };

export type Side = "england" | "scotland";
/** host: manages the game and sees what an observer sees; referee: a host that sees everything but the seed. */
export type Role = Side | "host" | "referee" | "observer";
/** Who may see a dice roll or an event. Deciding that is src/views/'s job; the store only keeps it. */
export type Audience = "all" | Side | "referee";
/** Who submitted an order. */
export type OrderAuthor = Side | "referee";

export interface NewGame {
  id: string;
  scenario: string;
  status: string;
  state: JsonValue;
  commitment: string;
  /** Server-side secret until the game ends (commit-reveal dice). */
  seedHex: string;
  nonces: JsonValue;
  options: JsonValue;
  deadline: Date | null;
  /** The deadline clock (src/games/deadlines), or null for a game without deadlines. */
  clock?: JsonValue | null;
  /** When the deadline worker must next look at the game. */
  wakeAt?: Date | null;
  /** A game started by mail or listed as open (src/store/lobby.ts), written with it. */
  lobby?: { hostEmail: string | null; listed: boolean; rematchOf: string | null; sourceMessageId: string | null };
}

export interface GameRecord extends NewGame {
  clock: JsonValue | null;
  /** Each side's standing battle orders (src/policies), or null. */
  policies: JsonValue | null;
  wakeAt: Date | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface NewSeat {
  role: Role;
  tokenHash: string;
  email: string | null;
}

export interface SeatRecord extends NewSeat {
  id: string;
  gameId: string;
  createdAt: Date;
}

export interface NewOrder {
  side: OrderAuthor;
  /** The order as the player wrote it. */
  text: string;
  /** The order as the engine parsed it. */
  json: JsonValue;
  idempotencyKey: string | null;
  /** Fingerprint of the request, so that a key reused for another request can be told apart. */
  requestHash?: string | null;
  /** SHA-256 of the state after the order (docs/record.md). */
  stateHash?: string | null;
  /** Applied by the server when a deadline passed, and the deadline it answered. */
  defaulted?: boolean;
  deadline?: Date | null;
}

export interface OrderRecord extends NewOrder {
  gameId: string;
  seq: number;
  versionBefore: number;
  requestHash: string | null;
  stateHash: string | null;
  /** What the order's request was answered, for a repeated idempotency key; null if not kept. */
  response: JsonValue | null;
  createdAt: Date;
}

export interface NewDice {
  /** Index of the roll in the game's dice stream; the engine derives the value from seed and k. */
  k: number;
  purpose: string;
  /** Number of faces (or cards) the value was drawn from. */
  n: number;
  value: number;
  visibleTo: Audience;
}

export interface DiceRecord extends NewDice {
  gameId: string;
  orderSeq: number | null;
}

export interface NewEvent {
  json: JsonValue;
  visibleTo: Audience;
}

export interface EventRecord extends NewEvent {
  gameId: string;
  seq: number;
  orderSeq: number | null;
  createdAt: Date;
}

export interface NewMail {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /** Reply-To: the signed address the recipient answers to. */
  replyTo?: string | null;
  /** Message-ID of the mail this one answers, for threading. */
  inReplyTo?: string | null;
  /** The board as SVG at this mail's version: the PNG shown inline is drawn from it when sent. */
  boardSvg?: string | null;
  /**
   * A held narrative (docs/email.md "When a side is mailed"): not sent on its own; the next mail to
   * the same reply address's game and side tells it, and it is marked sent with that mail.
   */
  held?: boolean;
}

export interface MailRecord extends NewMail {
  id: string;
  replyTo: string | null;
  inReplyTo: string | null;
  boardSvg: string | null;
  held: boolean;
  gameId: string;
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
  sentAt: Date | null;
  createdAt: Date;
}

/** What an accepted order (or the game's creation) leaves behind, written in the same transaction. */
export interface Effects {
  dice?: readonly NewDice[];
  events?: readonly NewEvent[];
  mail?: readonly NewMail[];
}

/**
 * Where a game's logs end, read at one version: the last order and event numbers, the next draw's
 * counter, and how many events each audience has (a viewer's numbering counts its audiences').
 */
export interface LogHeads {
  lastOrderSeq: number;
  lastEventSeq: number;
  diceCount: number;
  eventsByAudience: Record<Audience, number>;
}

/** A game row and its log heads, read for an order (src/games/gameCache.ts keeps them). */
export interface OrderContext {
  game: GameRecord;
  /** The options column as stored: an order made on cached options checks they did not change. */
  optionsText: string;
  heads: LogHeads;
}

export interface AppendOrder extends Effects {
  gameId: string;
  /** The version the order answers; optimistic concurrency. */
  expectedVersion: number;
  /**
   * The log heads at `expectedVersion` (every write of an active game's orders or events moves
   * its version, so the version check vouches for them) and, when the caller's view of the game's
   * options may be old (a cache), the options text it used: then the transaction reads nothing.
   */
  known?: { heads: Pick<LogHeads, "lastOrderSeq" | "lastEventSeq">; optionsText?: string };
  order: NewOrder;
  /**
   * `stateText`, when given, is the state's JSON text as the caller already wrote it (the server
   * writes its canonical text to hash it): stored as it is instead of serialising the state again.
   */
  next: { state: JsonValue; stateText?: string; status: string; deadline: Date | null; clock?: JsonValue | null; wakeAt?: Date | null };
  /**
   * The response to keep with the order (for a repeated idempotency key). It is built from the
   * sequence numbers the transaction assigns, and written in that same transaction.
   */
  respond?: (result: AppendResult) => JsonValue;
  /** The same as JSON text: the caller serialises its response once, and may send that same text. */
  respondText?: (result: AppendResult) => string;
}

export interface AppendResult {
  version: number;
  orderSeq: number;
  eventSeqs: number[];
}

/** A change of a game's deadline clock alone (reminder, pause, extension): the version moves. */
export interface UpdateClock {
  gameId: string;
  expectedVersion: number;
  clock: JsonValue | null;
  deadline: Date | null;
  wakeAt: Date | null;
  /** Each side's standing battle orders, when they change. */
  policies?: JsonValue | null;
  events?: readonly NewEvent[];
  /** Mail written with the change (a reminder), in the same transaction. */
  mail?: readonly NewMail[];
}

export interface ClaimDeadlineOptions {
  limit?: number;
  /** How long a claimed game is left to this worker; a crashed worker's games return after it. */
  leaseMs?: number;
}

export interface NewInvite {
  side: Side;
  /** SHA-256 of the single-use invite; the invite itself is never stored. */
  inviteHash: string;
  email: string | null;
}

export interface InviteRecord extends NewInvite {
  id: string;
  gameId: string;
  createdAt: Date;
  claimedAt: Date | null;
  revokedAt: Date | null;
}

/** What the game becomes once both seats are claimed: its first snapshot and the set-up's effects. */
export interface SetUp extends Effects {
  state: JsonValue;
  status: string;
  options: JsonValue;
}

export interface ClaimSeat {
  gameId: string;
  inviteHash: string;
  /** The claimer's token, kept as a hash like every token. */
  tokenHash: string;
  /** This side's entry in the game's nonces (opaque here). */
  nonce: JsonValue;
  /** Called inside the transaction when this claim fills the last seat, with every side's nonce. */
  setUp: (nonces: JsonValue) => SetUp;
}

export interface ClaimResult {
  side: Side;
  /** Whether this claim filled the last seat, and so set the game up. */
  setUp: boolean;
}

export interface EndGame {
  gameId: string;
  expectedVersion: number;
  status: string;
  options: JsonValue;
}

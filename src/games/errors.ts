// What a use case can refuse, as values with stable codes (docs/api.md "Errors"). src/api maps them
// to HTTP in one place; the mail layer can word them its own way.
import type { SyntaxMessage } from "../orders/errors.js";
import type { Decision } from "../rules/decisions.js";
import type { IllegalReason } from "../rules/errors.js";
import type { Side } from "../rules/sides.js";

export type GameError =
  | { code: "bad-request"; detail: string; reason?: BadRequestReason }
  | { code: "order-syntax"; detail: string; position: number; candidates?: string[]; syntax?: SyntaxMessage }
  | { code: "unauthorized"; detail: string }
  | { code: "forbidden"; detail: string }
  /** No decision is pending for the caller's side; `waitingFor` says whose it is. */
  | { code: "not-your-decision"; detail: string; waitingFor: Side[] }
  | { code: "not-found"; detail: string }
  | { code: "stale-version"; detail: string; currentVersion: number }
  | { code: "idempotency-conflict"; detail: string }
  /** Issue 8: the order lost its race to the deadline's default order, which was applied instead. */
  | { code: "deadline-passed"; detail: string }
  /** The game is not in the state the request needs (issue 9): `reason` says how. */
  | { code: "conflict"; detail: string; reason: ConflictReason }
  | { code: "illegal-order"; detail: string; reason: IllegalReason; rule: string; message: string; decision: Decision | null };

/** Why a request that parsed was still refused as bad (docs/webhooks.md). */
export type BadRequestReason =
  | "webhook-url-invalid"
  | "webhook-address-not-allowed"
  | "webhook-secret-invalid"
  /** ABSENCE: the dates are not a span to come, or would pass the game's absenceDays. */
  | "absence-invalid"
  | "absence-over-limit";

export type ConflictReason =
  /** The invite was used already (single use), or the host revoked it. */
  | "invite-spent"
  | "invite-revoked"
  /** The side's seat is claimed: its invite cannot be replaced. */
  | "seat-claimed"
  /** Seats can only be claimed, and invites replaced, while the game waits for players. */
  | "not-waiting"
  /** Both seats must be claimed before the game can be played or recorded. */
  | "not-started"
  | "game-over"
  /** JOIN: the game is not listed as open (its free seat was taken, or it never had one). */
  | "not-open"
  /** REPLACE by the host: the side's player has not missed enough deadlines in a row. */
  | "seat-active"
  /** REMATCH before the game is over. */
  | "not-over";

export type GameErrorCode = GameError["code"];

export type Result<T> = { ok: true; value: T } | { ok: false; error: GameError };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = <T = never>(error: GameError): Result<T> => ({ ok: false, error });

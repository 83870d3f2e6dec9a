// What the inbound side of mail works with, shared by its modules.
import type { GameMailer } from "../games/index.js";
import type { LoadedGame } from "../games/game.js";
import type { Side } from "../rules/sides.js";
import type { NewMail, Store } from "../store/index.js";
import type { ReplyTarget } from "./address.js";
import type { MailSettings } from "./compose.js";
import type { OutgoingMail } from "./transport.js";

export interface InboundDeps {
  store: Store;
  settings: MailSettings;
  mailer: GameMailer;
  /** Sends an answer that belongs to no game (nothing in the database to queue it with). */
  sendDirect(mail: OutgoingMail): Promise<void>;
  /** Tells the outbox worker there is mail to send. */
  kick?(): void;
  /** Answers mailed to one address per clock hour (MAIL_ANSWERS_PER_HOUR); unlimited when absent. */
  answersPerHour?: number;
}

export interface RawMail {
  raw: Buffer | string;
  /** The SMTP envelope's recipients, when known; else To and Cc are read. */
  recipients?: string[];
  /**
   * The SMTP envelope's sender (MAIL FROM), when known: null for the null sender `<>` of a bounce.
   * When absent, the mail's Return-Path stands for it.
   */
  sender?: string | null;
}

export type InboundOutcome =
  | "applied"
  | "joined"
  | "rejected"
  | "commands"
  | "stale"
  | "forged-from"
  | "bad-mac"
  | "no-game"
  | "not-a-game-address"
  | "unreadable"
  | "ignored-auto-reply"
  /** Past the hourly answer limit for its sender: not read; the first such mail gets one notice. */
  | "rate-limited"
  /** A command to the judge's own address (NEW, LIST, JOIN, ABSENCE, REPLACE, REMATCH) was carried out. */
  | "lobby";

/** A mail from a seat's own address, to a valid reply address of an active or finished game. */
export interface SeatMail {
  game: LoadedGame;
  target: ReplyTarget;
  from: string;
  messageId: string;
  subject: string;
}

/** Queues answers with the game's mail. */
export type Answer = (mails: NewMail[]) => Promise<void>;

export const SIDE_NAME: Record<Side, string> = { england: "England", scotland: "Scotland" };

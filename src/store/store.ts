// The repository the server uses: one object over one database, whichever provider it is.
import type { Client, Clock } from "./client.js";
import * as answerCounts from "./answerCounts.js";
import * as deadlines from "./deadlines.js";
import * as games from "./games.js";
import * as lobby from "./lobby.js";
import type { Provider } from "./migration-files.js";
import * as orders from "./orders.js";
import * as outbox from "./outbox.js";
import * as processedMail from "./processedMail.js";
import * as seats from "./seats.js";
import * as webhooks from "./webhooks.js";
import type {
  AppendOrder,
  AppendResult,
  Audience,
  ClaimDeadlineOptions,
  ClaimResult,
  ClaimSeat,
  EndGame,
  InviteRecord,
  NewInvite,
  Side,
  DiceRecord,
  Effects,
  EventRecord,
  GameRecord,
  JsonValue,
  LogHeads,
  MailRecord,
  NewGame,
  NewMail,
  NewSeat,
  OrderContext,
  OrderRecord,
  Role,
  SeatRecord,
  UpdateClock,
} from "./types.js";

export interface Store {
  readonly provider: Provider;
  createGame(game: NewGame, seats: readonly NewSeat[], effects?: Effects, invites?: readonly NewInvite[]): Promise<GameRecord>;
  getGame(id: string): Promise<GameRecord | null>;
  /** The game and its log heads, for an order: two reads, the game first (see orders.ts). */
  getOrderContext(id: string): Promise<OrderContext | null>;
  logHeads(gameId: string): Promise<LogHeads>;
  /** Compare-and-swap of a game's options JSON; false when they are no longer `expected` (or no game). */
  swapGameOptions(gameId: string, expected: JsonValue, next: JsonValue): Promise<boolean>;
  listSeats(gameId: string): Promise<SeatRecord[]>;
  findSeatByTokenHash(tokenHash: string): Promise<SeatRecord | null>;
  listInvites(gameId: string): Promise<InviteRecord[]>;
  /** Throws StoreError "not-found", "not-waiting", "invite-unusable" or "duplicate"; then nothing was written. */
  claimSeat(input: ClaimSeat): Promise<ClaimResult>;
  /** Throws StoreError "not-found", "not-waiting" or "seat-claimed". */
  replaceInvite(gameId: string, side: Side, next: NewInvite | null): Promise<void>;
  /** The new version; throws StoreError "not-found" or "stale-version". */
  endGame(input: EndGame): Promise<number>;
  /** Throws StoreError "stale-version", "not-found" or "duplicate"; then nothing was written. */
  appendOrder(input: AppendOrder): Promise<AppendResult>;
  findOrderByIdempotencyKey(gameId: string, idempotencyKey: string): Promise<OrderRecord | null>;
  listOrders(gameId: string): Promise<OrderRecord[]>;
  listEvents(gameId: string, afterSeq?: number): Promise<EventRecord[]>;
  /** The events for these audiences, oldest first, after the first `skip` of them. */
  listEventsSeenBy(gameId: string, audiences: readonly Audience[], skip?: number): Promise<EventRecord[]>;
  countEventsSeenBy(gameId: string, audiences: readonly Audience[]): Promise<number>;
  listDice(gameId: string): Promise<DiceRecord[]>;
  /** How many draws the game has made: the counter of its next draw. */
  diceCount(gameId: string): Promise<number>;
  claimDueMail(options?: outbox.ClaimOptions): Promise<MailRecord[]>;
  markSent(id: string): Promise<void>;
  /** A side's held narratives up to a mail's time (src/store/outbox.ts listHeldMail). */
  listHeldMail(gameId: string, replyPrefix: string, upTo: Date): Promise<MailRecord[]>;
  markFailed(id: string, error: string): Promise<MailRecord>;
  /** Extends the lease of claimed mails still unsent: a live worker keeps them, a dead one's come back. */
  renewMailLease(ids: readonly string[], leaseMs: number): Promise<void>;
  /** The store's clock (injected in tests): deadlines are measured by it. */
  now(): Date;
  /** Games whose deadline clock is due, claimed for this worker (src/games/deadlines/worker.ts). */
  claimDueGames(options?: ClaimDeadlineOptions): Promise<string[]>;
  releaseGame(gameId: string): Promise<void>;
  /** Throws StoreError "stale-version" or "not-found"; then nothing was written. */
  updateClock(input: UpdateClock): Promise<{ version: number; eventSeqs: number[] }>;
  enqueueMail(gameId: string, mail: readonly NewMail[]): Promise<void>;
  /** Counts one more answer mailed to `address` in clock hour `hour` (hours since the epoch); returns the hour's count so far. */
  countMailAnswer(address: string, hour: number): Promise<number>;
  /** A seat's webhook (docs/webhooks.md): set (replacing), read with its deliveries' counts, removed. */
  putWebhook(hook: webhooks.NewWebhook): Promise<void>;
  getWebhook(gameId: string, role: Role): Promise<webhooks.WebhookRecord | null>;
  deleteWebhook(gameId: string, role: Role): Promise<boolean>;
  claimDueDeliveries(options?: webhooks.ClaimDeliveryOptions): Promise<webhooks.ClaimedDelivery[]>;
  markDelivered(id: string): Promise<void>;
  markDeliveryFailed(id: string, error: string, retryAt: Date | null): Promise<void>;
  /** Mail read from the judge's mailbox (src/mail/imap.ts): claimed before it is applied, then done. */
  claimMail(copy: processedMail.MailCopy, options?: processedMail.MailClaimOptions): Promise<processedMail.MailClaim>;
  mailCopyDoneAt(copy: Omit<processedMail.MailCopy, "messageId">): Promise<Date | null>;
  finishMail(messageId: string, outcome: string): Promise<void>;
  releaseMail(messageId: string, error: string): Promise<void>;
  /** Games started by mail or listed as open (src/store/lobby.ts). */
  getLobbyEntry(gameId: string): Promise<lobby.LobbyRecord | null>;
  findRematch(gameId: string): Promise<lobby.LobbyRecord | null>;
  findLobbyBySource(sourceMessageId: string): Promise<lobby.LobbyRecord | null>;
  listLobby(email: string | null, limit: number): Promise<{ open: string[]; own: string[] }>;
  unlist(gameId: string): Promise<boolean>;
  relist(gameId: string): Promise<void>;
  /** Throws StoreError "not-found" when the side has no seat. */
  handOverSeat(gameId: string, side: Side, tokenHash: string, email: string | null): Promise<void>;
  /** Resolves when the database answers; for readiness probes. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface StoreParts {
  provider: Provider;
  client: Client;
  clock: Clock;
  close: () => Promise<void>;
  /** How orders are written: SQLite's writer thread (openSqlite.ts), PostgreSQL's prepared statement (openPostgres.ts), each with group commit. */
  appendOrder: (input: AppendOrder) => Promise<AppendResult>;
}

export function createStore({ provider, client, clock, close, appendOrder }: StoreParts): Store {
  return {
    provider,
    createGame: (game, newSeats, effects, invites) => games.createGame(client, clock, game, newSeats, effects, invites),
    getGame: (id) => games.getGame(client, id),
    getOrderContext: (id) => orders.getOrderContext(client, id),
    logHeads: (gameId) => orders.logHeads(client, gameId),
    swapGameOptions: (gameId, expected, next) => games.swapGameOptions(client, clock, gameId, expected, next),
    listSeats: (gameId) => games.listSeats(client, gameId),
    findSeatByTokenHash: (tokenHash) => games.findSeatByTokenHash(client, tokenHash),
    listInvites: (gameId) => seats.listInvites(client, gameId),
    claimSeat: (input) => seats.claimSeat(client, clock, input),
    replaceInvite: (gameId, side, next) => seats.replaceInvite(client, clock, gameId, side, next),
    endGame: (input) => seats.endGame(client, clock, input),
    appendOrder,
    findOrderByIdempotencyKey: (gameId, key) => orders.findOrderByIdempotencyKey(client, gameId, key),
    listOrders: (gameId) => orders.listOrders(client, gameId),
    listEvents: (gameId, afterSeq) => orders.listEvents(client, gameId, afterSeq),
    listEventsSeenBy: (gameId, audiences, skip) => orders.listEventsSeenBy(client, gameId, audiences, skip),
    countEventsSeenBy: (gameId, audiences) => orders.countEventsSeenBy(client, gameId, audiences),
    listDice: (gameId) => orders.listDice(client, gameId),
    diceCount: (gameId) => orders.diceCount(client, gameId),
    claimDueMail: (options) => outbox.claimDueMail(client, clock, options, provider),
    markSent: (id) => outbox.markSent(client, clock, id),
    listHeldMail: (gameId, replyPrefix, upTo) => outbox.listHeldMail(client, gameId, replyPrefix, upTo),
    markFailed: (id, error) => outbox.markFailed(client, clock, id, error),
    renewMailLease: (ids, leaseMs) => outbox.renewMailLease(client, clock, ids, leaseMs),
    now: () => clock(),
    claimDueGames: (options) => deadlines.claimDueGames(client, provider, clock, options),
    releaseGame: (gameId) => deadlines.releaseGame(client, gameId),
    updateClock: (input) => deadlines.updateClock(client, clock, input),
    enqueueMail: (gameId, mail) => outbox.enqueueMail(client, clock, gameId, mail),
    countMailAnswer: (address, hour) => answerCounts.countAnswer(client, address, hour),
    putWebhook: (hook) => webhooks.putWebhook(client, clock, hook),
    getWebhook: (gameId, role) => webhooks.getWebhook(client, gameId, role),
    deleteWebhook: (gameId, role) => webhooks.deleteWebhook(client, gameId, role),
    claimDueDeliveries: (options) => webhooks.claimDueDeliveries(client, clock, options),
    markDelivered: (id) => webhooks.markDelivered(client, clock, id),
    markDeliveryFailed: (id, error, retryAt) => webhooks.markDeliveryFailed(client, clock, id, error, retryAt),
    claimMail: (copy, options) => processedMail.claimMail(client, clock, copy, options),
    mailCopyDoneAt: (copy) => processedMail.copyDoneAt(client, copy),
    finishMail: (messageId, outcome) => processedMail.finishMail(client, clock, messageId, outcome),
    releaseMail: (messageId, error) => processedMail.releaseMail(client, clock, messageId, error),
    getLobbyEntry: (gameId) => lobby.getLobbyEntry(client, gameId),
    findRematch: (gameId) => lobby.findRematch(client, gameId),
    findLobbyBySource: (id) => lobby.findLobbyBySource(client, id),
    listLobby: (email, limit) => lobby.listLobby(client, email, limit),
    unlist: (gameId) => lobby.unlist(client, gameId),
    relist: (gameId) => lobby.relist(client, gameId),
    handOverSeat: (gameId, side, tokenHash, email) => lobby.handOverSeat(client, gameId, side, tokenHash, email),
    ping: async () => {
      await client.$queryRaw`SELECT 1`;
    },
    close,
  };
}

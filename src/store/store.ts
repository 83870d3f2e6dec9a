// The repository the server uses: one object over one database, whichever provider it is.
import type { Client, Clock } from "./client.js";
import * as games from "./games.js";
import type { Provider } from "./migration-files.js";
import * as orders from "./orders.js";
import * as outbox from "./outbox.js";
import type {
  AppendOrder,
  AppendResult,
  Audience,
  DiceRecord,
  Effects,
  EventRecord,
  GameRecord,
  MailRecord,
  NewGame,
  NewSeat,
  OrderRecord,
  SeatRecord,
} from "./types.js";

export interface Store {
  readonly provider: Provider;
  createGame(game: NewGame, seats: readonly NewSeat[], effects?: Effects): Promise<GameRecord>;
  getGame(id: string): Promise<GameRecord | null>;
  listSeats(gameId: string): Promise<SeatRecord[]>;
  findSeatByTokenHash(tokenHash: string): Promise<SeatRecord | null>;
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
  markFailed(id: string, error: string): Promise<MailRecord>;
  /** Resolves when the database answers; for readiness probes. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface StoreParts {
  provider: Provider;
  client: Client;
  clock: Clock;
  close: () => Promise<void>;
}

export function createStore({ provider, client, clock, close }: StoreParts): Store {
  return {
    provider,
    createGame: (game, seats, effects) => games.createGame(client, clock, game, seats, effects),
    getGame: (id) => games.getGame(client, id),
    listSeats: (gameId) => games.listSeats(client, gameId),
    findSeatByTokenHash: (tokenHash) => games.findSeatByTokenHash(client, tokenHash),
    appendOrder: (input) => orders.appendOrder(client, clock, input),
    findOrderByIdempotencyKey: (gameId, key) => orders.findOrderByIdempotencyKey(client, gameId, key),
    listOrders: (gameId) => orders.listOrders(client, gameId),
    listEvents: (gameId, afterSeq) => orders.listEvents(client, gameId, afterSeq),
    listEventsSeenBy: (gameId, audiences, skip) => orders.listEventsSeenBy(client, gameId, audiences, skip),
    countEventsSeenBy: (gameId, audiences) => orders.countEventsSeenBy(client, gameId, audiences),
    listDice: (gameId) => orders.listDice(client, gameId),
    diceCount: (gameId) => orders.diceCount(client, gameId),
    claimDueMail: (options) => outbox.claimDueMail(client, clock, options),
    markSent: (id) => outbox.markSent(client, clock, id),
    markFailed: (id, error) => outbox.markFailed(client, clock, id, error),
    ping: async () => {
      await client.$queryRaw`SELECT 1`;
    },
    close,
  };
}

// The repository the server uses: one object over one database, whichever provider it is.
import type { Client, Clock } from "./client.js";
import * as deadlines from "./deadlines.js";
import * as games from "./games.js";
import type { Provider } from "./migration-files.js";
import * as orders from "./orders.js";
import * as outbox from "./outbox.js";
import type {
  AppendOrder,
  AppendResult,
  ClaimDeadlineOptions,
  DiceRecord,
  Effects,
  EventRecord,
  GameRecord,
  MailRecord,
  NewGame,
  NewSeat,
  OrderRecord,
  SeatRecord,
  UpdateClock,
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
  listDice(gameId: string): Promise<DiceRecord[]>;
  /** How many draws the game has made: the counter of its next draw. */
  diceCount(gameId: string): Promise<number>;
  claimDueMail(options?: outbox.ClaimOptions): Promise<MailRecord[]>;
  markSent(id: string): Promise<void>;
  markFailed(id: string, error: string): Promise<MailRecord>;
  /** The store's clock (injected in tests): deadlines are measured by it. */
  now(): Date;
  /** Games whose deadline clock is due, claimed for this worker (src/games/deadlines/worker.ts). */
  claimDueGames(options?: ClaimDeadlineOptions): Promise<string[]>;
  releaseGame(gameId: string): Promise<void>;
  /** Throws StoreError "stale-version" or "not-found"; then nothing was written. */
  updateClock(input: UpdateClock): Promise<{ version: number; eventSeqs: number[] }>;
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
    listDice: (gameId) => orders.listDice(client, gameId),
    diceCount: (gameId) => orders.diceCount(client, gameId),
    claimDueMail: (options) => outbox.claimDueMail(client, clock, options),
    markSent: (id) => outbox.markSent(client, clock, id),
    markFailed: (id, error) => outbox.markFailed(client, clock, id, error),
    now: () => clock(),
    claimDueGames: (options) => deadlines.claimDueGames(client, provider, clock, options),
    releaseGame: (gameId) => deadlines.releaseGame(client, gameId),
    updateClock: (input) => deadlines.updateClock(client, clock, input),
    ping: async () => {
      await client.$queryRaw`SELECT 1`;
    },
    close,
  };
}

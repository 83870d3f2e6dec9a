// Games and their seats.
import { randomUUID } from "node:crypto";
import type { Client, Clock } from "./client.js";
import { writeEffects } from "./effects.js";
import { StoreError, isUniqueViolation } from "./errors.js";
import { toGameRecord, toJson, toSeatRecord } from "./records.js";
import { inviteRows } from "./seats.js";
import type { Effects, GameRecord, JsonValue, NewGame, NewInvite, NewSeat, SeatRecord } from "./types.js";

/** Creates the game at version 0 with its seats and opening effects (e.g. invitations), atomically. */
export async function createGame(
  client: Client,
  clock: Clock,
  game: NewGame,
  seats: readonly NewSeat[],
  effects: Effects = {},
  invites: readonly NewInvite[] = [],
): Promise<GameRecord> {
  const now = clock();
  try {
    return await client.$transaction(async (tx) => {
      const row = await tx.game.create({
        data: {
          id: game.id,
          scenario: game.scenario,
          status: game.status,
          version: 0,
          stateJson: toJson(game.state),
          commitment: game.commitment,
          seedHex: game.seedHex,
          noncesJson: toJson(game.nonces),
          optionsJson: toJson(game.options),
          deadline: game.deadline,
          clockJson: game.clock == null ? null : toJson(game.clock),
          wakeAt: game.wakeAt ?? null,
          createdAt: now,
          updatedAt: now,
        },
      });
      await tx.seat.createMany({
        data: seats.map((seat) => ({ ...seat, id: randomUUID(), gameId: game.id, createdAt: now })),
      });
      if (invites.length > 0) await tx.invite.createMany({ data: inviteRows(game.id, invites, now) });
      if (game.lobby) await tx.lobbyEntry.create({ data: { ...game.lobby, gameId: game.id, createdAt: now } });
      await writeEffects(tx, game.id, null, effects, now);
      return toGameRecord(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new StoreError(
        "duplicate",
        `Game ${game.id} or one of its seat tokens already exists`,
        { gameId: game.id },
        { cause: error },
      );
    }
    throw error;
  }
}

export async function getGame(client: Client, id: string): Promise<GameRecord | null> {
  const row = await client.game.findUnique({ where: { id } });
  return row === null ? null : toGameRecord(row);
}

/**
 * Replaces a game's options (its set-up and seat settings) only if they are still `expected`: a
 * compare-and-swap, so two seats changing theirs at once cannot lose either change.
 */
export async function swapGameOptions(client: Client, clock: Clock, gameId: string, expected: JsonValue, next: JsonValue): Promise<boolean> {
  const { count } = await client.game.updateMany({
    where: { id: gameId, optionsJson: toJson(expected) },
    data: { optionsJson: toJson(next), updatedAt: clock() },
  });
  return count === 1;
}

export async function listSeats(client: Client, gameId: string): Promise<SeatRecord[]> {
  const rows = await client.seat.findMany({
    where: { gameId },
    orderBy: [{ createdAt: "asc" }, { role: "asc" }, { id: "asc" }],
  });
  return rows.map(toSeatRecord);
}

export async function findSeatByTokenHash(
  client: Client,
  tokenHash: string,
): Promise<SeatRecord | null> {
  const row = await client.seat.findUnique({ where: { tokenHash } });
  return row === null ? null : toSeatRecord(row);
}

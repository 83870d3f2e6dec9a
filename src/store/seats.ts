// Seats claimed with single-use invites (issue 9), the set-up that follows the last claim, and the
// end of a game by its host. Each is one transaction that first takes the game row, so two claims
// racing on one game (or a claim and a new invite) run one after the other on every provider.
import { randomUUID } from "node:crypto";
import type { Client, Clock, Tx } from "./client.js";
import { writeEffects } from "./effects.js";
import { StoreError, isUniqueViolation } from "./errors.js";
import { toInviteRecord, toJson } from "./records.js";
import type { ClaimResult, ClaimSeat, EndGame, InviteRecord, JsonValue, NewInvite, Side } from "./types.js";

export const WAITING = "waiting-for-players";

/** Locks the game row (an update takes the row lock); throws unless it still waits for players. */
async function lockWaiting(tx: Tx, gameId: string, now: Date): Promise<void> {
  const { count } = await tx.game.updateMany({ where: { id: gameId, status: WAITING }, data: { updatedAt: now } });
  if (count > 0) return;
  const game = await tx.game.findUnique({ where: { id: gameId }, select: { status: true } });
  if (game === null) throw new StoreError("not-found", `No game ${gameId}`, { gameId });
  throw new StoreError("not-waiting", `Game ${gameId} is ${game.status}, no longer waiting for players`, { gameId, status: game.status });
}

export function inviteRows(gameId: string, invites: readonly NewInvite[], now: Date) {
  return invites.map((invite) => ({ ...invite, id: randomUUID(), gameId, createdAt: now }));
}

export async function listInvites(client: Client, gameId: string): Promise<InviteRecord[]> {
  const rows = await client.invite.findMany({ where: { gameId }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  return rows.map(toInviteRecord);
}

async function spend(tx: Tx, gameId: string, inviteHash: string, now: Date): Promise<{ side: Side; email: string | null }> {
  const { count } = await tx.invite.updateMany({
    where: { gameId, inviteHash, claimedAt: null, revokedAt: null },
    data: { claimedAt: now },
  });
  const row = await tx.invite.findUnique({ where: { inviteHash } });
  if (row === null || row.gameId !== gameId) throw new StoreError("invite-unusable", "No such invite for this game", { gameId, reason: "unknown" });
  if (count === 0) {
    const reason = row.revokedAt !== null ? "revoked" : "spent";
    throw new StoreError("invite-unusable", `The invite was ${reason === "spent" ? "already used" : "revoked by the host"}`, { gameId, reason });
  }
  return toInviteRecord(row);
}

/**
 * Spends the invite, gives its side a seat with the claimer's token, records the side's nonce and,
 * when this was the last free seat, writes the set-up (state, status, dice, events) in the same
 * transaction: a game is never half set up.
 */
export async function claimSeat(client: Client, clock: Clock, input: ClaimSeat): Promise<ClaimResult> {
  const now = clock();
  try {
    return await client.$transaction(async (tx) => {
      await lockWaiting(tx, input.gameId, now);
      const { side, email } = await spend(tx, input.gameId, input.inviteHash, now);
      await tx.seat.create({ data: { id: randomUUID(), gameId: input.gameId, role: side, tokenHash: input.tokenHash, email, createdAt: now } });
      const game = await tx.game.findUniqueOrThrow({ where: { id: input.gameId }, select: { noncesJson: true } });
      const nonces = { ...(JSON.parse(game.noncesJson) as Record<string, JsonValue>), [side]: input.nonce };
      const claimed = await tx.seat.count({ where: { gameId: input.gameId, role: { in: ["england", "scotland"] } } });
      if (claimed < 2) {
        await tx.game.update({ where: { id: input.gameId }, data: { noncesJson: toJson(nonces) } });
        return { side, setUp: false };
      }
      const setUp = input.setUp(nonces);
      await tx.game.update({
        where: { id: input.gameId },
        data: { noncesJson: toJson(nonces), stateJson: toJson(setUp.state), status: setUp.status, optionsJson: toJson(setUp.options) },
      });
      await writeEffects(tx, input.gameId, null, setUp, now);
      return { side, setUp: true };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new StoreError("duplicate", `Game ${input.gameId}: the token or the seat already exists`, { gameId: input.gameId }, { cause: error });
    }
    throw error;
  }
}

/** Revokes the side's unclaimed invite and, given one, issues the new invite in its place. */
export async function replaceInvite(client: Client, clock: Clock, gameId: string, side: Side, next: NewInvite | null): Promise<void> {
  const now = clock();
  await client.$transaction(async (tx) => {
    await lockWaiting(tx, gameId, now);
    const taken = await tx.seat.count({ where: { gameId, role: side } });
    if (taken > 0) throw new StoreError("seat-claimed", `The ${side} seat of game ${gameId} is already claimed`, { gameId, side });
    await tx.invite.updateMany({ where: { gameId, side, claimedAt: null, revokedAt: null }, data: { revokedAt: now } });
    if (next !== null) await tx.invite.createMany({ data: inviteRows(gameId, [{ ...next, side }], now) });
  });
}

/** Ends a game outside the engine (the host ending an abandoned game): a new version, a new status. */
export async function endGame(client: Client, clock: Clock, input: EndGame): Promise<number> {
  const now = clock();
  const { count } = await client.game.updateMany({
    where: { id: input.gameId, version: input.expectedVersion },
    data: { version: { increment: 1 }, status: input.status, optionsJson: toJson(input.options), updatedAt: now },
  });
  if (count === 0) {
    const game = await client.game.findUnique({ where: { id: input.gameId }, select: { version: true } });
    if (game === null) throw new StoreError("not-found", `No game ${input.gameId}`, { gameId: input.gameId });
    throw new StoreError("stale-version", `Game ${input.gameId} is at version ${game.version}, not ${input.expectedVersion}`, {
      gameId: input.gameId,
      expectedVersion: input.expectedVersion,
      actualVersion: game.version,
    });
  }
  return input.expectedVersion + 1;
}

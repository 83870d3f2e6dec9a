// The deadline worker's side of the store: claiming games whose deadline clock is due, and
// writing a clock change that is not an order (reminder, pause, extension).
import { Prisma } from "../generated/sqlite/client.js";
import type { Client, Clock } from "./client.js";
import { writeEffects } from "./effects.js";
import type { Provider } from "./migration-files.js";
import { staleOrMissing } from "./orders.js";
import { toJson } from "./records.js";
import type { ClaimDeadlineOptions, UpdateClock } from "./types.js";

const DEFAULT_LEASE_MS = 60_000;

/**
 * Claims up to `limit` active games whose wake time has come and that no live lease holds. On
 * PostgreSQL the rows are locked with SKIP LOCKED, so two servers claiming at once take different
 * games instead of queueing; on SQLite the transaction is the one writer. The lease is only an
 * economy: applying a default is still a compare-and-set on the game's version.
 */
export async function claimDueGames(client: Client, provider: Provider, clock: Clock, options: ClaimDeadlineOptions = {}): Promise<string[]> {
  const now = clock();
  const leaseUntil = new Date(now.getTime() + (options.leaseMs ?? DEFAULT_LEASE_MS));
  const free = { status: "active", wakeAt: { lte: now }, OR: [{ claimedUntil: null }, { claimedUntil: { lte: now } }] };
  return client.$transaction(async (tx) => {
    const due = await tx.game.findMany({ where: free, orderBy: { wakeAt: "asc" }, take: options.limit ?? 10, select: { id: true } });
    let ids = due.map((g) => g.id);
    if (ids.length === 0) return [];
    if (provider === "postgresql") {
      const locked = await tx.$queryRaw<{ id: string }[]>`SELECT "id" FROM "Game" WHERE "id" IN (${Prisma.join(ids)}) FOR UPDATE SKIP LOCKED`;
      ids = locked.map((row) => row.id);
    }
    const claimed: string[] = [];
    for (const id of ids) {
      // Read again under the lock: another server may have claimed it since the first read.
      const { count } = await tx.game.updateMany({ where: { id, ...free }, data: { claimedUntil: leaseUntil } });
      if (count === 1) claimed.push(id);
    }
    return claimed;
  });
}

export async function releaseGame(client: Client, gameId: string): Promise<void> {
  await client.game.updateMany({ where: { id: gameId }, data: { claimedUntil: null } });
}

/** Moves the game one version on with its new clock (and standing orders) and events; StoreError "stale-version" if it moved. */
export async function updateClock(client: Client, clock: Clock, input: UpdateClock): Promise<{ version: number; eventSeqs: number[] }> {
  const now = clock();
  return client.$transaction(async (tx) => {
    const { count } = await tx.game.updateMany({
      where: { id: input.gameId, version: input.expectedVersion },
      data: {
        version: { increment: 1 },
        clockJson: input.clock === null ? null : toJson(input.clock),
        deadline: input.deadline,
        wakeAt: input.wakeAt,
        claimedUntil: null,
        ...(input.policies === undefined ? {} : { policiesJson: input.policies === null ? null : toJson(input.policies) }),
        updatedAt: now,
      },
    });
    if (count === 0) throw await staleOrMissing(tx, input.gameId, input.expectedVersion);
    const eventSeqs = await writeEffects(tx, input.gameId, null, { events: input.events ?? [], mail: input.mail ?? [] }, now);
    return { version: input.expectedVersion + 1, eventSeqs };
  });
}

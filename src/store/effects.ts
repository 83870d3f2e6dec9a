// Dice, events and mail that accompany a game's creation or an accepted order. Always called
// inside the caller's transaction.
import { randomUUID } from "node:crypto";
import type { Tx } from "./client.js";
import { toJson } from "./records.js";
import type { Effects } from "./types.js";
import { queueWebhookDeliveries } from "./webhooks.js";

/** Writes the effects and returns the sequence numbers given to the events. */
export async function writeEffects(
  tx: Tx,
  gameId: string,
  orderSeq: number | null,
  effects: Effects,
  now: Date,
  /** The game's last event number when the caller knows it; read here otherwise. */
  lastEventSeq?: number,
): Promise<number[]> {
  const { dice = [], events = [], mail = [] } = effects;

  if (dice.length > 0) {
    await tx.diceEntry.createMany({ data: dice.map((roll) => ({ ...roll, gameId, orderSeq })) });
  }

  let eventSeqs: number[] = [];
  if (events.length > 0) {
    const last =
      lastEventSeq ?? (await tx.event.findFirst({ where: { gameId }, orderBy: { seq: "desc" }, select: { seq: true } }))?.seq ?? 0;
    const first = last + 1;
    eventSeqs = events.map((_, i) => first + i);
    await tx.event.createMany({
      data: events.map((event, i) => ({
        gameId,
        seq: first + i,
        orderSeq,
        json: toJson(event.json),
        visibleTo: event.visibleTo,
        createdAt: now,
      })),
    });
    // Webhooks (docs/webhooks.md): queued with the events, in the same transaction.
    await queueWebhookDeliveries(tx, gameId, events.map((event, i) => ({ seq: first + i, visibleTo: event.visibleTo })), now);
  }

  if (mail.length > 0) {
    await tx.outboxMail.createMany({
      data: mail.map((m) => ({ ...m, id: randomUUID(), gameId, nextAttemptAt: now, createdAt: now })),
    });
  }

  return eventSeqs;
}

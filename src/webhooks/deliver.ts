// One POST of one event to one webhook (docs/webhooks.md "What is sent"). The event is redacted for
// the seat as GET /games/{id}/events redacts it, and numbered in the seat's own numbering.
import { request as httpRequest, type RequestOptions } from "node:http";
import { request as httpsRequest } from "node:https";
import { isIP } from "node:net";
import { wireEvent } from "../api/schemas/gameEvent.js";
import type { WebhookConfig } from "../config.js";
import { numberedFor } from "../games/events.js";
import type { GameEvent } from "../rules/events.js";
import type { ClaimedDelivery, Store } from "../store/index.js";
import { hostOf, isPrivateAddress, publicOnlyLookup } from "./address.js";
import { SIGNATURE_HEADER, signatureOf } from "./signature.js";

export interface WebhookBody {
  /** The delivery's id: the same on every attempt, for the receiver to de-duplicate. */
  id: string;
  gameId: string;
  seat: string;
  seq: number;
  /** When this attempt was made (ISO 8601); also in X-Hots-Timestamp. */
  timestamp: string;
  event: ReturnType<typeof wireEvent>;
}

/** The body to send, or null when the seat may not see the event at all (then nothing is sent). */
export async function bodyOf(store: Store, delivery: ClaimedDelivery): Promise<WebhookBody | null> {
  const game = await store.getGame(delivery.gameId);
  const caller = { gameId: delivery.gameId, role: delivery.role };
  const [numbered] = numberedFor([delivery.event as unknown as GameEvent], caller, game?.status === "over", delivery.seatSeq - 1);
  if (numbered === undefined) return null;
  return { id: delivery.id, gameId: delivery.gameId, seat: delivery.role, seq: numbered.seq, timestamp: store.now().toISOString(), event: wireEvent(numbered.event) };
}

/** POSTs the body; resolves on a 2xx answer, rejects with the reason otherwise. Redirects are not followed. */
export function post(url: string, secret: string, body: WebhookBody, config: WebhookConfig): Promise<void> {
  const target = new URL(url);
  const text = JSON.stringify(body);
  // A literal address is not looked up, so publicOnlyLookup would not see it.
  if (!config.allowPrivate && isIP(hostOf(target)) !== 0 && isPrivateAddress(hostOf(target))) {
    return Promise.reject(new Error(`${target.hostname} is a private address`));
  }
  const options: RequestOptions = {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "content-length": Buffer.byteLength(text),
      "user-agent": "hots-judge-webhook",
      [SIGNATURE_HEADER]: signatureOf(secret, text),
      "x-hots-event-id": body.id,
      "x-hots-event": body.event.type,
      "x-hots-timestamp": body.timestamp,
    },
    timeout: config.timeoutMs,
    ...(config.allowPrivate ? {} : { lookup: publicOnlyLookup }),
  };
  const send = target.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(target, options, (res) => {
      res.resume();
      res.on("end", () => {
        const status = res.statusCode ?? 0;
        if (status >= 200 && status < 300) resolve();
        else reject(new Error(`the receiver answered ${status}`));
      });
      res.on("error", reject);
    });
    req.on("timeout", () => req.destroy(new Error(`no answer within ${config.timeoutMs} ms`)));
    req.on("error", reject);
    req.end(text);
  });
}

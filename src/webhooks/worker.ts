// Delivers the webhooks' queue (docs/webhooks.md "Delivery"): claims each webhook's earliest due
// delivery (src/store/webhooks.ts), POSTs it, and marks it delivered, or schedules the next attempt
// with exponential backoff, or after the last attempt marks it failed (the seat sees it in GET).
// A crash between the POST and the mark sends the event again after the lease: at-least-once, with
// the same X-Hots-Event-Id for the receiver to de-duplicate.
import type { WebhookConfig } from "../config.js";
import type { ClaimedDelivery, Store } from "../store/index.js";
import { bodyOf, post } from "./deliver.js";

const MAX_RETRY_DELAY_MS = 60 * 60_000;

/** The wait after the n-th failed attempt: base, 2 × base, 4 × base, ... capped at an hour. */
export function webhookRetryDelayMs(attempts: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);
}

async function deliverOne(store: Store, config: WebhookConfig, delivery: ClaimedDelivery, log: (message: string) => void): Promise<void> {
  try {
    const body = await bodyOf(store, delivery);
    if (body !== null) await post(delivery.url, delivery.secret, body, config);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const last = delivery.attempts >= config.maxAttempts;
    log(`webhook ${delivery.url} (game ${delivery.gameId}, ${delivery.role}): attempt ${delivery.attempts} failed: ${reason}${last ? "; given up" : ""}`);
    const retryAt = last ? null : new Date(store.now().getTime() + webhookRetryDelayMs(delivery.attempts, config.retryBaseMs));
    await store.markDeliveryFailed(delivery.id, reason, retryAt);
    return;
  }
  await store.markDelivered(delivery.id);
}

/** One round; returns how many deliveries were tried. Different webhooks are served at once. */
export async function deliverDue(store: Store, config: WebhookConfig, log: (message: string) => void = () => undefined): Promise<number> {
  const claimed = await store.claimDueDeliveries({ leaseMs: config.timeoutMs * 2 + 60_000 });
  await Promise.all(claimed.map((delivery) => deliverOne(store, config, delivery, log)));
  return claimed.length;
}

export interface WebhookWorker {
  stop(): Promise<void>;
}

export function startWebhookWorker(store: Store, config: WebhookConfig, log: (message: string, error?: unknown) => void): WebhookWorker {
  let stopped = false;
  let wake: (() => void) | null = null;
  const loop = (async () => {
    while (!stopped) {
      let tried = 0;
      try {
        tried = await deliverDue(store, config, log);
      } catch (error) {
        log("webhook round failed", error);
      }
      // A round that sent something looks again at once: the next event of each webhook is due.
      if (tried > 0 || stopped) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, config.pollMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = null;
    }
  })();
  return {
    async stop() {
      stopped = true;
      (wake as (() => void) | null)?.();
      await loop;
    },
  };
}

// PUT, GET and DELETE /games/{id}/webhook: a seat's webhook, set with the seat's own token. The seat
// gets the events it may see, as /events has them (src/games/events.ts audiencesOf).
import { randomBytes } from "node:crypto";
import type { WebhookConfig } from "../config.js";
import { viewerOf, type Caller } from "../games/auth.js";
import { fail, ok, type Result } from "../games/errors.js";
import { audiencesOf } from "../games/events.js";
import type { Store, WebhookRecord } from "../store/index.js";
import { checkWebhookUrl } from "./url.js";

export interface WebhookRequest {
  /** null removes the webhook. */
  url: string | null;
  /** The receiver's own signing secret; without it the server makes one and answers it once. */
  secret?: string;
}

export interface WebhookView {
  url: string;
  createdAt: string;
  deliveries: WebhookRecord["counts"];
  /** Events given up on after the last attempt, newest first, in the seat's numbering. */
  failed: { seq: number; attempts: number; lastError: string | null; failedAt: string | null }[];
}

export type WebhookAnswer = WebhookView | { url: null };

const MIN_SECRET_LENGTH = 16;
const MAX_SECRET_LENGTH = 256;

function viewOf(record: WebhookRecord): WebhookView {
  return {
    url: record.url,
    createdAt: record.createdAt.toISOString(),
    deliveries: record.counts,
    failed: record.failed.map((f) => ({ seq: f.seatSeq, attempts: f.attempts, lastError: f.lastError, failedAt: f.failedAt?.toISOString() ?? null })),
  };
}

export async function getWebhook(store: Store, caller: Caller): Promise<Result<WebhookView>> {
  const record = await store.getWebhook(caller.gameId, caller.role);
  if (record === null) return fail({ code: "not-found", detail: `The ${caller.role} seat has no webhook` });
  return ok(viewOf(record));
}

export async function removeWebhook(store: Store, caller: Caller): Promise<Result<{ url: null }>> {
  await store.deleteWebhook(caller.gameId, caller.role);
  return ok({ url: null });
}

export async function setWebhook(store: Store, config: WebhookConfig, caller: Caller, request: WebhookRequest): Promise<Result<WebhookAnswer & { secret?: string }>> {
  if (request.url === null) return removeWebhook(store, caller);
  const { secret } = request;
  if (secret !== undefined && (secret.length < MIN_SECRET_LENGTH || secret.length > MAX_SECRET_LENGTH)) {
    return fail({ code: "bad-request", reason: "webhook-secret-invalid", detail: `A webhook secret has ${MIN_SECRET_LENGTH} to ${MAX_SECRET_LENGTH} characters` });
  }
  const url = await checkWebhookUrl(request.url, config.allowPrivate);
  if (!url.ok) return url;
  const signing = secret ?? randomBytes(32).toString("hex");
  await store.putWebhook({ gameId: caller.gameId, role: caller.role, audiences: audiencesOf(viewerOf(caller.role)), url: url.value.href, secret: signing });
  const record = await store.getWebhook(caller.gameId, caller.role);
  if (record === null) return fail({ code: "not-found", detail: `The ${caller.role} seat's webhook was removed meanwhile` });
  // A secret the server made is shown this once; one the receiver chose is never echoed.
  return ok({ ...viewOf(record), ...(secret === undefined ? { secret: signing } : {}) });
}

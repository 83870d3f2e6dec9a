// PUT / GET / DELETE /games/{id}/webhook (docs/webhooks.md).
import { z } from "zod";

export const webhookBodySchema = z
  .strictObject({
    url: z
      .string()
      .nullable()
      .describe("http:// or https:// URL that each new event the seat may see is POSTed to; null removes the webhook. Checked by the server (reason webhook-url-invalid, or webhook-address-not-allowed on a server with WEBHOOK_ALLOW_PRIVATE=false)"),
    secret: z
      .string()
      .optional()
      .describe("The HMAC-SHA256 key of X-Hots-Signature, 16 to 256 characters (reason webhook-secret-invalid). Without it the server makes one and answers it once"),
  })
  .describe("The caller's seat's webhook");

const countsSchema = z
  .object({
    pending: z.int().min(0).describe("Events queued or being retried"),
    delivered: z.int().min(0).describe("Events the receiver acknowledged with a 2xx answer"),
    failed: z.int().min(0).describe("Events given up on after the last attempt"),
  })
  .describe("The webhook's deliveries so far, by outcome");

const failedSchema = z
  .object({
    seq: z.int().min(1).describe("The event's seq, as GET /games/{id}/events numbers it for the seat: fetch it from there"),
    attempts: z.int().min(1),
    lastError: z.string().nullable().describe("Why the last attempt failed"),
    failedAt: z.iso.datetime().nullable(),
  })
  .describe("An event that was never delivered");

export const webhookSchema = z
  .object({
    url: z.string(),
    createdAt: z.iso.datetime(),
    deliveries: countsSchema,
    failed: z.array(failedSchema).describe("The last 20 events given up on, newest first"),
  })
  .describe("The caller's seat's webhook (never its secret)");

export const webhookSetSchema = webhookSchema
  .extend({
    secret: z.string().optional().describe("Present only when the server made the secret: shown this once, keep it"),
  })
  .describe("The webhook as set");

export const webhookRemovedSchema = z.object({ url: z.null() }).describe("The seat has no webhook (any queued deliveries are dropped)");

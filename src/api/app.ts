// The fastify application: plugins, then one route module per resource. It holds no game in
// memory between requests, so any number of instances can serve one PostgreSQL database.
import { readFileSync } from "node:fs";
import rateLimit from "@fastify/rate-limit";
import type { Server } from "node:http";
import Fastify, { type FastifyHttpOptions } from "fastify";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "../config.js";
import type { MailService } from "../mail/service.js";
import type { Store } from "../store/index.js";
import { installCors } from "./plugins/cors.js";
import { clientErrorHandler, frameworkErrors, installErrorHandling } from "./plugins/errors.js";
import { loggerOptions } from "./plugins/logging.js";
import { rateLimitKey } from "./rateLimitKey.js";
import { installParsers } from "./plugins/parsers.js";
import { installSwagger } from "./plugins/swagger.js";
import { responseSerializers } from "./serializers/index.js";
import { deadlineRoutes } from "./routes/deadlines.js";
import { gameRoutes } from "./routes/games.js";
import { healthRoutes } from "./routes/health.js";
import { inboundRoutes } from "./routes/inbound.js";
import { logRoutes } from "./routes/log.js";
import { lobbyRoutes } from "./routes/lobby.js";
import { orderRoutes } from "./routes/orders.js";
import { policyRoutes } from "./routes/policy.js";
import { refereeRoutes } from "./routes/referee.js";
import { rootRoutes } from "./routes/root.js";
import { seatLanguageRoutes } from "./routes/seatLanguage.js";
import { seatRoutes } from "./routes/seats.js";
import { boardRoutes } from "./routes/board.js";
import { referenceRoutes } from "./routes/reference.js";
import { pageRoutes } from "./routes/page.js";
import { streamRoutes } from "./routes/stream.js";
import { webhookRoutes } from "./routes/webhook.js";
import { startWebhookWorker, type WebhookWorker } from "../webhooks/worker.js";
import { createWorkerPool, type WorkerPool } from "../workers/pool.js";

declare module "fastify" {
  interface FastifyInstance {
    store: Store;
    config: Config;
    /** Absent when the app was built without mail (most API tests). */
    mail: MailService | undefined;
    /** Worker threads for the stateless referee routes (src/workers/pool.ts, src/api/workers/referee.ts). */
    refereePool: WorkerPool;
  }
}

export interface AppOptions {
  config: Config;
  store: Store;
  mail?: MailService;
}

const { version } = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version: string };

export async function buildApp({ config, store, mail }: AppOptions) {
  const hops = config.trustProxy;
  // A number trusts that many proxies nearest to the server (as proxy-addr counts hops).
  const trustProxy = typeof hops === "number" ? (_address: string, hop: number) => hop < hops : hops;
  const options: FastifyHttpOptions<Server> = {
    logger: loggerOptions(config),
    bodyLimit: config.bodyLimit,
    // Node's own timer for the whole request (headers and body): a sender too slow is answered 408
    // (clientErrorHandler) and its connection closed, so slow bodies cannot hold connections open.
    requestTimeout: config.bodyTimeoutMs,
    // Node looks for late requests at this interval: a second, or the timeout itself if shorter.
    http: { connectionsCheckingInterval: Math.min(1_000, config.bodyTimeoutMs), headersTimeout: Math.min(60_000, config.bodyTimeoutMs) },
    frameworkErrors,
    clientErrorHandler,
    trustProxy,
  };
  const app = Fastify(options).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializers);
  app.decorate("store", store);
  app.decorate("config", config);
  app.decorate("mail", mail);
  // Run from dist as JavaScript; from the sources (tests) as TypeScript through tsx.
  const workerScript = new URL(`./workers/referee.${import.meta.url.endsWith(".ts") ? "ts" : "js"}`, import.meta.url);
  app.decorate("refereePool", createWorkerPool({ size: config.refereeWorkers, queue: config.refereeQueue, script: workerScript, timeoutMs: config.refereeTimeoutMs }));
  app.addHook("onClose", async () => app.refereePool.close());
  // Answers still in flight when the server closes (a replay in a worker) end their connection, so a
  // client's idle keep-alive connection does not hold the shutdown for the keep-alive timeout.
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  // A callback hook, not an async one: every answer passes here, and a promise per answer is CPU.
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (closing) reply.header("connection", "close");
    done(null, payload);
  });
  installCors(app, config.corsOrigins);

  installParsers(app);
  await app.register(rateLimit, { max: config.rateLimitMax, timeWindow: config.rateLimitWindowMs, keyGenerator: rateLimitKey(store) });
  installErrorHandling(app);
  await installSwagger(app, version);

  await app.register(healthRoutes);
  await app.register(gameRoutes);
  await app.register(orderRoutes);
  await app.register(logRoutes);
  await app.register(refereeRoutes);
  await app.register(rootRoutes, { version });
  await app.register(deadlineRoutes);
  await app.register(policyRoutes);
  await app.register(seatRoutes);
  await app.register(seatLanguageRoutes);
  await app.register(inboundRoutes);
  await app.register(boardRoutes);
  await app.register(referenceRoutes);
  await app.register(pageRoutes);
  await app.register(streamRoutes);
  await app.register(webhookRoutes);
  await app.register(lobbyRoutes);
  // Webhook deliveries (docs/webhooks.md) go out while the server listens; building the app alone
  // (the OpenAPI document) starts nothing.
  let webhooks: WebhookWorker | null = null;
  app.addHook("onListen", async () => {
    webhooks = startWebhookWorker(store, config.webhooks, (message, error) => app.log.warn({ err: error }, message));
  });
  app.addHook("preClose", async () => {
    await webhooks?.stop();
  });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

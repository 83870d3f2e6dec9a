// The fastify application: plugins, then one route module per resource. It holds no game in
// memory between requests, so any number of instances can serve one PostgreSQL database.
import { readFileSync } from "node:fs";
import rateLimit from "@fastify/rate-limit";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "../config.js";
import type { MailService } from "../mail/service.js";
import type { Store } from "../store/index.js";
import { clientErrorHandler, frameworkErrors, installErrorHandling } from "./plugins/errors.js";
import { loggerOptions } from "./plugins/logging.js";
import { installParsers } from "./plugins/parsers.js";
import { installSwagger } from "./plugins/swagger.js";
import { deadlineRoutes } from "./routes/deadlines.js";
import { gameRoutes } from "./routes/games.js";
import { healthRoutes } from "./routes/health.js";
import { inboundRoutes } from "./routes/inbound.js";
import { logRoutes } from "./routes/log.js";
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

declare module "fastify" {
  interface FastifyInstance {
    store: Store;
    config: Config;
    /** Absent when the app was built without mail (most API tests). */
    mail: MailService | undefined;
  }
}

export interface AppOptions {
  config: Config;
  store: Store;
  mail?: MailService;
}

const { version } = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version: string };

export async function buildApp({ config, store, mail }: AppOptions) {
  const app = Fastify({ logger: loggerOptions(config), bodyLimit: config.bodyLimit, frameworkErrors, clientErrorHandler }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("store", store);
  app.decorate("config", config);
  app.decorate("mail", mail);

  installParsers(app);
  await app.register(rateLimit, { max: config.rateLimitMax, timeWindow: 60_000 });
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
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

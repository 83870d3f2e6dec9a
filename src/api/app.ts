// The fastify application: plugins, then one route module per resource. It holds no game in
// memory between requests, so any number of instances can serve one PostgreSQL database.
import { readFileSync } from "node:fs";
import rateLimit from "@fastify/rate-limit";
import Fastify from "fastify";
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import type { Config } from "../config.js";
import type { Store } from "../store/index.js";
import { frameworkErrors, installErrorHandling } from "./plugins/errors.js";
import { loggerOptions } from "./plugins/logging.js";
import { installParsers } from "./plugins/parsers.js";
import { installSwagger } from "./plugins/swagger.js";
import { gameRoutes } from "./routes/games.js";
import { healthRoutes } from "./routes/health.js";
import { logRoutes } from "./routes/log.js";
import { orderRoutes } from "./routes/orders.js";
import { refereeRoutes } from "./routes/referee.js";
import { seatRoutes } from "./routes/seats.js";

declare module "fastify" {
  interface FastifyInstance {
    store: Store;
    config: Config;
  }
}

export interface AppOptions {
  config: Config;
  store: Store;
}

const { version } = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as { version: string };

export async function buildApp({ config, store }: AppOptions) {
  const app = Fastify({ logger: loggerOptions(config), bodyLimit: config.bodyLimit, frameworkErrors }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("store", store);
  app.decorate("config", config);

  installParsers(app);
  await app.register(rateLimit, { max: config.rateLimitMax, timeWindow: 60_000 });
  installErrorHandling(app);
  await installSwagger(app, version);

  await app.register(healthRoutes);
  await app.register(gameRoutes);
  await app.register(orderRoutes);
  await app.register(logRoutes);
  await app.register(refereeRoutes);
  await app.register(seatRoutes);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

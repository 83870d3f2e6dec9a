// GET /: what a person or a client finds at the server's root, instead of a 404 (issue 12, item 8).
import type { FastifyPluginAsync } from "fastify";

export interface RootOptions {
  version: string;
}

export const rootRoutes: FastifyPluginAsync<RootOptions> = async (app, { version }) => {
  // Like /docs and /openapi.json, not part of the documented contract.
  app.get("/", { schema: { hide: true } }, () => ({
    name: "hots-judge",
    version,
    // Only routes that answer GET: games are created with POST /games (see the OpenAPI document).
    links: { docs: "/docs", openapi: "/openapi.json", health: "/healthz", reference: "/reference" },
  }));
};

// A real server for client tests: buildApp on a temporary SQLite file, listening on a free port.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildApp } from "../../src/api/app.js";
import { loadConfig } from "../../src/config.js";
import { openStore } from "../../src/store/index.js";

export interface TestServer {
  url: string;
  /** Every request the server got, as "METHOD /path" (no query), in order. */
  requests: string[];
  close(): Promise<void>;
}

export async function startTestServer(env: Record<string, string> = {}): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), "hots-client-"));
  const databaseUrl = `file:${join(dir, "hots.db")}`;
  const loaded = loadConfig({ PORT: "0", HOST: "127.0.0.1", DATABASE_URL: databaseUrl, LOG_LEVEL: "silent", RATE_LIMIT_MAX: "1000000", ...env });
  if (!loaded.ok) throw new Error(loaded.message);
  const store = await openStore(databaseUrl);
  const app = await buildApp({ config: loaded.config, store });
  const requests: string[] = [];
  app.addHook("onRequest", async (request) => {
    requests.push(`${request.method} ${request.url.split("?")[0]}`);
  });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const address = app.server.address();
  if (address === null || typeof address === "string") throw new Error("the server has no TCP address");
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    async close() {
      // A stream its client aborted can leave a connection that a graceful close would wait out
      // (keep-alive, 72 s); the test is over, so every connection is cut.
      const closing = app.close();
      app.server.closeAllConnections();
      await closing;
      await store.close().catch(() => undefined);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

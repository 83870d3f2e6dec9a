// The HTTP contract (docs/api.md) against a real server on a real database, run unchanged for every
// provider (sqlite.test.ts, postgres.test.ts).

import { afterAll, beforeAll } from "vitest";
import { apiClient } from "./client.js";
import { fullGameTests } from "./fullGame.js";
import { gameAndOrderTests } from "./games.js";
import { httpTests } from "./http.js";
import { logTests } from "./log.js";
import { refereeTests } from "./referee.js";
import { seatTests } from "./seats.js";
import { startServer, testConfig, type TestServer } from "./server.js";

export interface ApiHarness {
  provider: string;
  /** A fresh, empty database for one run of the suite. */
  databaseUrl(): Promise<string>;
}

export function apiSuite({ provider, databaseUrl }: ApiHarness): void {
  let server: TestServer | undefined;
  const current = (): TestServer => {
    if (!server) throw new Error("the server is not running");
    return server;
  };
  beforeAll(async () => {
    server = await startServer(testConfig(await databaseUrl()));
  });
  afterAll(async () => {
    await server?.close();
  });

  const api = apiClient(current);
  gameAndOrderTests(provider, current, api);
  logTests(provider, api);
  refereeTests(provider, api);
  seatTests(provider, current, api);
  httpTests(provider, current, api);
  fullGameTests(provider, api, () => current().store);
}

// A real server on a SQLite file with one new Braveheart game, for the page tests.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BLOCKS } from "../../src/rules/data/index.js";
import { apiClient, type Created } from "../api/client.js";
import { startServer, testConfig, type TestServer } from "../api/server.js";

export interface PageFixture {
  server: TestServer;
  game: Created;
  close(): Promise<void>;
}

export async function pageFixture(): Promise<PageFixture> {
  const root = mkdtempSync(join(tmpdir(), "hots-page-"));
  const server = await startServer(testConfig(`file:${join(root, "hots.db")}`));
  const game = await apiClient(() => server).newGame();
  return {
    server,
    game,
    async close() {
      await server.close();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/**
 * England's blocks that Scotland may not identify: not the nobles, whose names are also areas and
 * homes printed on the map. Their names must not appear anywhere on Scotland's page.
 */
export const ENGLISH_ONLY = BLOCKS.filter((b) => b.side === "england" && b.type !== "king").map((b) => ({ id: b.id, name: b.name }));

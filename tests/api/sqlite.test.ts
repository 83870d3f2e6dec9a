// The API suite on a SQLite file in a temporary folder.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll } from "vitest";
import { apiSuite } from "./suite.js";

const root = mkdtempSync(join(tmpdir(), "hots-api-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

apiSuite({ provider: "sqlite", databaseUrl: async () => `file:${join(root, "hots.db")}` });

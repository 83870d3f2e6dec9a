// The webhook suite on a SQLite file in a temporary folder.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll } from "vitest";
import { webhookSuite } from "./webhooks.js";

const root = mkdtempSync(join(tmpdir(), "hots-webhooks-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

webhookSuite({ provider: "sqlite", databaseUrl: async () => `file:${join(root, "hots.db")}` });

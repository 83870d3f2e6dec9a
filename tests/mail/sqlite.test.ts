// Play by email on a SQLite file.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll } from "vitest";
import { deliverySuite } from "./delivery.js";
import { mailSuite } from "./suite.js";

const root = mkdtempSync(join(tmpdir(), "hots-mail-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

mailSuite({ provider: "sqlite", databaseUrl: async () => `file:${join(root, "hots.db")}` });
deliverySuite({ provider: "sqlite", databaseUrl: async () => `file:${join(root, `delivery-${Math.random().toString(36).slice(2)}.db`)}` });

// A stand-in for the SQLite writer's thread in sqliteWriter.test.ts: it ends at the first batch.
import { parentPort } from "node:worker_threads";

parentPort?.once("message", () => process.exit(1));

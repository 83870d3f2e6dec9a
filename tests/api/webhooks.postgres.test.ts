// The webhook suite on the real PostgreSQL, in a schema of its own that is dropped afterwards.
import { afterAll } from "vitest";
import { describeWithPostgres, postgresSchemas } from "../helpers/postgres.js";
import { webhookSuite } from "./webhooks.js";

const postgres = await postgresSchemas();
afterAll(() => postgres.close());

describeWithPostgres("webhooks on PostgreSQL", postgres.unreachable, () => {
  webhookSuite({ provider: "postgresql", databaseUrl: () => postgres.freshUrl("webhooks") });
});

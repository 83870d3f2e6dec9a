// The API suite on the real PostgreSQL, in a schema of its own that is dropped afterwards.
import { afterAll } from "vitest";
import { describeWithPostgres, postgresSchemas } from "../helpers/postgres.js";
import { apiSuite } from "./suite.js";

const postgres = await postgresSchemas();
afterAll(() => postgres.close());

describeWithPostgres("HTTP API on PostgreSQL", postgres.unreachable, () => {
  apiSuite({ provider: "postgresql", databaseUrl: () => postgres.freshUrl("api") });
});

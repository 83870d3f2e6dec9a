// Play by email, and the outbox shared by two servers, on the real PostgreSQL (a schema each).
import { afterAll } from "vitest";
import { describeWithPostgres, postgresSchemas } from "../helpers/postgres.js";
import { deliverySuite } from "./delivery.js";
import { mailSuite } from "./suite.js";

const postgres = await postgresSchemas();
afterAll(() => postgres.close());

describeWithPostgres("play by email on PostgreSQL", postgres.unreachable, () => {
  mailSuite({ provider: "postgresql", databaseUrl: () => postgres.freshUrl("mail") });
  deliverySuite({ provider: "postgresql", databaseUrl: () => postgres.freshUrl("mailout") });
});

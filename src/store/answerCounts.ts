// Answers mailed per address and clock hour (docs/email.md "No loops, no floods"). One statement
// both counts and reads, so of fifty mails handled at once, by one server or several sharing the
// database, each sees a different count and only the first ones are answered.
import type { Client } from "./client.js";

/** Counts one more answer to `address` in `hour` (hours since the epoch) and returns the new count. */
export async function countAnswer(client: Client, address: string, hour: number): Promise<number> {
  const rows = await client.$queryRaw<{ count: number | bigint }[]>`
    INSERT INTO "MailAnswerCount" ("address", "hour", "count") VALUES (${address}, ${hour}, 1)
    ON CONFLICT ("address", "hour") DO UPDATE SET "count" = "MailAnswerCount"."count" + 1
    RETURNING "count"`;
  const count = Number(rows[0]?.count ?? 0);
  // The first answer of an hour clears the hours that can no longer be asked about.
  if (count === 1) await client.$executeRaw`DELETE FROM "MailAnswerCount" WHERE "hour" < ${hour - 1}`;
  return count;
}

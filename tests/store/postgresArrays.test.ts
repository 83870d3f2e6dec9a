// Arrays in PostgreSQL's binary form (src/store/postgresArrays.ts), read back by the server itself
// through Prisma's driver adapter, the way the order statement sends them.
import fc from "fast-check";
import pg from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";
import { parseDatabaseUrl } from "../../src/store/database-url.js";
import { connectPreparingAdapter, type PostgresQueryable } from "../../src/store/postgresAdapter.js";
import { binaryArray, type ElementType } from "../../src/store/postgresArrays.js";
import { describeWithPostgres, postgresSchemas } from "../helpers/postgres.js";

const postgres = await postgresSchemas();
afterAll(() => postgres.close());

const CAST: Record<ElementType, string> = { boolean: "boolean[]", integer: "integer[]", text: "text[]", timestamp: "timestamp(3)[]" };

describeWithPostgres("binary arrays", postgres.unreachable, () => {
  let pool: pg.Pool;
  let adapter: PostgresQueryable;
  beforeAll(async () => {
    const target = parseDatabaseUrl(await postgres.freshUrl("arrays"));
    if (target.provider !== "postgresql") throw new Error("not a PostgreSQL URL");
    pool = new pg.Pool({ connectionString: target.connectionString, max: 1 });
    adapter = await connectPreparingAdapter(pool, target.schema);
  });
  afterAll(async () => {
    await adapter.dispose();
    await pool.end();
  });

  /** The array as PostgreSQL reads it, written back as JSON text (timestamps as ISO text, UTC). */
  async function readBack(type: ElementType, values: readonly unknown[]): Promise<unknown> {
    const element = type === "timestamp" ? `to_char("v", 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')` : `"v"`;
    const { rows } = await adapter.queryRaw({
      sql: `SELECT (SELECT COALESCE(json_agg(${element} ORDER BY "i"), '[]')::text FROM unnest($1::${CAST[type]}) WITH ORDINALITY AS "a"("v", "i"))`,
      args: [binaryArray(type, values)],
      argTypes: [{ scalarType: "bytes", arity: "scalar" }],
    });
    return JSON.parse(rows[0]?.[0] as string);
  }

  it("text: any string, quotes, backslashes, braces, commas and non-ASCII included, and NULL", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.option(fc.string({ unit: "binary" }), { nil: null }), { maxLength: 8 }), async (values) => {
        const text = values.map((v) => (v === null ? null : v.replace(/\u0000/g, "")));
        expect(await readBack("text", text)).toEqual(text);
      }),
      { numRuns: 60 },
    );
    expect(await readBack("text", ['{"a":"b\\\\"}', "", "NULL", "é ♞ 𝄞", null])).toEqual(['{"a":"b\\\\"}', "", "NULL", "é ♞ 𝄞", null]);
  });

  it("integers, booleans and timestamps (to the millisecond, UTC), NULL included; an empty array", async () => {
    expect(await readBack("integer", [0, -1, 2147483647, -2147483648, null])).toEqual([0, -1, 2147483647, -2147483648, null]);
    expect(await readBack("boolean", [true, false, null])).toEqual([true, false, null]);
    const times = [new Date("2030-01-02T03:04:05.678Z"), new Date("1999-12-31T23:59:59.999Z"), null];
    expect(await readBack("timestamp", times)).toEqual(["2030-01-02T03:04:05.678Z", "1999-12-31T23:59:59.999Z", null]);
    for (const type of ["text", "integer", "boolean", "timestamp"] as const) expect(await readBack(type, [])).toEqual([]);
  });
});

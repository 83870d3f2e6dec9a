// docs/record.schema.json is the record's zod schema as JSON Schema; it must stay in step with the code.

import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { recordJsonSchema } from "../../src/records/schema-json.js";
import { parseRecord, RecordFormatError } from "../../src/records/index.js";

describe("record format", () => {
  it("docs/record.schema.json is what the code generates (run: npx tsx scripts/gen-record-schema.ts)", () => {
    const checkedIn = JSON.parse(readFileSync(new URL("../../docs/record.schema.json", import.meta.url), "utf8"));
    expect(checkedIn).toEqual(recordJsonSchema());
  });

  it("the schema requires the versioned header and forbids unknown fields", () => {
    const schema = recordJsonSchema() as { required: string[]; additionalProperties: boolean; properties: Record<string, { const?: unknown }> };
    expect(schema.required).toEqual(expect.arrayContaining(["format", "version", "setup", "dice", "orders", "diceLog"]));
    expect(schema.additionalProperties).toBe(false);
    expect(JSON.stringify(schema.properties.version)).toMatch(/"const":1.*"const":2|"enum":\[1,2\]/);
  });

  it("a sample record parses; a newer version and a foreign document are refused with clear messages", () => {
    const sample = JSON.parse(readFileSync(new URL("../../examples/the_bruce-seed-2.json", import.meta.url), "utf8"));
    expect(parseRecord(sample).orders.length).toBeGreaterThan(0);
    expect(() => parseRecord({ ...sample, version: 3 })).toThrow(/version 3 is newer/);
    expect(() => parseRecord({ hello: 1 })).toThrow(RecordFormatError);
    expect(() => parseRecord({ ...sample, extra: true })).toThrow(/invalid record/);
  });
});

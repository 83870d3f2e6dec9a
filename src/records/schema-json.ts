// The record format as a JSON Schema document, for referees' tools in other languages.

import { z } from "zod";
import { RECORD_VERSION, recordSchema } from "./record.js";

export function recordJsonSchema(): Record<string, unknown> {
  return {
    ...z.toJSONSchema(recordSchema, { target: "draft-2020-12" }),
    $id: `https://hots-judge.invalid/record/v${RECORD_VERSION}.schema.json`,
    title: `hots-judge game record, version ${RECORD_VERSION}`,
  };
}

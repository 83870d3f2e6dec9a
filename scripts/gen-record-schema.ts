// Writes docs/record.schema.json, the JSON Schema of the game record, from its zod definition.
// A test fails when the checked-in file differs from what this writes.

import { writeFileSync } from "node:fs";
import { recordJsonSchema } from "../src/records/schema-json.js";

writeFileSync(new URL("../docs/record.schema.json", import.meta.url), `${JSON.stringify(recordJsonSchema(), null, 2)}\n`);

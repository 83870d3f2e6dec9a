// Writes openapi/openapi.json from the routes' schemas. Run: npm run openapi
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import { openApiJson } from "../src/api/openapi.js";

export const openApiPath = fileURLToPath(new URL("../openapi/openapi.json", import.meta.url));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  mkdirSync(dirname(openApiPath), { recursive: true });
  writeFileSync(openApiPath, await openApiJson());
  console.log(`wrote ${openApiPath}`);
}

// Writes openapi/openapi.json from the routes' schemas. Run: npm run openapi
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import openapiTS, { astToString } from "openapi-typescript";
import { openApiJson } from "../src/api/openapi.js";

export const openApiPath = fileURLToPath(new URL("../openapi/openapi.json", import.meta.url));
/** The types src/client's typed client is built on, generated from the document with openapi-typescript. */
export const openApiTypesPath = fileURLToPath(new URL("../src/client/openapi.ts", import.meta.url));

export async function openApiTypes(json: string): Promise<string> {
  const header = "// Generated from openapi/openapi.json by openapi-typescript (npm run openapi); do not edit.\n";
  return header + astToString(await openapiTS(JSON.parse(json)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  mkdirSync(dirname(openApiPath), { recursive: true });
  const json = await openApiJson();
  writeFileSync(openApiPath, json);
  writeFileSync(openApiTypesPath, await openApiTypes(json));
  console.log(`wrote ${openApiPath} and ${openApiTypesPath}`);
}

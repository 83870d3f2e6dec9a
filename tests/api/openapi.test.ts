// openapi/openapi.json is generated (npm run openapi) and checked in; it must match the routes.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { openApiJson } from "../../src/api/openapi.js";
import { openApiPath } from "../../scripts/openapi.js";
import { CONTRACT_ROUTES } from "./routes.js";

describe("openapi/openapi.json", () => {
  it("is what npm run openapi generates from the routes", async () => {
    // If this fails: npm run openapi
    expect(readFileSync(openApiPath, "utf8")).toBe(await openApiJson());
  });

  it("is OpenAPI 3.1 with every route of docs/api.md", async () => {
    const doc = JSON.parse(await openApiJson()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toBe("3.1.0");
    const routes = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`));
    expect(routes.sort()).toEqual(
      [...CONTRACT_ROUTES].sort(),
    );
  });
});

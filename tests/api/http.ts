// The HTTP shell: probes, malformed requests (always a 4xx problem, never a 5xx), rate limiting.

import { describe, expect, it } from "vitest";
import type { Store } from "../../src/store/index.js";
import { expectProblem, type ApiClient } from "./client.js";
import { startServer, testConfig, type TestServer } from "./server.js";

export function httpTests(provider: string, server: () => TestServer, api: ApiClient): void {
  const { request, newGame } = api;

  describe(`the HTTP shell (${provider})`, () => {
    it("GET /healthz and /readyz answer; /readyz is 503 when the database does not", async () => {
      expect(await request("GET", "/healthz")).toMatchObject({ status: 200, body: { status: "ok" } });
      expect(await request("GET", "/readyz")).toMatchObject({ status: 200, body: { status: "ready" } });

      const down: Store = { ...server().store, ping: () => Promise.reject(new Error("connection refused")) };
      const broken = await startServer(server().config, down);
      try {
        expectProblem(await broken.request("GET", "/readyz"), 503, "not-ready");
        expect((await broken.request("GET", "/healthz")).status).toBe(200);
      } finally {
        await broken.close();
      }
    });

    it("serves the OpenAPI document and Swagger UI", async () => {
      const doc = await request("GET", "/openapi.json");
      expect(doc.status).toBe(200);
      expect(doc.body.openapi).toBe("3.1.0");
      expect(Object.keys(doc.body.paths)).toContain("/games/{id}/orders");
      const ui = await fetch(`${server().url}/docs/`);
      expect(ui.status).toBe(200);
      expect(await ui.text()).toContain("swagger");
    });

    it("malformed requests get a 4xx problem+json, never a 5xx", async () => {
      const game = await newGame();
      const orders = `/games/${game.gameId}/orders`;
      const england = game.tokens.england;
      const cases: [string, Promise<import("./server.js").Reply>, number, string][] = [
        ["bad JSON", request("POST", "/games", { body: '{"scenario":', contentType: "application/json" }), 400, "bad-request"],
        ["JSON that is not an object", request("POST", "/games", { body: "[1,2]", contentType: "application/json" }), 400, "bad-request"],
        ["an unknown field", request("POST", "/games", { json: { scenario: "braveheart", colour: "red" } }), 400, "bad-request"],
        ["an unknown field in an order", request("POST", orders, { token: england, json: { order: { type: "pass", extra: 1 } } }), 400, "bad-request"],
        ["both order and text", request("POST", orders, { token: england, json: { order: { type: "pass" }, text: "pass" } }), 400, "bad-request"],
        ["a wrong type", request("POST", "/games", { json: { scenario: 7 } }), 400, "bad-request"],
        ["an empty body", request("POST", "/games", { body: "", contentType: "application/json" }), 400, "bad-request"],
        ["bad UTF-8 in JSON", request("POST", "/games", { body: Uint8Array.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]), contentType: "application/json" }), 400, "bad-request"],
        ["bad UTF-8 in an order line", request("POST", orders, { token: england, body: Uint8Array.from([0x70, 0x6c, 0x61, 0x79, 0x20, 0xc3, 0x28]), contentType: "text/plain" }), 400, "bad-request"],
        ["a 2 MB body", request("POST", "/games", { body: `{"scenario":"${"x".repeat(2 * 1024 * 1024)}"}`, contentType: "application/json" }), 413, "payload-too-large"],
        ["a wrong content type", request("POST", "/games", { body: "<game/>", contentType: "application/xml" }), 415, "unsupported-media-type"],
        ["a form", request("POST", "/games", { body: "scenario=braveheart", contentType: "application/x-www-form-urlencoded" }), 415, "unsupported-media-type"],
        ["a bad If-Match", request("POST", orders, { token: england, json: { order: { type: "pass" } }, headers: { "if-match": "yesterday" } }), 400, "bad-request"],
        ["a bad dryRun", request("POST", `${orders}?dryRun=maybe`, { token: england, json: { order: { type: "pass" } } }), 400, "bad-request"],
        ["a bad game id", request("GET", "/games/..%2F..%2Fetc", { token: england }), 400, "bad-request"],
        ["a JSON prototype trick", request("POST", "/games", { body: '{"scenario":"braveheart","__proto__":{"x":1}}', contentType: "application/json" }), 400, "bad-request"],
        ["an unknown route", request("GET", "/gamez"), 404, "not-found"],
        ["an unknown method", request("DELETE", `/games/${game.gameId}`, { token: england }), 405, "method-not-allowed"],
      ];
      for (const [what, pending, status, code] of cases) {
        const reply = await pending;
        expect(reply.status, what).toBeLessThan(500);
        expectProblem(reply, status, code);
      }
      expect((await request("GET", `/games/${game.gameId}`, { token: england })).body.version).toBe(0);
    });

    it("answers 429 rate-limited past RATE_LIMIT_MAX requests a minute", async () => {
      const limited = await startServer(testConfig(server().config.databaseUrl, { RATE_LIMIT_MAX: "3" }), server().store);
      try {
        for (let i = 0; i < 3; i++) expect((await limited.request("GET", "/gamez")).status).toBe(404);
        const reply = await limited.request("GET", "/gamez");
        expectProblem(reply, 429, "rate-limited");
        expect(reply.headers.get("retry-after")).not.toBeNull();
        // Probes are not limited.
        expect((await limited.request("GET", "/healthz")).status).toBe(200);
      } finally {
        await limited.close();
      }
    });
  });
}

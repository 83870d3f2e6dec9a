// What the API tells a client author, checked against what the server does (docs/api.md): the
// deadline routes' permissions, every route a message names, the root's links, Problem.code's list,
// and the ready-made answers every pending decision carries.
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient, type Created } from "./client.js";
import { startServer, testConfig, type TestServer } from "./server.js";

let root: string;
let server: TestServer;
const api = apiClient(() => server);

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), "hots-contract-"));
  server = await startServer(testConfig(`file:${join(root, "hots.db")}`));
});
afterAll(async () => {
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

const SRC = new URL("../../src/", import.meta.url).pathname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === "generated") return [];
    return statSync(path).isDirectory() ? sourceFiles(path) : name.endsWith(".ts") ? [path] : [];
  });
}

/** Every "METHOD /path" in the code's text (comments left out): messages, descriptions, catalogues. */
function namedRoutes(): { method: string; path: string; where: string }[] {
  const found: { method: string; path: string; where: string }[] = [];
  for (const file of sourceFiles(SRC)) {
    readFileSync(file, "utf8")
      .split("\n")
      .forEach((line, i) => {
        const code = line.trim();
        if (code.startsWith("//") || code.startsWith("*")) return;
        const text = code.replace(/\s\/\/ .*$/, "");
        for (const m of text.matchAll(/\b(GET|POST|PUT|PATCH|DELETE) (\/[A-Za-z0-9_{}/.-]*)/g)) {
          found.push({ method: m[1]!, path: m[2]!.replace(/[.]$/, ""), where: `${file.slice(SRC.length)}:${i + 1}` });
        }
      });
  }
  return found;
}

describe("the API says what to send, and means it", () => {
  it("every route a message, description or catalogue names exists with that method (pausing without deadlines names POST)", { timeout: 120_000 }, async () => {
    const game = await api.newGame();
    const routes = namedRoutes();
    expect(routes.map((r) => `${r.method} ${r.path}`)).toContain("POST /games/{id}/deadlines");
    for (const { method, path, where } of routes) {
      const url = path.replace("{id}", game.gameId).replace("{side}", "england");
      // Only the status and, for a 404, its detail: a stream's body never ends.
      const controller = new AbortController();
      const headers: Record<string, string> = { authorization: `Bearer ${game.tokens.host}`, ...(method === "GET" ? {} : { "content-type": "application/json" }) };
      const reply = await fetch(`${server.url}${url}`, { method, headers, ...(method === "GET" ? {} : { body: "{}" }), signal: controller.signal });
      const detail = reply.status === 404 ? String(((await reply.json()) as { detail?: string }).detail) : "";
      controller.abort();
      const noRoute = reply.status === 405 || detail.startsWith("No route");
      expect(noRoute, `${where} names ${method} ${path}, which answers ${reply.status}`).toBe(false);
    }
    // The message itself, as a client meets it (a fresh game: the loop above set deadlines).
    const fresh = await api.newGame();
    const paused = await server.request("POST", `/games/${fresh.gameId}/pause`, { token: fresh.tokens.host });
    expect(paused.body.detail).toContain("POST /games/{id}/deadlines");
  });

  it("GET / links only to routes that answer GET", async () => {
    const reply = await server.request("GET", "/");
    const links = Object.values(reply.body.links as Record<string, string>);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect((await fetch(`${server.url}${link}`)).status, link).toBe(200);
  });

  it("deadlines, pause and resume are the host's, in the document and in the server: a side or the observer gets 403", { timeout: 120_000 }, async () => {
    const doc = (await server.request("GET", "/openapi.json")).body;
    for (const route of ["/games/{id}/deadlines", "/games/{id}/pause", "/games/{id}/resume"]) {
      expect(doc.paths[route].post.description).toMatch(/^The host token only/);
    }
    for (const hostSees of ["observer", "referee"]) {
      const game: Created = await api.newGame({ scenario: "braveheart", hostSees });
      for (const role of ["england", "scotland", "observer"] as const) {
        const refused = await server.request("POST", `/games/${game.gameId}/deadlines`, { token: game.tokens[role], json: {} });
        expect(refused.status, role).toBe(403);
        expect(refused.body.code).toBe("forbidden");
        expect((await server.request("POST", `/games/${game.gameId}/pause`, { token: game.tokens[role] })).status).toBe(403);
      }
      expect((await server.request("POST", `/games/${game.gameId}/deadlines`, { token: game.tokens.host, json: {} })).status).toBe(200);
      expect((await server.request("POST", `/games/${game.gameId}/pause`, { token: game.tokens.host })).status).toBe(200);
      expect((await server.request("POST", `/games/${game.gameId}/resume`, { token: game.tokens.host })).status).toBe(200);
    }
  });

  it("Problem.code is an enum of exactly the codes docs/api.md documents", async () => {
    const doc = (await server.request("GET", "/openapi.json")).body;
    const documented = [...readFileSync(new URL("../../docs/api.md", import.meta.url), "utf8").matchAll(/^\| \d{3} \| `([a-z-]+)` \|/gm)].map((m) => m[1]);
    expect([...doc.components.schemas.Problem.properties.code.enum].sort()).toEqual([...new Set(documented)].sort());
  });

  it("the event stream is typed: SSE frames whose data is the Event union", async () => {
    const doc = (await server.request("GET", "/openapi.json")).body;
    const content = doc.paths["/games/{id}/events/stream"].get.responses["200"].content["text/event-stream"];
    expect(content.schema.items.$ref).toBe("#/components/schemas/StreamFrame");
    expect(doc.components.schemas.StreamFrame.properties.data.$ref).toBe("#/components/schemas/Event");
  });

  it("every pending decision carries ready-made order lines and a JSON answer, each legal (dry run), and its kind's answer shape in the document", { timeout: 120_000 }, async () => {
    const doc = (await server.request("GET", "/openapi.json")).body;
    for (const variant of doc.components.schemas.Decision.oneOf) {
      expect(variant.properties.answer, variant.properties.kind.const).toBeDefined();
      expect(variant.properties.orderLines.type).toBe("array");
    }
    const game = await api.newGame();
    let checked = 0;
    for (let step = 0; step < 12; step++) {
      for (const side of ["england", "scotland"] as const) {
        const view = (await api.read(game, side)).body.view;
        for (const d of view.decisions) {
          expect(d.orderLines.length, d.kind).toBeGreaterThan(0);
          for (const line of d.orderLines) {
            const dry = await server.request("POST", `/games/${game.gameId}/orders?dryRun=true`, { token: game.tokens[side], json: { text: line } });
            expect(dry.status, `${d.kind}: ${line} ${dry.text}`).toBe(200);
          }
          const dry = await server.request("POST", `/games/${game.gameId}/orders?dryRun=true`, { token: game.tokens[side], json: { order: d.answer } });
          expect(dry.status, `${d.kind}: ${JSON.stringify(d.answer)}`).toBe(200);
          checked++;
        }
      }
      // Move on: each side gives its first line.
      for (const side of ["england", "scotland"] as const) {
        const d = (await api.read(game, side)).body.view?.decisions[0];
        if (d) await server.request("POST", `/games/${game.gameId}/orders`, { token: game.tokens[side], json: { text: d.orderLines[0] } });
      }
    }
    expect(checked).toBeGreaterThan(5);
  });
});

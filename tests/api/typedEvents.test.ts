// Issue 11, item 5: every event in the OpenAPI document as one schema of a discriminated union,
// cards by key. A client generated from openapi/openapi.json with openapi-typescript type-checks
// against a whole game's events as each role receives them; the server sends cards as keys.
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import openapiTS, { astToString } from "openapi-typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { wireEvent } from "../../src/api/schemas/gameEvent.js";
import { parseRecord, replayRecord } from "../../src/records/index.js";
import type { GameEvent } from "../../src/rules/events.js";
import { CARD_KEYS } from "../../src/rules/orders.js";
import { eventsFor, VIEWERS } from "../../src/views/index.js";
import { apiClient } from "./client.js";
import { startServer, testConfig, type TestServer } from "./server.js";

const record = parseRecord(JSON.parse(readFileSync(new URL("../../examples/braveheart-seed-5.json", import.meta.url), "utf8")));
const engineEvents: GameEvent[] = replayRecord(record).events;
const TSC = new URL("../../node_modules/typescript/bin/tsc", import.meta.url).pathname;

/** The event with its card numbers as keys: what the wire must carry, and nothing else changed. */
function expectedOnTheWire(e: GameEvent): unknown {
  const key = (id: number) => {
    const keys: Record<number, string> = { 1: "herald", 2: "pillage", 3: "sea_move", 4: "truce", 5: "victuals" };
    return keys[id] ?? (id <= 8 ? "move3" : id <= 18 ? "move2" : "move1");
  };
  if (e.type === "hand-dealt" && e.cards) return { ...e, cards: e.cards.map(key) };
  if (e.type === "cards-revealed") return { ...e, england: key(e.england), scotland: key(e.scotland) };
  return e;
}

describe("typed events", () => {
  it("encodes every event of a whole game, for every role, with cards as keys and no field lost", () => {
    const types = new Set<string>();
    for (const viewer of VIEWERS) {
      for (const e of eventsFor(engineEvents, viewer)) {
        types.add(e.type);
        expect(JSON.parse(JSON.stringify(wireEvent(e)))).toEqual(JSON.parse(JSON.stringify(expectedOnTheWire(e))));
      }
    }
    expect(types.has("cards-revealed") && types.has("hand-dealt") && types.has("fired") && types.has("game-over")).toBe(true);
  });

  it("an event of an unknown shape is refused by the schema, so the server never sends one unchecked", () => {
    expect(() => wireEvent({ type: "no-such-event" } as unknown as GameEvent)).toThrow();
    expect(() => wireEvent({ type: "cards-revealed", england: 99, scotland: 1, p1: null } as unknown as GameEvent)).toThrow();
  });

  describe("a client generated with openapi-typescript", () => {
    let dir: string;
    beforeAll(async () => {
      dir = mkdtempSync(join(tmpdir(), "hots-client-"));
      const doc = JSON.parse(readFileSync(new URL("../../openapi/openapi.json", import.meta.url), "utf8"));
      writeFileSync(join(dir, "api.ts"), astToString(await openapiTS(doc)));
      writeFileSync(join(dir, "tsconfig.json"), JSON.stringify({ compilerOptions: { strict: true, noEmit: true, target: "ES2022", module: "ESNext", moduleResolution: "Bundler", skipLibCheck: true }, include: ["*.ts"] }));
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    const typeCheck = (events: unknown[]): string => {
      // One call per event: an array literal of thousands would make TypeScript build one huge union.
      const calls = events.map((e) => `receive(${JSON.stringify(e)});`).join("\n");
      const body = `import type { components } from "./api";\ntype Event = components["schemas"]["Event"];\ndeclare function receive(event: Event): void;\n${calls}\n`;
      writeFileSync(join(dir, "game.ts"), body);
      try {
        execFileSync(process.execPath, [TSC, "-p", join(dir, "tsconfig.json")], { encoding: "utf8", stdio: "pipe" });
        return "";
      } catch (error) {
        return String((error as { stdout?: string }).stdout ?? error);
      }
    };

    it("type-checks a whole game's events as every role receives them", { timeout: 180_000 }, () => {
      const wire = VIEWERS.flatMap((viewer) => eventsFor(engineEvents, viewer).map(wireEvent));
      expect(typeCheck(wire)).toBe("");
    });

    it("and refuses an event with an internal card number (the check can fail)", { timeout: 180_000 }, () => {
      expect(typeCheck([{ type: "cards-revealed", england: 6, scotland: 9, p1: "england" }])).toMatch(/error TS/);
    });
  });

  describe("on the wire", () => {
    let server: TestServer;
    const root = mkdtempSync(join(tmpdir(), "hots-events-"));
    beforeAll(async () => {
      server = await startServer(testConfig(`file:${join(root, "hots.db")}`));
    });
    afterAll(async () => {
      await server?.close();
      rmSync(root, { recursive: true, force: true });
    });

    it("GET /games/{id}/events and an order's response carry cards as keys", async () => {
      const game = await apiClient(() => server).newGame();
      for (const side of ["england", "scotland"] as const) {
        const card = (await server.request("GET", `/games/${game.gameId}`, { token: game.tokens[side] })).body.view.decisions[0].cards[0];
        const reply = await server.request("POST", `/games/${game.gameId}/orders`, { token: game.tokens[side], json: { order: { type: "play", card } } });
        expect(reply.status, reply.text).toBe(200);
      }
      const events = (await server.request("GET", `/games/${game.gameId}/events`, { token: game.tokens.scotland })).body.events.map((e: { event: unknown }) => e.event);
      const dealt = events.find((e: { type: string; side: string }) => e.type === "hand-dealt" && e.side === "scotland");
      expect(dealt.cards.length).toBe(5);
      for (const key of dealt.cards) expect(CARD_KEYS).toContain(key);
      const englishHand = events.find((e: { type: string; side: string }) => e.type === "hand-dealt" && e.side === "england");
      expect(englishHand).not.toHaveProperty("cards");
      const revealed = events.find((e: { type: string }) => e.type === "cards-revealed");
      expect(CARD_KEYS).toContain(revealed.england);
      expect(CARD_KEYS).toContain(revealed.scotland);
    });
  });
});

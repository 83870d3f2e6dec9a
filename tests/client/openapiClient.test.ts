// A client written only from the OpenAPI document (src/client/typed.ts: openapi-fetch over the types
// openapi-typescript generates): it creates a game, claims both seats, and plays the whole game,
// answering every decision with one of the order lines the API lists for it; Problem.code and the
// events type-check as unions. The generated types must match the document (npm run openapi).
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTypedClient, streamFrames, type ApiEvent, type ProblemCode } from "../../src/client/index.js";
import { openApiTypes, openApiTypesPath } from "../../scripts/openapi.js";
import { startTestServer, type TestServer } from "./server.js";

// Compile-time: the document's unions, not strings.
type Expect<T extends true> = T;
export type ProblemCodeIsAUnion = Expect<string extends ProblemCode ? false : true>;
export type IllegalOrderIsACode = Expect<"illegal-order" extends ProblemCode ? true : false>;
export type EventTypeIsAUnion = Expect<string extends ApiEvent["type"] ? false : true>;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => server?.close());

describe("the typed client built on the OpenAPI document", () => {
  it("src/client/openapi.ts is what openapi-typescript generates from openapi/openapi.json", async () => {
    const json = readFileSync(new URL("../../openapi/openapi.json", import.meta.url), "utf8");
    expect(readFileSync(openApiTypesPath, "utf8")).toBe(await openApiTypes(json));
  });

  it("plays a whole Braveheart game, answering each decision with one of its orderLines", { timeout: 600_000 }, async () => {
    const anyone = createTypedClient({ baseUrl: server.url });
    const created = await anyone.POST("/games", { body: { scenario: "braveheart" } });
    expect(created.response.status).toBe(201);
    const game = created.data!;
    const id = game.gameId;
    const tokens: Record<"england" | "scotland", string> = { england: "", scotland: "" };
    for (const side of ["england", "scotland"] as const) {
      const claimed = await anyone.POST("/games/{id}/join", { params: { path: { id } }, body: { invite: game.invites[side]! } });
      expect(claimed.response.status).toBe(200);
      tokens[side] = claimed.data!.token;
    }
    const seats = { england: createTypedClient({ baseUrl: server.url, token: tokens.england }), scotland: createTypedClient({ baseUrl: server.url, token: tokens.scotland }) };

    // A problem is typed: its code is one of the documented codes.
    const refused = await seats.england.POST("/games/{id}/orders", { params: { path: { id } }, body: { text: "crown Bruce" } });
    const code: ProblemCode | undefined = refused.error?.code;
    expect(["illegal-order", "not-your-decision"]).toContain(code);

    let random = 11;
    const next = (n: number) => (random = (random * 48271) % 2147483647) % n;
    let orders = 0;
    let over = false;
    while (!over && orders < 5000) {
      let acted = false;
      for (const side of ["england", "scotland"] as const) {
        const read = await seats[side].GET("/games/{id}", { params: { path: { id } } });
        const view = read.data!;
        if (view.status === "over") {
          over = true;
          break;
        }
        const decision = view.view?.decisions[0];
        if (!decision) continue;
        const lines = decision.orderLines ?? [];
        expect(lines.length, decision.kind).toBeGreaterThan(0);
        const line = lines[next(lines.length)]!;
        const given = await seats[side].POST("/games/{id}/orders", { params: { path: { id } }, body: { text: line } });
        // A simultaneous decision may have moved on (the other side answered first): read again.
        if (given.error?.code === "stale-version") continue;
        expect(given.response.status, `${decision.kind}: ${line} ${JSON.stringify(given.error)}`).toBe(200);
        orders++;
        acted = true;
      }
      if (!acted && !over) over = (await seats.england.GET("/games/{id}", { params: { path: { id } } })).data!.status === "over";
    }
    expect(over).toBe(true);

    // The stream, typed: its frames' data are Events; the game is over, so it ends by itself.
    const stream = await fetch(`${server.url}/games/${id}/events/stream`, { headers: { authorization: `Bearer ${tokens.scotland}` } });
    const types: ApiEvent["type"][] = [];
    for await (const frame of streamFrames(stream.body!)) types.push(frame.data.type);
    expect(types).toContain("game-over");
  });
});

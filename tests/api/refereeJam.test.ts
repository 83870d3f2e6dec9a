// One client cannot switch off POST /replays and /adjudicate: a body nested thousands deep is
// refused with 400 (reason body-too-deep) before it reaches a worker, and the routes keep answering
// valid requests afterwards with every worker free.
import { describe, expect, it } from "vitest";
import { MAX_JSON_DEPTH } from "../../src/api/plugins/parsers.js";
import { recordRandomGame } from "../../src/playout/recordGame.js";
import { serverPerFile } from "./server.js";

const server = serverPerFile("hots-referee-jam-");

/** A JSON text of `depth` nested arrays, as one member of an otherwise ordinary body. */
const deep = (depth: number): string => `${"[".repeat(depth)}${"]".repeat(depth)}`;

describe("referee routes under nesting attacks", () => {
  it("a record nested 5,000 deep is refused with 400 twice, then a valid record is replayed", async () => {
    const record = recordRandomGame({ setup: { scenario: "braveheart" }, seed: 2, maxOrders: 40 }).record;
    const poisoned = JSON.stringify(record).replace(/"orders":\[/, `"orders":[${deep(5_000)},`);
    for (let i = 0; i < 2; i++) {
      const reply = await server().request("POST", "/replays", { body: poisoned, contentType: "application/json" });
      expect(reply.status, reply.text).toBe(400);
      expect(reply.headers.get("content-type")).toContain("application/problem+json");
      expect(reply.body).toMatchObject({ code: "bad-request", reason: "body-too-deep", limit: MAX_JSON_DEPTH });
    }
    expect(server().refereeLoad()).toEqual({ running: 0, waiting: 0 });
    const valid = await server().request("POST", "/replays", { json: record });
    expect(valid.status, valid.text).toBe(200);
    expect(valid.body).toMatchObject({ verified: true });
  });

  it("a state nested 5,000 deep is refused with 400 by /adjudicate, which then answers", async () => {
    for (let i = 0; i < 2; i++) {
      const reply = await server().request("POST", "/adjudicate", { body: `{"state":${deep(5_000)},"orders":[]}`, contentType: "application/json" });
      expect(reply.status, reply.text).toBe(400);
      expect(reply.body).toMatchObject({ reason: "body-too-deep" });
    }
    const valid = await server().request("POST", "/adjudicate", { json: { position: { year: 1297, p1: "england", england: { Lothian: "York Knights" }, scotland: { Fife: "Wallace" }, at: "card-play" }, orders: [] } });
    expect(valid.status, valid.text).toBe(200);
    expect(server().refereeLoad()).toEqual({ running: 0, waiting: 0 });
  });

  it("a deep string is not nesting: brackets inside strings do not count", async () => {
    const reply = await server().request("POST", "/adjudicate", { body: `{"state":"${deep(5_000)}","orders":[]}`, contentType: "application/json" });
    expect(reply.body.reason).not.toBe("body-too-deep");
  });

  it("real records and their states nest far less than the limit", () => {
    const record = recordRandomGame({ setup: { scenario: "campaign" }, seed: 3, maxOrders: 400 }).record;
    let depth = 0;
    let deepest = 0;
    for (const c of JSON.stringify(record)) {
      if (c === "[" || c === "{") deepest = Math.max(deepest, ++depth);
      else if (c === "]" || c === "}") depth--;
    }
    expect(deepest).toBeLessThan(MAX_JSON_DEPTH / 4);
  });
});

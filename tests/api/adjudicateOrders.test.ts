// Issue 14 part 2 through the API: POST /adjudicate with `order` objects (arbitrary JSON, well-formed
// orders with random ids, mutated legal orders) on states met in random play never answers a 5xx.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Order } from "../../src/rules/orders.js";
import type { Side } from "../../src/rules/sides.js";
import { mutatedOrder } from "../helpers/mutations.js";
import { statePool, type PooledState } from "../helpers/statePool.js";
import { anyOrder } from "../orders/arbitraries.js";
import { startServer, testConfig, type TestServer } from "./server.js";

const root = mkdtempSync(join(tmpdir(), "hots-adjudicate-orders-"));
let server: TestServer;
let pool: PooledState[] = [];

beforeAll(async () => {
  pool = statePool(10, 11);
  server = await startServer(testConfig(`file:${join(root, "adjudicate.db")}`));
});

afterAll(async () => {
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

const orderArb: fc.Arbitrary<(legal: Order) => unknown> = fc.oneof(
  fc.jsonValue().map((v) => () => v),
  anyOrder.map((o) => () => o),
  mutatedOrder,
  fc.constant((legal: Order) => legal),
);

describe("14.2 POST /adjudicate with order objects", () => {
  it("14.2 property: no order object makes /adjudicate answer a 5xx (300 requests)", async () => {
    const statuses = new Set<number>();
    await fc.assert(
      fc.asyncProperty(fc.nat(), fc.constantFrom<Side>("england", "scotland"), orderArb, async (i, side, make) => {
        const entry = pool[i % pool.length] as PooledState;
        const order = make(entry.legal);
        const reply = await server.request("POST", "/adjudicate", { json: { state: entry.state, orders: [{ side, order }], dice: [] } });
        statuses.add(reply.status);
        expect(reply.status, `${reply.status} on ${JSON.stringify(order)}: ${reply.text.slice(0, 400)}`).toBeLessThan(500);
      }),
      { numRuns: 300 },
    );
    // Both the schema's refusals and the engine's answers were met.
    expect(statuses.has(400)).toBe(true);
    expect(statuses.has(200)).toBe(true);
  });
});

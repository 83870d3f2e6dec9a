import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { OrderType } from "../../src/rules/orders.js";
import { orderSchema } from "../../src/orders/schema.js";
import { formatOrder, parseOrder } from "../../src/orders/text.js";
import { anyOrder, orderArbitraries } from "./arbitraries.js";

describe("the text form of every valid order", () => {
  it("reads back as the same order, and the order passes the schema", () => {
    fc.assert(
      fc.property(anyOrder, (order) => {
        expect(orderSchema.parse(order)).toStrictEqual(order);
        expect(parseOrder(formatOrder(order))).toStrictEqual(order);
      }),
      { numRuns: 2000 },
    );
  });

  for (const type of Object.keys(orderArbitraries) as OrderType[]) {
    it(`${type}: round trip`, () => {
      fc.assert(
        fc.property(orderArbitraries[type], (order) => {
          expect(parseOrder(formatOrder(order))).toStrictEqual(order);
        }),
        { numRuns: 200 },
      );
    });
  }

  it("is one line", () => {
    fc.assert(fc.property(anyOrder, (order) => !/[\r\n]/.test(formatOrder(order))));
  });
});

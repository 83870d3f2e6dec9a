// A replay reads each order text once (orderReader): the orders it hands out must be parseOrder's,
// each its own copy, and a bad text must fail every time it is read.

import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { orderReader } from "../../src/records/replay.js";
import { parseOrder } from "../../src/orders/text.js";
import { OrderSyntaxError } from "../../src/orders/errors.js";

const examples = new URL("../../examples/", import.meta.url);

function exampleOrderTexts(): string[] {
  const texts: string[] = [];
  for (const name of readdirSync(examples).filter((n) => n.endsWith(".json"))) {
    const record = JSON.parse(readFileSync(new URL(name, examples), "utf8")) as { orders?: { text: string }[] };
    for (const order of record.orders ?? []) texts.push(order.text);
  }
  return texts;
}

describe("orderReader", () => {
  it("gives parseOrder's order for every order of the example records, read twice", () => {
    const texts = exampleOrderTexts();
    expect(texts.length).toBeGreaterThan(50);
    const read = orderReader();
    for (const text of [...texts, ...texts]) expect(read(text)).toEqual(parseOrder(text));
  });

  it("hands out a copy each time: changing one order leaves the next read of its text as parsed", () => {
    const read = orderReader();
    const first = read("move Atholl>Argyll: Atholl; Mar>Buchan: Mar");
    const second = read("move Atholl>Argyll: Atholl; Mar>Buchan: Mar");
    expect(second).toEqual(first);
    expect(second).not.toBe(first);
    if (first.type !== "move") throw new Error("a move order");
    first.moves.length = 0;
    expect(read("move Atholl>Argyll: Atholl; Mar>Buchan: Mar")).toEqual(parseOrder("move Atholl>Argyll: Atholl; Mar>Buchan: Mar"));
  });

  it("hands out the one order read for a text when asked to share them", () => {
    const read = orderReader(true);
    const first = read("move Atholl>Argyll: Atholl; Mar>Buchan: Mar");
    expect(read("move Atholl>Argyll: Atholl; Mar>Buchan: Mar")).toBe(first);
    expect(first).toEqual(parseOrder("move Atholl>Argyll: Atholl; Mar>Buchan: Mar"));
  });

  it("fails on a bad text every time it is read", () => {
    const read = orderReader();
    for (let i = 0; i < 2; i++) expect(() => read("move Atlantis>Argyll: Atholl")).toThrow(OrderSyntaxError);
  });
});

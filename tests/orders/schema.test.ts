import { describe, expect, it } from "vitest";
import { z } from "zod";
import { orderSchema } from "../../src/orders/schema.js";

const rejects = (value: unknown) => expect(orderSchema.safeParse(value).success).toBe(false);

describe("order schema", () => {
  it("rejects unknown keys, at the top and inside", () => {
    rejects({ type: "pass", card: "move1" });
    rejects({ type: "victuals", area: "Fife", steps: [{ block: "wallace", steps: 1, extra: true }] });
  });

  it("takes only real block ids, area names and card keys", () => {
    rejects({ type: "herald", noble: "Comyn" });
    rejects({ type: "battle", area: "buchan" });
    rejects({ type: "play", card: "move4" });
  });

  it("bounds numbers and list lengths", () => {
    rejects({ type: "steps", steps: [{ block: "wallace", steps: 0 }] });
    rejects({ type: "steps", steps: [{ block: "wallace", steps: 1.5 }] });
    rejects({ type: "sea-move", from: "Fife", to: "Lothian", blocks: [] });
    rejects({ type: "move", moves: [{ path: ["Fife"], blocks: ["wallace"] }] });
    rejects({ type: "build", areas: [{ area: "Fife", steps: [], draws: [4] }] });
  });

  it("5.5 a retreat, and only a retreat, names where it goes", () => {
    rejects({ type: "combat", actions: [{ block: "wallace", act: "retreat" }] });
    rejects({ type: "combat", actions: [{ block: "wallace", act: "fire", to: "Mar" }] });
    expect(orderSchema.parse({ type: "combat", actions: [{ block: "wallace", act: "retreat", to: "Mar" }] })).toBeTruthy();
  });

  it("7.61 a build area spends at least one RP", () => {
    rejects({ type: "build", areas: [{ area: "Fife", steps: [], draws: [], sea: "Angus" }] });
  });

  it("describes itself for the OpenAPI document", () => {
    expect(orderSchema.options.every((o) => typeof o.description === "string")).toBe(true);
    const json = z.toJSONSchema(orderSchema) as { description?: string; oneOf?: { additionalProperties?: boolean }[] };
    expect(json.description).toBe("An answer to one pending decision");
    expect(json.oneOf).toHaveLength(orderSchema.options.length);
    expect(json.oneOf?.every((o) => o.additionalProperties === false)).toBe(true);
  });
});

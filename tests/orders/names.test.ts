import { describe, expect, it } from "vitest";
import { AREA_NAMES, BLOCKS } from "../../src/rules/data/index.js";
import { nameResolver, resolveArea, resolveBlock, resolveCard } from "../../src/orders/names.js";

describe("block names", () => {
  it("every block resolves from its display name and from its id", () => {
    for (const b of BLOCKS) {
      expect(resolveBlock(b.name)).toEqual({ ok: true, value: b.id });
      expect(resolveBlock(b.id)).toEqual({ ok: true, value: b.id });
    }
  });

  it("ignores case, spaces, underscores and hyphens, and takes a unique prefix", () => {
    for (const text of ["york kn", "York Knights", "york_knights", "YORK-KNIGHTS", "yorkk"]) {
      expect(resolveBlock(text)).toEqual({ ok: true, value: "york_knights" });
    }
    expect(resolveBlock("Wallace")).toEqual({ ok: true, value: "wallace" });
    expect(resolveBlock("ettrick arch")).toEqual({ ok: true, value: "ettrick" });
    expect(resolveBlock("French")).toEqual({ ok: true, value: "french_knights" });
  });

  it("accepts the aliases of the two kings", () => {
    expect(resolveBlock("King")).toEqual({ ok: true, value: "king" });
    expect(resolveBlock("Scottish King")).toEqual({ ok: true, value: "king" });
    expect(resolveBlock("Edward")).toEqual({ ok: true, value: "edward" });
    expect(resolveBlock("Edward II")).toEqual({ ok: true, value: "edward" });
  });

  it("a noble named like an area is the noble among blocks", () => {
    expect(resolveBlock("Moray")).toEqual({ ok: true, value: "moray" });
    expect(resolveBlock("Buchan")).toEqual({ ok: true, value: "buchan" });
    expect(resolveBlock("lennox")).toEqual({ ok: true, value: "lennox" });
  });

  it("an ambiguous prefix lists the candidates", () => {
    expect(resolveBlock("York")).toEqual({ ok: false, reason: "ambiguous", candidates: ["York Knights", "York Infantry"] });
    expect(resolveBlock("welsh")).toEqual({ ok: false, reason: "ambiguous", candidates: ["Welsh Archers", "Welsh Infantry"] });
  });

  it("an unknown name suggests the closest names", () => {
    expect(resolveBlock("Walace")).toEqual({ ok: false, reason: "unknown", candidates: ["Wallace"] });
    expect(resolveBlock("York Knigts")).toEqual({ ok: false, reason: "unknown", candidates: ["York Knights"] });
    const far = resolveBlock("Zzyzx");
    expect(far.ok).toBe(false);
    if (!far.ok) expect(far.candidates).toHaveLength(3);
  });
});

describe("area names", () => {
  it("every area resolves from its name, in any case", () => {
    for (const a of AREA_NAMES) {
      expect(resolveArea(a)).toEqual({ ok: true, value: a });
      expect(resolveArea(a.toUpperCase())).toEqual({ ok: true, value: a });
    }
  });

  it("takes a unique prefix and lists the candidates of an ambiguous one", () => {
    expect(resolveArea("strath")).toEqual({ ok: true, value: "Strathspey" });
    expect(resolveArea("Lo")).toEqual({ ok: false, reason: "ambiguous", candidates: ["Lochaber", "Lothian"] });
  });

  it("suggests areas for a misspelling", () => {
    expect(resolveArea("Lothain")).toEqual({ ok: false, reason: "unknown", candidates: ["Lothian"] });
  });
});

describe("card names", () => {
  it("reads a move card by name, key or bare value, and events by name or key", () => {
    for (const text of ["Move 3", "move3", "3", "MOVE_3"]) expect(resolveCard(text)).toEqual({ ok: true, value: "move3" });
    for (const text of ["Sea Move", "sea_move", "sea move", "sea-move"]) expect(resolveCard(text)).toEqual({ ok: true, value: "sea_move" });
    expect(resolveCard("move")).toEqual({ ok: false, reason: "ambiguous", candidates: ["Move 1", "Move 2", "Move 3"] });
  });
});

describe("resolution order", () => {
  // The real blocks and areas happen to have no full name that prefixes another, so the rule is
  // shown on a made-up list.
  const resolve = nameResolver([
    { value: "mar", display: "Mar", spellings: ["Mar"] },
    { value: "march", display: "March", spellings: ["March"] },
    { value: "marsh", display: "Marsh", spellings: ["Marsh"] },
  ]);

  it("an exact full name beats the names it prefixes", () => {
    expect(resolve("mar")).toEqual({ ok: true, value: "mar" });
    expect(resolve("ma")).toEqual({ ok: false, reason: "ambiguous", candidates: ["Mar", "March", "Marsh"] });
    expect(resolve("marc")).toEqual({ ok: true, value: "march" });
  });
});

// The schematic map must read like the printed one: no overlapping areas, no border line through
// a third area, geography kept (1.1).
import { describe, expect, it } from "vitest";
import { AREA_NAMES, BORDERS } from "../../src/rules/data/index.js";
import { areaBox, borderLine, borderMidpoint, HEIGHT, inside, SEA_STRIP, WIDTH } from "../../src/render/layout.js";

const centreOf = (name: (typeof AREA_NAMES)[number]) => {
  const b = areaBox(name);
  return { x: b.x + b.w / 2, y: b.y + b.h / 2 };
};

describe("board layout", () => {
  it("1.1 areas do not overlap and stay between the two seas", () => {
    for (const a of AREA_NAMES) {
      const A = areaBox(a);
      expect(A.x).toBeGreaterThan(SEA_STRIP);
      expect(A.x + A.w).toBeLessThan(WIDTH - SEA_STRIP);
      expect(A.y + A.h).toBeLessThan(HEIGHT - 50);
      for (const b of AREA_NAMES) {
        if (a >= b) continue;
        const B = areaBox(b);
        const apart = A.x + A.w <= B.x || B.x + B.w <= A.x || A.y + A.h <= B.y || B.y + B.h <= A.y;
        expect(apart, `${a} overlaps ${b}`).toBe(true);
      }
    }
  });

  it("1.1 every border is a line that crosses no third area, with its limit label outside both", () => {
    const crossings = new Set<string>();
    for (const border of BORDERS) {
      const [a, b] = border.between;
      const [p, q] = borderLine(a, b);
      for (let t = 0; t <= 1; t += 0.002) {
        const point = { x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t };
        for (const other of AREA_NAMES) if (other !== a && other !== b && inside(point, areaBox(other))) crossings.add(`${a}-${b} crosses ${other}`);
      }
      const mid = borderMidpoint(a, b);
      for (const area of AREA_NAMES) if (inside(mid, areaBox(area))) crossings.add(`label of ${a}-${b} inside ${area}`);
    }
    expect([...crossings]).toEqual([]);
  });

  it("the geography of the printed map: England south, Ross north, the Western Isles west", () => {
    for (const name of AREA_NAMES) {
      if (name !== "England") expect(centreOf("England").y).toBeGreaterThan(centreOf(name).y);
      if (name !== "Ross") expect(centreOf("Ross").y).toBeLessThan(centreOf(name).y);
    }
    expect(centreOf("Garmoran").x).toBeLessThan(centreOf("Moray").x);
    expect(centreOf("Buchan").x).toBeGreaterThan(centreOf("Strathspey").x);
    expect(centreOf("Galloway").x).toBeLessThan(centreOf("Teviot").x);
  });
});

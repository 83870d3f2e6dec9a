// The bounded caches' map (src/lruMap.ts): games, seats, prepared statements and board PNGs.
import { describe, expect, it } from "vitest";
import { LruMap } from "../src/lruMap.js";

describe("LruMap", () => {
  it("forgets the least recently used entry beyond its capacity; reading or writing an entry uses it", () => {
    const map = new LruMap<string, number>(3);
    map.set("a", 1);
    map.set("b", 2);
    map.set("c", 3);
    expect(map.get("a")).toBe(1);
    map.set("b", 20);
    map.set("d", 4);
    expect(map.size).toBe(3);
    expect(map.get("c")).toBeUndefined();
    expect([map.get("a"), map.get("b"), map.get("d")]).toEqual([1, 20, 4]);
  });

  it("deletes an entry, and a miss changes nothing", () => {
    const map = new LruMap<string, number>(2);
    map.set("a", 1);
    map.set("b", 2);
    expect(map.get("z")).toBeUndefined();
    expect(map.delete("a")).toBe(true);
    expect(map.delete("a")).toBe(false);
    map.set("c", 3);
    expect([map.size, map.get("b"), map.get("c")]).toEqual([2, 2, 3]);
  });
});

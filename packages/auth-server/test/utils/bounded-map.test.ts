import { describe, expect, it } from "vitest";
import { BoundedMap } from "../../src/utils/bounded-map";

describe("BoundedMap", () => {
  it("forgets the oldest entry once full", () => {
    const map = new BoundedMap<string, number>(2);
    map.set("a", 1).set("b", 2).set("c", 3);
    expect([...map.keys()]).toEqual(["b", "c"]);
  });

  it("replaces a key it holds without forgetting another", () => {
    const map = new BoundedMap<string, number>(2);
    map.set("a", 1).set("b", 2).set("a", 10);
    expect([...map.entries()]).toEqual([
      ["a", 10],
      ["b", 2],
    ]);
  });

  it("never holds more than its capacity", () => {
    const map = new BoundedMap<number, number>(3);
    for (let key = 0; key < 100; key++) map.set(key, key);
    expect(map.size).toBe(3);
    expect([...map.keys()]).toEqual([97, 98, 99]);
  });
});

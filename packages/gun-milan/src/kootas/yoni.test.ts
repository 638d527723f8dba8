import { describe, expect, it } from "vitest";
import type { Yoni } from "../nakshatras.ts";
import { isContestedYoniPair, YONI_ORDER, yoniAnimalPoints, yoniPoints } from "./yoni.ts";

describe("yoniAnimalPoints (reference §3.4 recommended grid)", () => {
  it.each(YONI_ORDER)("%s with itself is 4", (animal) => {
    expect(yoniAnimalPoints(animal, animal)).toBe(4);
  });

  it.each([
    ["horse", "buffalo"],
    ["elephant", "lion"],
    ["sheep", "monkey"],
    ["serpent", "mongoose"],
    ["dog", "deer"],
    ["cat", "rat"],
    ["cow", "tiger"],
  ] as const)("sworn enemies %s and %s score 0 both ways", (a, b) => {
    expect(yoniAnimalPoints(a, b)).toBe(0);
    expect(yoniAnimalPoints(b, a)).toBe(0);
  });

  it("has no other 0 cell", () => {
    const zeros = YONI_ORDER.flatMap((a) => YONI_ORDER.filter((b) => yoniAnimalPoints(a, b) === 0));
    expect(zeros).toHaveLength(14);
  });

  it.each([
    ["horse", "serpent", 3],
    ["horse", "cow", 1],
    ["elephant", "sheep", 3],
    ["elephant", "buffalo", 3],
    ["sheep", "dog", 1],
    ["serpent", "cat", 1],
    ["dog", "rat", 1],
    ["cat", "deer", 3],
    ["rat", "lion", 2],
    ["cow", "deer", 3],
    ["buffalo", "cow", 3],
    ["tiger", "serpent", 2],
    ["monkey", "mongoose", 3],
    ["mongoose", "dog", 1],
    ["lion", "monkey", 2],
    // The two contested cells, made symmetric.
    ["horse", "deer", 3],
    ["deer", "horse", 3],
    ["buffalo", "lion", 1],
    ["lion", "buffalo", 1],
  ] as const)("%s × %s = %i", (a, b, points) => {
    expect(yoniAnimalPoints(a as Yoni, b as Yoni)).toBe(points);
  });

  it("is symmetric", () => {
    for (const a of YONI_ORDER) {
      for (const b of YONI_ORDER) expect(yoniAnimalPoints(a, b)).toBe(yoniAnimalPoints(b, a));
    }
  });
});

describe("yoniPoints by nakshatra", () => {
  it.each([
    [1, 24, 4], // Ashwini and Shatabhisha: both horse
    [1, 13, 0], // horse × buffalo
    [2, 27, 4], // elephant pair
    [23, 27, 0], // lion × elephant
    [21, 4, 0], // mongoose × serpent
  ] as const)("nakshatra %i × %i = %i", (boy, girl, points) => {
    expect(yoniPoints(boy, girl)).toBe(points);
  });

  it("flags Horse–Deer and Buffalo–Lion as contested", () => {
    expect(isContestedYoniPair(1, 17)).toBe(true);
    expect(isContestedYoniPair(18, 24)).toBe(true);
    expect(isContestedYoniPair(13, 23)).toBe(true);
    expect(isContestedYoniPair(1, 2)).toBe(false);
  });
});

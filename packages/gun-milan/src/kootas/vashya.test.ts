import { describe, expect, it } from "vitest";
import type { Rashi } from "../types.ts";
import { type VashyaClass, vashyaOf, vashyaPoints } from "./vashya.ts";

describe("vashyaPoints (reference §3.2 common grid)", () => {
  const classes: VashyaClass[] = ["chatushpad", "manav", "jalchar", "vanchar", "keet"];
  const grid = [
    [2, 1, 1, 0.5, 1],
    [1, 2, 0.5, 0, 1],
    [1, 0.5, 2, 1, 1],
    [0.5, 0, 1, 2, 0],
    [1, 1, 1, 0, 2],
  ];
  it.each(
    classes.flatMap((boy, i) => classes.map((girl, j) => [boy, girl, grid[i]![j]!] as const)),
  )("%s × %s = %d", (boy, girl, points) => {
    expect(vashyaPoints(boy, girl)).toBe(points);
    expect(vashyaPoints(girl, boy)).toBe(points);
  });
});

describe("vashyaOf (reference §2)", () => {
  it.each([
    [1, "chatushpad"],
    [2, "chatushpad"],
    [3, "manav"],
    [4, "jalchar"],
    [5, "vanchar"],
    [6, "manav"],
    [7, "manav"],
    [8, "keet"],
    [11, "manav"],
    [12, "jalchar"],
  ] as const)("rashi %i is %s whatever the degree", (rashi, vashya) => {
    expect(vashyaOf({ rashi, degreeInSign: 29 })).toEqual({ vashya, assumed: false });
    expect(vashyaOf({ rashi })).toEqual({ vashya, assumed: false });
  });

  it.each([
    [9, 14.99, "manav"],
    [9, 15, "chatushpad"],
    [10, 14.99, "chatushpad"],
    [10, 15, "jalchar"],
  ] as const)("rashi %i at %d° is %s", (rashi, degreeInSign, vashya) => {
    expect(vashyaOf({ rashi, degreeInSign })).toEqual({ vashya, assumed: false });
  });

  it.each([
    // Dhanu: Mula 1–4 first half, P.Ashadha 1 straddles 15°, then second half.
    [9, 19, 4, "manav", false],
    [9, 20, 1, "manav", true],
    [9, 20, 2, "chatushpad", false],
    [9, 21, 1, "chatushpad", false],
    // Makar: U.Ashadha 2 … Shravana 1 first half, Shravana 2 straddles, then second half.
    [10, 21, 2, "chatushpad", false],
    [10, 22, 1, "chatushpad", false],
    [10, 22, 2, "chatushpad", true],
    [10, 22, 3, "jalchar", false],
    [10, 23, 2, "jalchar", false],
  ] as const)(
    "rashi %i, nakshatra %i pada %i without a degree is %s (assumed %s)",
    (rashi, nakshatra, pada, vashya, assumed) => {
      expect(vashyaOf({ rashi: rashi as Rashi, nakshatra, pada })).toEqual({ vashya, assumed });
    },
  );

  it("takes the first half, flagged, when only the rashi is known", () => {
    expect(vashyaOf({ rashi: 9 })).toEqual({ vashya: "manav", assumed: true });
    expect(vashyaOf({ rashi: 10 })).toEqual({ vashya: "chatushpad", assumed: true });
  });
});

import { describe, expect, it } from "vitest";
import type { Rashi } from "../types.ts";
import { bhakootPair, bhakootPoints } from "./bhakoot.ts";

// Reference §3.7 grid, boy row, girl column; the code computes it from the sign distance.
const PRINTED = [
  [7, 0, 7, 7, 0, 0, 7, 0, 0, 7, 7, 0],
  [0, 7, 0, 7, 7, 0, 0, 7, 0, 0, 7, 7],
  [7, 0, 7, 0, 7, 7, 0, 0, 7, 0, 0, 7],
  [7, 7, 0, 7, 0, 7, 7, 0, 0, 7, 0, 0],
  [0, 7, 7, 0, 7, 0, 7, 7, 0, 0, 7, 0],
  [0, 0, 7, 7, 0, 7, 0, 7, 7, 0, 0, 7],
  [7, 0, 0, 7, 7, 0, 7, 0, 7, 7, 0, 0],
  [0, 7, 0, 0, 7, 7, 0, 7, 0, 7, 7, 0],
  [0, 0, 7, 0, 0, 7, 7, 0, 7, 0, 7, 7],
  [7, 0, 0, 7, 0, 0, 7, 7, 0, 7, 0, 7],
  [7, 7, 0, 0, 7, 0, 0, 7, 7, 0, 7, 0],
  [0, 7, 7, 0, 0, 7, 0, 0, 7, 7, 0, 7],
];

describe("bhakootPoints (reference §3.7)", () => {
  it.each(PRINTED.flatMap((row, b) => row.map((points, g) => [b + 1, g + 1, points] as const)))(
    "boy %i × girl %i = %i",
    (boy, girl, points) => {
      expect(bhakootPoints(boy as Rashi, girl as Rashi)).toBe(points);
    },
  );
});

describe("bhakootPair", () => {
  it.each([
    [1, 2, "2/12"],
    [2, 1, "2/12"],
    [1, 5, "5/9"],
    [1, 9, "5/9"],
    [1, 6, "6/8"],
    [1, 8, "6/8"],
    [12, 5, "6/8"],
    [1, 1, null],
    [1, 7, null],
    [1, 4, null],
    [1, 3, null],
  ] as const)("rashi %i and %i form %s", (boy, girl, pair) => {
    expect(bhakootPair(boy, girl)).toBe(pair);
  });
});

import { describe, expect, it } from "vitest";
import type { Rashi, SignLord } from "../types.ts";
import { areMutualFriends, grahaMaitriPoints, lordPoints } from "./graha-maitri.ts";

const LORDS: SignLord[] = ["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn"];

// The points grid printed in reference §3.5; the code derives it from the relations table.
const PRINTED = [
  [5, 5, 5, 4, 5, 0, 0],
  [5, 5, 4, 1, 4, 0.5, 0.5],
  [5, 4, 5, 0.5, 5, 3, 0.5],
  [4, 1, 0.5, 5, 0.5, 5, 4],
  [5, 4, 5, 0.5, 5, 0.5, 3],
  [0, 0.5, 3, 5, 0.5, 5, 5],
  [0, 0.5, 0.5, 4, 3, 5, 5],
];

describe("lordPoints (reference §3.5)", () => {
  it.each(LORDS.flatMap((a, i) => LORDS.map((b, j) => [a, b, PRINTED[i]![j]!] as const)))(
    "%s × %s = %d",
    (a, b, points) => {
      expect(lordPoints(a, b)).toBe(points);
    },
  );
});

describe("grahaMaitriPoints by rashi", () => {
  it.each([
    [1, 8, 5], // both Mars
    [5, 9, 5], // Sun–Jupiter friends
    [4, 3, 1], // Moon–Mercury: friend one way, enemy the other
    [5, 7, 0], // Sun–Venus enemies
    [10, 2, 5], // Saturn–Venus friends
  ] as const)("rashi %i × %i = %d", (boy, girl, points) => {
    expect(grahaMaitriPoints(boy as Rashi, girl as Rashi)).toBe(points);
  });
});

describe("areMutualFriends", () => {
  it("needs friendship both ways and two different planets", () => {
    expect(areMutualFriends("Sun", "Jupiter")).toBe(true);
    expect(areMutualFriends("Moon", "Mercury")).toBe(false);
    expect(areMutualFriends("Mars", "Mars")).toBe(false);
  });
});

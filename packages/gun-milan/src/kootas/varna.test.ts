import { describe, expect, it } from "vitest";
import type { Rashi } from "../types.ts";
import { varnaOf, varnaPoints } from "./varna.ts";

describe("varnaOf (reference §2, element table)", () => {
  it.each([
    [1, "kshatriya"],
    [2, "vaishya"],
    [3, "shudra"],
    [4, "brahmin"],
    [5, "kshatriya"],
    [6, "vaishya"],
    [7, "shudra"],
    [8, "brahmin"],
    [9, "kshatriya"],
    [10, "vaishya"],
    [11, "shudra"],
    [12, "brahmin"],
  ] as const)("rashi %i is %s", (rashi, varna) => {
    expect(varnaOf(rashi)).toBe(varna);
  });
});

describe("varnaPoints (reference §3.1, boy row, girl column)", () => {
  // Kark = Brahmin, Mesh = Kshatriya, Vrushabh = Vaishya, Mithun = Shudra.
  const order: Rashi[] = [4, 1, 2, 3];
  const expected = [
    [1, 1, 1, 1],
    [0, 1, 1, 1],
    [0, 0, 1, 1],
    [0, 0, 0, 1],
  ];
  it.each(
    order.flatMap((boy, i) => order.map((girl, j) => [boy, girl, expected[i]![j]!] as const)),
  )("boy %i × girl %i = %i", (boy, girl, points) => {
    expect(varnaPoints(boy, girl)).toBe(points);
  });

  it("is directional", () => {
    expect(varnaPoints(3, 4)).toBe(0);
    expect(varnaPoints(4, 3)).toBe(1);
  });
});

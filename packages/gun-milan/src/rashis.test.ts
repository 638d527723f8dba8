import { describe, expect, it } from "vitest";
import { countFrom, RASHI_NAMES, rashiFromName, rashiLord, rashiName } from "./rashis.ts";
import type { Rashi } from "./types.ts";

describe("rashi names", () => {
  it("uses the app's spellings, 1 = Mesh … 12 = Meen", () => {
    expect(RASHI_NAMES).toEqual([
      "Mesh",
      "Vrushabh",
      "Mithun",
      "Kark",
      "Sinh",
      "Kanya",
      "Tula",
      "Vrushchik",
      "Dhanu",
      "Makar",
      "Kumbh",
      "Meen",
    ]);
    expect(rashiName(1)).toBe("Mesh");
    expect(rashiName(12)).toBe("Meen");
  });

  it.each([
    ["Mesh", 1],
    ["vrushchik", 8],
    [" Kumbh ", 11],
    ["મીન", 12],
    ["ધનુ", 9],
    ["ધન", 9],
    ["Capricorn", 10],
    ["Leo", 5],
    ["Vrishabh", null],
    ["", null],
  ] as const)("reads %j as %s", (name, rashi) => {
    expect(rashiFromName(name)).toBe(rashi);
  });

  it("round-trips every name", () => {
    RASHI_NAMES.forEach((name, i) => {
      expect(rashiFromName(name)).toBe(i + 1);
    });
  });
});

describe("rashi lords and counting", () => {
  it("gives the sign lords of reference §2", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((r) => rashiLord(r as Rashi))).toEqual([
      "Mars",
      "Venus",
      "Mercury",
      "Moon",
      "Sun",
      "Mercury",
      "Venus",
      "Mars",
      "Jupiter",
      "Saturn",
      "Saturn",
      "Jupiter",
    ]);
  });

  it("counts inclusively and wraps round", () => {
    expect(countFrom(1, 1)).toBe(1);
    expect(countFrom(1, 7)).toBe(7);
    expect(countFrom(12, 1)).toBe(2);
    expect(countFrom(2, 1)).toBe(12);
  });
});

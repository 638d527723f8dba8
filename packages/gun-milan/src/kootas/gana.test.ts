import { describe, expect, it } from "vitest";
import { ganaPoints } from "./gana.ts";

// Ashwini = Deva, Bharani = Manushya, Krittika = Rakshasa.
const BY_GANA = { deva: 1, manushya: 2, rakshasa: 3 } as const;

describe("ganaPoints (reference §3.6, boy row, girl column)", () => {
  it.each([
    ["deva", "deva", 6],
    ["deva", "manushya", 6],
    ["deva", "rakshasa", 0],
    ["manushya", "deva", 5],
    ["manushya", "manushya", 6],
    ["manushya", "rakshasa", 0],
    ["rakshasa", "deva", 1],
    ["rakshasa", "manushya", 0],
    ["rakshasa", "rakshasa", 6],
  ] as const)("boy %s × girl %s = %i", (boy, girl, points) => {
    expect(ganaPoints(BY_GANA[boy], BY_GANA[girl])).toBe(points);
  });

  it("matches BJ p.481: girl Krittika (Rakshasa), boy Revati (Deva) → 0", () => {
    expect(ganaPoints(27, 3)).toBe(0);
  });

  it("matches HJ2 p.152: girl Revati (Deva), boy U.Ashadha (Manushya) → 5", () => {
    expect(ganaPoints(21, 27)).toBe(5);
  });
});

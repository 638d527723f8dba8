import { describe, expect, it } from "vitest";
import type { Nakshatra } from "../types.ts";
import { TARA_NAMES, taraNumber, taraPoints } from "./tara.ts";

const all = Array.from({ length: 27 }, (_, i) => (i + 1) as Nakshatra);

describe("taraNumber (reference §3.3)", () => {
  it.each([
    [1, 1, 1],
    [1, 2, 2],
    [1, 3, 3],
    [1, 9, 9],
    [1, 10, 1],
    [1, 27, 9],
    [10, 1, 1],
    [27, 1, 2],
    [5, 11, 7],
  ] as const)("from %i to %i is tara %i", (from, to, tara) => {
    expect(taraNumber(from, to)).toBe(tara);
  });

  it("names the nine taras in order", () => {
    expect(TARA_NAMES[2]).toBe("vipat");
    expect(TARA_NAMES[8]).toBe("ati_mitra");
  });
});

describe("taraPoints", () => {
  it.each([
    [1, 1, 3],
    // Counting from the girl (1) to the boy (3) gives Vipat; the reverse count is 26 ≡ 8, Mitra.
    [3, 1, 1.5],
    [1, 3, 1.5],
    [11, 5, 1.5],
    [2, 1, 3],
    [10, 1, 3],
  ] as const)("boy %i × girl %i = %d", (boy, girl, points) => {
    expect(taraPoints(boy, girl)).toBe(points);
  });

  it("is 1.5 or 3 for every pair, never 0 (both directions cannot be bad at once)", () => {
    const scores = new Set(all.flatMap((boy) => all.map((girl) => taraPoints(boy, girl))));
    expect([...scores].sort()).toEqual([1.5, 3]);
  });

  it("scores 1.5 for exactly the counts 3, 5, 7 (mod 9) one way or the other", () => {
    const halves = all.filter((girl) => taraPoints(1, girl) === 1.5);
    expect(halves).toEqual(
      [3, 5, 7, 12, 14, 16, 21, 23, 25, 4, 6, 8, 13, 15, 17, 22, 24, 26].sort((a, b) => a - b),
    );
  });
});

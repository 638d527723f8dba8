import { describe, expect, it } from "vitest";
import { NAKSHATRAS, rashiOfPada } from "./nakshatras.ts";
import type { Nakshatra, Pada } from "./types.ts";

const numbersWhere = (test: (i: (typeof NAKSHATRAS)[number]) => boolean) =>
  NAKSHATRAS.flatMap((info, i) => (test(info) ? [i + 1] : []));

describe("NAKSHATRAS (reference §1)", () => {
  it("has 27 stars with the gana lists the sources agree on", () => {
    expect(NAKSHATRAS).toHaveLength(27);
    expect(numbersWhere((n) => n.gana === "deva")).toEqual([1, 5, 7, 8, 13, 15, 17, 22, 27]);
    expect(numbersWhere((n) => n.gana === "manushya")).toEqual([2, 4, 6, 11, 12, 20, 21, 25, 26]);
  });

  it("follows the Vimshottari lord order", () => {
    const order = ["Ketu", "Venus", "Sun", "Moon", "Mars", "Rahu", "Jupiter", "Saturn", "Mercury"];
    expect(NAKSHATRAS.map((n) => n.lord)).toEqual([...order, ...order, ...order]);
  });

  it("has two stars for each yoni animal except the mongoose", () => {
    const counts = new Map<string, number>();
    for (const n of NAKSHATRAS) counts.set(n.yoni, (counts.get(n.yoni) ?? 0) + 1);
    expect(counts.get("mongoose")).toBe(1);
    expect([...counts.values()].filter((c) => c === 2)).toHaveLength(13);
  });
});

describe("rashiOfPada", () => {
  it.each([
    [1, 1, 1],
    [3, 1, 1],
    [3, 2, 2],
    [5, 2, 2],
    [5, 3, 3],
    [7, 3, 3],
    [7, 4, 4],
    [12, 1, 5],
    [12, 2, 6],
    [21, 1, 9],
    [21, 2, 10],
    [25, 3, 11],
    [25, 4, 12],
    [27, 4, 12],
  ] as const)("nakshatra %i pada %i is in rashi %i", (n, p, rashi) => {
    expect(rashiOfPada(n as Nakshatra, p as Pada)).toBe(rashi);
  });
});

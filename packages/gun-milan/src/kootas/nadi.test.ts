import { describe, expect, it } from "vitest";
import type { Nakshatra } from "../types.ts";
import { nadiPoints } from "./nadi.ts";

// Reference §1: the three nadi groups, as listed there.
const GROUPS = [
  [1, 6, 7, 12, 13, 18, 19, 24, 25],
  [2, 5, 8, 11, 14, 17, 20, 23, 26],
  [3, 4, 9, 10, 15, 16, 21, 22, 27],
] as const;

describe("nadiPoints (reference §3.8)", () => {
  const all = Array.from({ length: 27 }, (_, i) => (i + 1) as Nakshatra);
  const group = (n: number) => GROUPS.findIndex((g) => (g as readonly number[]).includes(n));

  it.each(all)("nakshatra %i scores 0 with its own group and 8 with the others", (boy) => {
    for (const girl of all) {
      expect(nadiPoints(boy, girl)).toBe(group(boy) === group(girl) ? 0 : 8);
    }
  });
});

import { describe, expect, it } from "vitest";
import { bandFor } from "./band.ts";

describe("bandFor (reference §6.5 default bands)", () => {
  it.each([
    [0, "not_recommended"],
    [17.5, "not_recommended"],
    [18, "average"],
    [24.5, "average"],
    [25, "good"],
    [32.5, "good"],
    [33, "excellent"],
    [36, "excellent"],
  ] as const)("%d → %s", (total, band) => {
    expect(bandFor(total)).toBe(band);
  });
});

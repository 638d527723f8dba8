import { RASHI_NAMES } from "@sagpan/gun-milan/rashis";
import { describe, expect, it } from "vitest";
import { profileFieldsSchema, rashis } from "./index.ts";

describe("rashis", () => {
  it("are Gun Milan's one list, not a copy that could drift", () => {
    expect(rashis).toBe(RASHI_NAMES);
    expect(rashis).toHaveLength(12);
  });

  it("are what a profile may name", () => {
    const rashi = profileFieldsSchema.shape.rashi;
    for (const name of RASHI_NAMES) expect(rashi.safeParse(name).success).toBe(true);
    expect(rashi.safeParse("Aries").success).toBe(false);
  });
});
